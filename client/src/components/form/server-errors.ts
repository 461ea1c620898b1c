import { getIn, setIn, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { ApiError, isApiError } from '../../lib/api-error.ts';

/** What a form shows above its fields after a failed submit. */
export interface FormFailure {
  error: ApiError;
  /** Server messages for fields this form does not have (shown with the form-level error). */
  otherMessages: string[];
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ code: 'INTERNAL_ERROR', status: 0, message: String(error) });
}

export interface ApplyServerErrorOptions {
  /**
   * Also put the field messages of other codes on their fields (a 409 naming its field, say). Without it only
   * VALIDATION_FAILED field messages go on fields.
   */
  fieldsOfAnyCode?: boolean;
}

/**
 * Puts a failed call on the form: VALIDATION_FAILED field messages (with `fieldsOfAnyCode`, any code's) go on their
 * fields (the key when the server sent one, so they show translated; else the text), and the code becomes the
 * form-level error.
 */
export function applyServerError<Values extends object>(
  error: unknown,
  values: Values,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
  { fieldsOfAnyCode = false }: ApplyServerErrorOptions = {},
): FormFailure {
  const apiError = toApiError(error);
  const otherMessages: string[] = [];
  const fields = new Set([...Object.keys(apiError.fieldErrors), ...Object.keys(apiError.fieldErrorKeys)]);
  if (fieldsOfAnyCode ? fields.size > 0 : apiError.code === 'VALIDATION_FAILED') {
    let errors: FormikErrors<Values> = {};
    for (const field of fields) {
      const message = apiError.fieldErrorKeys[field] ?? apiError.fieldErrors[field] ?? '';
      if (getIn(values, field) !== undefined) errors = setIn(errors, field, message) as FormikErrors<Values>;
      else otherMessages.push(message);
    }
    helpers.setErrors(errors);
  }
  const failure: FormFailure = { error: apiError, otherMessages };
  helpers.setStatus(failure);
  return failure;
}

/**
 * A Formik `validate` function from a shared yup schema. `toInput` turns the form's values into the request the
 * schema checks (for example, leaving out an empty optional phone); paths stay those of the form.
 */
export function validateWith<Values>(schema: AnySchema, toInput: (values: Values) => unknown = (values) => values) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(toInput(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
