import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FLEET_PATH } from '../paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** A vehicle that does not exist, was deleted or is not the caller's: the server answers 404 (or 400 for a bad id). */
export function isMissingVehicle(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}

export function VehicleNotFound() {
  const { t } = useTranslation('vehicles');
  return (
    <EmptyState
      size="page"
      headingLevel={1}
      tone="muted"
      icon={SearchX}
      title={t('show.notFoundTitle')}
      action={
        <Link to={FLEET_PATH} className={buttonClass('primary', 'lg')}>
          {t('show.backToFleet')}
        </Link>
      }
    >
      {t('show.notFoundBody')}
    </EmptyState>
  );
}

/** The vehicle page's loading state: the header's shape, so nothing jumps when it arrives. */
export function VehicleSkeleton() {
  const { t } = useTranslation('vehicles');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('show.loading')}</span>
      <div aria-hidden className="flex gap-4">
        <span className="size-24 shrink-0 animate-pulse rounded-2xl bg-slate-200 sm:size-32" />
        <span className="flex-1 space-y-3 pt-1">
          <span className="block h-7 w-2/3 animate-pulse rounded bg-slate-200" />
          <span className="block h-5 w-1/3 animate-pulse rounded bg-slate-200" />
          <span className="block h-5 w-24 animate-pulse rounded-full bg-slate-200" />
        </span>
      </div>
      <div aria-hidden className="mt-8 h-64 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
