import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import type { AnyObjectSchema } from 'yup';
import type { RegistrationStep } from '@fleetcare/shared';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { useUpdateTechnicianInfo, type TechnicianInfoUpdate } from '../../api/technician-info.ts';
import { nextStep } from '../../lib/registration-flow.ts';
import { registrationStepPath } from '../../paths.ts';

/**
 * A step's form, checked with its section's shared schema and saved with update-technician-info as the step is
 * left with Next; once saved, the next step opens. The form's values are the step's part of the request
 * (`{ personal: {...} }`), so a refusal's field paths (`personal.phone.number`) are the form's own, and what is sent
 * is the values as the schema reads them (numbers typed in as text become numbers, spaces go).
 */
export function useStepForm<Values extends object>(step: RegistrationStep, schema: AnyObjectSchema) {
  const update = useUpdateTechnicianInfo();
  const navigate = useNavigate();
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      await update.mutateAsync(schema.cast(values, { stripUnknown: true }) as TechnicianInfoUpdate);
    } catch (error) {
      applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
      return;
    }
    const following = nextStep(step);
    if (following) await navigate(registrationStepPath(following));
  };
  return { validate: validateWith<Values>(schema), onSubmit };
}
