import { formatNaira } from '@fleetcare/shared';

/** "+₦5,000.00" for money in, "-₦1,010.00" for money out. */
export function formatSignedNaira(kobo: number): string {
  return kobo > 0 ? `+${formatNaira(kobo)}` : formatNaira(kobo);
}

/** A movement's amount: green with a plus for money in, the usual colour with a minus for money out. */
export function SignedAmount({ kobo, className = '' }: { kobo: number; className?: string }) {
  return (
    <span
      className={`whitespace-nowrap font-semibold tabular-nums ${kobo > 0 ? 'text-brand-800' : 'text-slate-900'} ${className}`.trim()}
    >
      {formatSignedNaira(kobo)}
    </span>
  );
}
