import { getIn, setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { createSurchargeSchema, type JobDto } from '@fleetcare/shared';
import { parseNairaInput } from '../../../../lib/naira-input.ts';
import { toPartInput, type PartValues } from './quotation-values.ts';

/**
 * The surcharge form's values: the reason, labour lines (a requested service each, at most once) and parts, amounts
 * as the naira text people type. `toSurchargeInput` makes the create-surcharge request from them.
 */
export interface SurchargeValues {
  reason: string;
  labour: { service: string; amount: string }[];
  parts: PartValues[];
}

export const emptySurchargeValues: SurchargeValues = { reason: '', labour: [], parts: [] };

/** The create-surcharge request the values make (before the shared schema checks it): amounts in kobo. */
export function toSurchargeInput(job: Pick<JobDto, '_id'>, values: SurchargeValues) {
  return {
    maintenanceId: job._id,
    reason: values.reason,
    labour: values.labour.map((line) => ({ service: line.service, amount: parseNairaInput(line.amount) })),
    parts: values.parts.map(toPartInput),
  };
}

/** The requested services no labour line names yet, in the job's order. */
export function servicesLeft(job: Pick<JobDto, 'services'>, values: Pick<SurchargeValues, 'labour'>) {
  const used = new Set(values.labour.map((line) => line.service));
  return job.services.filter((service) => !used.has(service.slug));
}

/** The error of the whole surcharge (neither labour nor parts): kept under this key, beside the fields' errors. */
export const ITEMS_ERROR = 'items';

/**
 * Formik's `validate` for the surcharge form: the shared schema's messages on their fields' paths, and a message of
 * the whole surcharge (no labour and no parts) under ITEMS_ERROR.
 */
export function validateSurcharge(job: Pick<JobDto, '_id'>) {
  return async (values: SurchargeValues): Promise<FormikErrors<SurchargeValues>> => {
    try {
      await createSurchargeSchema.validate(toSurchargeInput(job, values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: Record<string, unknown> = {};
      for (const item of error.inner.length > 0 ? error.inner : [error]) {
        const path = item.path ? item.path : ITEMS_ERROR;
        if (!getIn(errors, path)) errors = setIn(errors, path, item.message) as Record<string, unknown>;
      }
      return errors as FormikErrors<SurchargeValues>;
    }
  };
}
