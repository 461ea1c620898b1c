import { describe, expect, it } from 'vitest';
import { decodeVin, normaliseVin, vinCheckDigit, vinCountry, vinModelYear, vinProblem } from './vin.ts';

const june2026 = new Date('2026-06-01T12:00:00Z');

describe('normaliseVin', () => {
  it('when a VIN is typed with spaces, dashes and lower case, then it is upper case without separators', () => {
    expect(normaliseVin(' 1hgcm8-2633 a004352 ')).toBe('1HGCM82633A004352');
    expect(normaliseVin('wvw.zzz.1jz.xw000001')).toBe('WVWZZZ1JZXW000001');
  });
});

describe('vinProblem', () => {
  it('when a North American VIN has the right check digit, then it is accepted', () => {
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinProblem('11111111111111111')).toBeNull();
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem('1G1ZT53826F109149')).toBeNull();
  });

  it('when a North American VIN has a wrong check digit (a typing error), then it is refused', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toBe('validation:vinCheckDigit');
    expect(vinProblem('1HGCM82634A004352')).toBe('validation:vinCheckDigit');
    expect(vinProblem('11111111111111112')).toBe('validation:vinCheckDigit');
  });

  it('when a VIN from outside North America carries no check digit in position 9, then it is still accepted', () => {
    expect(vinProblem('WVWZZZ1JZXW000001')).toBeNull();
    expect(vinProblem('JTDBR32E720012345')).toBeNull();
    expect(vinProblem('MD2A11CZ9KCA12345')).toBeNull();
  });

  it('when a VIN is not 17 characters long, then the length is the problem', () => {
    expect(vinProblem('1HGCM82633A00435')).toBe('validation:vinLength');
    expect(vinProblem('1HGCM82633A0043521')).toBe('validation:vinLength');
    expect(vinProblem('')).toBe('validation:vinLength');
  });

  it('when a VIN holds I, O, Q or a symbol, then the characters are the problem', () => {
    expect(vinProblem('1HGCM82633AO04352')).toBe('validation:vinCharacters');
    expect(vinProblem('JTDBR32E72001234I')).toBe('validation:vinCharacters');
    expect(vinProblem('WVWZZZ1JZXWQ00001')).toBe('validation:vinCharacters');
    expect(vinProblem('WVWZZZ1JZXW00000*')).toBe('validation:vinCharacters');
  });

  it('computes the check digit with X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });
});

describe('vinCountry (ISO 3780 ranges of the first two characters)', () => {
  it('names the country of the range', () => {
    expect(vinCountry('JTDBR32E720012345')).toEqual({ code: 'JP', name: 'Japan' });
    expect(vinCountry('WVWZZZ1JZXW000001')).toEqual({ code: 'DE', name: 'Germany' });
    expect(vinCountry('SALLAAA146A123456')).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(vinCountry('VF3XXXXXXXX123456')).toEqual({ code: 'FR', name: 'France' });
    expect(vinCountry('KMHDU46D17U123456')).toEqual({ code: 'KR', name: 'South Korea' });
    expect(vinCountry('LVVDB11B0XX123456')).toEqual({ code: 'CN', name: 'China' });
    expect(vinCountry('MD2A11CZ9KCA12345')).toEqual({ code: 'IN', name: 'India' });
    expect(vinCountry('AHTXXXXXXXX123456')).toEqual({ code: 'ZA', name: 'South Africa' });
    expect(vinCountry('3VWRX7AJ0AM123456')).toEqual({ code: 'MX', name: 'Mexico' });
    expect(vinCountry('9BWXXXXXXXX123456')).toEqual({ code: 'BR', name: 'Brazil' });
    expect(vinCountry('93HXXXXXXXX123456')).toEqual({ code: 'BR', name: 'Brazil' });
    expect(vinCountry('FFXXXXXXXXX123456')).toEqual({ code: 'NG', name: 'Nigeria' });
  });

  it('when the range is not assigned, then there is no country', () => {
    expect(vinCountry('AZXXXXXXXXX123456')).toBeNull();
    expect(vinCountry('GAXXXXXXXXX123456')).toBeNull();
  });
});

