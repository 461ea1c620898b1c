import type { TechnicianInfoDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTechnicianInfo } from '../api/technician-info.ts';
import { technicianStatusLabel } from '../lib/technician-status.ts';
import { APPLICATION_STATUS_PATH, registrationStepPath } from '../paths.ts';

/** The technician's profile in the account's settings. */
export const TECHNICIAN_PROFILE_PATH = '/dashboard/settings/technician-profile';
/** Sign-up with the technician role chosen. */
export const TECHNICIAN_SIGNUP_PATH = '/signup?role=technician';
/** Sign-in that comes back to the public page, which then offers the signed-in visitor's next step. */
export const SIGN_IN_FOR_TECHNICIANS_PATH = `/login?${new URLSearchParams({ redirectTo: '/technician' }).toString()}`;

/**
 * Who opens the public page: a visitor without an account, a signed-in account that is not a technician, a
 * technician (whose application says what comes next), or a signed-in visitor whose account is still being read.
 */
export type ForTechniciansVisitor = 'guest' | 'account' | 'technician' | 'checking';

/** On the page's dark bands: the main action in the accent colour, the other outlined in white. */
const secondaryLinkClass =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10';

interface Action {
  to: string;
  label: string;
}

/** A technician's next step by the application's status: finish it, fix it, follow it, or work. */
export function technicianActions(
  info: Pick<TechnicianInfoDto, 'status' | 'missing'>,
  t: (key: string) => string,
): { main: Action; other?: Action } {
  const seeApplication = { to: APPLICATION_STATUS_PATH, label: t('cta.technician.seeApplication') };
  switch (info.status) {
    case 'incomplete':
      return {
        main: { to: registrationStepPath(info.missing[0]?.step ?? 'review'), label: t('cta.technician.continue') },
      };
    case 'changes-requested':
      return { main: { to: APPLICATION_STATUS_PATH, label: t('cta.technician.seeChanges') } };
    case 'approved':
      return { main: { to: TECHNICIAN_PROFILE_PATH, label: t('cta.technician.profile') }, other: seeApplication };
    default:
      return { main: seeApplication };
  }
}

function Actions({ main, other }: { main: Action; other?: Action | undefined }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <ButtonLink to={main.to} variant="accent" size="lg" className="py-2 text-center leading-snug">
        {main.label}
      </ButtonLink>
      {other && (
        <Link to={other.to} className={secondaryLinkClass}>
          {other.label}
        </Link>
      )}
    </div>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="flex min-h-12 items-center gap-3 text-brand-50">
      <Spinner className="size-5" />
      {label}
    </p>
  );
}

function TechnicianCallToAction() {
  const { t } = useTranslation(['for-technicians', 'technicians']);
  const info = useTechnicianInfo();
  if (info.isPending) return <Waiting label={t('cta.technician.loading')} />;
  if (info.isError) {
    // The role was taken away meanwhile: the account may register again.
    if (isApiError(info.error) && info.error.code === 'NOT_A_TECHNICIAN') return <AccountCallToAction />;
    return (
      <LoadError
        title={t('cta.technician.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
        retryLabel={t('cta.technician.retry')}
      />
    );
  }
  const { main, other } = technicianActions(info.data, (key) => t(key));
  return (
    <div className="space-y-4">
      <p className="font-semibold text-white">
        {t('cta.technician.status', { status: technicianStatusLabel(t, info.data.status) })}
      </p>
      <Actions main={main} other={other} />
    </div>
  );
}

function AccountCallToAction() {
  const { t } = useTranslation('for-technicians');
  return (
    <div className="space-y-3">
      <Actions main={{ to: registrationStepPath('personal'), label: t('cta.account.turn') }} />
      <p className="max-w-[55ch] text-sm text-brand-50">{t('cta.account.body')}</p>
    </div>
  );
}

function GuestCallToAction() {
  const { t } = useTranslation('for-technicians');
  return (
    <div className="space-y-3">
      <Actions main={{ to: TECHNICIAN_SIGNUP_PATH, label: t('cta.guest.signUp') }} />
      <p className="text-sm text-brand-50">
        {t('cta.guest.haveAccount')}{' '}
        <Link
          to={SIGN_IN_FOR_TECHNICIANS_PATH}
          className="inline-flex min-h-8 items-center font-semibold text-white underline underline-offset-2"
        >
          {t('cta.guest.signIn')}
        </Link>
      </p>
    </div>
  );
}

/** The page's call to register, by who is visiting. Shown on the page's dark bands. */
export function ForTechniciansCallToAction({ visitor }: { visitor: ForTechniciansVisitor }) {
  const { t } = useTranslation('for-technicians');
  switch (visitor) {
    case 'guest':
      return <GuestCallToAction />;
    case 'account':
      return <AccountCallToAction />;
    case 'technician':
      return <TechnicianCallToAction />;
    case 'checking':
      return <Waiting label={t('cta.checking')} />;
  }
}
