import type { MaintenanceRequestDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { partyOf, jobAnswer, type JobReader } from './jobs/job-actions.service.ts';
import { findJob } from './jobs/job.repository.ts';
import { checkTransition } from './request-machine.ts';
import { markReportComplete } from './reports/report.service.ts';
import { findReportOfRequest } from './reports/report.repository.ts';

const notFound = () => new AppError('NOT_FOUND', { message: 'This maintenance request was not found.' });

/**
 * update-maintenance with `progress: 'work-done'`: the technician's work is done when the job's report is complete,
 * so the step is the report's completion (mark-report-complete), with its rules: 422 REPORT_INCOMPLETE naming each
 * task without a status and a missing summary. Anyone but the job's two sides gets 404; the customer, or a job not in
 * progress, 409 MAINTENANCE_STATUS_CONFLICT naming its status, as for every step out of turn. The answer is the
 * request as the technician sees it.
 */
export async function finishWork(deps: AppDeps, reader: JobReader, id: string): Promise<MaintenanceRequestDto> {
  const job = await findJob(deps.db, id);
  const party = job ? partyOf(job, reader.id) : null;
  if (!job || !party) throw notFound();
  checkTransition('finish-work', job.status, party);
  const report = await findReportOfRequest(deps.db, id);
  // Every booked job has its report from the booking on; a job without one cannot have its work done.
  if (!report) throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: job.status });
  await markReportComplete(deps, reader, report.id);
  return jobAnswer(deps, reader, id, party);
}
