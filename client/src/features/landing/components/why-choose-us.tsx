import { Clock, ShieldCheck, UserCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const reasons: { key: 'quality' | 'mechanics' | 'cost' | 'flexibility'; icon: ReactNode }[] = [
  { key: 'quality', icon: <ShieldCheck className="size-6" /> },
  { key: 'mechanics', icon: <UserCheck className="size-6" /> },
  { key: 'cost', icon: <Wallet className="size-6" /> },
  { key: 'flexibility', icon: <Clock className="size-6" /> },
];

/** Why choose us: quality service, qualified mechanics, minimal cost, high flexibility. */
export function WhyChooseUs() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="why-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('whyUs.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">{t('whyUs.intro')}</p>
      <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, icon }) => (
          <li key={key}>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400/25 text-brand-800">
              {icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`whyUs.items.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`whyUs.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
