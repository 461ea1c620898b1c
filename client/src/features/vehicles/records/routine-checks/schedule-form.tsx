import {
  addScheduleSchema,
  defaultSchedulesFor,
  editScheduleSchema,
  routineCheckItems,
  type RoutineCheckItem,
  type RoutineCheckScheduleDto,
  type VehicleDto,
} from '@fleetcare/shared';
import { Form, Formik, useField, useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useAddSchedule, useEditSchedule } from '../../api/routine-checks.ts';
import { SelectInput } from '../../../../components/ui/field.tsx';
import { FormTextField, useFieldError } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { FormActions, FormPanel } from '../parts/form-panel.tsx';
import { numberOrNull } from '../parts/request-id.ts';
import { lastDoneErrors, lastDoneRequest, lastDoneValuesOf, noLastDone, type LastDoneValues } from './last-done.ts';
import { LastDoneQuestion } from './last-done-question.tsx';
import { scheduleName } from './schedule-text.ts';

interface ScheduleValues extends LastDoneValues {
  item: RoutineCheckItem | '';
  customName: string;
  intervalDays: string | number;
  intervalKm: string | number;
}

const blank = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);

function addRequest(vehicleId: string, values: ScheduleValues) {
  return {
    vehicleId,
    item: values.item || undefined,
    customName: values.item === 'custom' ? values.customName : undefined,
    intervalDays: numberOrNull(values.intervalDays),
    intervalKm: numberOrNull(values.intervalKm),
    ...lastDoneRequest(values),
  };
}

function editRequest(schedule: RoutineCheckScheduleDto, values: ScheduleValues) {
  return {
    scheduleId: schedule._id,
    customName: schedule.item === 'custom' ? values.customName : undefined,
    intervalDays: numberOrNull(values.intervalDays),
    intervalKm: numberOrNull(values.intervalKm),
    ...lastDoneRequest(values),
  };
}

/** Choosing a catalogue item fills in its recommended intervals for this vehicle (the user may change them). */
function ItemSelect({ vehicle, taken }: { vehicle: VehicleDto; taken: Set<string> }) {
  const { t } = useTranslation('vehicle-records');
  const { setFieldValue } = useFormikContext<ScheduleValues>();
  const [field] = useField<string>('item');
  const error = useFieldError('item');
  const defaults = defaultSchedulesFor(vehicle.category, vehicle.fuel);
  const choices = routineCheckItems.filter((item) => item === 'custom' || !taken.has(item));
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    field.onChange(event);
    const recommended = defaults.find((row) => row.item === event.target.value);
    if (recommended) {
      void setFieldValue('intervalDays', blank(recommended.intervalDays), false);
      void setFieldValue('intervalKm', blank(recommended.intervalKm), false);
    }
  };
  return (
    <SelectInput {...field} label={t('checks.form.item')} onChange={onChange} error={error}>
      <option value="">{t('checks.form.chooseItem')}</option>
      {choices.map((item) => (
        <option key={item} value={item}>
          {t(`items.${item}`)}
        </option>
      ))}
    </SelectInput>
  );
}

function CustomNameField() {
  const { t } = useTranslation('vehicle-records');
  const { values } = useFormikContext<ScheduleValues>();
  if (values.item !== 'custom') return null;
  return <FormTextField name="customName" label={t('checks.form.customName')} maxLength={60} autoComplete="off" />;
}

/**
 * Adding a routine check (an item of the catalogue or one the user names) or changing one: every N days and/or N
 * km, counted from when it was last done, which the user answers or says is not known (the item is then due now).
 * Validated with the server's own schema; server field errors land on their fields.
 */
export function ScheduleForm({
  vehicle,
  schedule,
  taken,
  onDone,
}: {
  vehicle: VehicleDto;
  /** The schedule being changed; without it, a new one is added. */
  schedule?: RoutineCheckScheduleDto;
  /** Items the vehicle has already (each catalogue item once). */
  taken: Set<string>;
  onDone: () => void;
}) {
  const { t } = useTranslation(['vehicle-records', 'validation', 'errors']);
  const add = useAddSchedule(vehicle._id);
  const edit = useEditSchedule(vehicle._id);

  const initialValues: ScheduleValues = schedule
    ? {
        item: schedule.item,
        customName: schedule.customName ?? '',
        intervalDays: blank(schedule.intervalDays),
        intervalKm: blank(schedule.intervalKm),
        ...lastDoneValuesOf(schedule),
      }
    : { item: '', customName: '', intervalDays: '', intervalKm: '', ...noLastDone };

  const validateRequest = schedule
    ? validateWith(editScheduleSchema, (values: ScheduleValues) => editRequest(schedule, values))
    : validateWith(addScheduleSchema, (values: ScheduleValues) => addRequest(vehicle._id, values));
  const validate = async (values: ScheduleValues) => ({
    ...(await validateRequest(values)),
    ...lastDoneErrors(t, values),
  });

  return (
    <FormPanel
      title={schedule ? t('checks.form.editTitle', { name: scheduleName(t, schedule) }) : t('checks.form.addTitle')}
    >
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            if (schedule) {
              const request = await editScheduleSchema.validate(editRequest(schedule, values), { stripUnknown: true });
              await edit.mutateAsync(request);
              showToast(t('checks.form.saved', { name: scheduleName(t, schedule) }));
            } else {
              const request = await addScheduleSchema.validate(addRequest(vehicle._id, values), {
                stripUnknown: true,
              });
              const added = await add.mutateAsync(request);
              showToast(t('checks.form.added', { name: scheduleName(t, added) }));
            }
            onDone();
          } catch (error) {
            applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
          }
        }}
      >
        <Form noValidate className="mt-4 space-y-4">
          <FormError className="" />
          {!schedule && <ItemSelect vehicle={vehicle} taken={taken} />}
          <CustomNameField />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('checks.form.intervalLegend')}</legend>
            <p className="mt-0.5 text-sm text-slate-600">{t('checks.form.intervalHint')}</p>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <FormTextField
                name="intervalDays"
                label={t('checks.form.intervalDays')}
                type="number"
                inputMode="numeric"
                min={1}
              />
              <FormTextField
                name="intervalKm"
                label={t('checks.form.intervalKm')}
                type="number"
                inputMode="numeric"
                min={1}
              />
            </div>
          </fieldset>
          <LastDoneQuestion vehicle={vehicle} />
          <FormActions onCancel={onDone} submitLabel={schedule ? t('checks.form.save') : t('checks.form.add')} />
        </Form>
      </Formik>
    </FormPanel>
  );
}
