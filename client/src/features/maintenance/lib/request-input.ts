import {
  createMaintenanceSchema,
  updateMaintenanceSchema,
  type CreateMaintenanceInput,
  type MaintenanceStatus,
  type UpdateMaintenanceInput,
} from '@fleetcare/shared';
import {
  fixedOnceSubmitted,
  type MaintenanceFormValues,
  type MaintenanceSaveIntent,
} from '../components/maintenance-form.tsx';

/** create-new-maintenance's body: the values as the shared schema casts them, submitted or kept as a draft. */
export const toCreateInput = (
  values: MaintenanceFormValues,
  intent: MaintenanceSaveIntent,
): Promise<CreateMaintenanceInput> =>
  createMaintenanceSchema.validate(
    { ...values, submit: intent === 'submit' },
    { stripUnknown: true, abortEarly: false },
  );

/**
 * update-maintenance's body: what the request's status lets change (a draft everything; once submitted, not the
 * vehicle, the services or the address), and `submit` when a draft is submitted.
 */
export function toUpdateInput(
  maintenanceId: string,
  status: MaintenanceStatus,
  values: MaintenanceFormValues,
  intent: MaintenanceSaveIntent,
): Promise<UpdateMaintenanceInput> {
  const fixed = fixedOnceSubmitted(status);
  return updateMaintenanceSchema.validate(
    {
      id: maintenanceId,
      vehicleId: fixed ? undefined : values.vehicleId,
      services: fixed ? undefined : values.services,
      address: fixed ? undefined : values.address,
      description: values.description,
      preferredDate: values.preferredDate,
      timeWindow: values.timeWindow,
      submit: !fixed && intent === 'submit' ? true : undefined,
    },
    { stripUnknown: true, abortEarly: false },
  );
}
