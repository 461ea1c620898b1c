import * as yup from 'yup';
import { englishMessage, isValidationKey, v } from '@fleetcare/shared';
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
  const problems: Record<string, string> = {};
  const shaped = shapeOf(schema, value ?? {}, '', problems);
  if (problems._) throw validationFailed(problems);
  try {
    const valid = (await schema.validate(shaped, {
      abortEarly: false,
      stripUnknown: true,
      context,
    })) as yup.InferType<S>;
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    return valid;
  } catch (error) {
    if (error instanceof yup.ValidationError) throw validationFailed({ ...fieldMessages(error), ...problems });
    throw error;
  }
}

/** VALIDATION_FAILED from field → message key (or text) pairs. */
export function validationFailed(fields: Record<string, string>): AppError {
  // Without a prototype, a field named "__proto__" is an ordinary key, so the answer can name it.
  const fieldErrors = Object.create(null) as Record<string, string>;
  const fieldErrorKeys = Object.create(null) as Record<string, string>;
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

const SCALAR_MESSAGES: Record<string, string> = {
  string: v.mustBeText,
  number: v.mustBeWholeNumber,
  boolean: v.mustBeYesNo,
  date: v.mustBeText,
};

/**
 * The field's own message for `null` (its "required" text), found without running its transforms, which were
 * written for text and may not expect null.
 */
function nullRefusal(schema: yup.Schema): string {
  const bare = schema.clone();
  bare.transforms = [];
  try {
    bare.validateSync(null);
  } catch (error) {
    // A field's own message is a catalogue key; yup's built-in English ("this cannot be null") is not shown.
    const message = error instanceof yup.ValidationError ? error.errors[0] : undefined;
    if (message && isValidationKey(message)) return message;
  }
  return v.required;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Checks the input's shape against the schema before yup casts it, so a schema's transforms only ever see the
 * type they were written for: an object or array where a scalar belongs, a scalar where details or a list belong,
 * are field errors, and so is `null` on a field that does not allow it (with the field's own message). Returns the
 * input as yup should see it.
 */
function shapeOf(schema: unknown, value: unknown, path: string, problems: Record<string, string>): unknown {
  if (!(schema instanceof yup.Schema)) return value;
  const field = path || '_';
  const type = schema.type;
  if (type in SCALAR_MESSAGES) {
    if (value !== null && typeof value === 'object') problems[field] = SCALAR_MESSAGES[type] as string;
    return value;
  }
  if (type === 'array') {
    if (value === undefined || value === null) return value;
    if (!Array.isArray(value)) {
      problems[field] = v.mustBeList;
      return value;
    }
    const inner = (schema as yup.ArraySchema<unknown[], yup.AnyObject>).innerType;
    return value.map((item, index) => shapeOf(inner, item, `${path}[${index}]`, problems));
  }
  if (type === 'object') {
    if (value === undefined || value === null) return value;
    if (!isRecord(value)) {
      problems[field] = v.mustBeDetails;
      return value;
    }
    const fields = (schema as yup.AnyObjectSchema).fields as Record<string, unknown>;
    const shaped: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const fieldSchema = Object.hasOwn(fields, name) ? fields[name] : undefined;
      const childPath = path ? `${path}.${name}` : name;
      if (item === null && fieldSchema instanceof yup.Schema && !fieldSchema.spec.nullable) {
        problems[childPath] = nullRefusal(fieldSchema);
        continue;
      }
      const known = Object.keys(problems).length;
      const shapedItem = shapeOf(fieldSchema, item, childPath, problems);
      // A field of the wrong shape is left out, so yup reports the other fields and never casts this one.
      if (Object.keys(problems).length === known) shaped[name] = shapedItem;
    }
    return shaped;
  }
  return value;
}
