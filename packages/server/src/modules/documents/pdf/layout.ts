import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { Locale } from '@bm/domain';
import type { Cursor, Fonts } from './cursor.ts';
import {
  drawAmounts,
  drawBlocks,
  drawFields,
  drawTable,
  type AmountRow,
  type InfoBlock,
  type TableColumn,
} from './layout-parts.ts';
import { encodable, wrapText } from './text.ts';
import { COLOURS, CONTENT_WIDTH, leading, MARGIN, PAGE_SIZE, SIZES } from './theme.ts';

export type { AmountRow, InfoBlock, TableColumn } from './layout-parts.ts';

export interface DocumentInfo {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** Creation and modification date written into the file (keeps the bytes reproducible). */
  createdAt: Date;
  /** Small text at the top of every page. */
  runningHeader: string;
  /** Small text at the bottom of every page, beside the page number. */
  runningFooter: string;
  /** The document's language, for the page numbers ("Page 1 of 2", "Page 1 de 2"); English when absent. */
  locale?: Locale;
}

export type TextStyle = 'regular' | 'bold' | 'italic';

export interface PdfWriter {
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  subheading(text: string): void;
  paragraph(
    text: string,
    options?: { size?: number; style?: TextStyle; indent?: number; muted?: boolean },
  ): void;
  bullets(items: readonly string[]): void;
  fields(rows: readonly (readonly [string, string])[]): void;
  blocks(blocks: readonly InfoBlock[]): void;
  amounts(rows: readonly AmountRow[]): void;
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void;
  space(points: number): void;
  save(): Promise<Uint8Array>;
}

const TOP = PAGE_SIZE[1] - MARGIN.top;

/** A flowing document writer over pdf-lib with the standard Helvetica fonts: text stays extractable. */
export async function createPdfWriter(info: DocumentInfo): Promise<PdfWriter> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  // Headings wait here and are drawn with the first content after them, so they never end a page.
  let pending: { height: number; draw: () => void }[] = [];
  const cursor: Cursor = {
    fonts,
    page: doc.addPage(PAGE_SIZE),
    y: TOP,
    ensure(height) {
      const headings = pending;
      const before = headings.reduce((sum, h) => sum + h.height, 0);
      if (this.y - before - height < MARGIN.bottom && this.y < TOP) {
        this.page = doc.addPage(PAGE_SIZE);
        this.y = TOP;
      }
      pending = [];
      for (const heading of headings) heading.draw();
    },
    text(value, x, size, font, colour = 'ink') {
      this.page.drawText(value, { x, y: this.y - size * 0.82, size, font, color: COLOURS[colour] });
    },
  };
  const enc = (value: string) => encodable(fonts.regular, value);

  function lines(value: string, size: number, font: PDFFont, width: number, colour: keyof typeof COLOURS) {
    const wrapped = wrapText(font, encodable(font, value), size, width);
    // No single line of a paragraph left alone at the foot of a page.
    cursor.ensure(Math.min(wrapped.length, 2) * leading(size));
    for (const line of wrapped) {
      cursor.ensure(leading(size));
      cursor.text(line, MARGIN.left + (CONTENT_WIDTH - width), size, font, colour);
      cursor.y -= leading(size);
    }
  }

  function rule(gapAfter: number) {
    cursor.page.drawLine({
      start: { x: MARGIN.left, y: cursor.y },
      end: { x: MARGIN.left + CONTENT_WIDTH, y: cursor.y },
      thickness: 0.6,
      color: COLOURS.rule,
    });
    cursor.y -= gapAfter;
  }

  return {
    title(text, subtitle) {
      lines(text, SIZES.title, fonts.bold, CONTENT_WIDTH, 'accent');
      if (subtitle) lines(subtitle, SIZES.subtitle, fonts.regular, CONTENT_WIDTH, 'muted');
      cursor.y -= 4;
      rule(12);
    },
    heading(text) {
      const wrapped = wrapText(fonts.bold, encodable(fonts.bold, text), SIZES.heading, CONTENT_WIDTH);
      pending.push({
        height: 8 + wrapped.length * leading(SIZES.heading) + 8,
        draw: () => {
          cursor.y -= 8;
          lines(text, SIZES.heading, fonts.bold, CONTENT_WIDTH, 'accent');
          cursor.y -= 1;
          rule(7);
        },
      });
    },
    subheading(text) {
      const wrapped = wrapText(fonts.bold, encodable(fonts.bold, text), SIZES.subheading, CONTENT_WIDTH);
      pending.push({
        height: 4 + wrapped.length * leading(SIZES.subheading) + 1,
        draw: () => {
          cursor.y -= 4;
          lines(text, SIZES.subheading, fonts.bold, CONTENT_WIDTH, 'ink');
          cursor.y -= 1;
        },
      });
    },
    paragraph(text, options = {}) {
      const size = options.size ?? SIZES.body;
      const indent = options.indent ?? 0;
      lines(
        text,
        size,
        fonts[options.style ?? 'regular'],
        CONTENT_WIDTH - indent,
        options.muted ? 'muted' : 'ink',
      );
      cursor.y -= size * 0.45;
    },
    bullets(items) {
      for (const item of items) {
        const wrapped = wrapText(fonts.regular, enc(item), SIZES.body, CONTENT_WIDTH - 14);
        wrapped.forEach((line, index) => {
          cursor.ensure(leading(SIZES.body));
          if (index === 0) cursor.text('-', MARGIN.left + 3, SIZES.body, fonts.regular);
          cursor.text(line, MARGIN.left + 14, SIZES.body, fonts.regular);
          cursor.y -= leading(SIZES.body);
        });
        cursor.y -= 2;
      }
      cursor.y -= 3;
    },
    fields: (rows) => drawFields(cursor, rows),
    blocks: (blocks) => drawBlocks(cursor, blocks),
    amounts: (rows) => drawAmounts(cursor, rows),
    table: (columns, rows) => drawTable(cursor, columns, rows),
    space(points) {
      cursor.y -= points;
    },
    async save() {
      cursor.ensure(0);
      decoratePages(doc, fonts, info);
      doc.setTitle(enc(info.title));
      doc.setSubject(enc(info.subject));
      doc.setAuthor(enc(info.author));
      doc.setKeywords(info.keywords.map(enc));
      doc.setCreator('Apollo Broker Marketplace');
      doc.setProducer('Apollo Broker Marketplace (pdf-lib)');
      doc.setLanguage('en-CA');
      doc.setCreationDate(info.createdAt);
      doc.setModificationDate(info.createdAt);
      return doc.save();
    },
  };
}

