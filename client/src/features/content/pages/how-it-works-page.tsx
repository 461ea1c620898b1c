import { leadsToScreen } from '@fleetcare/shared';
import { Package, Truck, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { readQuestions, readSteps, type InfoStep } from '../components/info-content.ts';
import { PageHeader } from '../components/page-header.tsx';
import { BOOK_MECHANIC_PATH, REQUEST_PARTS_PATH } from '../components/paths.ts';

// Each call to action shows once its screen exists; with neither, the page ends without the section.
const canBook = leadsToScreen(BOOK_MECHANIC_PATH);
const canRequestParts = leadsToScreen(REQUEST_PARTS_PATH);

function StepsSection({
  id,
  icon: Icon,
  title,
  intro,
  steps,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  intro?: string;
  steps: InfoStep[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
      </div>
      {intro && <p className="mt-4 max-w-[65ch] text-slate-600 sm:text-lg">{intro}</p>}
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden
              className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HowItWorksPage() {
  const { t } = useTranslation('pages');
  const title = t('howItWorks.title');
  const intro = t('howItWorks.intro');
  usePageMeta(title, intro);
  const questions = readQuestions(t('howItWorks.pricing.items', { returnObjects: true }));

  return (
    <>
      <PageHeader title={title}>
        <p>{intro}</p>
      </PageHeader>
      <StepsSection
        id="booking"
        icon={Wrench}
        title={t('howItWorks.stepsTitle')}
        steps={readSteps(t('howItWorks.steps', { returnObjects: true }))}
      />
      <div className="bg-slate-50">
        <StepsSection
          id="parts"
          icon={Package}
          title={t('howItWorks.parts.title')}
          intro={t('howItWorks.parts.intro')}
          steps={readSteps(t('howItWorks.parts.steps', { returnObjects: true }))}
        />
      </div>
      <StepsSection
        id="fleets"
        icon={Truck}
        title={t('howItWorks.fleets.title')}
        intro={t('howItWorks.fleets.intro')}
        steps={readSteps(t('howItWorks.fleets.steps', { returnObjects: true }))}
      />
      <section aria-labelledby="pricing" className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="pricing" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('howItWorks.pricing.title')}
          </h2>
          <dl className="mt-8 grid gap-x-12 gap-y-8 md:grid-cols-2">
            {questions.map((item) => (
              <div key={item.question} className="max-w-[60ch]">
                <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
                <dd className="mt-2 leading-7 text-slate-600">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {(canBook || canRequestParts) && (
        <section aria-labelledby="get-started" className="mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
          <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-10 sm:py-16">
            <h2 id="get-started" className="text-2xl font-bold sm:text-3xl">
              {t('howItWorks.cta.title')}
            </h2>
            <p className="mx-auto mt-3 max-w-[55ch] text-brand-50 sm:text-lg">{t('howItWorks.cta.body')}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              {canBook && (
                <ButtonLink to={BOOK_MECHANIC_PATH} variant="accent" size="lg">
                  {t('howItWorks.cta.book')}
                </ButtonLink>
              )}
              {canRequestParts && (
                <Link
                  to={REQUEST_PARTS_PATH}
                  className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
                >
                  {t('howItWorks.cta.parts')}
                </Link>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

export default HowItWorksPage;
