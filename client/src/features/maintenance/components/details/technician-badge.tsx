import { Star } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnicianSummaryDto } from '@fleetcare/shared';
import { formatNumber } from '../../../../lib/format.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The technician's photo, or their initials on a tinted circle. */
export function TechnicianAvatar({ technician }: { technician: Pick<TechnicianSummaryDto, 'name' | 'avatarUrl'> }) {
  if (technician.avatarUrl) {
    return <img src={technician.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
    >
      {initialsOf(technician.name)}
    </span>
  );
}

/**
 * How a rated technician's rating is drawn, when a page wants more than the figures (the reviews feature's button
 * that opens their reviews); without it, the badge shows the figures.
 */
export const TechnicianRatingSlot = createContext<((technician: TechnicianSummaryDto) => ReactNode) | null>(null);

/** A rated technician's "★ 4.6 (12)", read as "Rated 4.6 of 5 by 12 customers". */
function RatingFigures({ rating, count }: { rating: string; count: number }) {
  const { t } = useTranslation('maintenance');
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-hidden>{t('show.quotations.ratingShort', { rating, count })}</span>
      <span className="sr-only">{t('show.quotations.rating', { rating, count })}</span>
    </span>
  );
}

/** Who the technician is: name, photo, rating (or New), jobs done, experience, and how far away when known. */
export function TechnicianBadge({
  technician,
  distanceKm,
}: {
  technician: TechnicianSummaryDto;
  distanceKm?: number | undefined;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const ratingSlot = useContext(TechnicianRatingSlot);
  const facts = [
    t('show.quotations.completedJobs', { count: technician.completedJobs }),
    technician.yearsExperience !== null
      ? t('show.quotations.experience', { count: technician.yearsExperience })
      : undefined,
    distanceKm !== undefined
      ? t('show.quotations.distance', { distance: formatNumber(distanceKm, language, 1) })
      : undefined,
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <TechnicianAvatar technician={technician} />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{technician.name}</p>
        <p className="text-sm text-slate-700">
          {technician.rating === null ? (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
              {t('show.quotations.newTechnician')}
            </span>
          ) : ratingSlot ? (
            ratingSlot(technician)
          ) : (
            <RatingFigures rating={formatNumber(technician.rating, language, 1)} count={technician.ratingCount} />
          )}
        </p>
        <p className="text-sm text-slate-600">{facts.join(' · ')}</p>
      </div>
    </div>
  );
}
