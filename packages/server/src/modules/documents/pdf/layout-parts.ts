import type { Cursor } from './cursor.ts';
import { encodable, wrapText } from './text.ts';
import { COLOURS, CONTENT_WIDTH, leading, MARGIN, PAGE_SIZE, SIZES } from './theme.ts';

export interface InfoBlock {
  title: string;
  lines: readonly string[];
}

export interface AmountRow {
  label: string;
  amount: string;
  /** 'total': bold on a shaded band; 'subtotal': bold under a rule. */
  emphasis?: 'total' | 'subtotal';
  /** Small print under the label. */
  note?: string;
}

export interface TableColumn {
  header: string;
  /** Share of the content width (the shares of a table add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

const LABEL_WIDTH = 150;
const AMOUNT_WIDTH = 110;
const LINE = leading(SIZES.body);
const USABLE = PAGE_SIZE[1] - MARGIN.top - MARGIN.bottom;

/** Label / value rows: the label in small bold, the value wrapped beside it. */
export function drawFields(cursor: Cursor, rows: readonly (readonly [string, string])[]) {
  const { regular, bold } = cursor.fonts;
  for (const [label, value] of rows) {
    const labelLines = wrapText(bold, encodable(bold, label), SIZES.small, LABEL_WIDTH - 10);
    const valueLines = wrapText(
      regular,
      encodable(regular, value || '-'),
      SIZES.body,
      CONTENT_WIDTH - LABEL_WIDTH,
    );
    cursor.ensure(Math.min(Math.max(labelLines.length, valueLines.length) * LINE, USABLE));
    const top = cursor.y;
    labelLines.forEach((line, i) => {
      cursor.y = top - i * LINE - 1;
      cursor.text(line, MARGIN.left, SIZES.small, bold, 'muted');
    });
    cursor.y = top;
    for (const line of valueLines) {
      cursor.ensure(LINE);
      cursor.text(line, MARGIN.left + LABEL_WIDTH, SIZES.body, regular);
      cursor.y -= LINE;
    }
    // More label lines than value lines only happens on short rows, which never cross a page.
    if (labelLines.length > valueLines.length) cursor.y = top - labelLines.length * LINE;
    cursor.y -= 2;
  }
  cursor.y -= 4;
}

/** Side-by-side shaded boxes (named insured, broker ...), one per block. */
export function drawBlocks(cursor: Cursor, blocks: readonly InfoBlock[]) {
  const { regular, bold } = cursor.fonts;
  const gutter = 14;
  const padding = 8;
  const width = (CONTENT_WIDTH - gutter * (blocks.length - 1)) / blocks.length;
  const laid = blocks.map((block) => ({
    title: encodable(bold, block.title.toUpperCase()),
    lines: block.lines.flatMap((line) =>
      wrapText(regular, encodable(regular, line), SIZES.body, width - padding * 2),
    ),
  }));
  const height = Math.max(...laid.map((b) => leading(SIZES.small) + 3 + b.lines.length * LINE)) + padding * 2;
  cursor.ensure(height);
  const top = cursor.y;
  laid.forEach((block, index) => {
    const x = MARGIN.left + index * (width + gutter);
    cursor.page.drawRectangle({ x, y: top - height, width, height, color: COLOURS.shade });
    cursor.y = top - padding;
    cursor.text(block.title, x + padding, SIZES.small, bold, 'accent');
    cursor.y -= leading(SIZES.small) + 3;
    for (const line of block.lines) {
      cursor.text(line, x + padding, SIZES.body, regular);
      cursor.y -= LINE;
    }
  });
  cursor.y = top - height - 10;
}

/** Money rows: label on the left, the amount right-aligned; totals stand out. */
export function drawAmounts(cursor: Cursor, rows: readonly AmountRow[]) {
  const { regular, bold, italic } = cursor.fonts;
  const right = MARGIN.left + CONTENT_WIDTH;
  const labelWidth = CONTENT_WIDTH - AMOUNT_WIDTH - 8;
  const laid = rows.map((row) => {
    const font = row.emphasis ? bold : regular;
    const labelLines = wrapText(font, encodable(font, row.label), SIZES.body, labelWidth);
    const noteLines = row.note ? wrapText(italic, encodable(italic, row.note), SIZES.small, labelWidth) : [];
    const height = labelLines.length * LINE + noteLines.length * leading(SIZES.small) + 4;
    return { row, font, labelLines, noteLines, height };
  });
  // A list of amounts stays on one page when it fits on one.
  cursor.ensure(
    Math.min(
      laid.reduce((sum, r) => sum + r.height, 0),
      USABLE,
    ),
  );
  for (const { row, font, labelLines, noteLines, height } of laid) {
    cursor.ensure(height);
    if (row.emphasis) {
      if (row.emphasis === 'total') {
        cursor.page.drawRectangle({
          x: MARGIN.left,
          y: cursor.y - height + 1,
          width: CONTENT_WIDTH,
          height: height + 1,
          color: COLOURS.shade,
        });
      }
      cursor.page.drawLine({
        start: { x: MARGIN.left, y: cursor.y + 1.5 },
        end: { x: right, y: cursor.y + 1.5 },
        thickness: row.emphasis === 'total' ? 0.9 : 0.5,
        color: row.emphasis === 'total' ? COLOURS.accent : COLOURS.rule,
      });
    }
    cursor.y -= 2;
    const amount = encodable(font, row.amount);
    cursor.text(amount, right - 4 - font.widthOfTextAtSize(amount, SIZES.body), SIZES.body, font);
    for (const line of labelLines) {
      cursor.text(line, MARGIN.left + 4, SIZES.body, font);
      cursor.y -= LINE;
    }
    for (const line of noteLines) {
      cursor.text(line, MARGIN.left + 4, SIZES.small, italic, 'muted');
      cursor.y -= leading(SIZES.small);
    }
    cursor.y -= 2;
  }
  cursor.y -= 6;
}

/** A table with a shaded header row, repeated when the table runs onto a new page. */
export function drawTable(
  cursor: Cursor,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
) {
  const { regular, bold } = cursor.fonts;
  const padding = 4;
  const widths = columns.map((c) => c.width * CONTENT_WIDTH);
  const lefts = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

  function measure(cells: readonly string[], header: boolean) {
    const font = header ? bold : regular;
    const size = header ? SIZES.small : SIZES.body;
    const wrapped = columns.map((_, i) =>
      wrapText(font, encodable(font, cells[i] ?? ''), size, widths[i]! - padding * 2),
    );
    return {
      font,
      size,
      wrapped,
      height: Math.max(...wrapped.map((l) => l.length)) * leading(size) + padding,
    };
  }

  function drawRow(row: ReturnType<typeof measure>, header: boolean) {
    const { font, size, wrapped, height } = row;
    if (header) {
      cursor.page.drawRectangle({
        x: MARGIN.left,
        y: cursor.y - height,
        width: CONTENT_WIDTH,
        height,
        color: COLOURS.shade,
      });
    }
    const top = cursor.y;
    wrapped.forEach((lines, i) => {
      cursor.y = top - padding / 2;
      for (const line of lines) {
        const x =
          columns[i]!.align === 'right'
            ? lefts[i]! + widths[i]! - padding - font.widthOfTextAtSize(line, size)
            : lefts[i]! + padding;
        cursor.text(line, x, size, font, header ? 'accent' : 'ink');
        cursor.y -= leading(size);
      }
    });
    cursor.y = top - height;
    cursor.page.drawLine({
      start: { x: MARGIN.left, y: cursor.y },
      end: { x: MARGIN.left + CONTENT_WIDTH, y: cursor.y },
      thickness: 0.4,
      color: COLOURS.rule,
    });
  }

  const header = measure(
    columns.map((c) => c.header),
    true,
  );
  cursor.ensure(header.height + LINE + padding);
  drawRow(header, true);
  for (const cells of rows) {
    const row = measure(cells, false);
    const page = cursor.page;
    cursor.ensure(row.height);
    if (cursor.page !== page) drawRow(header, true);
    drawRow(row, false);
  }
  cursor.y -= 10;
}
