import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { technicianServiceAreaSchema, TECHNICIAN_LIMITS, type TechnicianInfoDto } from '@fleetcare/shared';
import { AddressField } from '../../../../components/address/address-field.tsx';
import { addressFormValue, type AddressFormValue } from '../../../../components/address/address-value.ts';
import { useFieldError } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { describedBy, FieldMessage, inputClass } from '../../../../components/ui/field.tsx';
import { formatKm } from '../../../../lib/format.ts';
import { canEditStep } from '../../lib/registration-flow.ts';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

const schema = yup.object({ serviceArea: technicianServiceAreaSchema });

interface Values {
  serviceArea: { address: AddressFormValue; radiusKm: number | '' };
}

const { radiusKmMin: MIN, radiusKmMax: MAX } = TECHNICIAN_LIMITS;

/** How far the technician travels: a slider and a number box on one value, 1 to 100 km. */
function RadiusField() {
  const { t, i18n } = useTranslation('technicians');
  const id = useId();
  const [field, , helpers] = useField<number | ''>('serviceArea.radiusKm');
  const error = useFieldError('serviceArea.radiusKm');
  const hint = t('area.radiusHint', { min: MIN, max: MAX });
  const set = (raw: string) => void helpers.setValue(raw === '' ? '' : Number(raw));
  const shown = typeof field.value === 'number' ? field.value : MIN;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('fields.radius')}
      </label>
      <div className="flex items-center gap-4">
        <input
          type="range"
          min={MIN}
          max={MAX}
          step={1}
          value={shown}
          onChange={(event) => set(event.target.value)}
          aria-label={t('fields.radius')}
          aria-valuetext={t('area.radiusValue', { distance: formatKm(shown, i18n.resolvedLanguage) })}
          className="h-11 min-w-0 flex-1 accent-brand-700"
        />
        <div className="flex shrink-0 items-center gap-2">
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={MIN}
            max={MAX}
            name={field.name}
            value={field.value}
            onChange={(event) => set(event.target.value)}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            className={`${inputClass} w-20`}
          />
          <span className="text-sm text-slate-700" aria-hidden>
            km
          </span>
        </div>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** Step 4: the address the technician works from (a place on the map, with a landmark) and the radius served. */
export function ServiceAreaStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  const editable = canEditStep(info, 'service-area');
  const initialValues: Values = {
    serviceArea: { address: addressFormValue(info.serviceArea.address), radiusKm: info.serviceArea.radiusKm },
  };
  const form = useStepForm<Values>('service-area', schema);
  return (
    <Formik initialValues={initialValues} {...form}>
      <Form noValidate>
        <FormError />
        <fieldset disabled={!editable} className="space-y-6">
          <AddressField name="serviceArea.address" legend={t('area.addressLegend')} />
          <RadiusField />
        </fieldset>
        <FormStepNav step="service-area" editable={editable} />
      </Form>
    </Formik>
  );
}
