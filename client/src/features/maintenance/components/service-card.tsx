import type { ServiceDetailsDto } from '@fleetcare/shared';
import { ArrowRight, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Duration, IncludedList, PriceList } from './service-parts.tsx';

export function pricePath(slug: string): string {
  return `/services/get-price/${encodeURIComponent(slug)}`;
}

/** One service: what it is, what is included, typical prices per vehicle class and how long it takes. */
export function ServiceCard({ service }: { service: ServiceDetailsDto }) {
  const { t } = useTranslation('maintenance');
  const headingId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {service.name}
      </h3>
      <p className="mt-2 leading-7 text-slate-600">{service.summary}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('card.included')}</h4>
      <div className="mt-3">
        <IncludedList items={service.includes} />
      </div>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('card.prices')}</h4>
      <div className="mt-3">
        <PriceList service={service} />
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Timer className="size-4 shrink-0" aria-hidden />
        <Duration service={service} />
      </p>
      <div className="mt-auto pt-6">
        <Link
          to={pricePath(service.slug)}
          className="inline-flex min-h-10 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('card.seePrices', { name: service.name })}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
