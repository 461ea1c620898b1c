import { Settings, Truck, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath, leadsToScreen, screens } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { landingLinks } from '../links.ts';

type ServiceKey = 'maintenance' | 'spareParts' | 'fleet';

/** Each card's action, and the service's information page for as long as the action has no screen. */
const services: { key: ServiceKey; icon: ReactNode; to: string; about: string }[] = [
  {
    key: 'maintenance',
    icon: <Wrench className="size-6" />,
    to: landingLinks.booking,
    about: buildPath(screens.service, { serviceType: 'maintenance' }),
  },
  {
    key: 'spareParts',
    icon: <Settings className="size-6" />,
    to: landingLinks.spareParts,
    about: buildPath(screens.service, { serviceType: 'spare-parts' }),
  },
  {
    key: 'fleet',
    icon: <Truck className="size-6" />,
    to: landingLinks.fleet,
    about: buildPath(screens.service, { serviceType: 'fleet' }),
  },
];

/**
 * The three service cards. A card's button does the thing (Book Mechanic, Buy Spare Parts, Get Started) once the
 * app has that screen; until then it leads to the service's information page.
 */
export function ServiceCards() {
  const { t } = useTranslation('landing');
  return (
    <section id="services" aria-labelledby="services-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id="services-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('services.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">{t('services.intro')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {services.map(({ key, icon, to, about }) => {
          const ready = leadsToScreen(to);
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`services.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t(`services.${key}.body`)}</p>
              <Link to={ready ? to : about} className={buttonClass(ready ? 'primary' : 'secondary', 'md', 'mt-6')}>
                {t(ready ? `services.${key}.cta` : `services.${key}.about`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
