import { getIn, setIn, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { ApiError, isApiError } from '../../../../lib/api-error.ts';

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

/**
 * Puts a failed call on the form: VALIDATION_FAILED field messages go on their fields (the key when the server
 * sent one, so they show translated; else the text), and the code becomes the form-level error.
 */
export function applyServerError<Values extends object>(
  error: unknown,
  values: Values,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
): FormFailure {
  const apiError = toApiError(error);
  const otherMessages: string[] = [];
  if (apiError.code === 'VALIDATION_FAILED') {
    let errors: FormikErrors<Values> = {};
    const fields = new Set([...Object.keys(apiError.fieldErrors), ...Object.keys(apiError.fieldErrorKeys)]);
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
