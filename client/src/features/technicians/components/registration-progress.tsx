import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registrationSteps, type RegistrationStep, type TechnicianInfoDto } from '@fleetcare/shared';
import { isStepDone, stepNumber } from '../lib/registration-flow.ts';
import { registrationStepPath } from '../paths.ts';

/**
 * Where the applicant is: "Step 3 of 10", and every step as a link, done ones ticked. On phones the steps are
 * numbered dots in one row (their names for screen readers); from `lg` each shows its name.
 */
export function RegistrationProgress({
  info,
  current,
}: {
  info: Pick<TechnicianInfoDto, 'status' | 'missing' | 'savedSteps'>;
  current: RegistrationStep;
}) {
  const { t } = useTranslation('technicians');
  const done = registrationSteps.filter((step) => isStepDone(info, step)).length;
  return (
    <nav aria-label={t('progress.label')}>
      <p className="text-sm font-semibold text-brand-800" data-testid="step-counter">
        {t('progress.stepOf', { number: stepNumber(current), total: registrationSteps.length })}
        <span className="font-normal text-slate-600">
          {' · '}
          {t('progress.done', { count: done, total: registrationSteps.length })}
        </span>
      </p>
      <ol className="mt-3 flex gap-1 lg:grid lg:grid-cols-5 lg:gap-2">
        {registrationSteps.map((step) => {
          const isCurrent = step === current;
          const isDone = isStepDone(info, step);
          const name = t(`steps.${step}.short`);
          return (
            <li key={step} className="min-w-0 flex-1">
              <Link
                to={registrationStepPath(step)}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t(isDone ? 'progress.stepDone' : 'progress.step', { number: stepNumber(step), name })}
                data-done={isDone || undefined}
                className={`flex min-h-11 items-center justify-center gap-2 rounded-lg border px-1 text-sm font-semibold lg:justify-start lg:px-3 ${
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : isDone
                      ? 'border-brand-100 bg-brand-50 text-brand-800 hover:bg-brand-100'
                      : 'border-slate-200 bg-white text-slate-600 hover:bg-slate-50'
                }`}
              >
                <span aria-hidden className="flex size-5 shrink-0 items-center justify-center">
                  {isDone ? <Check className="size-4" /> : stepNumber(step)}
                </span>
                <span aria-hidden className="hidden truncate lg:inline">
                  {name}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
