import { Suspense } from 'react';
import {
  setNewsletterPopupBlocked,
  useNewsletterPopupDue,
} from '../../features/landing/newsletter/newsletter-flags.ts';
import { useDeferredModule } from '../../lib/use-deferred-module.ts';

const loadPopup = () => import('./landing-newsletter-popup.tsx');

/**
 * Where the newsletter popup appears: nothing at all (not even its code) until its 5 s have passed, and never
 * while the block flag is set.
 */
export function NewsletterPopupSlot() {
  const due = useNewsletterPopupDue();
  const popup = useDeferredModule(due ? loadPopup : undefined);
  if (!popup.Component) return null;
  return (
    <Suspense fallback={null}>
      <popup.Component onBlock={setNewsletterPopupBlocked} />
    </Suspense>
  );
}
