import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceServiceDto } from '@fleetcare/shared';
import { formatInstant } from '../../../lib/format.ts';
import { Stars } from './stars.tsx';

/** What a review shows, whichever side reads it. */
export interface ShownReview {
  rating: number;
  text: string | null;
  reply: string | null;
  createdAt: string;
  services: MaintenanceServiceDto[];
  vehicleLabel?: string;
}

/**
 * One review: the stars, who wrote it (or whom it is about) and when, the job's services and vehicle, the text, and
 * the technician's reply (`replyBy` names its author); `footer` below (a reply form).
 */
export function ReviewItem({
  review,
  name,
  replyBy,
  footer,
}: {
  review: ShownReview;
  name?: string;
  replyBy: string;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('reviews');
  const about = [review.services.map((service) => service.name).join(', '), review.vehicleLabel]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {name && <span className="font-semibold text-slate-900">{name}</span>}
        <span className="text-sm text-slate-500">
          {t('review.writtenOn', { date: formatInstant(review.createdAt, i18n.resolvedLanguage, { style: 'date' }) })}
        </span>
      </div>
      {about && <p className="text-sm text-slate-600 wrap-anywhere">{about}</p>}
      {review.text && <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{review.text}</p>}
      {review.reply && (
        <div className="rounded-lg border-l-4 border-brand-200 bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{replyBy}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700 wrap-anywhere">{review.reply}</p>
        </div>
      )}
      {footer}
    </article>
  );
}
