import type { RegistrationStep, TechnicianInfoDto } from '@fleetcare/shared';
import { ChevronRight, Eye, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTechnicianInfo } from '../api/technician-info.ts';
import { TechnicianStatusBadge } from '../components/status-badge.tsx';
import { technicianStatusLabel } from '../lib/technician-status.ts';
import { APPLICATION_STATUS_PATH, registrationStepPath } from '../paths.ts';
import { TechnicianAreaForm } from './technician-profile-area.tsx';
import { TechnicianDutySwitch } from './technician-profile-duty.tsx';
import { TechnicianProfileSection } from './technician-profile-section.tsx';
import { TechnicianSkillsForm } from './technician-profile-skills.tsx';

/** The page for mechanics, where an account that is not a technician learns how to become one. */
const FOR_TECHNICIANS_PATH = '/technician';

/** The registration's other steps, opened from the profile to change what they hold. */
const otherSteps: readonly RegistrationStep[] = [
  'personal',
  'languages',
  'availability',
  'credentials',
  'references',
  'payout',
];

function MoreOfTheProfile() {
  const { t } = useTranslation('technician-profile');
  const links = [
    ...otherSteps.map((step) => ({ key: step, to: registrationStepPath(step) })),
    { key: 'application', to: APPLICATION_STATUS_PATH },
  ];
  return (
    <TechnicianProfileSection title={t('more.title')} description={t('more.description')}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ key, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {t(`more.${key}`)}
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </TechnicianProfileSection>
  );
}

/** An approved technician's profile: the switch, the area, the skills, `reviews` and the way to the rest. */
function ApprovedProfile({ info, reviews }: { info: TechnicianInfoDto; reviews: ReactNode }) {
  const { t } = useTranslation('technician-profile');
  return (
    <div className="space-y-6">
      {info.changesUnderReview ? (
        <Alert tone="info" title={t('review.banner')}>
          {t('review.note')}
        </Alert>
      ) : (
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('review.note')}
        </p>
      )}
      <TechnicianDutySwitch info={info} />
      <TechnicianAreaForm info={info} />
      <TechnicianSkillsForm info={info} />
      {reviews}
      <MoreOfTheProfile />
    </div>
  );
}

/** Before approval: where the application stands and the way on. Suspended or deactivated: why no jobs come. */
function NotApproved({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation(['technician-profile', 'technicians']);
  const status = technicianStatusLabel(t, info.status);
  if (info.status === 'suspended' || info.status === 'deactivated') {
    return (
      <Alert
        tone="warning"
        title={t('stopped.title')}
        action={
          <ButtonLink to={APPLICATION_STATUS_PATH} variant="secondary">
            {t('stopped.seeApplication')}
          </ButtonLink>
        }
      >
        <p>{t('stopped.body', { status })}</p>
        {info.application.message && <p className="mt-2 whitespace-pre-line">{info.application.message}</p>}
      </Alert>
    );
  }
  const body =
    info.status === 'incomplete'
      ? 'notApproved.incomplete'
      : info.status === 'changes-requested'
        ? 'notApproved.changes'
        : info.status === 'rejected'
          ? 'notApproved.rejected'
          : 'notApproved.waiting';
  return (
    <EmptyState
      icon={Wrench}
      title={t('notApproved.title')}
      action={
        <>
          {info.status === 'incomplete' && (
            <ButtonLink to={registrationStepPath(info.missing[0]?.step ?? 'review')}>
              {t('notApproved.continue')}
            </ButtonLink>
          )}
          <ButtonLink to={APPLICATION_STATUS_PATH} variant={info.status === 'incomplete' ? 'secondary' : 'primary'}>
            {t('notApproved.seeApplication')}
          </ButtonLink>
        </>
      }
    >
      <p className="font-semibold text-slate-800">{t('status', { status })}</p>
      <p className="mt-1">{t(body)}</p>
    </EmptyState>
  );
}

/**
 * /dashboard/settings/technician-profile: an approved technician's profile (on or off duty, base and distance,
 * trades and services, `reviews` (the page's composition: the customers' reviews), and links to the rest); before
 * approval, where the application stands and the way on.
 */
export function TechnicianProfilePage({ reviews }: { reviews?: ReactNode } = {}) {
  // Every catalogue its sections read loads before any of them shows: a section waiting on its own words would hold
  // back the ones after it (their effects, such as the reviews' query, never ran in Preact).
  const { t } = useTranslation(['technician-profile', 'technicians', 'address']);
  const info = useTechnicianInfo();

  let content;
  if (info.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3 py-8 text-slate-600">
        <Spinner className="size-5" />
        {t('loading')}
      </p>
    );
  } else if (info.isError) {
    content =
      isApiError(info.error) && info.error.code === 'NOT_A_TECHNICIAN' ? (
        <EmptyState
          icon={Wrench}
          title={t('notTechnician.title')}
          action={<ButtonLink to={FOR_TECHNICIANS_PATH}>{t('notTechnician.action')}</ButtonLink>}
        >
          {t('notTechnician.body')}
        </EmptyState>
      ) : (
        <LoadError
          title={t('loadFailed')}
          error={info.error}
          onRetry={() => void info.refetch()}
          retryLabel={t('retry')}
        />
      );
  } else if (info.data.status === 'approved') {
    content = <ApprovedProfile info={info.data} reviews={reviews} />;
  } else {
    content = <NotApproved info={info.data} />;
  }

  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-xl font-semibold text-slate-900">{t('title')}</h2>
          {info.data && <TechnicianStatusBadge status={info.data.status} large />}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      </div>
      {content}
    </div>
  );
}

export default TechnicianProfilePage;
