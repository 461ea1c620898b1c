import { Archive, CarFront, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMyVehicles } from '../api/vehicles.ts';
import {
  defaultListQuery,
  isFiltered,
  listQueryFrom,
  listQueryParams,
  type VehicleListQuery,
} from '../api/vehicle-list-query.ts';
import { FleetActions } from '../components/fleet-actions.tsx';
import { FleetFilters } from '../components/fleet-filters.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { VehicleCard, VehicleCardSkeletons } from '../components/vehicle-card.tsx';
import { FLEET_PATH, NEW_VEHICLE_PATH } from '../paths.ts';

function EmptyFleet() {
  const { t } = useTranslation('vehicles');
  return (
    <EmptyState
      size="page"
      icon={CarFront}
      title={t('list.emptyTitle')}
      action={
        <Link to={NEW_VEHICLE_PATH} className={buttonClass('primary', 'lg')}>
          {t('list.addFirst')}
        </Link>
      }
    >
      {t('list.emptyBody')}
    </EmptyState>
  );
}

function NoDeletedVehicles() {
  const { t } = useTranslation('vehicles');
  return (
    <EmptyState
      size="page"
      tone="muted"
      icon={Archive}
      title={t('list.archivedEmptyTitle')}
      action={
        <Link to={FLEET_PATH} className={buttonClass('secondary', 'lg')}>
          {t('list.backToFleet')}
        </Link>
      }
    >
      {t('list.archivedEmptyBody')}
    </EmptyState>
  );
}

/** Switches between the fleet and the owner's deleted vehicles (?archived=true); filters start afresh. */
function FleetViews({ archived }: { archived: boolean }) {
  const { t } = useTranslation('vehicles');
  const views = [
    { key: 'active', to: FLEET_PATH, label: t('list.activeView'), current: !archived },
    { key: 'archived', to: `${FLEET_PATH}?archived=true`, label: t('list.archivedView'), current: archived },
  ];
  return (
    <nav aria-label={t('list.viewsLabel')}>
      <ul className="flex gap-1 border-b border-slate-200">
        {views.map((view) => (
          <li key={view.key}>
            <Link
              to={view.to}
              aria-current={view.current ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                view.current
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {view.key === 'archived' && <Archive className="size-4" aria-hidden />}
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('vehicles');
  return (
    <section
      aria-labelledby="no-match-title"
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <SearchX className="mx-auto size-8 text-slate-500" aria-hidden />
      <h2 id="no-match-title" className="mt-3 text-lg font-semibold text-slate-900">
        {t('list.noMatchTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{t('list.noMatchBody')}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </section>
  );
}

/**
 * /dashboard/fleet: the caller's own and shared vehicles, 20 a page, with search, filters and sort kept in the
 * address (so the back button and the dashboard's links land on the same view). With ?archived=true, the owner's
 * deleted vehicles instead: read-only, so no add or import there.
 */
export function FleetListPage() {
  const { t } = useTranslation('vehicles');
  const [params, setParams] = useSearchParams();
  const query = listQueryFrom(params);
  const archived = query.archived;
  usePageMeta(archived ? t('list.archivedTitle') : t('list.title'));
  const vehicles = useMyVehicles(query);

  const update = useCallback(
    (next: Partial<VehicleListQuery>) => {
      setParams((current) => listQueryParams({ ...listQueryFrom(current), ...next }), { replace: true });
    },
    [setParams],
  );
  const hrefOf = (page: number) => {
    const search = listQueryParams({ ...query, page }).toString();
    return search ? `${FLEET_PATH}?${search}` : FLEET_PATH;
  };

  const page = vehicles.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {archived ? t('list.archivedTitle') : t('list.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">{archived ? t('list.archivedIntro') : t('list.intro')}</p>
        </div>
        {!archived && <FleetActions />}
      </div>

      <FleetViews archived={archived} />

      <FleetFilters query={query} onChange={update} />

      {vehicles.isPending ? (
        <VehicleCardSkeletons label={t('list.loading')} />
      ) : vehicles.isError ? (
        <LoadError
          title={t('list.loadError')}
          error={vehicles.error}
          retryLabel={t('list.retry')}
          onRetry={() => void vehicles.refetch()}
        />
      ) : page && page.total === 0 && !isFiltered(query) ? (
        archived ? (
          <NoDeletedVehicles />
        ) : (
          <EmptyFleet />
        )
      ) : page && page.items.length === 0 ? (
        <NoMatch onClear={() => update({ ...defaultListQuery, archived })} />
      ) : (
        <div className={`space-y-4 transition-opacity ${vehicles.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p role="status" className="text-sm text-slate-600" aria-busy={vehicles.isFetching}>
            {t(archived ? 'list.archivedCount' : 'list.count', { count: page?.total ?? 0 })}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {page?.items.map((vehicle) => (
              <li key={vehicle._id}>
                <VehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
          <Pager page={query.page} pages={pages} hrefOf={hrefOf} label={t('list.pagination')} />
        </div>
      )}
    </div>
  );
}

export default FleetListPage;
