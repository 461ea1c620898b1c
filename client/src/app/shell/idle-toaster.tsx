import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

const Toaster = lazy(() => import('../../components/ui/toast.tsx').then((module) => ({ default: module.Toaster })));

const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The one place notices appear, for every layout. Its code (and its icons) is not part of the first paint: it loads
 * at the visitor's first interaction, or once the page is idle on any page but the landing page (where no notice
 * can come before an interaction, and the first load is budgeted). Notices raised before it mounts are kept by the
 * toast store and shown then.
 */
export function IdleToaster() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const landing = pathname === '/';

  useEffect(() => {
    if (ready) return;
    const mount = () => setReady(true);
    for (const name of interactions) window.addEventListener(name, mount, { once: true, passive: true });
    let cancelIdle: () => void = () => undefined;
    if (!landing) {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(mount, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(mount, 200);
        cancelIdle = () => clearTimeout(timer);
      }
    }
    return () => {
      cancelIdle();
      for (const name of interactions) window.removeEventListener(name, mount);
    };
  }, [ready, landing]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t('toast.close')} />
    </Suspense>
  );
}
