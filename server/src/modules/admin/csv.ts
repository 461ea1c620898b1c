import type { AdminValue } from '@fleetcare/shared';

/** A byte-order mark first, so spreadsheets read the file as UTF-8 ("₦", "ø"). */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (CSV injection): = + - @, and tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 CSV: text that a spreadsheet would read as a formula gets a leading apostrophe (shown as
 * text), and a cell holding a comma, quote or line break is quoted with its quotes doubled. Numbers and booleans are
 * written as they are; lists are joined with "; "; objects are JSON.
 */
export function csvCell(value: AdminValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) text = value.join('; ');
  else text = JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: (AdminValue | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
