import { ArrowRight, Gauge } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCounterDto } from '@fleetcare/shared';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { lineLinkClass } from '../../../components/ui/text-link.ts';
import { formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useOverview } from '../api/overview.ts';
import { Chip } from '../components/field-value.tsx';
import { PanelPageHeader } from '../components/panel-page-header.tsx';
import { AdminLoadError } from '../components/states.tsx';
import { useAdminPanel } from '../lib/panel-context.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { ADMIN_PRIVILEGES_PATH, adminFilteredListPath } from '../paths.ts';

/** A figure of the home page; it opens the list that shows what it counts, with that filter applied. */
function CounterCard({ counter }: { counter: AdminCounterDto }) {
  const { i18n } = useTranslation('admin');
  const text = useResourceText();
  const { resources } = useAdminPanel();
  const label = text.counter(counter.resource, counter.key);
  const figure = (
    <>
      <span className="block text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">
        {formatNumber(counter.count, i18n.resolvedLanguage)}
      </span>
      <span className="mt-1 block text-sm font-medium text-slate-700">{label}</span>
    </>
  );
  const card = 'block h-full rounded-xl border bg-white p-4 shadow-sm sm:p-5';
  return resources.some((resource) => resource.name === counter.resource) ? (
    <Link
      to={adminFilteredListPath(counter.resource, counter.filter)}
      className={`${card} border-slate-200 transition-colors hover:border-brand-600 hover:bg-brand-50`}
    >
      {figure}
      <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {text.title(counter.resource)}
        <ArrowRight className="size-4" aria-hidden />
      </span>
    </Link>
  ) : (
    <div className={`${card} border-slate-200`}>{figure}</div>
  );
}

function CounterPlaceholders({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="h-32 animate-pulse rounded-xl border border-slate-200 bg-white p-5">
            <span className="block h-8 w-16 rounded bg-slate-200" />
            <span className="mt-3 block h-4 w-3/4 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /admin-panel: the figures that need someone today, each leading to its list, and the admin's roles. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  const panel = useAdminPanel();
  const figuresId = useId();
  usePageMeta(t('home.title'));
  return (
    <>
      <PanelPageHeader title={t('home.title')} intro={t('home.intro')} />
      <section aria-labelledby={figuresId} className="space-y-4">
        <h2 id={figuresId} className="text-lg font-semibold text-slate-900">
          {t('home.today')}
        </h2>
        {overview.isPending ? (
          <CounterPlaceholders label={t('home.loading')} />
        ) : overview.isError ? (
          <AdminLoadError title={t('home.loadError')} error={overview.error} onRetry={() => void overview.refetch()} />
        ) : overview.data.counters.length === 0 ? (
          <EmptyState size="section" icon={Gauge} title={t('home.emptyTitle')}>
            {t('home.emptyBody')}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {overview.data.counters.map((counter) => (
              <li key={counter.key}>
                <CounterCard counter={counter} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm font-medium text-slate-700">{t('home.yourRoles')}</p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('home.yourRoles')}>
          {panel.roles.map((role) => (
            <li key={role}>
              <Chip>{t(`adminRoles.${role}.name`)}</Chip>
            </li>
          ))}
        </ul>
        <Link to={ADMIN_PRIVILEGES_PATH} className={`${lineLinkClass} text-sm`}>
          {t('home.seePrivileges')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </section>
    </>
  );
}

export default AdminHomePage;
