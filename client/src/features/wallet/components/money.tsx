import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

/**
 * "+₦5,000.00" for money in, "-₦1,010.00" for money out, in the reader's language ("+₦5 000,00", "−₦1 010,00" in
 * Norwegian).
 */
export function formatSignedNaira(kobo: number, language: string | undefined): string {
  const amount = formatMoney(kobo, language);
  return kobo > 0 ? `+${amount}` : amount;
}

/** A movement's amount: green with a plus for money in, the usual colour with a minus for money out. */
export function SignedAmount({ kobo, className = '' }: { kobo: number; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <span
      className={`whitespace-nowrap font-semibold tabular-nums ${kobo > 0 ? 'text-brand-800' : 'text-slate-900'} ${className}`.trim()}
    >
      {formatSignedNaira(kobo, i18n.resolvedLanguage)}
    </span>
  );
}
