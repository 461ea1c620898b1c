import { editScheduleSchema, type RoutineCheckScheduleDto, type VehicleDto } from '@fleetcare/shared';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useEditSchedule } from '../../api/routine-checks.ts';
import { FormActions, FormPanel } from '../parts/form-panel.tsx';
import { lastDoneErrors, lastDoneRequest, type LastDoneValues } from './last-done.ts';
import { LastDoneFields } from './last-done-question.tsx';
import { scheduleName } from './schedule-text.ts';

/** "Set when last done" of an item whose last time is not known: its date and/or mileage; the next due follows. */
export function LastDoneForm({
  vehicle,
  schedule,
  onDone,
}: {
  vehicle: VehicleDto;
  schedule: RoutineCheckScheduleDto;
  onDone: () => void;
}) {
  const { t } = useTranslation(['vehicle-records', 'validation', 'errors']);
  const edit = useEditSchedule(vehicle._id);
  const name = scheduleName(t, schedule);
  const request = (values: LastDoneValues) => ({ scheduleId: schedule._id, ...lastDoneRequest(values) });
  const validateRequest = validateWith(editScheduleSchema, request);
  return (
    <FormPanel title={t('checks.lastDone.setTitle', { name })}>
      <p className="mt-1 text-sm text-slate-600">{t('checks.lastDone.knownDetail')}</p>
      <Formik<LastDoneValues>
        initialValues={{
          lastDone: 'known',
          lastDoneAt: schedule.lastDoneAt ?? '',
          lastDoneKm: schedule.lastDoneKm ?? '',
        }}
        validate={async (values) => ({ ...(await validateRequest(values)), ...lastDoneErrors(t, values) })}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await edit.mutateAsync(request(values));
            showToast(t('checks.form.saved', { name }));
            onDone();
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        <Form noValidate className="mt-4 space-y-4">
          <FormError className="" />
          <LastDoneFields vehicle={vehicle} />
          <FormActions onCancel={onDone} submitLabel={t('checks.form.save')} />
        </Form>
      </Formik>
    </FormPanel>
  );
}
