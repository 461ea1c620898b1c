import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { needsConsentBanner, type CookieConsent } from '@fleetcare/shared';
import { Button } from '../../components/ui/button.tsx';
import { readCookieConsent, storeCookieConsent } from '../../features/content/consent.ts';
import { readStoredIpLookup, subscribeToIpLookup } from '../../features/content/ip-lookup.ts';

const storedCountry = () => readStoredIpLookup()?.country ?? null;

/**
 * The cookie banner: only for visitors whose stored IP-lookup country is in the consent list,
 * only while no choice is stored; Accept or Not now (postpone), no decline button. Fixed at the bottom over the
 * page, so it moves nothing when it appears.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const id = useId();
  const country = useSyncExternalStore(subscribeToIpLookup, storedCountry, () => null);
  const [consent, setConsent] = useState<CookieConsent | undefined>(readCookieConsent);
  if (consent || !needsConsentBanner(country)) return null;

  const choose = (choice: CookieConsent) => {
    storeCookieConsent(choice);
    setConsent(choice);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1 text-sm text-slate-700">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {t('cookies.title')}
          </h2>
          <p className="mt-1">
            {t('cookies.body')}{' '}
            <Link to="/cookie-policy" className="font-medium text-brand-800 underline underline-offset-2">
              {t('cookies.policy')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button onClick={() => choose('accept')} className="flex-1 sm:flex-none">
            {t('cookies.accept')}
          </Button>
          <Button variant="secondary" onClick={() => choose('postpone')} className="flex-1 sm:flex-none">
            {t('cookies.postpone')}
          </Button>
        </div>
      </div>
    </section>
  );
}
