import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingLinks } from '../links.ts';

const steps = ['book', 'dispatch', 'road'] as const;

/** How it Works in three steps: book, a mechanic is sent, the vehicle is back on the road. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="how-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('howItWorks.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('howItWorks.intro')}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden
                className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">{t('howItWorks.stepLabel', { number: index + 1 })} </span>
                {t(`howItWorks.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`howItWorks.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <Link
          to={landingLinks.howItWorks}
          className="mt-8 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('howItWorks.more')}
        </Link>
      </div>
    </section>
  );
}
