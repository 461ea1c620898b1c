import { Form, Formik, getIn, setIn, useField, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  createVehicleSchema,
  decodeVin,
  lagosToday,
  fuelTypes,
  normaliseVin,
  transmissions,
  vehicleCategories,
  vinProblem,
  VEHICLE_LIMITS,
  type CreateVehicleInput,
  type DecodedVin,
  type VehicleDto,
} from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { describedBy, FieldFrame, inputClass } from '../../../components/ui/field.tsx';
import { FormSelectField, FormTextField, useFieldError } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, toApiError, validateWith } from '../../../components/form/server-errors.ts';
import { VinDecodeNote } from '../components/vin-decode-note.tsx';

/** The form's values: what the inputs hold (text), cast by the shared schema on submit. */
export interface VehicleFormValues {
  vin: string;
  plateNumber: string;
  category: string;
  brand: string;
  model: string;
  year: string;
  colour: string;
  fuel: string;
  transmission: string;
  engine: string;
  purchaseDate: string;
  notes: string;
}

export const emptyVehicleValues: VehicleFormValues = {
  vin: '',
  plateNumber: '',
  category: 'car',
  brand: '',
  model: '',
  year: '',
  colour: '',
  fuel: 'petrol',
  transmission: '',
  engine: '',
  purchaseDate: '',
  notes: '',
};

export function vehicleValuesOf(vehicle: VehicleDto): VehicleFormValues {
  return {
    vin: vehicle.fullVIN ?? '',
    plateNumber: vehicle.plateNumber,
    category: vehicle.category,
    brand: vehicle.vehicleBrand,
    model: vehicle.vehicleModel,
    year: String(vehicle.vehicleYear),
    colour: vehicle.colour ?? '',
    fuel: vehicle.fuel,
    transmission: vehicle.transmission ?? '',
    engine: vehicle.engine ?? '',
    purchaseDate: vehicle.purchaseDate ?? '',
    notes: vehicle.notes ?? '',
  };
}

/** The request the shared schema makes of the values (trimmed, upper-cased, '' → null, year a number). */
export const toVehicleInput = (values: VehicleFormValues): Promise<CreateVehicleInput> =>
  createVehicleSchema.validate(values, { stripUnknown: true, abortEarly: false });

/**
 * Puts a failed save on the form. Besides the usual validation failure, a 409 "plate or VIN already in your
 * fleet" carries field errors too: they go on their fields, and then the fields say it all.
 */
export function applyVehicleError(
  error: unknown,
  values: VehicleFormValues,
  helpers: Pick<FormikHelpers<VehicleFormValues>, 'setErrors' | 'setStatus'>,
) {
  const apiError = toApiError(error);
  const fields = { ...apiError.fieldErrors, ...apiError.fieldErrorKeys };
  if (apiError.code === 'VALIDATION_FAILED' || Object.keys(fields).length === 0) {
    applyServerError(error, values, helpers);
    return;
  }
  let errors: FormikErrors<VehicleFormValues> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (getIn(values, field) !== undefined) errors = setIn(errors, field, message) as FormikErrors<VehicleFormValues>;
  }
  helpers.setErrors(errors);
  if (Object.keys(errors).length === 0) applyServerError(error, values, helpers);
}

/**
 * Watches the VIN: once it is a valid VIN, decodes it offline, fills in the brand and the model year (only where
 * the field is empty or still holds the previous suggestion, so nothing the user typed is overwritten) and says
 * what it found.
 */
