import { leadsToScreen } from '@fleetcare/shared';
import { ClipboardList, History, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useServiceDetails } from '../api/service-details.ts';
import { ServiceCard } from '../components/service-card.tsx';
import {
  CardsSkeleton,
  LoadFailed,
  OtherServices,
  ServiceHeader,
  ServiceNotFound,
} from '../components/service-parts.tsx';
import {
  ADD_VEHICLE_PATH,
  BOOK_MECHANIC_PATH,
  isServiceType,
  REQUEST_PARTS_PATH,
  servicesOfType,
  type ServiceType,
} from '../components/service-types.ts';

const recordPoints = [
  { key: 'history', icon: History },
  { key: 'schedules', icon: ClipboardList },
  { key: 'access', icon: Users },
] as const;

function FleetRecords() {
  const { t } = useTranslation('maintenance');
  return (
    <section aria-labelledby="fleet-records" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="fleet-records" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('records.title')}
        </h2>
        <p className="mt-3 max-w-[65ch] text-slate-600 sm:text-lg">{t('records.intro')}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {recordPoints.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`records.${key}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`records.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallsToAction({ type }: { type: ServiceType }) {
  const { t } = useTranslation('maintenance');
  if (type === 'spare-parts') {
    return leadsToScreen(REQUEST_PARTS_PATH) ? (
      <ButtonLink to={REQUEST_PARTS_PATH} size="lg">
        {t('cta.requestParts')}
      </ButtonLink>
    ) : null;
  }
  return (
    <>
      {leadsToScreen(BOOK_MECHANIC_PATH) && (
        <ButtonLink to={BOOK_MECHANIC_PATH} size="lg">
          {t('cta.book')}
        </ButtonLink>
      )}
      {type === 'fleet' && (
        <Link to={ADD_VEHICLE_PATH} className={buttonClass('secondary', 'lg')}>
          {t('cta.addVehicles')}
        </Link>
      )}
    </>
  );
}

function ServiceTypeContent({ type }: { type: ServiceType }) {
  const { t } = useTranslation('maintenance');
  const title = t(`types.${type}.title`);
  const intro = t(`types.${type}.intro`);
  usePageMeta(title, intro);
  const catalogue = useServiceDetails();
  const services = servicesOfType(catalogue.data ?? [], type);

  return (
    <>
      <ServiceHeader eyebrow={t('eyebrow')} title={title} intro={<p>{intro}</p>}>
        <CallsToAction type={type} />
      </ServiceHeader>
      {type === 'fleet' && <FleetRecords />}
      <section aria-labelledby="catalogue" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="catalogue" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t(`types.${type}.listTitle`)}
        </h2>
        <div aria-busy={catalogue.isPending}>
          {catalogue.isPending ? (
            <CardsSkeleton />
          ) : catalogue.isError ? (
            <LoadFailed onRetry={() => void catalogue.refetch()} />
          ) : services.length === 0 ? (
            <p className="text-slate-600">{t('empty')}</p>
          ) : (
            <ul className="grid gap-6 lg:grid-cols-2">
              {services.map((service) => (
                <li key={service._id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="mt-8 max-w-[70ch] text-sm leading-6 text-slate-600">{t('priceNote')}</p>
      </section>
      <section aria-labelledby="other-services" className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="other-services" className="text-lg font-semibold text-slate-900">
            {t('otherServices')}
          </h2>
          <OtherServices current={type} className="mt-4" />
        </div>
      </section>
    </>
  );
}

/** /services/{serviceType}: the services of one kind, with what is included, prices and a booking action. */
export function ServiceTypePage() {
  const { serviceType } = useParams();
  if (!isServiceType(serviceType)) return <ServiceNotFound kind="type" />;
  return <ServiceTypeContent key={serviceType} type={serviceType} />;
}

export default ServiceTypePage;
