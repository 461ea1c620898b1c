/**
 * A small RFC 4180 reader and writer for the fleet's CSV import and export: quoted fields with doubled quotes,
 * commas and line breaks inside quotes, CRLF or LF line ends, a UTF-8 byte-order mark. A file saved by a spreadsheet
 * set to a semicolon list separator is read too (the separator is taken from the header line).
 */

export class CsvParseError extends Error {
  /** The 1-based line of the file where reading stopped. */
  readonly line: number;

  constructor(message: string, line: number) {
    super(message);
    this.name = 'CsvParseError';
    this.line = line;
  }
}

export interface CsvRecord {
  /** The cells, as text. */
  cells: string[];
  /** The 1-based line of the file the record starts on (a quoted line break makes one record span lines). */
  line: number;
}

const BOM = '\uFEFF';

/** The separator of the header line: ';' when it has semicolons outside quotes and no commas, otherwise ','. */
function separatorOf(text: string): ',' | ';' {
  let inQuotes = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && char === ',') commas += 1;
    else if (!inQuotes && char === ';') semicolons += 1;
  }
  return semicolons > 0 && commas === 0 ? ';' : ',';
}

/**
 * Reads CSV text into records. A quote may only open a field and must be closed; a closing quote must be followed
 * by a separator or the end of the line. Empty lines are kept as records of one empty cell (callers skip blank
 * records).
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  let quoted = false;
  let afterQuote = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    records.push({ cells, line: recordLine });
    cells = [];
  };

  while (index < text.length) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (text.charAt(index + 1) === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text.charAt(index + 1) === '\n') index += 1;
      line += 1;
      recordLine = line;
    } else if (afterQuote) {
      throw new CsvParseError(`Line ${line}: text after a closing quote. Put the whole cell in quotes.`, line);
    } else if (char === '"') {
      if (cell !== '') {
        throw new CsvParseError(`Line ${line}: a quote inside an unquoted cell. Put the whole cell in quotes.`, line);
      }
      quoted = true;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (quoted) throw new CsvParseError(`Line ${recordLine}: a quoted cell is never closed.`, recordLine);
  // A final line break ends the last record; text after it is one more record.
  if (cell !== '' || cells.length > 0 || afterQuote) endRecord();
  return records;
}

/** True when every cell of a record is blank (an empty line, or a spreadsheet's row of empty cells). */
export function isBlankRecord(record: CsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}

/** Characters that make spreadsheets read a cell as a formula (CSV injection), including tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV: a cell a spreadsheet would run as a formula gets a leading apostrophe (shown as text), and a
 * cell with a separator, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",;\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** Undoes the export's formula guard: "'=SUM(A1)" reads back as "=SUM(A1)". */
export function uncsvCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Rows as CSV text: CRLF line ends (RFC 4180) and a byte-order mark, so spreadsheets read UTF-8 ("₦", "é"). */
export function formatCsv(rows: (string | number | null | undefined)[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
