/**
 * A number as a spreadsheet reads it, with a leading minus: "-12.34", "-$1,234.56", "-5%",
 * "-1 234,56 $" (French). Only digits, separators, a dollar sign and a percent follow the minus, so
 * nothing in it can run as a formula.
 */
const NEGATIVE_NUMBER = /^-(\$\s?)?\d[\d,.\s\u00a0\u202f]*(\s?\$|%)?$/;

/**
 * Whether a spreadsheet could read the cell as a formula (OWASP's CSV injection list): it starts
 * with =, +, @, a tab or a carriage return, or with - unless it is a plain negative number.
 */
function formulaLike(text: string): boolean {
  if (/^[=+@\t\r]/.test(text)) return true;
  return text.startsWith('-') && !NEGATIVE_NUMBER.test(text);
}

/**
 * Spreadsheet export cells (spec section 5, General): a cell starting with =, + or @ gets a leading
 * quote, so that a spreadsheet shows it as text instead of running it as a formula (and so does one
 * starting with -, a tab or a carriage return, which spreadsheets run too, unless it is a plain
 * negative number such as -12.34); commas and semicolons are removed unless the value starts with $
 * (an amount such as "$1,234.56"). Every CSV export applies it through the server's one CSV writer
 * (lib/csv-download.ts csvStream).
 */
export function exportCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const quoted = formulaLike(text) ? `'${text}` : text;
  return text.startsWith('$') ? quoted : quoted.replace(/[,;]/g, '');
}
