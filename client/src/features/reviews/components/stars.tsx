import { useField } from 'formik';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RULES } from '@fleetcare/shared';
import { useFieldError } from '../../../components/form/form-fields.tsx';
import { formatNumber } from '../../../lib/format.ts';

const starValues = Array.from(
  { length: REVIEW_RULES.ratingMax - REVIEW_RULES.ratingMin + 1 },
  (_, index) => REVIEW_RULES.ratingMin + index,
);

/** Stars shown, not chosen: `rating` of five filled (read as "4 of 5 stars"). */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <span
      role="img"
      aria-label={t('stars.shown', { rating: formatNumber(rating, i18n.resolvedLanguage, 1) })}
      className="inline-flex items-center gap-0.5"
    >
      {starValues.map((value) => (
        <Star
          key={value}
          aria-hidden
          className={`${className} ${value <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

/**
 * The stars as a Formik radio group (`name` holds "1" to "5", or "" before a choice): five tappable stars, each a
 * radio button labelled "3 stars", so a keyboard moves between them with the arrow keys and a screen reader names
 * each; the chosen one and those before it are filled. The error shows under the group once submitted.
 */
export function StarRatingField({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation('reviews');
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const errorId = useId();
  const chosen = Number(field.value) || 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-1">
        {starValues.map((value) => (
          <label
            key={value}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={String(value)}
              checked={field.value === String(value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={`size-8 ${value <= chosen ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
            />
            <span className="sr-only">{t('stars.label', { count: value })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
