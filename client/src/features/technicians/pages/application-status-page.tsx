import { ArrowRight, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leadsToScreen, screens, type TechnicianInfoDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatInstant } from '../../../lib/format.ts';
import { supportPhones, telHref } from '../../../lib/support-contact.ts';
import { useTechnicianInfo } from '../api/technician-info.ts';
import { MissingList } from '../components/missing-list.tsx';
import { PageLoadError, PageLoading } from '../components/page-states.tsx';
import { ReferenceStateBadge } from '../components/reference-state-badge.tsx';
import { TechnicianStatusBadge } from '../components/status-badge.tsx';
import { resumeTarget } from '../lib/registration-flow.ts';
import { registrationStepPath, TECHNICIAN_PROFILE_PATH } from '../paths.ts';

function Card({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

/** The admin's words to the applicant (a reason, the changes asked for), as written. */
function AdminMessage({ message, label }: { message: string | null; label: string }) {
  if (!message) return null;
  return (
    <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-4 py-3" data-testid="admin-message">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="mt-1 whitespace-pre-line break-words text-slate-900">{message}</p>
    </blockquote>
  );
}

/** What FleetCare looks at, and how each reference has answered so far. */
function WhatIsChecked({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  return (
    <>
      <h3 className="text-sm font-semibold text-slate-900">{t('statusPage.checksTitle')}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {(['identity', 'credentials', 'references', 'skills'] as const).map((item) => (
          <li key={item}>{t(`statusPage.checks.${item}`)}</li>
        ))}
      </ul>
      {info.references.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('statusPage.referencesTitle')}</h3>
          <ul className="mt-2 space-y-2">
            {info.references.map((reference) => (
              <li key={reference._id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="reference">
                <span className="break-words">{reference.name}</span>
                <ReferenceStateBadge state={reference.state} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function SupportContact() {
  const { t } = useTranslation('technicians');
  return (
    <div className="text-sm">
      <p>{t('statusPage.supportIntro')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {supportPhones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)} className={`${inlineLinkClass} gap-1.5`}>
              <Phone className="size-4" aria-hidden />
              {phone}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={screens.help} className={inlineLinkClass}>
          {t('statusPage.helpLink')}
        </Link>
      </p>
    </div>
  );
}

/** Where the application stands, in words, and what to do next. */
function NextSteps({ info }: { info: TechnicianInfoDto }) {
  const { t, i18n } = useTranslation('technicians');
  const date = (value: string | null) =>
    value ? formatInstant(value, i18n.resolvedLanguage, { style: 'longDate' }) : '';
  const target = resumeTarget(info);
  const continuePath = target === 'status' ? registrationStepPath('review') : registrationStepPath(target);
  const { application } = info;
  switch (info.status) {
    case 'incomplete':
      return (
        <Card title={t('statusPage.incomplete.title')} testId="next-steps">
          <p>{t('statusPage.incomplete.body', { count: info.missing.length })}</p>
          {info.missing.length > 0 && <MissingList items={info.missing} />}
          <ButtonLink to={continuePath}>
            {t('statusPage.incomplete.action')}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </Card>
      );
    case 'pending':
    case 'in-review':
      return (
        <Card title={t(`statusPage.${info.status}.title`)} testId="next-steps">
          <p>{t(`statusPage.${info.status}.body`, { date: date(application.submittedAt) })}</p>
          <WhatIsChecked info={info} />
          <p className="text-sm text-slate-600">{t('statusPage.liveNote')}</p>
        </Card>
      );
    case 'changes-requested':
      return (
        <Card title={t('statusPage.changes-requested.title')} testId="next-steps">
          <AdminMessage message={application.message} label={t('statusPage.messageLabel')} />
          <p>{t('statusPage.changes-requested.body')}</p>
          <ButtonLink to={continuePath}>
            {t('statusPage.changes-requested.action')}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </Card>
      );
    case 'rejected': {
      const open = application.reapplyAfter === null || new Date(application.reapplyAfter) <= new Date();
      return (
        <Card title={t('statusPage.rejected.title')} testId="next-steps">
          <AdminMessage message={application.message} label={t('statusPage.reasonLabel')} />
          {open ? (
            <>
              <p>{t('statusPage.rejected.bodyOpen')}</p>
              <ButtonLink to={continuePath}>{t('statusPage.rejected.action')}</ButtonLink>
            </>
          ) : (
            <p>{t('statusPage.rejected.bodyWait', { date: date(application.reapplyAfter) })}</p>
          )}
        </Card>
      );
    }
    case 'approved':
      return (
        <Card title={t('statusPage.approved.title')} testId="next-steps">
          <p>{t('statusPage.approved.body')}</p>
          {info.changesUnderReview && <Alert tone="info">{t('mode.changesUnderReview')}</Alert>}
          <div className="flex flex-wrap gap-3">
            {leadsToScreen(TECHNICIAN_PROFILE_PATH) && (
              <ButtonLink to={TECHNICIAN_PROFILE_PATH}>{t('statusPage.approved.profile')}</ButtonLink>
            )}
            <ButtonLink to={registrationStepPath('review')} variant="secondary">
              {t('statusPage.approved.details')}
            </ButtonLink>
          </div>
        </Card>
      );
    case 'suspended':
    case 'deactivated':
      return (
        <Card title={t(`statusPage.${info.status}.title`)} testId="next-steps">
          <AdminMessage message={application.message} label={t('statusPage.reasonLabel')} />
          <p>{t(`statusPage.${info.status}.body`)}</p>
          <SupportContact />
        </Card>
      );
  }
}

/** The application's history, oldest first: each status it entered, when, and the admin's words if any. */
function History({ info }: { info: TechnicianInfoDto }) {
  const { t, i18n } = useTranslation('technicians');
  const events = info.application.history;
  return (
    <Card title={t('statusPage.historyTitle')}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t('statusPage.historyEmpty')}</p>
      ) : (
        <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5" data-testid="history">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative">
              <span
                aria-hidden
                className="absolute -left-[1.6rem] top-1.5 size-3 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-100"
              />
              <div className="flex flex-wrap items-center gap-2">
                <TechnicianStatusBadge status={event.status} />
                <time dateTime={event.at} className="text-sm text-slate-600">
                  {formatInstant(event.at, i18n.resolvedLanguage)}
                </time>
              </div>
              {event.message && <p className="mt-1 whitespace-pre-line break-words text-sm">{event.message}</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * /technician/technician-registration/application-status: where the application stands, what to do next, and its
 * history. It follows the review live: the server notifies the applicant on every change, and the page asks again.
 */
export function ApplicationStatusPage() {
  const { t } = useTranslation(['technicians', 'validation']);
  const query = useTechnicianInfo();
  const notTechnician = isApiError(query.error) && query.error.code === 'NOT_A_TECHNICIAN';
  if (notTechnician) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('statusPage.title')}</h1>
        <Card title={t('statusPage.notTechnician.title')}>
          <p>{t('statusPage.notTechnician.body')}</p>
          <ButtonLink to={registrationStepPath('personal')}>{t('statusPage.notTechnician.action')}</ButtonLink>
        </Card>
      </div>
    );
  }
  if (!query.data) {
    if (query.isError) return <PageLoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <PageLoading />;
  }
  const info = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('registration.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('statusPage.title')}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
          <span className="text-slate-600">{t('statusPage.current')}</span>
          <TechnicianStatusBadge status={info.status} large />
        </div>
      </div>
      <NextSteps info={info} />
      <History info={info} />
    </div>
  );
}

export default ApplicationStatusPage;
