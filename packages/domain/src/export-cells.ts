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
