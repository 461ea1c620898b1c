import * as yup from 'yup';
import { AppError } from '../errors.ts';

/**
 * Validates and casts a request part with a shared yup schema (all errors at once, unknown keys stripped).
 * A failure throws VALIDATION_FAILED with one message per field.
 */
export async function parse<S extends yup.AnySchema>(schema: S, value: unknown): Promise<yup.InferType<S>> {
  try {
    return (await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true })) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: toFieldErrors(error) });
    throw error;
  }
}

export function toFieldErrors(error: yup.ValidationError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const inner of errors) {
    const field = inner.path || '_';
    fieldErrors[field] ??= inner.message;
  }
  return fieldErrors;
}
