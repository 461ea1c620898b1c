import { describe, expect, it } from 'vitest';
import { CsvParseError, csvCell, formatCsv, isBlankRecord, parseCsv, uncsvCell } from './csv.ts';

const cellsOf = (text: string) => parseCsv(text).map((record) => record.cells);

describe('parseCsv (RFC 4180)', () => {
  it('reads plain rows with LF or CRLF line ends, with or without a final line break', () => {
    expect(cellsOf('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cellsOf('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads quoted cells holding commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const records = parseCsv('name,notes\r\n"Corolla, silver","He said ""fine""\r\nthen left"\r\nHilux,ok\r\n');
    expect(records).toEqual([
      { cells: ['name', 'notes'], line: 1 },
      { cells: ['Corolla, silver', 'He said "fine"\r\nthen left'], line: 2 },
      { cells: ['Hilux', 'ok'], line: 4 },
    ]);
  });

  it('drops a UTF-8 byte-order mark', () => {
    expect(cellsOf('\uFEFFplateNumber,brand\nLAG1,Kia\n')).toEqual([
      ['plateNumber', 'brand'],
      ['LAG1', 'Kia'],
    ]);
  });

  it('keeps empty cells and empty quoted cells', () => {
    expect(cellsOf('a,,c\n"",x,\n')).toEqual([
      ['a', '', 'c'],
      ['', 'x', ''],
    ]);
  });

  it('when the header is separated by semicolons (a spreadsheet in a comma-decimal locale), then semicolons separate', () => {
    expect(cellsOf('a;b\n"1,5";2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('keeps blank lines as blank records for the caller to skip', () => {
    const records = parseCsv('a\n\n,\nb\n');
    expect(records.map(isBlankRecord)).toEqual([false, true, true, false]);
  });

  it('when a quoted cell is never closed, then it says on which line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvParseError);
    try {
      parseCsv('a,b\n1,"open\n2,3\n');
    } catch (error) {
      expect((error as CsvParseError).line).toBe(2);
    }
  });

  it('when text follows a closing quote or a quote sits inside an unquoted cell, then it is refused', () => {
    expect(() => parseCsv('"a"b,c\n')).toThrow(/after a closing quote/);
    expect(() => parseCsv('ab"c,d\n')).toThrow(/inside an unquoted cell/);
  });
});

describe('csvCell and formatCsv', () => {
  it('quotes cells with separators, quotes or line breaks and doubles the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(2019)).toBe('2019');
  });

  it('when a cell starts with = + - @ (a spreadsheet formula), then an apostrophe makes it text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+234 803')).toBe("'+234 803");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(uncsvCell("'=1+1")).toBe('=1+1');
    expect(uncsvCell("'plain")).toBe("'plain");
  });

  it('writes a byte-order mark and CRLF line ends, and reads back what it wrote', () => {
    const rows = [
      ['plateNumber', 'notes'],
      ['LAG1', 'Serviced, "twice"\nat Ikeja'],
      ['ABJ2', '=1+1'],
    ];
    const text = formatCsv(rows);
    expect(text.startsWith('\uFEFFplateNumber,notes\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text).map((record) => record.cells.map(uncsvCell))).toEqual(rows);
  });
});
