import { vehicleClasses, type ServiceDetailsDto } from '@fleetcare/shared';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useServiceDetails } from '../api/service-details.ts';
import { formatDuration, formatPriceRange, overallRange } from '../components/service-format.ts';
import {
  BackLink,
  IncludedList,
  LoadFailed,
  OtherServices,
  ServiceHeader,
  ServiceNotFound,
  useDurationUnits,
} from '../components/service-parts.tsx';
import { bookingPathOf, typeOfKind } from '../components/service-types.ts';

function PriceTable({ service }: { service: ServiceDetailsDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const rows = vehicleClasses.flatMap((vehicleClass) =>
    service.priceRanges.filter((range) => range.vehicleClass === vehicleClass),
  );
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-left">
        <caption className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-left text-sm font-semibold text-slate-900 sm:px-6">
          {t('price.caption', { name: service.name })}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-500">
            <th scope="col" className="px-4 py-3 font-medium sm:px-6">
              {t('price.vehicleClass')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium sm:px-6">
              {t('price.typicalPrice')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((range) => (
            <tr key={range.vehicleClass}>
              <th scope="row" className="px-4 py-3.5 font-medium text-slate-800 sm:px-6">
                {t(`vehicleClass.${range.vehicleClass}`)}
              </th>
              <td className="px-4 py-3.5 text-right font-semibold whitespace-nowrap tabular-nums text-slate-900 sm:px-6">
                {formatPriceRange(range, i18n.resolvedLanguage)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceContent({ service }: { service: ServiceDetailsDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const units = useDurationUnits();
  const overall = overallRange(service.priceRanges);
  usePageMeta(t('price.pageTitle', { name: service.name }), service.summary);
  const type = typeOfKind[service.kind];
  const bookLabel = service.kind === 'parts' ? t('cta.requestParts') : t('cta.book');
  const bookingPath = bookingPathOf(service.kind);

  return (
    <>
      <ServiceHeader
        eyebrow={t('price.eyebrow')}
        title={service.name}
        intro={<p>{service.summary}</p>}
        back={<BackLink to={`/services/${type}`}>{t('price.back', { type: t(`types.${type}.short`) })}</BackLink>}
      >
        {bookingPath && (
          <ButtonLink to={bookingPath} size="lg">
            {bookLabel}
          </ButtonLink>
        )}
      </ServiceHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
        <section aria-labelledby="prices">
          <h2 id="prices" className="text-2xl font-bold text-slate-900">
            {t('price.title')}
          </h2>
          {overall && (
            <p className="mt-2 text-slate-600">
              {t('price.summary', {
                min: formatMoney(overall.minKobo, language, { decimals: false }),
                max: formatMoney(overall.maxKobo, language, { decimals: false }),
              })}
            </p>
          )}
          <div className="mt-6">
            <PriceTable service={service} />
          </div>
          <p className="mt-4 flex items-center gap-2 text-slate-700">
            <Timer className="size-5 shrink-0 text-slate-500" aria-hidden />
            {t('card.duration', { duration: formatDuration(service.durationMinutes, units) })}
          </p>
          <p className="mt-6 max-w-[65ch] text-sm leading-6 text-slate-600">{t('priceNote')}</p>
        </section>
        <section aria-labelledby="included">
          <h2 id="included" className="text-2xl font-bold text-slate-900">
            {t('card.included')}
          </h2>
          <div className="mt-6">
            <IncludedList items={service.includes} />
          </div>
          {bookingPath && (
            <div className="mt-8 rounded-2xl bg-brand-900 p-6 text-white">
              <p className="text-lg font-semibold">{t('price.ctaTitle')}</p>
              <p className="mt-2 text-brand-50">{t('price.ctaBody')}</p>
              <ButtonLink to={bookingPath} variant="accent" className="mt-5">
                {bookLabel}
              </ButtonLink>
            </div>
          )}
        </section>
      </div>
      <section aria-labelledby="other-services" className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="other-services" className="text-lg font-semibold text-slate-900">
            {t('otherServices')}
          </h2>
          <OtherServices className="mt-4" />
        </div>
      </section>
    </>
  );
}

function PriceSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16" aria-busy>
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div aria-hidden>
        <span className="block h-4 w-24 animate-pulse rounded bg-slate-200" />
        <span className="mt-4 block h-9 w-2/3 animate-pulse rounded bg-slate-200" />
        <span className="mt-4 block h-5 w-full max-w-xl animate-pulse rounded bg-slate-200" />
        <span className="mt-16 block h-72 max-w-2xl animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}

/** /services/get-price/{inspectionType}: one service by its slug, with a price table per vehicle class. */
export function ServicePricePage() {
  const { inspectionType = '' } = useParams();
  const catalogue = useServiceDetails();
  if (catalogue.isPending) return <PriceSkeleton />;
  if (catalogue.isError) return <LoadFailed onRetry={() => void catalogue.refetch()} />;
  const service = catalogue.data.find((entry) => entry.slug === inspectionType);
  if (!service) return <ServiceNotFound kind="service" />;
  return <PriceContent service={service} />;
}

export default ServicePricePage;
