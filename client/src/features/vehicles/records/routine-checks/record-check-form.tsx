import {
  CHECK_PHOTO_MAX_BYTES,
  checkResults,
  lagosToday,
  submitCheckSchema,
  type CheckResult,
  type CompletedCheckDto,
  type RoutineCheckScheduleDto,
  type SubmitCheckInput,
  type VehicleDto,
} from '@fleetcare/shared';
import { Form, Formik, useField, useFormikContext, type FormikErrors } from 'formik';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxInput } from '../../../../components/ui/field.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useSubmitCompletedCheck, useUploadCheckResultPhoto } from '../../api/routine-checks.ts';
import { FormTextArea, FormTextField, useFieldError } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { applyServerError } from '../../../../components/form/server-errors.ts';
import { formatKm } from '../../../../lib/format.ts';
import { DueBadge } from '../../../../components/ui/due-badge.tsx';
import { CHECK_PHOTO_TYPES, fileProblem } from '../parts/file-checks.ts';
import { FormActions, FormPanel } from '../parts/form-panel.tsx';
import { newRequestId } from '../../../../lib/request-id.ts';
import { numberOrNull } from '../parts/request-id.ts';
import { scheduleName } from './schedule-text.ts';

interface ItemValues {
  selected: boolean;
  result: CheckResult;
  notes: string;
  photo: File | null;
}

interface CheckValues {
  checkedOn: string;
  mileageKm: string | number;
  notes: string;
  /** Where "pick at least one item" is said. */
  selection: string;
  items: Record<string, ItemValues>;
}

function requestOf(vehicleId: string, clientRequestId: string, values: CheckValues) {
  const picked = Object.entries(values.items).filter(([, item]) => item.selected);
  return {
    picked: picked.map(([scheduleId]) => scheduleId),
    request: {
      vehicleId,
      clientRequestId,
      checkedOn: values.checkedOn || undefined,
      mileageKm: numberOrNull(values.mileageKm),
      notes: values.notes.trim() || null,
      results: picked.map(([scheduleId, item]) => ({
        scheduleId,
        result: item.result,
        notes: item.notes.trim() || null,
      })),
    },
  };
}

/** The request's error paths as the form's: results[2].notes is the notes of the third picked item. */
function formPathOf(path: string, picked: string[]): string {
  const match = /^results\[(\d+)\]\.?(.*)$/.exec(path);
  if (match) {
    const scheduleId = picked[Number(match[1])];
    return scheduleId && match[2] ? `items.${scheduleId}.${match[2]}` : 'selection';
  }
  return path === 'results' ? 'selection' : path;
}

