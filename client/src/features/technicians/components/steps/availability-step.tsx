import { Form, Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { technicianAvailabilitySchema, weekdays, type TechnicianInfoDto, type Weekday } from '@fleetcare/shared';
import { FormTextField, useFieldError } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { canEditStep } from '../../lib/registration-flow.ts';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

const schema = yup.object({ availability: technicianAvailabilitySchema });

interface DayRow {
  day: Weekday;
  from: string;
  to: string;
}

interface Values {
  availability: { days: DayRow[] };
}

/** The hours a newly ticked day starts with. */
const DEFAULT_HOURS = { from: '08:00', to: '18:00' };

/** The usual week of a Nigerian workshop: Monday to Saturday, 8 to 18. */
export const MON_TO_SAT: DayRow[] = weekdays.filter((day) => day !== 'sun').map((day) => ({ day, ...DEFAULT_HOURS }));

/** The working days in the week's order (the request keeps them so, and a refusal's index points into it). */
const inWeekOrder = (days: DayRow[]) => [...days].sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day));

/** One weekday: ticked when worked, with its hours from and to. */
function DayLine({ day }: { day: Weekday }) {
  const { t } = useTranslation('technicians');
  const id = useId();
  const { values, setFieldValue } = useFormikContext<Values>();
  const days = values.availability.days;
  const index = days.findIndex((row) => row.day === day);
  const on = index >= 0;
  const toggle = () => {
    const next = on ? days.filter((row) => row.day !== day) : inWeekOrder([...days, { day, ...DEFAULT_HOURS }]);
    void setFieldValue('availability.days', next);
  };
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-end sm:gap-4 sm:px-3">
      <label htmlFor={id} className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 font-medium text-slate-900">
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={toggle}
          className="size-5 rounded border-slate-300 accent-brand-700"
        />
        {t(`weekdays.${day}`)}
      </label>
      {on ? (
        <div className="grid grid-cols-2 gap-3 sm:w-80">
          <FormTextField
            name={`availability.days.${index}.from`}
            type="time"
            label={t('availability.from', { day: t(`weekdays.${day}`) })}
          />
          <FormTextField
            name={`availability.days.${index}.to`}
            type="time"
            label={t('availability.to', { day: t(`weekdays.${day}`) })}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-500 sm:w-80">{t('availability.off')}</p>
      )}
    </li>
  );
}

function WorkingWeek() {
  const { t } = useTranslation('technicians');
  const { setFieldValue } = useFormikContext<Values>();
  const listError = useFieldError('availability.days');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void setFieldValue('availability.days', MON_TO_SAT)}>
          {t('availability.preset')}
        </Button>
        <p className="text-sm text-slate-600">{t('availability.timeZone')}</p>
      </div>
      <ul className="divide-y divide-slate-200 border-y border-slate-200 sm:rounded-xl sm:border">
        {weekdays.map((day) => (
          <DayLine key={day} day={day} />
        ))}
      </ul>
      {typeof listError === 'string' && <p className="text-sm text-red-700">{listError}</p>}
    </div>
  );
}

/** Step 5: the days worked and the hours of each (Lagos time). */
export function AvailabilityStep({ info }: { info: TechnicianInfoDto }) {
  const editable = canEditStep(info, 'availability');
  const initialValues: Values = {
    availability: { days: inWeekOrder(info.availability.days.map((row) => ({ ...row }))) },
  };
  const form = useStepForm<Values>('availability', schema);
  return (
    <Formik initialValues={initialValues} {...form}>
      <Form noValidate>
        <FormError />
        <fieldset disabled={!editable}>
          <WorkingWeek />
        </fieldset>
        <FormStepNav step="availability" editable={editable} />
      </Form>
    </Formik>
  );
}
