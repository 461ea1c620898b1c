import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFoundError, RecordPage } from '../../features/maintenance/components/record-page.tsx';
import { maintenanceDetailsPath, REQUESTS_PATH } from '../../features/maintenance/lib/request-links.ts';
import { useReport } from '../../features/maintenance/report/api/report-queries.ts';
import { ReportView } from '../../features/maintenance/report/view/report-view.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /view-report/vehicle-inspection/{orderId} (signed in; orderId is the maintenance request): the job's report for
 * its customer, the vehicle's collaborators and its mechanic. Not found when the id is no request's or the report
 * is not the caller's to read; loading, a failed load with Try again, then the report.
 */
export default function ReportScreen() {
  const { t } = useTranslation('reports');
  usePageMeta(t('title'));
  const { orderId = '' } = useParams();
  const valid = UUID.test(orderId);
  const maintenanceId = orderId.toLowerCase();
  const report = useReport(maintenanceId, { enabled: valid });
  return (
    <RecordPage
      className="mx-auto min-h-[60vh] max-w-3xl space-y-4 px-4 py-6 print:max-w-none print:p-0 sm:py-10"
      query={report}
      notFound={!valid || isNotFoundError(report.error)}
      notFoundTitle={t('title')}
      notFoundBody={t('view.notFound')}
      notFoundAction={
        <Link to={REQUESTS_PATH} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800">
          {t('view.toRequests')}
        </Link>
      }
      title={t('title')}
      loadingText={t('view.loading')}
      loadFailed={t('view.loadFailed')}
      retryLabel={t('view.retry')}
    >
      {(data) => (
        <ReportView
          report={data}
          backTo={{ to: maintenanceDetailsPath(data.maintenanceId), label: t('view.backToJob') }}
        />
      )}
    </RecordPage>
  );
}
