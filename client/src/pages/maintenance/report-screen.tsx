import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFoundError, RecordPage } from '../../features/maintenance/components/record-page.tsx';
import { REQUESTS_PATH } from '../../features/maintenance/lib/request-links.ts';
import { useReport } from '../../features/maintenance/report/api/report-queries.ts';
import { ReportView } from '../../features/maintenance/report/view/report-view.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { keepReportForOffline } from '../../features/maintenance/report/offline/keep-for-offline.ts';
import { hasServerMarkup, releaseServerMarkup } from '../../lib/server-markup.ts';

// Which page leads back is asked of the server after the report shows, in a chunk of its own: neither it nor its
// calls stand between the reader and the report.
const ReportBackLink = lazy(() => import('./report-back-link.tsx'));

// A screen tall at least, so the footer stays below it while the report loads and does not jump away when it comes.
const pageClass = 'mx-auto min-h-svh max-w-3xl space-y-4 px-4 py-6 print:min-h-0 print:max-w-none print:p-0 sm:py-10';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /view-report/vehicle-inspection/{orderId} (signed in; orderId is the maintenance request): the job's report for
 * its customer, the vehicle's collaborators and its mechanic. Not found when the id is no request's or the report
 * is not the caller's to read; loading, a failed load with Try again, then the report, with a way back to the page
 * of the job the reader can open (ReportBackLink).
 */
export default function ReportScreen() {
  const { orderId = '' } = useParams();
  const valid = UUID.test(orderId);
  const maintenanceId = orderId.toLowerCase();
  // The screen does not wait for its words out of sight: it asks for the report at once, beside them, and holds a
  // screen's height meanwhile, so the footer below stays out of view instead of jumping away when they come.
  const { t, ready } = useTranslation('reports', { useSuspense: false });
  const report = useReport(maintenanceId, { enabled: valid });
  usePageMeta(ready ? t('title') : undefined);
  // The server's first screen of the report (when it rendered one) stays until this one is drawn, then goes in the
  // same frame: no loader in between, and nothing moves. Its report came with the page, past the offline worker,
  // so it is asked once more for the worker to keep.
  useLayoutEffect(() => {
    if (!ready) return;
    if (hasServerMarkup()) keepReportForOffline(maintenanceId);
    releaseServerMarkup();
  }, [ready, maintenanceId]);
  if (!ready) {
    return (
      <div className={pageClass}>
        <PageLoader />
      </div>
    );
  }
  return (
    <RecordPage
      className={pageClass}
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
          back={
            <Suspense fallback={null}>
              <ReportBackLink report={data} />
            </Suspense>
          }
        />
      )}
    </RecordPage>
  );
}
