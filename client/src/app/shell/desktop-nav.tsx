import { ChevronDown, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MenuAction, MenuButton, MenuLink } from '../../components/ui/menu-button.tsx';
import { supportPhones, telHref } from '../../lib/support-contact.ts';
import { HELP_ARTICLES_PATH, mainLinks, serviceLinks } from './nav-links.ts';
import { openRequestCall } from '../../lib/request-call.ts';

export const navItemClass =
  'inline-flex min-h-10 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 aria-expanded:bg-slate-100 aria-[current=page]:text-brand-800';

/** The header's bar above 1200 px: Services, How it Works, Register as a Technician, Blog, Help, the phones. */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('nav.main')} className="hidden items-center gap-0.5 min-[1201px]:flex">
        <MenuButton
          trigger={
            <>
              {t('nav.services')}
              <ChevronDown className="size-4" />
            </>
          }
          triggerClassName={navItemClass}
        >
          {serviceLinks.map(({ key, to }) => (
            <MenuLink key={key} to={to}>
              {t(`nav.${key}`)}
            </MenuLink>
          ))}
        </MenuButton>
        {mainLinks.map(({ key, to }) => (
          <NavLink key={key} to={to} className={navItemClass}>
            {t(`nav.${key}`)}
          </NavLink>
        ))}
        <MenuButton
          trigger={
            <>
              {t('nav.help')}
              <ChevronDown className="size-4" />
            </>
          }
          triggerClassName={navItemClass}
        >
          <MenuLink to={HELP_ARTICLES_PATH}>{t('nav.helpArticles')}</MenuLink>
          <MenuAction onSelect={openRequestCall}>{t('nav.requestCall')}</MenuAction>
        </MenuButton>
      </nav>
      <div
        className="hidden flex-col text-xs leading-tight min-[1201px]:flex"
        aria-label={t('nav.callUs')}
        role="group"
      >
        {supportPhones.map((phone) => (
          <a
            key={phone}
            href={telHref(phone)}
            className="inline-flex min-h-6 items-center gap-1 whitespace-nowrap rounded px-1 font-medium text-slate-700 hover:text-brand-800"
          >
            <Phone className="size-3.5 text-brand-700" />
            {phone}
          </a>
        ))}
      </div>
    </>
  );
}