describe('vinModelYear (10th character)', () => {
  it('when a North American VIN has a digit in position 7, then the 1980–2009 cycle applies', () => {
    expect(vinModelYear('1M8GDM9AXKP042788', 2026)).toBe(1989);
    expect(vinModelYear('1HGCM82633A004352', 2026)).toBe(2003);
  });

  it('when a North American VIN has a letter in position 7, then the 2010–2039 cycle applies', () => {
    expect(vinModelYear('4T1B11HK8KU123456', 2026)).toBe(2019);
    expect(vinModelYear('1N4AL3AP0JC123456', 2026)).toBe(2018);
    expect(vinModelYear('3VWRX7AJ0AM123456', 2026)).toBe(2010);
    expect(vinProblem('3VWRX7AJ0AM123456')).toBeNull();
  });

  it('elsewhere, the latest year of the 30-year cycle not after next year is taken', () => {
    expect(vinModelYear('JTDBR32E720012345', 2026)).toBe(2002);
    expect(vinModelYear('MD2A11CZ9KCA12345', 2026)).toBe(2019);
    // T is 1996 or 2026: 2026 is not after next year.
    expect(vinModelYear('WVWZZZ1JZTW000001', 2026)).toBe(2026);
    // V is 1997 or 2027: next year's models are on sale already.
    expect(vinModelYear('WVWZZZ1JZVW000001', 2026)).toBe(2027);
    // W is 1998 or 2028: 2028 is too far ahead.
    expect(vinModelYear('WVWZZZ1JZWW000001', 2026)).toBe(1998);
  });

  it('when the 10th character is not a year code (0, U, Z), then the year is unknown', () => {
    expect(vinModelYear('WVWZZZ1JZ0W000001', 2026)).toBeNull();
    expect(vinModelYear('WVWZZZ1JZUW000001', 2026)).toBeNull();
    expect(vinModelYear('WVWZZZ1JZZW000001', 2026)).toBeNull();
  });
});

describe('decodeVin', () => {
  it('when the VIN is of a make the table covers, then manufacturer, country and year prefill the form', () => {
    expect(decodeVin('1HGCM82633A004352', june2026)).toEqual({
      manufacturer: 'Honda',
      country: 'United States',
      countryCode: 'US',
      modelYear: 2003,
    });
    expect(decodeVin('jtdbr32e7-20012345', june2026)).toMatchObject({ manufacturer: 'Toyota', country: 'Japan' });
    expect(decodeVin('JTHBK1GG0E2123456', june2026).manufacturer).toBe('Lexus');
    expect(decodeVin('JH4KA7561PC008269', june2026).manufacturer).toBe('Acura');
    expect(decodeVin('KNAFX4A60E5123456', june2026).manufacturer).toBe('Kia');
    expect(decodeVin('WDDGF8AB0EA123456', june2026).manufacturer).toBe('Mercedes-Benz');
    expect(decodeVin('VF3XXXXXXXX123456', june2026).manufacturer).toBe('Peugeot');
    expect(decodeVin('MD2A11CZ9KCA12345', june2026)).toMatchObject({ manufacturer: 'Bajaj', modelYear: 2019 });
    expect(decodeVin('LVVDB11B0XX123456', june2026).manufacturer).toBe('Chery');
    expect(decodeVin('XLRTE47MS0E123456', june2026).manufacturer).toBe('DAF');
    expect(decodeVin('1GTEK19T0XE123456', june2026).manufacturer).toBe('GMC');
  });

  it('when the make is not in the table, then the country and year still come through', () => {
    expect(decodeVin('1M8GDM9AXKP042788', june2026)).toEqual({
      manufacturer: null,
      country: 'United States',
      countryCode: 'US',
      modelYear: 1989,
    });
  });

  it('when the input is too short or holds bad characters, then nothing is decoded', () => {
    expect(decodeVin('J', june2026)).toEqual({ manufacturer: null, country: null, countryCode: null, modelYear: null });
    expect(decodeVin('JT*', june2026).manufacturer).toBeNull();
  });

  it('when only the first characters are typed, then the make shows before the year', () => {
    expect(decodeVin('JTD', june2026)).toEqual({
      manufacturer: 'Toyota',
      country: 'Japan',
      countryCode: 'JP',
      modelYear: null,
    });
  });
});
