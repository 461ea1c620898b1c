import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { createVehicleSchema, myVehiclesQuerySchema, normalisePlate, updateVehicleSchema } from './vehicle.schemas.ts';

const base = {
  plateNumber: 'lag 123 xy',
  category: 'car',
  brand: ' Toyota ',
  model: 'Corolla',
  year: '2019',
  fuel: 'petrol',
};
const context = { today: '2026-06-15' };

async function errorsOf(schema: yup.AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true, context });
    return {};
  } catch (error) {
    const fields: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) fields[inner.path ?? '_'] ??= inner.message;
    return fields;
  }
}

describe('createVehicleSchema', () => {
  it('normalises plate and VIN, trims text, turns blanks into null and casts the year', async () => {
    const value = await createVehicleSchema.validate(
      { ...base, vin: ' 1hgcm8-2633a004352 ', colour: '  ', notes: '' },
      { context },
    );
    expect(value).toEqual({
      plateNumber: 'LAG123XY',
      vin: '1HGCM82633A004352',
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      colour: null,
      fuel: 'petrol',
      transmission: null,
      engine: null,
      purchaseDate: null,
      notes: null,
    });
  });

  it('checks the VIN only when one is given', async () => {
    expect(await errorsOf(createVehicleSchema, { ...base, vin: '' })).toEqual({});
    expect(await errorsOf(createVehicleSchema, { ...base, vin: '1HGCM82634A004352' })).toEqual({
      vin: 'validation:vinCheckDigit',
    });
  });

  it('takes model years up to next year and purchase dates up to today (the caller’s today)', async () => {
    expect(await errorsOf(createVehicleSchema, { ...base, year: 2027, purchaseDate: '2026-06-15' })).toEqual({});
    expect(await errorsOf(createVehicleSchema, { ...base, year: 2028, purchaseDate: '2026-06-16' })).toEqual({
      year: 'validation:vehicleYearInvalid',
      purchaseDate: 'validation:purchaseDateInFuture',
    });
    expect(await errorsOf(createVehicleSchema, { ...base, year: 1949, purchaseDate: '2026-02-30' })).toEqual({
      year: 'validation:vehicleYearInvalid',
      purchaseDate: 'validation:purchaseDateInvalid',
    });
  });
});

describe('updateVehicleSchema', () => {
  it('keeps fields left out as undefined and lets optional ones be cleared', async () => {
    const value = await updateVehicleSchema.validate({ colour: '', vin: null }, { context, stripUnknown: true });
    expect(value).toEqual({ colour: null, vin: null });
  });

  it('refuses an empty change and clearing a required field', async () => {
    expect(await updateVehicleSchema.isValid({}, { context })).toBe(false);
    expect(await errorsOf(updateVehicleSchema, { brand: '', year: null })).toEqual({
      brand: 'validation:brandRequired',
      year: 'validation:vehicleYearInvalid',
    });
  });
});

describe('myVehiclesQuerySchema', () => {
  it('has defaults and casts query strings', async () => {
    expect(await myVehiclesQuerySchema.validate({})).toEqual({
      page: 1,
      limit: 20,
      search: null,
      category: null,
      due: null,
      sort: 'newest',
      archived: false,
    });
    expect(
      await myVehiclesQuerySchema.validate({ page: '2', limit: '100', archived: 'true', search: ' kia ' }),
    ).toMatchObject({ page: 2, limit: 100, archived: true, search: 'kia' });
  });
});

it('normalisePlate removes spaces, dashes and dots', () => {
  expect(normalisePlate(' abj-456.kt ')).toBe('ABJ456KT');
});
