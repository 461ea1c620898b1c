import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '@fleetcare/shared';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { JobNotFound, JobPanel } from '../components/job/job-panel.tsx';
import { JobsList } from '../components/job/jobs-list.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One job opened from the list (?job=<request id>): its details and what the technician can do. */
export function JobPage({ maintenanceId }: { maintenanceId: string }) {
  const { t } = useTranslation('maintenance');
  usePageMeta(t('job.title'));
  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={screens.jobNotification}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('job.backToList')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('job.title')}</h1>
      <div className="mt-6">
        {UUID.test(maintenanceId) ? <JobPanel maintenanceId={maintenanceId.toLowerCase()} /> : <JobNotFound />}
      </div>
    </div>
  );
}

/** "Jobs near me": the technician's job offers by tab. */
export function JobsPage() {
  const { t } = useTranslation('maintenance');
  usePageMeta(t('job.list.title'));
  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('job.list.title')}</h1>
      <p className="mt-2 text-slate-700">{t('job.list.intro')}</p>
      <div className="mt-6">
        <JobsList />
      </div>
    </div>
  );
}
