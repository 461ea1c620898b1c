import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, formatCalendarDate, lagosToday, screens, SPARE_PART_REQUEST_LIMITS as L } from '@fleetcare/shared';
import { AddressField } from '../../../components/address/address-field.tsx';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useJobChoices, useVehicleChoices } from '../api/spare-part-requests.ts';
import { OTHER_VEHICLE, type RequestDetailsValues } from '../lib/request-values.ts';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden className="text-lg font-semibold text-slate-900">
        {title}
      </p>
      {children}
    </fieldset>
  );
}

/** The vehicle: one of the fleet's (its make, model, year and VIN go to suppliers), or a description of another. */
export function VehicleFields() {
  const { t } = useTranslation('spare-parts');
  const { values } = useFormikContext<RequestDetailsValues>();
  const vehicles = useVehicleChoices();
  if (vehicles.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('form.vehiclesLoading')}
      </p>
    );
  }
  if (vehicles.isError) {
    return (
      <LoadError
        title={t('form.vehiclesLoadError')}
        error={vehicles.error}
        retryLabel={t('retry')}
        onRetry={() => void vehicles.refetch()}
      />
    );
  }
  const fleet = vehicles.data.items;
  return (
    <>
      <FormSelectField
        name="vehicleChoice"
        label={t('form.vehicle')}
        hint={
          fleet.length === 0 ? (
            <>
              {t('form.noFleet')}{' '}
              <Link to={screens.newVehicle} className="font-medium text-brand-800 underline">
                {t('form.addVehicle')}
              </Link>
            </>
          ) : (
            t('form.vehicleHint')
          )
        }
      >
        <option value="">{t('form.chooseVehicle')}</option>
        {fleet.map((vehicle) => (
          <option key={vehicle._id} value={vehicle._id}>
            {`${vehicle.vehicleYear} ${vehicle.vehicleBrand} ${vehicle.vehicleModel} · ${vehicle.plateNumber}`}
          </option>
        ))}
        <option value={OTHER_VEHICLE}>{t('form.otherVehicle')}</option>
      </FormSelectField>
      {values.vehicleChoice === OTHER_VEHICLE && (
        <FormTextField
          name="vehicleDescription"
          label={t('form.vehicleDescription')}
          hint={t('form.vehicleDescriptionHint')}
          maxLength={L.vehicleDescriptionMax}
        />
      )}
    </>
  );
}

/** The needed-by day: after today, at most 90 days ahead (Lagos days, as the server counts them). */
export function NeededByField() {
  const { t } = useTranslation('spare-parts');
  const today = lagosToday(new Date());
  return (
    <FormTextField
      name="neededBy"
      label={t('form.neededBy')}
      hint={t('form.neededByHint', { days: L.neededByDaysMax })}
      type="date"
      min={addDays(today, 1)}
      max={addDays(today, L.neededByDaysMax)}
      frameClassName="sm:max-w-xs"
    />
  );
}

/**
 * The booked maintenance job the parts are for, optional: offered only when the customer has one that still takes
 * parts (a job saved on the draft stays a choice).
 */
export function JobField() {
  const { t, i18n } = useTranslation('spare-parts');
  const { values } = useFormikContext<RequestDetailsValues>();
  const jobs = useJobChoices();
  const choices = jobs.data ?? [];
  const savedElsewhere = values.maintenanceId !== '' && !choices.some((job) => job._id === values.maintenanceId);
  if (choices.length === 0 && !savedElsewhere) return null;
  return (
    <FormSelectField name="maintenanceId" label={t('form.job')} hint={t('form.jobHint')}>
      <option value="">{t('form.noJob')}</option>
      {choices.map((job) => (
        <option key={job._id} value={job._id}>
          {`${job.vehicle.label} · ${formatCalendarDate(job.preferredDate, i18n.language)}`}
        </option>
      ))}
      {savedElsewhere && <option value={values.maintenanceId}>{t('form.savedJob')}</option>}
    </FormSelectField>
  );
}

export function DeliveryFields() {
  const { t } = useTranslation('spare-parts');
  return <AddressField name="address" legend={t('form.address')} />;
}
