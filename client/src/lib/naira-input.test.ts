import { describe, expect, it } from 'vitest';
import { koboToNairaInput, parseNairaInput } from './naira-input.ts';

describe('amounts typed in naira', () => {
  it.each([
    ['5000', 500_000],
    ['5,000', 500_000],
    ['5 000', 500_000],
    ['5\u00a0000', 500_000],
    ['5\u202f000,50', 500_050],
    ['₦5,000.00', 500_000],
    ['₦ 5,000.5', 500_050],
    ['₦5,000.50', 500_050],
    ['NGN 1000', 100_000],
    ['ngn1000', 100_000],
    ['N 250', 25_000],
    ['1,234,567.89', 123_456_789],
    ['5 000,50', 500_050],
    ['100,5', 10_050],
    ['0.1', 10],
    ['0', 0],
    ['  250  ', 25_000],
  ])('when "%s" is typed, then it is %i kobo', (typed, kobo) => {
    expect(parseNairaInput(typed)).toBe(kobo);
  });

  it('when the field is empty, then there is no amount', () => {
    expect(parseNairaInput('')).toBeUndefined();
    expect(parseNairaInput('   ')).toBeUndefined();
    expect(parseNairaInput('₦ ')).toBeUndefined();
    expect(parseNairaInput('NGN')).toBeUndefined();
  });

  it.each(['abc', '-500', '5.001', '5,00,0', '1e5', '5..0', '12,34,567', '5000.', '$500', '5 000 naira'])(
    'when "%s" is typed, then it is not an amount',
    (typed) => {
      expect(parseNairaInput(typed)).toBeNaN();
    },
  );

  it('when an amount is put back into the field, then it reads as typed', () => {
    expect(koboToNairaInput(500_000)).toBe('5000');
    expect(koboToNairaInput(500_050)).toBe('5000.50');
    expect(koboToNairaInput(5)).toBe('0.05');
    expect(koboToNairaInput(0)).toBe('0');
    expect(parseNairaInput(koboToNairaInput(123_456_789))).toBe(123_456_789);
  });

  it('when a recorded amount is below zero, then the field shows its sign once', () => {
    expect(koboToNairaInput(-500_000)).toBe('-5000');
    expect(koboToNairaInput(-500_050)).toBe('-5000.50');
    expect(koboToNairaInput(-50)).toBe('-0.50');
  });
});
