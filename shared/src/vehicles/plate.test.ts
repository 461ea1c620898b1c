import { describe, expect, it } from 'vitest';
import { formatPlate } from './plate.ts';

describe('formatPlate', () => {
  it('groups a plate of the current national format: three letters, three digits, two letters', () => {
    expect(formatPlate('LAG123XY')).toBe('LAG 123 XY');
    expect(formatPlate('KJA555AB')).toBe('KJA 555 AB');
  });

  it('groups a plate of the 1992–2011 format: two letters, three digits, three letters', () => {
    expect(formatPlate('AB123KJA')).toBe('AB 123 KJA');
  });

  it('groups an older state plate: one or two letters, up to four digits, one or two letters', () => {
    expect(formatPlate('LA4567A')).toBe('LA 4567 A');
    expect(formatPlate('K12AB')).toBe('K 12 AB');
  });

  it('reads a plate that was stored with spaces, dashes or small letters the same way', () => {
    expect(formatPlate('lag-123 xy')).toBe('LAG 123 XY');
  });

  it('shows a plate of any other shape exactly as stored', () => {
    expect(formatPlate('MRBIGMAN')).toBe('MRBIGMAN');
    expect(formatPlate('FG123A01')).toBe('FG123A01');
    expect(formatPlate('LAGO1234XY')).toBe('LAGO1234XY');
    expect(formatPlate('123456')).toBe('123456');
    expect(formatPlate('')).toBe('');
  });
});
