import { CalendarDays, CarFront, CircleAlert, Clock, FileWarning, FileClock, Plus } from 'lucide-react';
import type { DashboardSummariesDto } from '@fleetcare/shared';
import type { TFunction } from 'i18next';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { useDashboardSummaries } from '../api/dashboard.ts';
import { ADD_VEHICLE_PATH, CALENDAR_PATH, calendarAgendaPath, FLEET_LIST_PATH, fleetListDuePath } from '../paths.ts';
import { ComingUp } from './coming-up.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';

type Tone = 'neutral' | 'overdue' | 'due-soon';

const tones: Record<Tone, string> = {
  neutral: 'border-slate-200',
  overdue: 'border-red-300 bg-red-50',
  'due-soon': 'border-amber-300 bg-amber-50',
};

const iconTones: Record<Tone, string> = {
  neutral: 'text-brand-700',
  overdue: 'text-red-700',
  'due-soon': 'text-amber-700',
};

interface Figure {
  key: string;
  count: number;
  /** The figure's words, counted ("3 checks overdue"). */
  label: string;
  detail?: string;
  to: string;
  tone: Tone;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

function FigureCard({ figure }: { figure: Figure }) {
  const { Icon } = figure;
  return (
    <li>
      <Link
        to={figure.to}
        className={`flex h-full min-h-28 flex-col rounded-xl border bg-white p-4 hover:border-brand-600 ${tones[figure.tone]}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="text-3xl font-bold tabular-nums text-slate-900">{figure.count}</span>{' '}
          <Icon className={`size-6 shrink-0 ${iconTones[figure.tone]}`} aria-hidden />
        </span>{' '}
        <span className="mt-1 font-medium text-slate-800">{figure.label}</span>
        {figure.detail && (
          <>
            {' '}
            <span className="text-sm text-slate-600">{figure.detail}</span>
          </>
        )}
      </Link>
    </li>
  );
}

function figuresOf(summary: DashboardSummariesDto, t: TFunction) {
  const { vehicles, routineChecks, documents } = summary;
  const figures: Figure[] = [
    {
      key: 'vehicles',
      count: vehicles.total,
      label: t('overview.vehicles', { count: vehicles.total }),
      detail: t('overview.vehiclesDetail', { own: vehicles.own, shared: vehicles.shared }),
      to: FLEET_LIST_PATH,
      tone: 'neutral',
      Icon: CarFront,
    },
    {
      key: 'checks-overdue',
      count: routineChecks.overdue,
      label: t('overview.checksOverdue', { count: routineChecks.overdue }),
      to: fleetListDuePath('overdue'),
      tone: routineChecks.overdue > 0 ? 'overdue' : 'neutral',
      Icon: CircleAlert,
    },
    {
      key: 'checks-due-soon',
      count: routineChecks.dueSoon,
      label: t('overview.checksDueSoon', { count: routineChecks.dueSoon }),
      to: fleetListDuePath('due-soon'),
      tone: routineChecks.dueSoon > 0 ? 'due-soon' : 'neutral',
      Icon: Clock,
    },
    {
      key: 'documents-expired',
      count: documents.expired,
      label: t('overview.documentsExpired', { count: documents.expired }),
      to: fleetListDuePath('overdue'),
      tone: documents.expired > 0 ? 'overdue' : 'neutral',
      Icon: FileWarning,
    },
    {
      key: 'documents-expiring',
      count: documents.expiringSoon,
      label: t('overview.documentsExpiring', { count: documents.expiringSoon }),
      to: calendarAgendaPath(),
      tone: documents.expiringSoon > 0 ? 'due-soon' : 'neutral',
      Icon: FileClock,
    },
  ];
  return figures;
}

function FiguresSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="min-h-28 rounded-xl border border-slate-200 bg-white p-4">
            <span className="block h-8 w-12 animate-pulse rounded bg-slate-200" />
            <span className="mt-3 block h-3.5 w-4/5 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dashboard's fleet figures (own and shared vehicles, checks and papers that need attention) and what comes next. */
export function FleetOverview() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const headingId = useId();
  const summaries = useDashboardSummaries();
  const summary = summaries.data;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('overview.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={CALENDAR_PATH} variant="secondary">
            <CalendarDays className="size-4" aria-hidden />
            {t('overview.openCalendar')}
          </ButtonLink>
          <ButtonLink to={FLEET_LIST_PATH} variant="secondary">
            <CarFront className="size-4" aria-hidden />
            {t('overview.openFleet')}
          </ButtonLink>
        </div>
      </div>

      {summaries.isPending ? (
        <FiguresSkeleton label={t('overview.loading')} />
      ) : summaries.isError ? (
        <LoadError
          title={t('overview.loadFailed')}
          error={summaries.error}
          retryLabel={t('retry')}
          onRetry={() => void summaries.refetch()}
        />
      ) : summary && summary.vehicles.total === 0 ? (
        <EmptyState
          icon={CarFront}
          title={t('overview.emptyTitle')}
          action={
            <ButtonLink to={ADD_VEHICLE_PATH}>
              <Plus className="size-4" aria-hidden />
              {t('overview.addFirstVehicle')}
            </ButtonLink>
          }
        >
          {t('overview.emptyBody')}
        </EmptyState>
      ) : summary ? (
        <>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            {figuresOf(summary, t).map((figure) => (
              <FigureCard key={figure.key} figure={figure} />
            ))}
          </ul>
          <ComingUp />
        </>
      ) : null}
    </section>
  );
}
