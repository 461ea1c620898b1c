import { screens, type TechnicianInfoDto } from '@fleetcare/shared';
import { ChevronRight, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  APPLICATION_STATUS_PATH,
  registrationStepPath,
  technicianStatusLabel,
  useTechnicianInfo,
} from '../../features/technicians/index.ts';

type Situation = 'incomplete' | 'waiting' | 'changes' | 'rejected' | 'stopped';

function situationOf(status: TechnicianInfoDto['status']): Situation | 'approved' {
  switch (status) {
    case 'incomplete':
      return 'incomplete';
    case 'pending':
    case 'in-review':
      return 'waiting';
    case 'changes-requested':
      return 'changes';
    case 'rejected':
      return 'rejected';
    case 'approved':
      return 'approved';
    case 'suspended':
    case 'deactivated':
      return 'stopped';
  }
}

function NextStep({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {label}
      <ChevronRight className="size-4 shrink-0" aria-hidden />
    </Link>
  );
}

/**
 * The technician card's part about the application: for an approved technician, on or off duty and the way to the
 * profile; otherwise where the application stands and the next step.
 */
export function TechnicianApplicationStatus() {
  const { t } = useTranslation(['dashboard', 'technicians']);
  const info = useTechnicianInfo();
  if (info.isPending) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('roles.technician.application.loading')}
      </p>
    );
  }
  if (info.isError) {
    return (
      <LoadError
        className="mt-4"
        title={t('roles.technician.application.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
        retryLabel={t('roles.technician.application.retry')}
      />
    );
  }
  const situation = situationOf(info.data.status);
  const status = t('roles.technician.application.status', { status: technicianStatusLabel(t, info.data.status) });

  if (situation === 'approved') {
    const { onDuty, changesUnderReview } = info.data;
    return (
      <div className="mt-4 rounded-xl bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">{status}</p>
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <Power className={`size-4 shrink-0 ${onDuty ? 'text-brand-700' : 'text-slate-500'}`} aria-hidden />
          {t(onDuty ? 'roles.technician.application.onDuty' : 'roles.technician.application.offDuty')}
        </p>
        {changesUnderReview && (
          <p className="mt-1 text-sm text-slate-600">{t('roles.technician.application.underReview')}</p>
        )}
        <NextStep to={screens.technicianProfile} label={t('roles.technician.application.profileLink')} />
      </div>
    );
  }

  // Before sending, the first step with something missing; after, the application's page.
  const to =
    situation === 'incomplete' ? registrationStepPath(info.data.missing[0]?.step ?? 'review') : APPLICATION_STATUS_PATH;
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4">
      <p className="font-semibold text-slate-900">{status}</p>
      <p className="mt-1 text-slate-700">{t(`roles.technician.application.${situation}.body`)}</p>
      <NextStep to={to} label={t(`roles.technician.application.${situation}.link`)} />
    </div>
  );
}
