import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens, withScreens } from '@fleetcare/shared';
import { LanguageSwitcher } from '../layouts/language-switcher.tsx';
import { supportPhones, telHref } from '../../lib/support-contact.ts';
import { useDeferredModule, useNearViewport } from '../../lib/use-deferred-module.ts';
import { useSignedIn } from './use-signed-in.ts';

/** The footer's links; each shows once its path is a screen of the app (the shared screens table). */
const footerLinks = withScreens([
  { key: 'aboutUs', to: screens.aboutUs },
  { key: 'howItWorks', to: screens.howItWorks },
  { key: 'help', to: screens.help },
  { key: 'blog', to: screens.blog },
  { key: 'technician', to: screens.technician },
  // A second way in for mechanics: the same page under its other name.
  { key: 'mechanic', to: screens.mechanic },
  { key: 'privacy', to: screens.privacy },
  { key: 'terms', to: screens.terms },
  { key: 'cookiePolicy', to: screens.cookiePolicy },
] as const);

// Each link is a target at least 32 px high, with space between them (WCAG 2.2 target size).
const linkClass = 'inline-flex min-h-8 items-center rounded underline-offset-2 hover:text-white hover:underline';

const loadEmailBox = async () => ({ default: (await import('./footer-email-box.tsx')).FooterEmailBox });

/**
 * The footer's e-mail box, its code loaded once the footer comes near the screen: most visits never scroll that
 * far, and the first download stays small. A failed download leaves the footer without it.
 */
function DeferredEmailBox() {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  const { Component } = useDeferredModule(near ? loadEmailBox : undefined);
  return <div ref={ref}>{Component && <Component />}</div>;
}

/**
 * The public footer: address, phone lines, support hours, links, language, and for a visitor who is not signed in
 * the e-mail box that leads to signing in or up (a signed-in user is never asked to sign in).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 text-sm sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.4fr]">
        <div>
          <p className="text-lg font-extrabold text-white">{t('appName')}</p>
          <p className="mt-1 text-brand-100">{t('tagline')}</p>
          <h2 className="mt-5 text-xs font-semibold uppercase tracking-wide text-brand-100">
            {t('footer.addressLabel')}
          </h2>
          <address className="mt-1 not-italic">{t('footer.address')}</address>
        </div>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-brand-100">{t('footer.phones')}</h2>
          <ul className="mt-2 space-y-1">
            {supportPhones.map((phone) => (
              <li key={phone}>
                <a className={`${linkClass} text-base font-semibold text-white`} href={telHref(phone)}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3">{t('footer.hours')}</p>
          <div className="mt-5">
            <LanguageSwitcher showLabel labelClassName="text-brand-50" />
          </div>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-brand-100">{t('footer.linksLabel')}</h2>
          <ul className="mt-2 space-y-1">
            {footerLinks.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} className={linkClass}>
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!signedIn && <DeferredEmailBox />}
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
