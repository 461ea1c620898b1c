import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeAgo, type AppLocale } from '@fleetcare/shared';

/** The current time, moving on every minute, so "2 minutes ago" stays true on a page left open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function useAppLocale(): AppLocale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'nb' ? 'nb' : 'en';
}

/** "3 hours ago" / "3 timer siden", with the full date and time for screen readers and on hover. */
export function RelativeTime({ iso, now, className = '' }: { iso: string; now: number; className?: string }) {
  const locale = useAppLocale();
  // A clock a little behind the server's must not say "in a few seconds".
  const shown = Math.min(Date.parse(iso), now);
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)} className={className}>
      {timeAgo(shown, now, locale)}
    </time>
  );
}
