import * as yup from 'yup';
import { englishMessage } from '@fleetcare/shared';
import { AppError } from '../errors.ts';

/**
 * Validates and casts a request part with a shared yup schema (all errors at once, unknown keys stripped).
 * A failure throws VALIDATION_FAILED with one message per field. `context` reaches the schemas' tests (for
 * example the common-password check, which only the server has).
 */
export async function parse<S extends yup.AnySchema>(
  schema: S,
  value: unknown,
  context?: Record<string, unknown>,
): Promise<yup.InferType<S>> {
  try {
    return (await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true, context })) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError) throw validationFailed(fieldMessages(error));
    throw error;
  }
}

/** VALIDATION_FAILED from field → message key (or text) pairs. */
export function validationFailed(fields: Record<string, string>): AppError {
  const fieldErrors: Record<string, string> = {};
  const fieldErrorKeys: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    fieldErrors[field] = englishMessage(message);
    if (message !== fieldErrors[field]) fieldErrorKeys[field] = message;
  }
  return new AppError('VALIDATION_FAILED', { fieldErrors, fieldErrorKeys });
}

function fieldMessages(error: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const inner of errors) {
    const field = inner.path || '_';
    fields[field] ??= inner.message;
  }
  return fields;
}
