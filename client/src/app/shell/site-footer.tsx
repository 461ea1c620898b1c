import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../layouts/language-switcher.tsx';
import { supportPhones, telHref } from '../../lib/support-contact.ts';
import { FooterEmailBox } from './footer-email-box.tsx';

const footerLinks = [
  { key: 'aboutUs', to: '/about-us' },
  { key: 'howItWorks', to: '/how-it-works' },
  { key: 'help', to: '/help' },
  { key: 'blog', to: '/blog' },
  { key: 'technician', to: '/technician' },
  // A second way in for mechanics.
  { key: 'mechanic', to: '/mechanic' },
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
  { key: 'cookiePolicy', to: '/cookie-policy' },
] as const;

const linkClass = 'rounded underline-offset-2 hover:text-white hover:underline';

/** The public footer: address, phone lines, support hours, links, language, the e-mail box. */
export function SiteFooter() {
  const { t } = useTranslation();
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
          <ul className="mt-2 space-y-1.5">
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
          <ul className="mt-2 space-y-1.5">
            {footerLinks.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} className={linkClass}>
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterEmailBox />
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
