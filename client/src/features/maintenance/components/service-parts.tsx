import { vehicleClasses, type ServiceDetailsDto } from '@fleetcare/shared';
import { ArrowLeft, Check, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { formatDuration, formatPriceRange, type DurationUnits } from './service-format.ts';
import { serviceTypes, type ServiceType } from './service-types.ts';

export function useDurationUnits(): DurationUnits {
  const { t } = useTranslation('maintenance');
  return {
    minutes: (count) => t('units.minutes', { count }),
    hours: (count) => t('units.hours', { count }),
  };
}

export function ServiceHeader({
  eyebrow,
  title,
  intro,
  back,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  /** A way back, above the heading. */
  back?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto max-w-6xl px-4 pb-10 sm:pb-14 ${back ? 'pt-4 sm:pt-6' : 'pt-10 sm:pt-14'}`}>
        {back && <div className="mb-6">{back}</div>}
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-[1.625rem] font-extrabold leading-tight text-balance break-words hyphens-auto text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <div className="mt-4 max-w-[65ch] text-base text-slate-600 sm:text-lg">{intro}</div>
        {children && <div className="mt-7 flex flex-col gap-3 sm:flex-row">{children}</div>}
      </div>
    </header>
  );
}

export function IncludedList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-6 text-slate-700">
          <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Vehicle class → typical labour price, in the fixed class order. */
export function PriceList({ service }: { service: ServiceDetailsDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const ranges = vehicleClasses.flatMap((vehicleClass) =>
    service.priceRanges.filter((range) => range.vehicleClass === vehicleClass),
  );
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      {ranges.map((range) => (
        <div
          key={range.vehicleClass}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5"
        >
          <dt className="text-slate-600">{t(`vehicleClass.${range.vehicleClass}`)}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">
            {formatPriceRange(range, i18n.resolvedLanguage)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Duration({ service }: { service: ServiceDetailsDto }) {
  const { t } = useTranslation('maintenance');
  const units = useDurationUnits();
  return <>{t('card.duration', { duration: formatDuration(service.durationMinutes, units) })}</>;
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

export function ServiceNotFound({ kind }: { kind: 'type' | 'service' }) {
  const { t } = useTranslation('maintenance');
  usePageMeta(t(`notFound.${kind}Title`));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX className="mx-auto size-12 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t(`notFound.${kind}Title`)}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <OtherServices className="mt-8 justify-center" />
      <ButtonLink to="/" variant="secondary" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}

export function OtherServices({ current, className = '' }: { current?: ServiceType; className?: string }) {
  const { t } = useTranslation('maintenance');
  return (
    <nav aria-label={t('otherServices')}>
      <ul className={`flex flex-wrap gap-2 ${className}`.trim()}>
        {serviceTypes
          .filter((type) => type !== current)
          .map((type) => (
            <li key={type}>
              <Link
                to={`/services/${type}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {t(`types.${type}.short`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('maintenance');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Alert
        tone="error"
        title={t('loadFailed')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}

/** Grey blocks the size of the service cards, so the page keeps its shape while the catalogue loads. */
export function CardsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div aria-hidden className="grid gap-6 lg:grid-cols-2">
      {Array.from({ length: count }, (_, card) => (
        <div key={card} className="rounded-2xl border border-slate-200 p-6">
          <span className="block h-7 w-2/3 animate-pulse rounded bg-slate-200" />
          <span className="mt-4 block h-4 w-full animate-pulse rounded bg-slate-200" />
          <span className="mt-2 block h-4 w-5/6 animate-pulse rounded bg-slate-200" />
          <span className="mt-8 block h-40 animate-pulse rounded-xl bg-slate-100" />
          <span className="mt-6 block h-36 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
