import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlate, type VehicleDto } from '@fleetcare/shared';
import { formatCalendarDate, formatInstant, formatKm } from '../../../lib/format.ts';

const widths = {
  normal: '',
  /** A VIN needs a whole row on a phone. */
  long: 'col-span-2 lg:col-span-1',
  /** Notes take the whole row everywhere. */
  full: 'col-span-2 lg:col-span-3',
};

function Detail({
  term,
  children,
  width = 'normal',
}: {
  term: string;
  children: ReactNode;
  width?: keyof typeof widths;
}) {
  return (
    <div className={widths[width]}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The Overview tab: every detail of the vehicle, "Not set" where it has none. */
export function VehicleOverview({ vehicle }: { vehicle: VehicleDto }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = i18n.resolvedLanguage;
  const notSet = <span className="font-normal text-slate-500">{t('fields.notSet')}</span>;
  const text = (value: string | null) => value ?? notSet;
  return (
    <section
      aria-labelledby="overview-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="overview-title" className="text-lg font-semibold text-slate-900">
        {t('show.tabs.overview')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3">
        <Detail term={t('fields.vin')} width="long">
          {vehicle.fullVIN ? <span className="font-mono tracking-wide">{vehicle.fullVIN}</span> : notSet}
        </Detail>
        <Detail term={t('fields.plateNumber')}>
          <span className="font-mono tracking-wide">{formatPlate(vehicle.plateNumber)}</span>
        </Detail>
        <Detail term={t('fields.category')}>{t(`categories.${vehicle.category}`)}</Detail>
        <Detail term={t('fields.brand')}>{text(vehicle.vehicleBrand || null)}</Detail>
        <Detail term={t('fields.model')}>{text(vehicle.vehicleModel || null)}</Detail>
        <Detail term={t('fields.year')}>{vehicle.vehicleYear}</Detail>
        <Detail term={t('fields.colour')}>{text(vehicle.colour)}</Detail>
        <Detail term={t('fields.fuel')}>{t(`fuels.${vehicle.fuel}`)}</Detail>
        <Detail term={t('fields.transmission')}>
          {vehicle.transmission ? t(`transmissions.${vehicle.transmission}`) : notSet}
        </Detail>
        <Detail term={t('fields.engine')}>{text(vehicle.engine)}</Detail>
        <Detail term={t('fields.purchaseDate')}>
          {vehicle.purchaseDate ? formatCalendarDate(vehicle.purchaseDate, language) : notSet}
        </Detail>
        <Detail term={t('fields.mileage')} width="long">
          {vehicle.totalMileageKm === null
            ? notSet
            : vehicle.mileageRecordedAt
              ? t('fields.mileageRecorded', {
                  km: formatKm(vehicle.totalMileageKm, language),
                  date: formatInstant(vehicle.mileageRecordedAt, language),
                })
              : formatKm(vehicle.totalMileageKm, language)}
        </Detail>
        <Detail term={t('fields.averageDaily')}>
          {vehicle.averageDailyKm === null
            ? notSet
            : t('fields.averageDailyValue', { km: formatKm(vehicle.averageDailyKm, language) })}
        </Detail>
        <Detail term={t('fields.owner')}>{vehicle.owner.fullName}</Detail>
        <Detail term={t('fields.addedOn')}>{formatInstant(vehicle.createdAt, language)}</Detail>
        <Detail term={t('fields.updatedOn')}>{formatInstant(vehicle.updatedAt, language)}</Detail>
        <Detail term={t('fields.notes')} width="full">
          {vehicle.notes ? <span className="whitespace-pre-line font-normal">{vehicle.notes}</span> : notSet}
        </Detail>
      </dl>
    </section>
  );
}
