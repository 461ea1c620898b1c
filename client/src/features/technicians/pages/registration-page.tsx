import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { RegistrationStep, TechnicianInfoDto } from '@fleetcare/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useTechnicianInfo } from '../api/technician-info.ts';
import { PageLoadError, PageLoading } from '../components/page-states.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { AvailabilityStep } from '../components/steps/availability-step.tsx';
import { CredentialsStep } from '../components/steps/credentials-step.tsx';
import { IdentityStep } from '../components/steps/identity-step.tsx';
import { LanguagesStep } from '../components/steps/languages-step.tsx';
import { PayoutStep } from '../components/steps/payout-step.tsx';
import { PersonalStep, type PhotoUpload } from '../components/steps/personal-step.tsx';
import { ReferencesStep } from '../components/steps/references-step.tsx';
import { ReviewStep } from '../components/steps/review-step.tsx';
import { ServiceAreaStep } from '../components/steps/service-area-step.tsx';
import { SkillsStep } from '../components/steps/skills-step.tsx';
import { blankTechnicianInfo, resumeTarget } from '../lib/registration-flow.ts';
import { APPLICATION_STATUS_PATH, registrationStepPath, stepOf } from '../paths.ts';

export interface RegistrationScreenProps {
  photo: PhotoUpload;
  /** The account's name, for the first step of an account that is not a technician yet. */
  accountName: { firstName: string; lastName: string } | undefined;
}

function StepContent({ step, info, photo }: { step: RegistrationStep; info: TechnicianInfoDto; photo: PhotoUpload }) {
  switch (step) {
    case 'personal':
      return <PersonalStep info={info} photo={photo} />;
    case 'skills':
      return <SkillsStep info={info} />;
    case 'languages':
      return <LanguagesStep info={info} />;
    case 'service-area':
      return <ServiceAreaStep info={info} />;
    case 'availability':
      return <AvailabilityStep info={info} />;
    case 'identity':
      return <IdentityStep info={info} />;
    case 'credentials':
      return <CredentialsStep info={info} />;
    case 'references':
      return <ReferencesStep info={info} />;
    case 'payout':
      return <PayoutStep info={info} />;
    case 'review':
      return <ReviewStep info={info} />;
  }
}

/**
 * /technician/technician-registration and /technician/technician-registration/:visibleComponent: one registration
 * step per path, each saved as it is left. Without a step (or with an unknown one) it resumes: the first step with
 * something missing, the review when nothing is, the status page once the application is with FleetCare. An account
 * that is not a technician yet starts empty; its first save makes it an applicant.
 */
export function RegistrationScreen({ photo, accountName }: RegistrationScreenProps) {
  const { t } = useTranslation(['technicians', 'validation']);
  const { visibleComponent } = useParams();
  const query = useTechnicianInfo();
  const step = stepOf(visibleComponent);
  usePageMeta(step ? t(`steps.${step}.title`) : undefined);
  const notTechnician = isApiError(query.error) && query.error.code === 'NOT_A_TECHNICIAN';
  const info =
    query.data ?? (notTechnician ? blankTechnicianInfo(accountName?.firstName, accountName?.lastName) : undefined);
  if (!info) {
    if (query.isError) return <PageLoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <PageLoading />;
  }
  if (!step) {
    const target = resumeTarget(info);
    return <Navigate replace to={target === 'status' ? APPLICATION_STATUS_PATH : registrationStepPath(target)} />;
  }
  return (
    <StepLayout info={info} step={step}>
      {/* A new form per step: what one step typed never shows in another. */}
      <StepContent key={step} step={step} info={info} photo={photo} />
    </StepLayout>
  );
}
