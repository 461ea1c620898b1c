import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

export const supportPhones = ['+234 201 330 0500', '+234 809 990 0500'];

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-extrabold text-brand-800" aria-label={t('nav.home')}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 23V9h13v3.2h-9.2v2.6h8v3.1h-8V23z" fill="#fff" />
      </svg>
      {t('appName')}
    </Link>
  );
}

/** The public shell: header, the page, footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="bg-brand-900 text-brand-50">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm sm:grid-cols-3">
          <div>
            <p className="text-base font-bold text-white">{t('appName')}</p>
            <p className="mt-2">{t('tagline')}</p>
          </div>
          <address className="not-italic">{t('footer.address')}</address>
          <div>
            <p className="font-semibold text-white">{t('footer.phones')}</p>
            <ul className="mt-1 space-y-1">
              {supportPhones.map((phone) => (
                <li key={phone}>
                  <a className="underline-offset-2 hover:underline" href={`tel:${phone.replaceAll(' ', '')}`}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-2">{t('footer.hours')}</p>
          </div>
        </div>
        <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
