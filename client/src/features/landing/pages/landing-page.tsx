import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CogIcon, TruckIcon, WrenchIcon } from '../components/service-icons.tsx';

const services: { key: 'maintenance' | 'spareParts' | 'fleet'; icon: ReactNode }[] = [
  { key: 'maintenance', icon: <WrenchIcon /> },
  { key: 'spareParts', icon: <CogIcon /> },
  { key: 'fleet', icon: <TruckIcon /> },
];

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-5 max-w-2xl text-base text-brand-50 sm:text-lg">{t('hero.body')}</p>
          <a href="#services" className={buttonClass('accent', 'lg', 'mt-8')}>
            {t('hero.cta')}
          </a>
        </div>
      </section>
      <section id="services" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('services.title')}</h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('services.intro')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {services.map(({ key, icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`services.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`services.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default LandingPage;
