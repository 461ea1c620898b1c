import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { Check, Clock, Send } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  addDays,
  createMaintenanceSchema,
  lagosToday,
  MAINTENANCE_LIMITS,
  maintenanceTimeWindowNames,
  maintenanceTimeWindows,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  type VehicleSummaryDto,
} from '@fleetcare/shared';
import { AddressField } from '../../../components/address/address-field.tsx';
import { addressFormValue, emptyAddress, type AddressFormValue } from '../../../components/address/address-value.ts';
import { FormSelectField, FormTextArea, FormTextField, useFieldError } from '../../../components/form/form-fields.tsx';
import { FormError } from '../../../components/form/form-status.tsx';
import { RadioCards } from '../../../components/form/radio-cards.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useServiceDetails } from '../api/service-details.ts';
import { useVehicleChoices } from '../api/vehicle-choices.ts';
import { typicalPriceRange } from '../lib/price-estimate.ts';
import { ADD_VEHICLE_PATH } from '../paths.ts';

/** The form's values: what the inputs hold, cast by the shared schema on save. */
export interface MaintenanceFormValues {
  vehicleId: string;
  services: string[];
  description: string;
  address: AddressFormValue;
  preferredDate: string;
  timeWindow: string;
}

export const emptyMaintenanceValues: MaintenanceFormValues = {
  vehicleId: '',
  services: [],
  description: '',
  address: emptyAddress,
  preferredDate: '',
  timeWindow: 'morning',
};

export function maintenanceValuesOf(request: MaintenanceRequestDto): MaintenanceFormValues {
  return {
    vehicleId: request.vehicle._id,
    services: request.services.map((service) => service.slug),
    description: request.description,
    address: addressFormValue(request.address),
    preferredDate: request.preferredDate,
    timeWindow: request.timeWindow,
  };
}

/** Which button sent the form: save as a draft, or submit (technicians are asked to quote). */
export type MaintenanceSaveIntent = 'draft' | 'submit';

/**
 * Once submitted, technicians quote on the vehicle, the services and the place: only a draft changes them (the
 * server's table of what each status lets change says the same).
 */
export const fixedOnceSubmitted = (status: MaintenanceStatus | undefined) => status !== undefined && status !== 'draft';

/** Puts a failed save on the form: field messages under their fields (of any code), the rest above the form. */
export function applyMaintenanceError(
  error: unknown,
  values: MaintenanceFormValues,
  helpers: Pick<FormikHelpers<MaintenanceFormValues>, 'setErrors' | 'setStatus'>,
) {
  applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
}

function Section({ title, children, disabled }: { title: string; children: ReactNode; disabled?: boolean }) {
  return (
    <fieldset
      disabled={disabled}
      className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="sr-only">{title}</legend>
      <p aria-hidden className="text-lg font-semibold text-slate-900">
        {title}
      </p>
      {children}
    </fieldset>
  );
}

function VehicleSelect({ vehicles }: { vehicles: VehicleSummaryDto[] }) {
  const { t } = useTranslation('maintenance');
  return (
    <FormSelectField name="vehicleId" label={t('form.vehicle')}>
      <option value="">{t('form.chooseVehicle')}</option>
      {vehicles.map((vehicle) => (
        <option key={vehicle._id} value={vehicle._id}>
          {`${vehicle.vehicleYear} ${vehicle.vehicleBrand} ${vehicle.vehicleModel} · ${vehicle.plateNumber}`}
        </option>
      ))}
    </FormSelectField>
  );
}

/** The catalogue's services as chips that each toggle (checkboxes underneath), several at once. */
function ServiceChips({ options }: { options: { value: string; label: string }[] }) {
  const { t } = useTranslation('maintenance');
  const [field, , helpers] = useField<string[]>('services');
  const error = useFieldError('services');
  const chosen = new Set(field.value);
  const toggle = (value: string) => {
    const next = chosen.has(value) ? field.value.filter((item) => item !== value) : [...field.value, value];
    const order = options.map((option) => option.value);
    void helpers.setValue(next.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    void helpers.setTouched(true, false);
  };
  return (
    <fieldset aria-describedby="services-message">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('form.services')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = chosen.has(option.value);
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 ${
                on ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                name="services"
                value={option.value}
                checked={on}
                onChange={() => toggle(option.value)}
              />
              {on && <Check className="size-4 shrink-0" aria-hidden />}
              {option.label}
            </label>
          );
        })}
      </div>
      <p id="services-message" className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
        {error ?? t('form.servicesHint', { max: MAINTENANCE_LIMITS.servicesMax })}
      </p>
    </fieldset>
  );
}

/** What the chosen services typically cost for the chosen vehicle's class, or that it depends. */
function PriceEstimate({ vehicles }: { vehicles: VehicleSummaryDto[] }) {
  const { t, i18n } = useTranslation('maintenance');
  const { values } = useFormikContext<MaintenanceFormValues>();
  const catalogue = useServiceDetails();
  const vehicle = vehicles.find((item) => item._id === values.vehicleId);
  if (!catalogue.data || !vehicle || values.services.length === 0) return null;
  const range = typicalPriceRange(catalogue.data, values.services, vehicle.category);
  return (
    <p data-testid="price-estimate" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {range
        ? t('form.priceRange', {
            min: formatMoney(range.minKobo, i18n.language, { decimals: false }),
            max: formatMoney(range.maxKobo, i18n.language, { decimals: false }),
          })
        : t('form.priceDepends')}
    </p>
  );
}

