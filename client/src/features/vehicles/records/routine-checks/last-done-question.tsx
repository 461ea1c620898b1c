import { CalendarCheck, CircleHelp } from 'lucide-react';
import { lagosToday, type VehicleDto } from '@fleetcare/shared';
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField, useFieldError } from '../../../../components/form/form-fields.tsx';
import { formatKm } from '../../../../lib/format.ts';
import type { LastDoneChoice } from './last-done.ts';

/** The date and the mileage it was last done at (either or both), with the odometer's reading as a hint. */
export function LastDoneFields({ vehicle }: { vehicle: Pick<VehicleDto, 'totalMileageKm'> }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const today = lagosToday(new Date());
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField name="lastDoneAt" label={t('checks.form.lastDoneAt')} type="date" max={today} />
      <FormTextField
        name="lastDoneKm"
        label={t('checks.form.lastDoneKm')}
        type="number"
        inputMode="numeric"
        min={0}
        hint={
          vehicle.totalMileageKm === null
            ? undefined
            : t('checks.form.currentMileage', { km: formatKm(vehicle.totalMileageKm, i18n.resolvedLanguage) })
        }
      />
    </div>
  );
}

/**
 * "When was it last done?": "I know when" (then the date and/or mileage) or "I don't know" (the item shows as due
 * now until a check or an answer). Neither is chosen to begin with. `many` words it for a set of items.
 */
export function LastDoneQuestion({
  vehicle,
  many = false,
}: {
  vehicle: Pick<VehicleDto, 'totalMileageKm'>;
  many?: boolean;
}) {
  const { t } = useTranslation('vehicle-records');
  const [field] = useField<LastDoneChoice>('lastDone');
  const error = useFieldError('lastDone');
  const errorId = useId();
  const options = [
    {
      value: 'known',
      Icon: CalendarCheck,
      label: t('checks.lastDone.known'),
      detail: t('checks.lastDone.knownDetail'),
    },
    {
      value: 'unknown',
      Icon: CircleHelp,
      label: t('checks.lastDone.unknown'),
      detail: many ? t('checks.lastDone.unknownDetailMany') : t('checks.lastDone.unknownDetail'),
    },
  ] as const;
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {many ? t('checks.lastDone.legendMany') : t('checks.lastDone.legend')}
        </legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          {options.map(({ value, Icon, label, detail }) => (
            <label
              key={value}
              className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                field.value === value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
              }`}
            >
              <input
                type="radio"
                name={field.name}
                value={value}
                checked={field.value === value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
                  {label}
                </span>
                <span className="block break-words text-slate-600">{detail}</span>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      {field.value === 'known' && <LastDoneFields vehicle={vehicle} />}
    </div>
  );
}
