import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sendPageView } from '../../features/content/page-views.ts';

/** Sends one page view per navigation to a new path (hash and query changes are the same page). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer =
      previous.current === undefined ? document.referrer : `${window.location.origin}${previous.current}`;
    previous.current = pathname;
    sendPageView(pathname, referrer, i18n.resolvedLanguage);
  }, [pathname, i18n]);
  return null;
}
