import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationStep, TechnicianInfoDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';
import { editModeOf, nextStep, previousStep, type EditMode } from '../lib/registration-flow.ts';
import { APPLICATION_STATUS_PATH, registrationStepPath } from '../paths.ts';
import { technicianStatusLabel } from '../lib/technician-status.ts';
import { RegistrationProgress } from './registration-progress.tsx';

/** Why the sections can or cannot be changed now, and what follows from a change. */
export function EditModeNotice({
  info,
  mode,
  step,
}: {
  info: TechnicianInfoDto;
  mode: EditMode;
  step: RegistrationStep;
}) {
  const { t } = useTranslation('technicians');
  const statusLink = (
    <Link to={APPLICATION_STATUS_PATH} className={inlineLinkClass}>
      {t('mode.statusLink')}
    </Link>
  );
  if (mode === 'locked') {
    return (
      <Alert tone="info" title={t('mode.lockedTitle')}>
        <p>{t('mode.lockedBody')}</p>
        <p className="mt-1">{statusLink}</p>
      </Alert>
    );
  }
  if (mode === 'stopped') {
    return (
      <Alert tone="warning" title={t('mode.stoppedTitle', { status: technicianStatusLabel(t, info.status) })}>
        <p>{t('mode.stoppedBody')}</p>
        <p className="mt-1">{statusLink}</p>
      </Alert>
    );
  }
  if (mode === 'approved') {
    return (
      <Alert tone="success" title={t('mode.approvedTitle')}>
        <p>{t('mode.approvedBody')}</p>
        {step === 'references' && <p className="mt-1">{t('mode.referencesLocked')}</p>}
        {info.changesUnderReview && <p className="mt-1 font-semibold">{t('mode.changesUnderReview')}</p>}
      </Alert>
    );
  }
  if (info.status === 'changes-requested') {
    return (
      <Alert tone="warning" title={t('mode.changesRequestedTitle')}>
        {info.application.message && <p className="whitespace-pre-line">{info.application.message}</p>}
        <p className="mt-1">{t('mode.changesRequestedBody')}</p>
      </Alert>
    );
  }
  return null;
}

/** One registration step's page: where it stands in the registration, its title and what it asks for. */
export function StepLayout({
  info,
  step,
  intro,
  children,
}: {
  info: TechnicianInfoDto;
  step: RegistrationStep;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('technicians');
  const mode = editModeOf(info);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('registration.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(`steps.${step}.title`)}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{intro ?? t(`steps.${step}.intro`)}</p>
      </div>
      <RegistrationProgress info={info} current={step} />
      <EditModeNotice info={info} mode={mode} step={step} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </div>
  );
}

/** Back (to the step before) and Next beside each other at the bottom of a step. */
function StepNavFrame({ step, next }: { step: RegistrationStep; next: ReactNode }) {
  const { t } = useTranslation('technicians');
  const back = previousStep(step);
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
      {back ? (
        <ButtonLink to={registrationStepPath(back)} variant="secondary">
          <ChevronLeft className="size-4" aria-hidden />
          {t('nav.back')}
        </ButtonLink>
      ) : (
        <span />
      )}
      {next}
    </div>
  );
}

/**
 * The navigation of a step that is a form: Next submits it (the step is saved as it is left; the form moves on once
 * saved). While the form cannot be changed, Next only moves on.
 */
export function FormStepNav({
  step,
  editable,
  form,
}: {
  step: RegistrationStep;
  editable: boolean;
  /** The id of the form Next submits, when the navigation sits outside it. */
  form?: string;
}) {
  const { t } = useTranslation('technicians');
  const { isSubmitting } = useFormikContext();
  const following = nextStep(step);
  if (!editable) return <LinkStepNav step={step} />;
  return (
    <StepNavFrame
      step={step}
      next={
        <Button type="submit" form={form} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          {following ? t('nav.saveNext') : t('nav.save')}
          {following && <ChevronRight className="size-4" aria-hidden />}
        </Button>
      }
    />
  );
}

/** The navigation of a step whose content is saved as it is added (uploads, references): Next only moves on. */
export function LinkStepNav({ step }: { step: RegistrationStep }) {
  const { t } = useTranslation('technicians');
  const following = nextStep(step);
  return (
    <StepNavFrame
      step={step}
      next={
        following && (
          <ButtonLink to={registrationStepPath(following)}>
            {t('nav.next')}
            <ChevronRight className="size-4" aria-hidden />
          </ButtonLink>
        )
      }
    />
  );
}