function ResultChoice({ scheduleId, name }: { scheduleId: string; name: string }) {
  const { t } = useTranslation('vehicle-records');
  const fieldName = `items.${scheduleId}.result`;
  const [field] = useField<CheckResult>(fieldName);
  const { setFieldValue } = useFormikContext<CheckValues>();
  const groupName = useId();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-slate-800">{t('record.resultFor', { name })}</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-2">
        {checkResults.map((result) => (
          <label
            key={result}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-center text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              className="sr-only"
              name={groupName}
              value={result}
              checked={field.value === result}
              onChange={() => void setFieldValue(fieldName, result)}
            />
            {t(`results.${result}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PhotoField({ scheduleId, name }: { scheduleId: string; name: string }) {
  const { t } = useTranslation('vehicle-records');
  const { setFieldValue } = useFormikContext<CheckValues>();
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const found = file ? fileProblem(file, CHECK_PHOTO_TYPES, CHECK_PHOTO_MAX_BYTES) : null;
    setProblem(found);
    if (found) event.target.value = '';
    void setFieldValue(`items.${scheduleId}.photo`, found ? null : file, false);
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('record.photo', { name })}
      </label>
      <input
        id={id}
        type="file"
        accept={CHECK_PHOTO_TYPES.join(',')}
        onChange={onChange}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-note`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-slate-800"
      />
      <p id={`${id}-note`} className={`mt-1.5 text-sm ${problem ? 'text-red-700' : 'text-slate-500'}`}>
        {problem ? t(`record.photoProblem.${problem}`) : t('record.photoHint')}
      </p>
    </div>
  );
}

function ItemRow({ schedule }: { schedule: RoutineCheckScheduleDto }) {
  const { t } = useTranslation('vehicle-records');
  const { values, setFieldValue } = useFormikContext<CheckValues>();
  const item = values.items[schedule._id];
  const name = scheduleName(t, schedule);
  if (!item) return null;
  return (
    <li
      className={`rounded-lg border p-3 ${item.selected ? 'border-brand-600 bg-white' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxInput
          label={<span className="font-medium text-slate-900">{name}</span>}
          checked={item.selected}
          onChange={(event) => void setFieldValue(`items.${schedule._id}.selected`, event.target.checked)}
        />
        <DueBadge state={schedule.dueState} label={t(`due.${schedule.dueState}`)} />
      </div>
      {item.selected && (
        <div className="pl-0 sm:pl-8">
          <ResultChoice scheduleId={schedule._id} name={name} />
          <FormTextField
            name={`items.${schedule._id}.notes`}
            label={t('record.itemNotes', { name })}
            frameClassName="mt-3"
            maxLength={2000}
          />
          <PhotoField scheduleId={schedule._id} name={name} />
        </div>
      )}
    </li>
  );
}

function SelectionError() {
  const error = useFieldError('selection');
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  );
}

function SelectAll({ schedules }: { schedules: RoutineCheckScheduleDto[] }) {
  const { t } = useTranslation('vehicle-records');
  const { values, setFieldValue } = useFormikContext<CheckValues>();
  const allSelected = schedules.every((schedule) => values.items[schedule._id]?.selected);
  return (
    <Button
      variant="ghost"
      className="ml-auto min-h-9 px-2"
      onClick={() => {
        for (const schedule of schedules) void setFieldValue(`items.${schedule._id}.selected`, !allSelected, false);
      }}
    >
      {allSelected ? t('record.selectNone') : t('record.selectAll')}
    </Button>
  );
}

/**
 * Recording a check that was done: the items looked at, each OK / needs attention / replaced (with notes and a
 * photo), the date and the odometer. One request id per form: a double tap or a retry records it once. Items
 * found OK or replaced start their interval again; "needs attention" is recorded and stays due.
 */
export function RecordCheckForm({
  vehicle,
  schedules,
  onDone,
}: {
  vehicle: VehicleDto;
  schedules: RoutineCheckScheduleDto[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['vehicle-records', 'validation', 'errors']);
  const submit = useSubmitCompletedCheck(vehicle._id);
  const uploadPhoto = useUploadCheckResultPhoto(vehicle._id);
  const clientRequestId = useRef(newRequestId());
  const today = lagosToday(new Date());

  const initialValues: CheckValues = {
    checkedOn: today,
    mileageKm: '',
    notes: '',
    selection: '',
    items: Object.fromEntries(
      schedules.map((schedule) => [
        schedule._id,
        { selected: schedule.dueState !== 'ok', result: 'ok', notes: '', photo: null } satisfies ItemValues,
      ]),
    ),
  };

  const validate = async (values: CheckValues): Promise<FormikErrors<CheckValues>> => {
    const { picked, request } = requestOf(vehicle._id, clientRequestId.current, values);
    try {
      await submitCheckSchema.validate(request, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, unknown> = {};
      for (const inner of error.inner) {
        const path = formPathOf(inner.path ?? '', picked);
        const [first, id, field] = path.split('.');
        if (first === 'items' && id && field) {
          const items = (errors.items ?? {}) as Record<string, Record<string, string>>;
          items[id] = { ...items[id], [field]: inner.message };
          errors.items = items;
        } else if (first) {
          errors[first] ??= inner.message;
        }
      }
      return errors as FormikErrors<CheckValues>;
    }
  };

  /** Photos go after the check is saved, one per result; a failed one is said, and can be added from the history. */
  const sendPhotos = async (check: CompletedCheckDto, values: CheckValues) => {
    const failed: string[] = [];
    for (const result of check.results) {
      const photo = result.scheduleId ? values.items[result.scheduleId]?.photo : null;
      if (!photo) continue;
      try {
        await uploadPhoto.mutateAsync({ resultId: result._id, file: photo });
      } catch {
        failed.push(scheduleName(t, result));
      }
    }
    if (failed.length > 0) showToast(t('record.photosFailed', { names: failed.join(', ') }), 'error');
  };

  return (
    <FormPanel title={t('record.title')}>
      <p className="mt-1 text-sm text-slate-600">{t('record.intro')}</p>
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const { request } = requestOf(vehicle._id, clientRequestId.current, values);
          try {
            const body: SubmitCheckInput = await submitCheckSchema.validate(request, { stripUnknown: true });
            const check = await submit.mutateAsync(body);
            await sendPhotos(check, values);
            showToast(t('record.saved'));
            onDone();
          } catch (error) {
            applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
          }
        }}
      >
        <Form noValidate className="mt-4 space-y-5">
          <FormError className="" />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('record.itemsLegend')}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <SelectionError />
              <SelectAll schedules={schedules} />
            </div>
            <ul className="mt-2 space-y-2">
              {schedules.map((schedule) => (
                <ItemRow key={schedule._id} schedule={schedule} />
              ))}
            </ul>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField name="checkedOn" label={t('record.checkedOn')} type="date" max={today} />
            <FormTextField
              name="mileageKm"
              label={t('record.mileage')}
              type="number"
              inputMode="numeric"
              min={vehicle.totalMileageKm ?? 0}
              hint={
                vehicle.totalMileageKm === null
                  ? t('record.mileageHintNone')
                  : t('record.mileageHint', { km: formatKm(vehicle.totalMileageKm, i18n.resolvedLanguage) })
              }
            />
          </div>
          <FormTextArea name="notes" label={t('record.notes')} maxLength={2000} />
          <FormActions onCancel={onDone} submitLabel={t('record.submit')} />
        </Form>
      </Formik>
    </FormPanel>
  );
}
