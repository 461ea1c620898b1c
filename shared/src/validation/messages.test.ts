import { describe, expect, it } from 'vitest';
import { englishMessage, v } from './messages.ts';

describe('englishMessage', () => {
  it('when given a key, then it answers its English text; other text comes back as it is', () => {
    expect(englishMessage(v.plateNumberTaken)).toBe('You already have a vehicle with this plate number.');
    expect(englishMessage('Plain text.')).toBe('Plain text.');
  });

  it('when given values, then they fill the placeholders; a missing value leaves its placeholder', () => {
    expect(englishMessage(v.csvPlateRepeated, { plateNumber: 'LAG1', row: 2 })).toBe(
      'The plate number LAG1 is also on row 2.',
    );
    expect(englishMessage(v.csvVinRepeated, { vin: 'X' })).toBe('The VIN X is also on row {{row}}.');
  });

  it('when a value holds markup, then it is put in as it is (the text is not HTML)', () => {
    expect(englishMessage(v.csvPlateRepeated, { plateNumber: 'A<&>B', row: 3 })).toBe(
      'The plate number A<&>B is also on row 3.',
    );
  });
});
