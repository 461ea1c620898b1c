import { registrationSteps, TECHNICIAN_AGE, TECHNICIAN_LIMITS } from '@fleetcare/shared';
import {
  BadgeCheck,
  Banknote,
  BellRing,
  ClipboardCheck,
  FileCheck2,
  HandCoins,
  IdCard,
  Landmark,
  Lock,
  Power,
  Route,
  ThumbsUp,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ForTechniciansCallToAction, type ForTechniciansVisitor } from './for-technicians-call-to-action.tsx';
import { ForTechniciansIllustration } from './for-technicians-illustration.tsx';

const earnItems = [
  { key: 'quote', icon: HandCoins },
  { key: 'escrow', icon: Wallet },
  { key: 'bank', icon: Landmark },
] as const;

const jobItems = [
  { key: 'nearby', icon: BellRing },
  { key: 'choose', icon: ThumbsUp },
  { key: 'quote', icon: Route },
  { key: 'report', icon: ClipboardCheck },
] as const;

const checkItems = [
  { key: 'identity', icon: IdCard },
  { key: 'credentials', icon: FileCheck2 },
  { key: 'references', icon: Users },
  { key: 'bank', icon: Banknote },
] as const;

const faqItems = ['existingAccount', 'review', 'changes', 'rejected', 'profile', 'documents', 'paid'] as const;

/** The numbers the steps' words quote, from the rules the forms and the server apply. */
const stepValues = {
  minAge: TECHNICIAN_AGE.min,
  min: TECHNICIAN_LIMITS.radiusKmMin,
  max: TECHNICIAN_LIMITS.radiusKmMax,
  ninLength: TECHNICIAN_LIMITS.ninLength,
  maxMb: TECHNICIAN_LIMITS.credentialFileMaxBytes / (1024 * 1024),
  count: TECHNICIAN_LIMITS.referencesMin,
  days: TECHNICIAN_LIMITS.referenceLinkDays,
};

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-[65ch] text-slate-600 sm:text-lg">{intro}</p>}
    </>
  );
}

function IconCard({ icon: Icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  return (
    // On phones the icon stands beside the words, so the cards stay short.
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-slate-900 sm:mt-4">{title}</h3>
        <p className="mt-1 leading-7 text-slate-600 sm:mt-2">{body}</p>
      </div>
    </li>
  );
}

/**
 * /technician and /mechanic: the public page for mechanics. What they earn, how jobs come, what FleetCare checks,
 * the registration's steps and common questions, with a call to register that fits the visitor (sign up, turn the
 * account into a technician's, or the application's next step).
 */
export function ForTechniciansPage({ visitor }: { visitor: ForTechniciansVisitor }) {
  const { t } = useTranslation('for-technicians');
  usePageMeta(t('meta.title'), t('meta.description'));

  return (
    <>
      <section aria-labelledby="for-technicians-title" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{t('hero.eyebrow')}</p>
            <h1
              id="for-technicians-title"
              className="mt-3 text-3xl font-extrabold leading-tight text-balance sm:text-5xl"
            >
              {t('hero.title')}
            </h1>
            <p className="mt-5 max-w-2xl text-base text-brand-50 sm:text-lg">{t('hero.body')}</p>
            <div className="mt-8">
              <ForTechniciansCallToAction visitor={visitor} />
            </div>
          </div>
          <ForTechniciansIllustration className="mx-auto w-full max-w-sm lg:max-w-md" />
        </div>
      </section>

      <section aria-labelledby="for-technicians-earn" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <SectionHeading id="for-technicians-earn" title={t('earn.title')} intro={t('earn.intro')} />
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {earnItems.map(({ key, icon }) => (
            <IconCard key={key} icon={icon} title={t(`earn.items.${key}.title`)} body={t(`earn.items.${key}.body`)} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="for-technicians-jobs" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <SectionHeading id="for-technicians-jobs" title={t('jobs.title')} intro={t('jobs.intro')} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {jobItems.map(({ key, icon }) => (
              <IconCard key={key} icon={icon} title={t(`jobs.items.${key}.title`)} body={t(`jobs.items.${key}.body`)} />
            ))}
          </ul>
          <p className="mt-6 flex max-w-[70ch] items-start gap-3 text-slate-700">
            <Power className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            {t('jobs.onDuty')}
          </p>
        </div>
      </section>

      <section aria-labelledby="for-technicians-checks" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <SectionHeading id="for-technicians-checks" title={t('checks.title')} intro={t('checks.intro')} />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {checkItems.map(({ key, icon }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`checks.items.${key}.title`)}
              body={t(`checks.items.${key}.body`)}
            />
          ))}
        </ul>
        <p className="mt-6 flex max-w-[70ch] items-start gap-3 text-slate-700">
          <Lock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          {t('checks.privacy')}
        </p>
      </section>

      <section aria-labelledby="for-technicians-steps" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <SectionHeading id="for-technicians-steps" title={t('steps.title')} intro={t('steps.intro')} />
          <ol className="mt-8 grid gap-x-8 gap-y-6 md:grid-cols-2">
            {registrationSteps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{t(`steps.${step}.title`)}</h3>
                  <p className="mt-1 leading-7 text-slate-600">{t(`steps.${step}.body`, stepValues)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="for-technicians-faq" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <SectionHeading id="for-technicians-faq" title={t('faq.title')} />
        <dl className="mt-8 grid gap-x-12 gap-y-8 md:grid-cols-2">
          {faqItems.map((key) => (
            <div key={key} className="max-w-[60ch]">
              <dt className="text-lg font-semibold text-slate-900">{t(`faq.items.${key}.question`)}</dt>
              <dd className="mt-2 leading-7 text-slate-600">
                {t(`faq.items.${key}.answer`, { days: TECHNICIAN_LIMITS.reapplyAfterDays })}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="for-technicians-final" className="mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
        <div className="rounded-3xl bg-brand-800 px-5 py-10 text-white sm:px-10 sm:py-14">
          <div className="flex items-center gap-3">
            <BadgeCheck className="size-8 shrink-0 text-accent-400" aria-hidden />
            <h2 id="for-technicians-final" className="text-2xl font-bold sm:text-3xl">
              {t('final.title')}
            </h2>
          </div>
          <p className="mt-3 max-w-[60ch] text-brand-50 sm:text-lg">{t('final.body')}</p>
          <div className="mt-8">
            <ForTechniciansCallToAction visitor={visitor} />
          </div>
        </div>
      </section>
    </>
  );
}
