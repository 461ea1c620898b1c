import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
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
