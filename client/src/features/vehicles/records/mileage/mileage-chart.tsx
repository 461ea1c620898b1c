import { daysBetween, lagosDateOf, type MileageEntryDto } from '@fleetcare/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatKm } from '../../../../lib/format.ts';

export interface ChartPoint {
  at: number;
  km: number;
  /** The reading's Lagos date (YYYY-MM-DD), for the labels. */
  date: string;
}

/**
 * The readings to draw, oldest first: a correction stands in for the reading it corrected (as the server's
 * average does), so a typing error does not draw a spike.
 */
export function chartPoints(entries: readonly MileageEntryDto[]): ChartPoint[] {
  const ordered = [...entries].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const points: ChartPoint[] = [];
  for (const entry of ordered) {
    if (entry.source === 'correction') points.pop();
    points.push({ at: new Date(entry.recordedAt).getTime(), km: entry.valueKm, date: lagosDateOf(entry.recordedAt) });
  }
  return points;
}

/** The line through the points in a 100 × 100 box (y grows downwards). */
export function linePath(points: readonly ChartPoint[]): { d: string; dots: { x: number; y: number }[] } {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return { d: '', dots: [] };
  const kms = points.map((point) => point.km);
  const low = Math.min(...kms);
  const high = Math.max(...kms);
  const span = last.at - first.at;
  const dots = points.map((point) => ({
    x: span === 0 ? 50 : ((point.at - first.at) / span) * 100,
    y: high === low ? 50 : 100 - ((point.km - low) / (high - low)) * 100,
  }));
  const d = dots.map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x.toFixed(2)} ${dot.y.toFixed(2)}`).join(' ');
  return { d, dots };
}

/**
 * A small hand-drawn line chart of the readings shown in the log below it (no chart library), with the same
 * story in words for screen readers and anyone who prefers text.
 */
export function MileageChart({ entries }: { entries: readonly MileageEntryDto[] }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  const captionId = useId();
  const points = chartPoints(entries);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return null;
  const { d, dots } = linePath(points);
  const kms = points.map((point) => point.km);
  const days = Math.max(0, daysBetween(first.date, last.date));
  const summary = t(days === 0 ? 'mileage.chartSummarySameDay' : 'mileage.chartSummary', {
    count: points.length,
    fromKm: formatKm(first.km, language),
    fromDate: formatCalendarDate(first.date, language),
    toKm: formatKm(last.km, language),
    toDate: formatCalendarDate(last.date, language),
    distance: formatKm(Math.max(0, last.km - first.km), language),
    days,
  });
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex gap-2">
        <div aria-hidden className="flex w-20 shrink-0 flex-col justify-between text-right text-xs text-slate-600">
          <span>{formatKm(Math.max(...kms), language)}</span>
          <span>{formatKm(Math.min(...kms), language)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={captionId}
          viewBox="-2 -6 104 112"
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible"
        >
          <line x1="0" y1="0" x2="100" y2="0" className="stroke-slate-200" vectorEffect="non-scaling-stroke" />
          <line x1="0" y1="100" x2="100" y2="100" className="stroke-slate-300" vectorEffect="non-scaling-stroke" />
          <path
            d={d}
            fill="none"
            strokeWidth="2.5"
            strokeLinejoin="round"
            className="stroke-brand-700"
            vectorEffect="non-scaling-stroke"
          />
          {dots.map((dot, index) => (
            <path
              key={index}
              d={`M${dot.x.toFixed(2)} ${dot.y.toFixed(2)} l0 0`}
              strokeWidth="7"
              strokeLinecap="round"
              className="stroke-brand-700"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      <div aria-hidden className="ml-22 mt-1 flex justify-between gap-2 text-xs text-slate-600">
        <span>{formatCalendarDate(first.date, language)}</span>
        <span>{formatCalendarDate(last.date, language)}</span>
      </div>
      <figcaption id={captionId} className="mt-3 text-sm text-slate-700">
        {summary}
      </figcaption>
    </figure>
  );
}