function ServicesField({ saved }: { saved: readonly { slug: string; name: string }[] }) {
  const { t } = useTranslation('maintenance');
  const catalogue = useServiceDetails();
  if (catalogue.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('form.servicesLoading')}
      </p>
    );
  }
  if (catalogue.isError) {
    return (
      <LoadError
        title={t('form.servicesLoadError')}
        error={catalogue.error}
        retryLabel={t('requests.retry')}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }
  const known = new Set(catalogue.data.map((service) => service.slug));
  const options = [
    ...catalogue.data.map((service) => ({ value: service.slug, label: service.name })),
    ...saved
      .filter((service) => !known.has(service.slug))
      .map((service) => ({ value: service.slug, label: service.name })),
  ];
  return <ServiceChips options={options} />;
}

/**
 * The one request form of /new and /edit, checked with the shared schema as the user goes and by the server on
 * save: the vehicle, the services (with their typical price), what is wrong, photos, where the vehicle is and when.
 * "Save draft" keeps it to finish later; "Submit" asks the nearest qualified mechanics to quote. Once submitted
 * (`status` beyond draft) the vehicle, the services and the address stay as they were.
 */
export function MaintenanceForm({
  initialValues,
  status,
  savedServices = [],
  photos,
  cancelTo,
  onSave,
}: {
  initialValues: MaintenanceFormValues;
  status?: MaintenanceStatus;
  savedServices?: readonly { slug: string; name: string }[];
  /** The photos' part of the form (chosen here, uploaded by the page after the save). */
  photos?: ReactNode;
  cancelTo: string;
  onSave: (
    values: MaintenanceFormValues,
    intent: MaintenanceSaveIntent,
    helpers: FormikHelpers<MaintenanceFormValues>,
  ) => Promise<void>;
}) {
  const { t } = useTranslation(['maintenance', 'validation', 'errors']);
  const intent = useRef<MaintenanceSaveIntent>('draft');
  const vehicles = useVehicleChoices();
  const fixed = fixedOnceSubmitted(status);
  const today = lagosToday(new Date());
  const windows = maintenanceTimeWindowNames.map((name) => ({
    value: name,
    label: t(`form.windows.${name}`),
    detail: t('form.windowHours', maintenanceTimeWindows[name]),
  }));

  return (
    <Formik
      initialValues={initialValues}
      validate={validateWith(createMaintenanceSchema)}
      onSubmit={(values, helpers) => onSave(values, intent.current, helpers)}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="space-y-6">
          <FormError />
          <Section title={t('form.whatSection')} disabled={fixed}>
            {vehicles.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner />
                {t('form.vehiclesLoading')}
              </p>
            ) : vehicles.isError ? (
              <LoadError
                title={t('form.vehiclesLoadError')}
                error={vehicles.error}
                retryLabel={t('requests.retry')}
                onRetry={() => void vehicles.refetch()}
              />
            ) : vehicles.data.items.length === 0 ? (
              <div className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center">
                <p className="text-slate-700">{t('form.noVehicles')}</p>
                <Link to={ADD_VEHICLE_PATH} className={`${buttonClass('secondary', 'lg')} mt-3`}>
                  {t('form.addVehicle')}
                </Link>
              </div>
            ) : (
              <VehicleSelect vehicles={vehicles.data.items} />
            )}
            <ServicesField saved={savedServices} />
            {vehicles.data && <PriceEstimate vehicles={vehicles.data.items} />}
          </Section>

          <Section title={t('form.problemSection')}>
            <FormTextArea
              name="description"
              label={t('form.description')}
              hint={t('form.descriptionHint', { min: MAINTENANCE_LIMITS.descriptionMin })}
              rows={5}
              maxLength={MAINTENANCE_LIMITS.descriptionMax}
            />
            {photos}
          </Section>

          <Section title={t('form.whereSection')} disabled={fixed}>
            <AddressField name="address" legend={t('form.address')} />
          </Section>

          <Section title={t('form.whenSection')}>
            <FormTextField
              name="preferredDate"
              label={t('form.preferredDate')}
              type="date"
              min={today}
              max={addDays(today, MAINTENANCE_LIMITS.bookAheadDaysMax)}
              frameClassName="sm:max-w-xs"
            />
            <RadioCards
              name="timeWindow"
              legend={t('form.timeWindow')}
              options={windows}
              icon={Clock}
              columns="grid gap-2 sm:grid-cols-3"
            />
          </Section>

          <div className="space-y-3">
            {!fixed && <p className="text-sm text-slate-600">{t('form.submitHint')}</p>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={cancelTo} className={buttonClass('secondary', 'lg')}>
                {t('form.cancel')}
              </Link>
              {fixed ? (
                <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
                  {isSubmitting && <Spinner />}
                  {t('form.saveChanges')}
                </Button>
              ) : (
                <>
                  <Button
                    type="submit"
                    size="lg"
                    variant="secondary"
                    disabled={isSubmitting}
                    onClick={() => {
                      intent.current = 'draft';
                    }}
                  >
                    {isSubmitting && intent.current === 'draft' && <Spinner />}
                    {t('form.saveDraft')}
                  </Button>
                  <Button
                    type="submit"
                    size="lg"
                    disabled={isSubmitting}
                    onClick={() => {
                      intent.current = 'submit';
                    }}
                  >
                    {isSubmitting && intent.current === 'submit' ? (
                      <Spinner />
                    ) : (
                      <Send className="size-4" aria-hidden />
                    )}
                    {t('form.submit')}
                  </Button>
                </>
              )}
            </div>
          </div>
        </Form>
      )}
    </Formik>
  );
}
