/**
 * Spreadsheet export cells (spec section 5, General): a cell starting with =, + or @ gets a leading
 * quote, so that a spreadsheet shows it as text instead of running it as a formula; commas and
 * semicolons are removed unless the value starts with $ (an amount such as "$1,234.56").
 */
export function exportCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const quoted = /^[=+@]/.test(text) ? `'${text}` : text;
  return text.startsWith('$') ? quoted : quoted.replace(/[,;]/g, '');
}

/**
 * One CSV record (RFC 4180) of export cells: each value goes through exportCell, then a field
 * holding a double quote, a comma or a line break is wrapped in double quotes, its quotes doubled.
 */
export function csvRecord(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values
    .map((value) => {
      const cell = exportCell(value);
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',');
}

/** A CSV document: a header and rows, CRLF line ends, with a byte order mark so Excel reads UTF-8. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return `\uFEFF${[header, ...rows].map(csvRecord).join('\r\n')}\r\n`;
}
