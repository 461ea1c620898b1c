import { Settings, Truck, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { landingLinks } from '../links.ts';

const services: { key: 'maintenance' | 'spareParts' | 'fleet'; icon: ReactNode; to: string }[] = [
  { key: 'maintenance', icon: <Wrench className="size-6" />, to: landingLinks.booking },
  { key: 'spareParts', icon: <Settings className="size-6" />, to: landingLinks.spareParts },
  { key: 'fleet', icon: <Truck className="size-6" />, to: landingLinks.fleet },
];

/** The three service cards with their exact links. */
export function ServiceCards() {
  const { t } = useTranslation('landing');
  return (
    <section id="services" aria-labelledby="services-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id="services-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('services.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">{t('services.intro')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {services.map(({ key, icon, to }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`services.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(`services.${key}.body`)}</p>
            <Link to={to} className={buttonClass('primary', 'md', 'mt-6')}>
              {t(`services.${key}.cta`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
