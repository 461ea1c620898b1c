import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MaintenanceStatus } from '@fleetcare/shared';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { hasReport, reportPath } from './report-paths.ts';

/**
 * "View the job report": a link to the job's report once the job has one (booked on). Until the reports catalogue
 * has loaded it shows nothing, so the page around it never waits for it.
 */
export function ReportLink({ maintenanceId, status }: { maintenanceId: string; status: MaintenanceStatus }) {
  const { t, ready } = useTranslation('reports', { useSuspense: false });
  if (!ready || !hasReport(status)) return null;
  return (
    <Link to={reportPath(maintenanceId)} className={buttonClass('secondary', 'md')}>
      <ClipboardList className="size-4" aria-hidden />
      {t('view.open')}
    </Link>
  );
}
