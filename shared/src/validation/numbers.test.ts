import { describe, expect, it } from 'vitest';
import { pageNumber, toDecimalNumber, toWholeNumber, wholeNumber } from './numbers.ts';

describe('whole numbers', () => {
  it('when a JSON integer or plain digits arrive, then they are the number', () => {
    expect(toWholeNumber(10_000)).toBe(10_000);
    expect(toWholeNumber('10000')).toBe(10_000);
    expect(toWholeNumber('-5')).toBe(-5);
  });

  it('when hex, an exponent, padding, text or an unsafe integer arrive, then they are not a number', () => {
    for (const value of ['0x2710', '1e4', ' 10000 ', '10 000', '', 'ten', '1.5.2', '12345678901234567890']) {
      expect(toWholeNumber(value), value).toBeNaN();
    }
    expect(toWholeNumber(1e30)).toBeNaN();
    expect(toWholeNumber(true)).toBeNaN();
    expect(toWholeNumber({})).toBeNaN();
  });

  it('when a field is checked, then only whole numbers pass, with the field message otherwise', async () => {
    const field = wholeNumber('bad');
    await expect(field.validate('42')).resolves.toBe(42);
    await expect(field.validate('0x2a')).rejects.toThrow('bad');
    await expect(field.validate(1.5)).rejects.toThrow('bad');
  });

  it('when a page is out of range, then it is refused; when absent, it is 1', async () => {
    const page = pageNumber('page');
    await expect(page.validate(undefined)).resolves.toBe(1);
    await expect(page.validate('1e30')).rejects.toThrow('page');
    await expect(page.validate(10_001)).rejects.toThrow('page');
    await expect(page.validate(0)).rejects.toThrow('page');
  });
});

describe('decimal numbers', () => {
  it('when a finite number or plain decimal digits arrive, then they are the number; anything else is not', () => {
    expect(toDecimalNumber(85.5)).toBe(85.5);
    expect(toDecimalNumber('-3.25')).toBe(-3.25);
    for (const value of ['1e3', '0x10', ' 1 ', 'NaN', 'Infinity', '.5'])
      expect(toDecimalNumber(value), value).toBeNaN();
  });
});
