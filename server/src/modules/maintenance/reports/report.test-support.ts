import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { reportsApi, type ReportDto } from '@fleetcare/shared';
import { maintenanceReports, reportEntries, reportMedia, serviceTypes } from '../../../db/schema/index.ts';
import { seedServices } from '../../../../test/job-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';
import { bookedJob, type BookedJob, type BookedJobOptions } from '../jobs/job.test-support.ts';
import type { AppDeps } from '../../../deps.ts';
import type { TestAgent } from '../booking/booking.test-support.ts';
import type { ReportViewer } from './report-access.ts';
import { getReport, inspectorMarkTask, updateInspectionReport } from './report.service.ts';

/*
 * What the report tests share: the oil change's checklist in the catalogue, a booked job with its report, the
 * calls' paths, files of each kind, and the report's rows and stored files.
 */

/** The oil change's checklist, in English and in Norwegian, item by item. */
export const OIL_CHECKLIST = {
  en: ['Drain the old oil', 'Replace the oil filter', 'Refill with new oil'],
  nb: ['Tapp ut gammel olje', 'Bytt oljefilteret', 'Fyll på ny olje'],
};

/** Gives the test catalogue's oil change its checklist (brake repair keeps none). */
export async function seedChecklist(t: TestApp): Promise<void> {
  await seedServices(t);
  await t.database.db
    .update(serviceTypes)
    .set({
      texts: {
        en: { name: 'Oil change', summary: 'S.', includes: OIL_CHECKLIST.en },
        nb: { name: 'Oljeskift', summary: 'S.', includes: OIL_CHECKLIST.nb },
      },
    })
    .where(eq(serviceTypes.slug, 'oil-change'));
}

export const getReportPath = (requestId: string) => apiPath(reportsApi.getReport, { id: requestId });
export const ADD_TASK = apiPath(reportsApi.addFeedbackTask);
export const ADD_ENTRY = apiPath(reportsApi.addFeedbackEntry);
export const UPLOAD = apiPath(reportsApi.uploadVehicleMedia);
export const DELETE_MEDIA = apiPath(reportsApi.deleteVehicleMedia);
export const EDIT_ENTRY = apiPath(reportsApi.editFeedbackTextEntry);
export const MARK_TASK = apiPath(reportsApi.inspectorMarkTask);
export const COMPLETE = apiPath(reportsApi.markReportComplete);
export const updateReportPath = (reportId: string) => apiPath(reportsApi.updateVehicleInspectionReport, { reportId });
export const deleteEntryPath = (id: string) => apiPath(reportsApi.deleteFeedbackEntry, { id });

export interface ReportJob extends BookedJob {
  report: ReportDto;
}

/** A booked job (moved on as told) whose report has the oil change's checklist, as its technician reads it. */
export async function reportJob(t: TestApp, options: BookedJobOptions = {}): Promise<ReportJob> {
  await seedChecklist(t);
  const job = await bookedJob(t, options);
  const res = await job.technician.agent.get(getReportPath(job.requestId));
  if (res.status !== 200) throw new Error(`reportJob: get-report answered ${res.status} ${res.text}`);
  return { ...job, report: (res.body as { data: ReportDto }).data };
}

/** The first task of the report. */
export function firstTask(job: ReportJob) {
  const task = job.report.tasks[0];
  if (!task) throw new Error('the report has no task');
  return task;
}

export const readReport = async (agent: TestAgent, requestId: string): Promise<ReportDto> =>
  ((await agent.get(getReportPath(requestId)).expect(200)).body as { data: ReportDto }).data;

export interface MediaFields {
  reportId: string;
  taskId: string;
  clientId?: string;
  takenAt?: string;
  lat?: number;
  lng?: number;
}

/** upload-vehicle-media as a phone sends it: the fields, then the file. */
export function uploadMedia(agent: TestAgent, fields: MediaFields, bytes: Buffer, name = 'photo.jpg') {
  let req = agent
    .post(UPLOAD)
    .field('reportId', fields.reportId)
    .field('taskId', fields.taskId)
    .field('clientId', fields.clientId ?? randomUUID())
    .field('takenAt', fields.takenAt ?? '2026-11-28T09:15:00Z');
  if (fields.lat !== undefined) req = req.field('lat', String(fields.lat));
  if (fields.lng !== undefined) req = req.field('lng', String(fields.lng));
  return req.attach('file', bytes, name);
}

/** A phone's photo, 1600 × 1200 (what the app sends). */
export function phonePhoto(colour = 120): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: colour, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** The report's stored files (without the storage's sidecars). */
export function reportFiles(dataDir: string, reportId: string): string[] {
  const folder = path.join(dataDir, 'uploads', 'reports', reportId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
}

export const entryRowsOf = (t: TestApp, reportId: string) =>
  t.database.db.select().from(reportEntries).where(eq(reportEntries.reportId, reportId));

export const mediaRowsOf = (t: TestApp, reportId: string) =>
  t.database.db.select().from(reportMedia).where(eq(reportMedia.reportId, reportId));

export async function reportRow(t: TestApp, reportId: string) {
  const [row] = await t.database.db.select().from(maintenanceReports).where(eq(maintenanceReports.id, reportId));
  if (!row) throw new Error('no report row');
  return row;
}

/**
 * Fills the job's report through the services, as its technician: every task still to do marked OK and a summary
 * written, what its completion (work done) asks for.
 */
export async function fillReportOf(deps: AppDeps, technician: ReportViewer, requestId: string): Promise<void> {
  const report = await getReport(deps, technician, requestId);
  for (const task of report.tasks) {
    if (task.status === 'todo') await inspectorMarkTask(deps, technician, { taskId: task._id, status: 'ok' });
  }
  await updateInspectionReport(deps, technician, report._id, { summary: 'Oil and filter changed; no leaks found.' });
}
