import { useSearchParams } from 'react-router';
import { JobPanel } from '../../features/maintenance/components/job/job-panel.tsx';
import { JobPage, JobsPage } from '../../features/maintenance/pages/job-pages.tsx';
import { JobNotificationPage } from '../../features/notifications/pages/job-notification-page.tsx';

const jobOf = (orderId: string) => <JobPanel maintenanceId={orderId} />;

/**
 * /inspector/inspector-job-notification, the technician's jobs: with `?notification=<id>` the job notification (the
 * notifications feature) showing the job it is about (the maintenance feature); with `?job=<request id>` that job,
 * opened from the list; with neither, "Jobs near me" (the list by tab).
 */
export function JobNotificationScreen() {
  const [params] = useSearchParams();
  if (params.has('notification')) return <JobNotificationPage job={jobOf} />;
  const job = params.get('job');
  if (job !== null) return <JobPage maintenanceId={job.trim()} />;
  return <JobsPage />;
}
