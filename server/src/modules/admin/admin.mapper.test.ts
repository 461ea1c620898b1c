import { describe, expect, it } from 'vitest';
import { toAdminValue } from './admin.mapper.ts';
import { csvCell, csvLine } from './csv.ts';

describe('values as the panel gets them', () => {
  it('turns timestamps into ISO 8601, whether the driver gave a Date or PostgreSQL text', () => {
    expect(toAdminValue('datetime', new Date('2026-11-25T13:27:29.123Z'))).toBe('2026-11-25T13:27:29.123Z');
    expect(toAdminValue('datetime', '2026-11-25 13:27:29.123456+00')).toBe('2026-11-25T13:27:29.123Z');
    expect(toAdminValue('datetime', '2026-11-25 14:27:29+01')).toBe('2026-11-25T13:27:29.000Z');
    expect(toAdminValue('datetime', '2026-11-25 19:27:29+05:30')).toBe('2026-11-25T13:57:29.000Z');
    expect(toAdminValue('datetime', null)).toBeNull();
  });

  it('reads bigint kobo and counts as numbers, booleans as booleans, lists as lists of text', () => {
    expect(toAdminValue('money', '250000000')).toBe(250_000_000);
    expect(toAdminValue('integer', 3)).toBe(3);
    expect(toAdminValue('number', '0.15')).toBe(0.15);
    expect(toAdminValue('boolean', 't')).toBe(true);
    expect(toAdminValue('boolean', false)).toBe(false);
    expect(toAdminValue('tags', ['admin', 'customer'])).toEqual(['admin', 'customer']);
    expect(toAdminValue('json', { before: 1 })).toEqual({ before: 1 });
    expect(toAdminValue('text', 42)).toBe('42');
  });
});

describe('CSV cells', () => {
  it('defuses text a spreadsheet would run as a formula, but leaves numbers alone', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\tx"]);
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes a cell with a comma, quote or line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Okafor, "Jr"')).toBe('"Okafor, ""Jr"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['a', 'b'])).toBe('a; b');
    expect(csvCell({ from: 'x', to: 'y' })).toBe('"{""from"":""x"",""to"":""y""}"');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
