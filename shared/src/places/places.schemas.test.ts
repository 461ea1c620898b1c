import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.schemas.ts';
import { isNigeria, NIGERIAN_STATES } from './nigeria.ts';
import { addressTimezoneQuerySchema, latLngQuerySchema, searchPlacesQuerySchema } from './places.schemas.ts';

const ikeja = { line: '12 Obafemi Awolowo Way', town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', lat: 6.6, lng: 3.35 };

async function messages(run: () => Promise<unknown>): Promise<string[]> {
  try {
    await run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('Nigerian states', () => {
  it('lists the 36 states and the FCT once each, by ISO 3166-2 code', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES.map((state) => state.code)).size).toBe(37);
    expect(new Set(NIGERIAN_STATES.map((state) => state.name)).size).toBe(37);
    expect(NIGERIAN_STATES).toContainEqual({ code: 'FC', name: 'Federal Capital Territory' });
  });

  it('knows Nigeria by its codes and name in any case', () => {
    for (const country of ['NG', 'ng', 'NGA', 'Nigeria', ' NIGERIA ']) expect(isNigeria(country)).toBe(true);
    for (const country of ['GH', 'Ghana', 'Niger', 'N', '']) expect(isNigeria(country)).toBe(false);
  });
});

describe('address schema', () => {
  it('keeps an address with its point, the missing landmark and LGA as null', async () => {
    const address = await addressSchema.validate({ ...ikeja, lga: '', landmark: '  ' });
    expect(address).toEqual({ ...ikeja, lga: null, landmark: null });
  });

  it('strips invisible characters and trims the parts', async () => {
    const address = await addressSchema.validate({ ...ikeja, line: ' 12\u200B Allen Avenue ', landmark: 'near Total' });
    expect(address.line).toBe('12 Allen Avenue');
    expect(address.landmark).toBe('near Total');
  });

  it('refuses a missing street, town or point and a state that is not Nigerian, naming each', async () => {
    const errors = await messages(() =>
      addressSchema.validate({ line: '', town: '', state: 'Accra', lat: 'x', lng: 200 }, { abortEarly: false }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'validation:addressLineRequired',
        'validation:addressTownRequired',
        'validation:addressStateInvalid',
        'validation:addressLocationRequired',
      ]),
    );
  });

  it('refuses a landmark of more than 200 characters', async () => {
    expect(await messages(() => addressSchema.validate({ ...ikeja, landmark: 'x'.repeat(201) }))).toEqual([
      'validation:addressLandmarkTooLong',
    ]);
  });
});

describe('place query schemas', () => {
  it('takes Nigeria as the country when none is given', async () => {
    expect(await addressTimezoneQuerySchema.validate({ address: 'Ikeja' })).toEqual({
      country: 'NG',
      address: 'Ikeja',
    });
    expect(await addressTimezoneQuerySchema.validate({ country: '', address: 'Ikeja' })).toMatchObject({
      country: 'NG',
    });
  });

  it('refuses another country with a message saying Nigeria only', async () => {
    expect(await messages(() => addressTimezoneQuerySchema.validate({ country: 'GH', address: 'Accra' }))).toEqual([
      'validation:countryNotCovered',
    ]);
  });

  it('refuses an empty or overlong address', async () => {
    expect(await messages(() => addressTimezoneQuerySchema.validate({ address: '   ' }))).toEqual([
      'validation:addressQueryRequired',
    ]);
    expect(await messages(() => addressTimezoneQuerySchema.validate({ address: 'a'.repeat(2000) }))).toEqual([
      'validation:addressQueryTooLong',
    ]);
  });

  it('reads coordinates from query text and refuses those off the globe', async () => {
    expect(await latLngQuerySchema.validate({ lat: '6.5244', lng: '3.3792' })).toEqual({ lat: 6.5244, lng: 3.3792 });
    expect(await messages(() => latLngQuerySchema.validate({ lat: '999', lng: '3' }))).toEqual([
      'validation:latitudeInvalid',
    ]);
    expect(await messages(() => latLngQuerySchema.validate({ lat: '6', lng: '1e3' }))).toEqual([
      'validation:longitudeInvalid',
    ]);
  });

  it('answers 8 suggestions unless asked for 1 to 20', async () => {
    expect(await searchPlacesQuerySchema.validate({ q: 'ike' })).toEqual({ q: 'ike', limit: 8 });
    expect(await messages(() => searchPlacesQuerySchema.validate({ q: 'ike', limit: '21' }))).toEqual([
      'validation:placeLimitInvalid',
    ]);
  });
});
