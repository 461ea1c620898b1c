import { reportWritableJobStatuses } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { lockJob, type JobRow } from '../jobs/job.repository.ts';
import { loadVehicleFor } from '../../vehicles/index.ts';
import { findReport, findReportJob, lockReport, type ReportJobRow, type ReportRow } from './report.repository.ts';

/*
 * Who may do what with a report. Its booked technician writes it; the job's customer and the vehicle's owner and
 * collaborators read it, and a write of theirs is 403; anyone else is told it does not exist (404), like an unknown
 * id. Writes go while the job is booked, en route, arrived or in progress and the report is a draft.
 */

/** Who is calling: their id and language. */
export interface ReportViewer {
  id: string;
  locale: string | null;
}

export const reportNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that report.' });
export const taskNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that task of the report.' });
export const entryNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that note of the report.' });
export const mediaNotFound = () =>
  new AppError('NOT_FOUND', { message: 'We could not find that photo or video of the report.' });

const readOnly = () =>
  new AppError('FORBIDDEN', { message: 'Only the technician booked for this job writes its report.' });

/** The caller's side of the report: its technician (who writes it), a reader, or nobody (null). */
export async function sideOf(
  db: Db,
  viewerId: string,
  job: ReportJobRow,
  report: ReportRow,
): Promise<'technician' | 'reader' | null> {
  if (report.technicianId === viewerId && job.technicianId === viewerId) return 'technician';
  if (job.customerId === viewerId) return 'reader';
  try {
    await loadVehicleFor(db, viewerId, job.vehicleId, 'view');
    return 'reader';
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The report `reportId` and its job for a write by the caller: 404 for an unknown report or a stranger, 403 for
 * someone who may only read it. Read outside any transaction; the write locks them again (lockForWriting).
 */
export async function reportForWriting(
  deps: Pick<AppDeps, 'db'>,
  viewer: ReportViewer,
  reportId: string,
): Promise<{ report: ReportRow; job: ReportJobRow }> {
  const report = await findReport(deps.db, reportId);
  const job = report ? await findReportJob(deps.db, report.requestId) : undefined;
  if (!report || !job) throw reportNotFound();
  const side = await sideOf(deps.db, viewer.id, job, report);
  if (side === null) throw reportNotFound();
  if (side === 'reader') throw readOnly();
  return { report, job };
}

/**
 * The job's row lock, then the report's, in the order every write of the report and every step of the job takes
 * them; the caller's hold on the report is checked again under them (a re-booked job's report changes hands).
 */
export async function lockForWriting(
  tx: Db,
  viewer: ReportViewer,
  report: ReportRow,
): Promise<{ job: JobRow; report: ReportRow }> {
  const job = await lockJob(tx, report.requestId);
  const locked = await lockReport(tx, report.id);
  if (!job || !locked || locked.technicianId !== viewer.id || job.technicianId !== viewer.id) throw reportNotFound();
  return { job, report: locked };
}

/** A complete report no longer changes (409 REPORT_COMPLETE); a job not under way neither (409 naming its status). */
export function checkWritable(job: Pick<JobRow, 'status'>, report: ReportRow): void {
  if (report.status === 'complete') throw new AppError('REPORT_COMPLETE');
  if (!reportWritableJobStatuses.includes(job.status)) {
    throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: job.status });
  }
}

/** The report is writable by the technician now (what get-report's `canEdit` says). */
export function isWritable(job: Pick<JobRow, 'status'>, report: ReportRow): boolean {
  return report.status === 'draft' && reportWritableJobStatuses.includes(job.status);
}