function VinField() {
  const { t } = useTranslation('vehicles');
  const { values, setFieldValue } = useFormikContext<VehicleFormValues>();
  const [decoded, setDecoded] = useState<{ vin: string; result: DecodedVin; prefilled: boolean } | null>(null);
  const suggested = useRef<{ brand: string; year: string }>({ brand: '', year: '' });
  const vin = normaliseVin(values.vin);
  const valid = vin !== '' && vinProblem(vin) === null;
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  useEffect(() => {
    if (!valid) return;
    const result = decodeVin(vin);
    const current = latest.current;
    let prefilled = false;
    const brand = result.manufacturer ?? '';
    const year = result.modelYear ? String(result.modelYear) : '';
    if (brand && (current.brand.trim() === '' || current.brand === suggested.current.brand)) {
      void setFieldValue('brand', brand);
      suggested.current.brand = brand;
      prefilled = true;
    }
    if (year && (current.year.trim() === '' || current.year === suggested.current.year)) {
      void setFieldValue('year', year);
      suggested.current.year = year;
      prefilled = true;
    }
    setDecoded({ vin, result, prefilled });
  }, [vin, valid, setFieldValue]);

  return (
    <div>
      <FormTextField
        name="vin"
        label={t('fields.optional', { label: t('fields.vin') })}
        hint={t('fields.vinHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        className="font-mono uppercase tracking-wide"
      />
      {valid && decoded?.vin === vin && <VinDecodeNote decoded={decoded.result} prefilled={decoded.prefilled} />}
    </div>
  );
}

function NotesField() {
  const { t } = useTranslation('vehicles');
  const id = useId();
  const [field] = useField<string>('notes');
  const error = useFieldError('notes');
  return (
    <FieldFrame id={id} label={t('fields.optional', { label: t('fields.notes') })} error={error}>
      <textarea
        id={id}
        {...field}
        rows={4}
        maxLength={VEHICLE_LIMITS.notesMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={inputClass}
      />
    </FieldFrame>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{legend}</legend>
      <p aria-hidden className="text-lg font-semibold text-slate-900">
        {legend}
      </p>
      {children}
    </fieldset>
  );
}

/**
 * The one vehicle form of /new and /edit: VIN first (it fills in the make and year), then plate and category,
 * the details and the rest, checked with the shared schema as the user goes and by the server on save.
 */
export function VehicleForm({
  initialValues,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  initialValues: VehicleFormValues;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: VehicleFormValues, helpers: FormikHelpers<VehicleFormValues>) => Promise<void>;
}) {
  const { t } = useTranslation(['vehicles', 'validation', 'errors']);
  const thisYear = new Date().getFullYear();
  const optional = (key: string) => t('fields.optional', { label: t(key) });
  return (
    <Formik initialValues={initialValues} validate={validateWith(createVehicleSchema)} onSubmit={onSubmit}>
      <Form noValidate className="space-y-6">
        <FormError />
        <Fieldset legend={t('form.identity')}>
          <VinField />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField
              name="plateNumber"
              label={t('fields.plateNumber')}
              hint={t('fields.plateHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className="font-mono uppercase tracking-wide"
            />
            <FormSelectField name="category" label={t('fields.category')}>
              {vehicleCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </FormSelectField>
          </div>
        </Fieldset>

        <Fieldset legend={t('form.details')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField
              name="brand"
              label={t('fields.brand')}
              maxLength={VEHICLE_LIMITS.textMax}
              autoComplete="off"
            />
            <FormTextField
              name="model"
              label={t('fields.model')}
              maxLength={VEHICLE_LIMITS.textMax}
              autoComplete="off"
            />
            <FormTextField
              name="year"
              label={t('fields.year')}
              type="number"
              inputMode="numeric"
              min={VEHICLE_LIMITS.yearMin}
              max={thisYear + VEHICLE_LIMITS.yearAheadOfToday}
            />
            <FormTextField name="colour" label={optional('fields.colour')} maxLength={VEHICLE_LIMITS.textMax} />
            <FormSelectField name="fuel" label={t('fields.fuel')}>
              {fuelTypes.map((fuel) => (
                <option key={fuel} value={fuel}>
                  {t(`fuels.${fuel}`)}
                </option>
              ))}
            </FormSelectField>
            <FormSelectField name="transmission" label={optional('fields.transmission')}>
              <option value="">{t('fields.notSet')}</option>
              {transmissions.map((transmission) => (
                <option key={transmission} value={transmission}>
                  {t(`transmissions.${transmission}`)}
                </option>
              ))}
            </FormSelectField>
            <FormTextField
              name="engine"
              label={optional('fields.engine')}
              hint={t('fields.engineHint')}
              maxLength={VEHICLE_LIMITS.textMax}
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('form.more')}>
          <FormTextField
            name="purchaseDate"
            label={optional('fields.purchaseDate')}
            type="date"
            max={lagosToday(new Date())}
            frameClassName="sm:max-w-xs"
          />
          <NotesField />
        </Fieldset>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonClass('secondary', 'lg')}>
            {t('form.cancel')}
          </Link>
          <SubmitButton className="sm:w-auto">{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
