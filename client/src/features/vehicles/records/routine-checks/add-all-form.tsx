import { addAllSchedulesSchema, type VehicleDto } from '@fleetcare/shared';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useAddAllSchedules } from '../../api/routine-checks.ts';
import { FormActions, FormPanel } from '../parts/form-panel.tsx';
import { lastDoneErrors, lastDoneRequest, noLastDone, type LastDoneValues } from './last-done.ts';
import { LastDoneQuestion } from './last-done-question.tsx';

/**
 * Adding the recommended set asks once when they were last done: one date and/or mileage for all of them, or "I
 * don't know" (then each shows "check soon" and can be answered on its own later).
 */
export function AddAllForm({ vehicle, count, onDone }: { vehicle: VehicleDto; count: number; onDone: () => void }) {
  const { t } = useTranslation(['vehicle-records', 'validation', 'errors']);
  const addAll = useAddAllSchedules(vehicle._id);
  const validateRequest = validateWith(addAllSchedulesSchema, lastDoneRequest);
  return (
    <FormPanel title={t('checks.addAll', { count })}>
      <p className="mt-1 text-sm text-slate-600">{t('checks.lastDone.addAllIntro', { count })}</p>
      <Formik<LastDoneValues>
        initialValues={noLastDone}
        validate={async (values) => ({ ...(await validateRequest(values)), ...lastDoneErrors(t, values) })}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await addAll.mutateAsync(lastDoneRequest(values));
            showToast(t('checks.addAllDone', { count }));
            onDone();
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        <Form noValidate className="mt-4 space-y-4">
          <FormError className="" />
          <LastDoneQuestion vehicle={vehicle} many={count > 1} />
          <FormActions onCancel={onDone} submitLabel={t('checks.lastDone.addAllSubmit', { count })} />
        </Form>
      </Formik>
    </FormPanel>
  );
}
