import type { AppDeps } from '../../../deps.ts';
import { localeOf } from '../../../lib/i18n.ts';
import { bookedQuotationTotal } from '../jobs/job-money.repository.ts';
import { findJob, paidSurchargeHolds } from '../jobs/job.repository.ts';
import type { ReportViewer } from './report-access.ts';
import { renderReportPdf, type ReportPdfCost } from './report-pdf.ts';
import { listMedia } from './report.repository.ts';
import { getReport } from './report.service.ts';

/** Nigeria's clock, for a job that has none of its own. */
const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/**
 * The job's report as a PDF, for whoever may read the report (the same rules as get-report: 404 for anyone
 * else), in the reader's language, with the photos' thumbnails and what the job cost.
 */
export async function getReportPdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  viewer: ReportViewer,
  requestId: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const report = await getReport(deps, viewer, requestId);
  const [media, job] = await Promise.all([listMedia(deps.db, report._id), findJob(deps.db, requestId)]);
  const thumbnails = new Map<string, Buffer>();
  await Promise.all(
    media.map(async (row) => {
      if (!row.thumbnailKey) return;
      const file = await deps.storage.get(row.thumbnailKey);
      if (file) thumbnails.set(row.id, file.bytes);
    }),
  );
  let cost: ReportPdfCost | null = null;
  if (job?.bookedQuotationId) {
    const [quotation, surcharges] = await Promise.all([
      bookedQuotationTotal(deps.db, job.bookedQuotationId),
      paidSurchargeHolds(deps.db, job.id),
    ]);
    if (quotation) {
      cost = { quotation: quotation.total, surcharges: surcharges.reduce((sum, item) => sum + item.total, 0) };
    }
  }
  const bytes = await renderReportPdf({
    report,
    cost,
    thumbnails,
    locale: localeOf(viewer.locale),
    timeZone: job?.timeZone ?? DEFAULT_TIME_ZONE,
  });
  return { bytes, fileName: `fleetcare-report-${requestId.slice(0, 8)}.pdf` };
}