/** Running header, footer and "Page n of m" on every page. */
function decoratePages(doc: PDFDocument, fonts: Fonts, info: DocumentInfo) {
  const pages = doc.getPages();
  const size = SIZES.small;
  pages.forEach((page, index) => {
    const header =
      wrapText(fonts.regular, encodable(fonts.regular, info.runningHeader), size, CONTENT_WIDTH)[0] ?? '';
    page.drawText(header, {
      x: MARGIN.left,
      y: PAGE_SIZE[1] - 40,
      size,
      font: fonts.regular,
      color: COLOURS.muted,
    });
    page.drawLine({
      start: { x: MARGIN.left, y: PAGE_SIZE[1] - 46 },
      end: { x: PAGE_SIZE[0] - MARGIN.right, y: PAGE_SIZE[1] - 46 },
      thickness: 0.5,
      color: COLOURS.rule,
    });
    const pageLabel = `Page ${index + 1} ${info.locale === 'fr-CA' ? 'de' : 'of'} ${pages.length}`;
    const labelWidth = fonts.regular.widthOfTextAtSize(pageLabel, size);
    const footer = wrapText(
      fonts.regular,
      encodable(fonts.regular, info.runningFooter),
      size,
      CONTENT_WIDTH - labelWidth - 24,
    ).slice(0, 2);
    page.drawLine({
      start: { x: MARGIN.left, y: 50 },
      end: { x: PAGE_SIZE[0] - MARGIN.right, y: 50 },
      thickness: 0.5,
      color: COLOURS.rule,
    });
    footer.forEach((line, i) => {
      const y = 38 - i * leading(size);
      page.drawText(line, { x: MARGIN.left, y, size, font: fonts.regular, color: COLOURS.muted });
    });
    page.drawText(pageLabel, {
      x: PAGE_SIZE[0] - MARGIN.right - labelWidth,
      y: 38,
      size,
      font: fonts.regular,
      color: COLOURS.muted,
    });
  });
}
