import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { v } from '@fleetcare/shared';
import { parse } from './validate.ts';

const schema = yup.object({
  email: yup.string().required('Email is required.').email('Email is invalid.'),
  age: yup.number().min(18, 'You must be 18 or older.'),
});

describe('request validation', () => {
  it('returns the cast value with unknown keys stripped', async () => {
    await expect(parse(schema, { email: 'a@b.co', age: '21', role: 'admin' })).resolves.toEqual({
      email: 'a@b.co',
      age: 21,
    });
  });

  it('reports every failing field at once as VALIDATION_FAILED', async () => {
    const error = await parse(schema, { email: 'nope', age: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      fieldErrors: { email: 'Email is invalid.', age: 'You must be 18 or older.' },
    });
  });

  it('treats a missing body as empty', async () => {
    const error = (await parse(schema, undefined).catch((e: unknown) => e)) as AppError;
    expect(error.fieldErrors).toEqual({ email: 'Email is required.' });
  });
});

describe('the input shape, checked before yup casts it', () => {
  const coded = yup.object({
    code: yup
      .string()
      .required(v.couponCodeInvalid)
      .transform((value: string) => value.toUpperCase()),
    note: yup.string().optional(),
    tags: yup.array(yup.string()).optional(),
    phone: yup.object({ number: yup.string().required() }).optional(),
  });
  const refusal = (value: unknown) => parse(coded, value).catch((error: unknown) => error) as Promise<AppError>;

  it('when null reaches a field that allows none, then its own message, and its transform never runs', async () => {
    expect((await refusal({ code: null })).fieldErrorKeys).toEqual({ code: v.couponCodeInvalid });
    expect((await refusal({ code: 'ab', note: null })).fieldErrorKeys).toEqual({ note: v.required });
  });

  it('when an object or array arrives where text belongs, then that field is named and the others still checked', async () => {
    const error = await refusal({ code: { $gt: '' }, tags: 'x', phone: [] });
    expect(error.fieldErrorKeys).toEqual({ code: v.mustBeText, tags: v.mustBeList, phone: v.mustBeDetails });
    expect((await refusal({ code: 'ab', tags: ['a', { b: 1 }] })).fieldErrorKeys).toEqual({ 'tags[1]': v.mustBeText });
  });

  it('when the shape is right, then the value is cast as before', async () => {
    await expect(parse(coded, { code: 'ab', tags: ['x'], phone: { number: '1' } })).resolves.toEqual({
      code: 'AB',
      tags: ['x'],
      phone: { number: '1' },
    });
  });
});
