import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionTerm } from '@fleetcare/shared';

const terms: SubscriptionTerm[] = ['monthly', 'annually'];

/**
 * The monthly/annual switch (annual by default): two real radio buttons,
 * so arrow keys, labels and screen readers work as they do everywhere.
 */
export function TermSwitch({
  value,
  onChange,
  savings,
  upTo = false,
  className = '',
}: {
  value: SubscriptionTerm;
  onChange: (term: SubscriptionTerm) => void;
  /** The formatted savings percentage, shown beside "Annually" when there is one. */
  savings?: string | undefined;
  /** Several plans with different savings: the badge says "up to". */
  upTo?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('subscriptions');
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{t('term.legend')}</legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm">
        {terms.map((term) => (
          <label key={term} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={term}
              checked={value === term}
              onChange={() => onChange(term)}
              className="peer sr-only"
            />
            <span className="flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm sm:px-4 font-semibold text-slate-700 transition-colors peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:text-slate-900 peer-checked:hover:text-white">
              {t(`term.${term}`)}
              {term === 'annually' && savings && (
                <span className="whitespace-nowrap rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                  {t(upTo ? 'term.saveUpTo' : 'term.save', { percent: savings })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
