import {
  englishMessage,
  lagosToday,
  REPORT_LIMITS,
  v,
  vehicleLabel,
  type AddFeedbackEntryInput,
  type AddFeedbackTaskInput,
  type EditFeedbackTextEntryInput,
  type InspectorMarkTaskInput,
  type ReportDeletedDto,
  type ReportDto,
  type ReportEntryDto,
  type ReportHeaderDto,
  type ReportMediaDto,
  type ReportTaskDto,
  type UpdateVehicleInspectionReportInput,
} from '@fleetcare/shared';
import { locales } from '@fleetcare/shared/locales/resources';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { localeOf, type Locale } from '../../../lib/i18n.ts';
import { checkTransition } from '../request-machine.ts';
import { takeJobStep, tellCustomerOfStep } from '../jobs/job-actions.service.ts';
import { recordReportMileage, setNextServiceOfItems } from '../../vehicles/index.ts';
import { routineItemsOfServices } from './next-service.ts';
import {
  checkWritable,
  entryNotFound,
  isWritable,
  lockForWriting,
  reportForWriting,
  reportNotFound,
  sideOf,
  taskNotFound,
  type ReportViewer,
} from './report-access.ts';
import { mediaLinks } from './report-media.service.ts';
import {
  toReportDeletedDto,
  toReportEntryDto,
  toReportHeaderDto,
  toReportMediaDto,
  toReportTaskDto,
} from './report.mapper.ts';
import {
  findEntry,
  findEntryByClientId,
  findReportJob,
  findReportOfRequest,
  findTask,
  findTaskByClientId,
  handReportTo,
  insertEntryIfAbsent,
  insertReportIfAbsent,
  insertTaskIfAbsent,
  insertTasks,
  listEntries,
  listMedia,
  listTasks,
  reportPeople,
  serviceTexts,
  setEntryText,
  setTaskStatus,
  taskCount,
  tombstoneEntry,
  updateReport,
  type NewTaskRow,
  type ReportRow,
  type ServiceTextsRow,
} from './report.repository.ts';

/*
 * A job's report: made in the booking's transaction, written by the booked technician while the job is under way,
 * read by the job's customer and the vehicle's people, completed with the work. Every write takes the job's row
 * lock, then the report's (report-access.ts), and checks again under them. A create carries the device's client id:
 * the same id again answers what was stored (created: false) and changes nothing, whatever the report's state now.
 */

/** What a create answers: the item, and whether this call made it (201) or found it stored (200). */
export interface Created<T> {
  item: T;
  created: boolean;
}

const serviceName = (texts: ServiceTextsRow | undefined, slug: string, locale: Locale) =>
  texts?.texts[locale]?.name ?? texts?.texts.en?.name ?? slug;

/**
 * The tasks of a new report: per booked service, in the request's order, its catalogue checklist (the English
 * `includes`, each item named in every language, English where a language lacks it), each to do; a service without
 * a checklist gets one task named after the service (its slug when the catalogue does not know it). The migration
 * that made reports seeded the jobs then under way the same way, in SQL.
 */
function checklistTasks(reportId: string, services: readonly string[], catalogue: ServiceTextsRow[], at: Date) {
  const bySlug = new Map(catalogue.map((row) => [row.slug, row.texts]));
  const tasks: NewTaskRow[] = [];
  for (const slug of services) {
    const texts = bySlug.get(slug) ?? {};
    const items = texts.en?.includes ?? [];
    const titles =
      items.length > 0
        ? items.map((item, index) =>
            Object.fromEntries(locales.map((locale) => [locale, texts[locale]?.includes[index] ?? item])),
          )
        : [Object.fromEntries(locales.map((locale) => [locale, texts[locale]?.name ?? texts.en?.name ?? slug]))];
    for (const title of titles) {
      tasks.push({
        reportId,
        group: slug,
        titles: title,
        source: 'checklist',
        position: tasks.length,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return tasks;
}

/**
 * The report of a request being booked, in the booking's transaction: a draft with a group of checklist tasks per
 * booked service. A request booked again (re-opened after its technician cancelled) keeps its report, handed to the
 * technician booked now.
 */
export async function createReportInTransaction(
  tx: Db,
  booking: { requestId: string; technicianId: string },
  at: Date,
): Promise<void> {
  const job = await findReportJob(tx, booking.requestId);
  if (!job) throw new Error(`createReportInTransaction: no request ${booking.requestId}`);
  const report = await insertReportIfAbsent(tx, {
    requestId: job.id,
    technicianId: booking.technicianId,
    vehicleId: job.vehicleId,
    createdAt: at,
    updatedAt: at,
  });
  if (!report) {
    await handReportTo(tx, job.id, booking.technicianId, at);
    return;
  }
  const tasks = checklistTasks(report.id, job.services, await serviceTexts(tx, job.services), at);
  await insertTasks(tx, tasks.slice(0, REPORT_LIMITS.tasksMax));
}

// ---------------------------------------------------------------- reading

/** A report's media with their signed links, by task. */
async function mediaByTask(deps: Pick<AppDeps, 'db' | 'storage'>, reportId: string) {
  const rows = await listMedia(deps.db, reportId);
  const dtos = await Promise.all(rows.map(async (row) => toReportMediaDto(row, await mediaLinks(deps, row))));
  const byTask = new Map<string, ReportMediaDto[]>();
  for (const dto of dtos) byTask.set(dto.taskId, [...(byTask.get(dto.taskId) ?? []), dto]);
  return byTask;
}

/**
 * get-report: the whole report of the job `requestId`, for its technician, its customer and the vehicle's owner
 * and collaborators (404 for anyone else, and for a job never booked), with checklist tasks in the reader's
 * language and signed links to the media.
 */
export async function getReport(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  viewer: ReportViewer,
  requestId: string,
): Promise<ReportDto> {
  const job = await findReportJob(deps.db, requestId);
  const report = job ? await findReportOfRequest(deps.db, requestId) : undefined;
  if (!job || !report) throw reportNotFound();
  const side = await sideOf(deps.db, viewer.id, job, report);
  if (side === null) throw reportNotFound();
  const locale = localeOf(viewer.locale);
  const [tasks, entries, media, catalogue, people] = await Promise.all([
    listTasks(deps.db, report.id),
    listEntries(deps.db, report.id),
    mediaByTask(deps, report.id),
    serviceTexts(deps.db, job.services),
    reportPeople(deps.db, job.vehicleId, report.technicianId),
  ]);
  const entriesByTask = new Map<string, ReportEntryDto[]>();
  for (const row of entries) {
    entriesByTask.set(row.taskId, [...(entriesByTask.get(row.taskId) ?? []), toReportEntryDto(row)]);
  }
  const bySlug = new Map(catalogue.map((row) => [row.slug, row]));
  const { vehicle, technician } = people;
  return {
    ...toReportHeaderDto(report, job.status),
    vehicleId: job.vehicleId,
    vehicleLabel: vehicle
      ? vehicleLabel({
          fullVIN: vehicle.vin,
          category: vehicle.category,
          vehicleBrand: vehicle.brand,
          vehicleModel: vehicle.model,
          vehicleYear: vehicle.year,
        })
      : '',
    technicianName: technician ? `${technician.firstName} ${technician.lastName}`.trim() : '',
    canEdit: side === 'technician' && isWritable(job, report),
    groups: job.services.map((slug) => ({ slug, name: serviceName(bySlug.get(slug), slug, locale) })),
    tasks: tasks.map((row) => ({
      ...toReportTaskDto(row, locale),
      entries: entriesByTask.get(row.id) ?? [],
      media: media.get(row.id) ?? [],
    })),
  };
}

// ---------------------------------------------------------------- tasks

/**
 * add-feedback-task: a task the technician adds, after the others, up to REPORT_LIMITS.tasksMax (409 CONFLICT).
 * A client id the report has already answers that task.
 */
export async function addFeedbackTask(
  deps: Pick<AppDeps, 'db' | 'now'>,
  viewer: ReportViewer,
  input: AddFeedbackTaskInput,
): Promise<Created<ReportTaskDto>> {
  const found = await reportForWriting(deps, viewer, input.reportId);
  const locale = localeOf(viewer.locale);
  return deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    const stored = await findTaskByClientId(tx, report.id, input.clientId);
    if (stored) return { item: toReportTaskDto(stored, locale), created: false };
    checkWritable(job, report);
    const tasks = await taskCount(tx, report.id);
    if (tasks.count >= REPORT_LIMITS.tasksMax) {
      throw new AppError('CONFLICT', {
        message: `A report holds at most ${REPORT_LIMITS.tasksMax} tasks.`,
        detail: 'tasks-full',
      });
    }
    const at = deps.now();
    const row = await insertTaskIfAbsent(tx, {
      reportId: report.id,
      clientId: input.clientId,
      group: null,
      title: input.title,
      source: 'added',
      position: tasks.lastPosition + 1,
      createdAt: at,
      updatedAt: at,
    });
    const item = row ?? (await findTaskByClientId(tx, report.id, input.clientId));
    if (!item) throw new Error('addFeedbackTask: no task');
    return { item: toReportTaskDto(item, locale), created: row !== undefined };
  });
}

/** inspector-mark-task: what the technician found of a task (a set: the same status again changes nothing). */
export async function inspectorMarkTask(
  deps: Pick<AppDeps, 'db' | 'now'>,
  viewer: ReportViewer,
  input: InspectorMarkTaskInput,
): Promise<ReportTaskDto> {
  const task = await findTask(deps.db, input.taskId);
  if (!task) throw taskNotFound();
  const found = await reportForWriting(deps, viewer, task.reportId);
  return deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    checkWritable(job, report);
    const current = await findTask(tx, task.id);
    if (!current) throw taskNotFound();
    const row =
      current.status === input.status ? current : await setTaskStatus(tx, current.id, input.status, deps.now());
    return toReportTaskDto(row, localeOf(viewer.locale));
  });
}

// ---------------------------------------------------------------- notes

/** add-feedback-entry: a note on a task. A client id the report has already answers that note (even deleted). */
export async function addFeedbackEntry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  viewer: ReportViewer,
  input: AddFeedbackEntryInput,
): Promise<Created<ReportEntryDto>> {
  const task = await findTask(deps.db, input.taskId);
  if (!task) throw taskNotFound();
  const found = await reportForWriting(deps, viewer, task.reportId);
  return deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    const stored = await findEntryByClientId(tx, report.id, input.clientId);
    if (stored) return { item: toReportEntryDto(stored), created: false };
    checkWritable(job, report);
    const at = deps.now();
    const row = await insertEntryIfAbsent(tx, {
      taskId: task.id,
      reportId: report.id,
      clientId: input.clientId,
      text: input.text,
      createdAt: at,
      updatedAt: at,
    });
    const item = row ?? (await findEntryByClientId(tx, report.id, input.clientId));
    if (!item) throw new Error('addFeedbackEntry: no note');
    return { item: toReportEntryDto(item), created: row !== undefined };
  });
}

/** edit-feedback-text-entry: a live note's new text (a set: the same text again changes nothing). */
export async function editFeedbackTextEntry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  viewer: ReportViewer,
  input: EditFeedbackTextEntryInput,
): Promise<ReportEntryDto> {
  const entry = await findEntry(deps.db, input.entryId);
  if (!entry) throw entryNotFound();
  const found = await reportForWriting(deps, viewer, entry.reportId);
  return deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    const current = await findEntry(tx, entry.id);
    if (!current || current.deletedAt) throw entryNotFound();
    checkWritable(job, report);
    const row = current.text === input.text ? current : await setEntryText(tx, current.id, input.text, deps.now());
    return toReportEntryDto(row);
  });
}

/** delete-feedback-entry: deletes a note; deleting it again answers when it was deleted, whatever the report's state. */
export async function deleteFeedbackEntry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  viewer: ReportViewer,
  entryId: string,
): Promise<ReportDeletedDto> {
  const entry = await findEntry(deps.db, entryId);
  if (!entry) throw entryNotFound();
  const found = await reportForWriting(deps, viewer, entry.reportId);
  return deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    const current = await findEntry(tx, entry.id);
    if (!current) throw entryNotFound();
    if (current.deletedAt) return toReportDeletedDto(current.id, current.deletedAt);
    checkWritable(job, report);
    const deleted = await tombstoneEntry(tx, current.id, deps.now());
    if (!deleted?.deletedAt) throw new Error('deleteFeedbackEntry: not deleted');
    return toReportDeletedDto(deleted.id, deleted.deletedAt);
  });
}

// ---------------------------------------------------------------- the report's own fields

function fieldError(field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: { [field]: englishMessage(key) },
    fieldErrorKeys: { [field]: key },
  });
}

/**
 * The next service lies ahead: its distance above the mileage at the job (as sent, or as the report has it), its date
 * after today in Lagos. A 400 names the field sent.
 */
function checkNextService(
  report: Pick<ReportRow, 'mileageKm' | 'nextServiceKm'>,
  input: UpdateVehicleInspectionReportInput,
  today: string,
): void {
  const mileageKm = input.mileageKm ?? report.mileageKm;
  const nextServiceKm = input.nextServiceKm ?? report.nextServiceKm;
  if (mileageKm !== null && nextServiceKm !== null && nextServiceKm <= mileageKm) {
    throw fieldError(input.nextServiceKm === undefined ? 'mileageKm' : 'nextServiceKm', v.reportNextServiceKmNotAhead);
  }
  if (input.nextServiceDate !== undefined && input.nextServiceDate <= today) {
    throw fieldError('nextServiceDate', v.reportNextServiceDateNotAhead);
  }
}

/**
 * update-vehicle-inspection-report: sets the fields sent. The mileage goes into the vehicle's mileage log (one
 * entry per report: vehicles' recordReportMileage, 400 below the last reading); the next service date and distance
 * go to the vehicle's schedules of the items the booked services renew (next-service.ts), when it has them.
 */
export async function updateInspectionReport(
  deps: Pick<AppDeps, 'db' | 'now'>,
  viewer: ReportViewer,
  reportId: string,
  input: UpdateVehicleInspectionReportInput,
): Promise<ReportHeaderDto> {
  const found = await reportForWriting(deps, viewer, reportId);
  return deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    checkWritable(job, report);
    checkNextService(report, input, lagosToday(deps.now()));
    const inTx = { db: tx, now: deps.now };
    const mileage =
      input.mileageKm === undefined
        ? {}
        : {
            mileageKm: input.mileageKm,
            mileageEntryId: (
              await recordReportMileage(inTx, {
                vehicleId: report.vehicleId,
                valueKm: input.mileageKm,
                actorId: viewer.id,
                entryId: report.mileageEntryId,
                field: 'mileageKm',
              })
            ).entryId,
          };
    await setNextServiceOfItems(inTx, {
      vehicleId: report.vehicleId,
      items: routineItemsOfServices(job.services),
      nextDueAt: input.nextServiceDate,
      nextDueKm: input.nextServiceKm,
    });
    const updated = await updateReport(tx, report.id, {
      ...(input.summary !== undefined && { summary: input.summary }),
      ...(input.recommendations !== undefined && {
        recommendations: input.recommendations.map((item) => ({ text: item.text, urgency: item.urgency })),
      }),
      ...mileage,
      ...(input.nextServiceDate !== undefined && { nextServiceDate: input.nextServiceDate }),
      ...(input.nextServiceKm !== undefined && { nextServiceKm: input.nextServiceKm }),
      updatedAt: deps.now(),
    });
    return toReportHeaderDto(updated, job.status);
  });
}

/**
 * What keeps a report from completing, as field errors: each task still to do (`tasks.<id>`) and a missing
 * summary; none when it may complete.
 */
async function missingForCompletion(db: Db, reportId: string, summary: string): Promise<Record<string, string>> {
  const missing: Record<string, string> = {};
  for (const task of await listTasks(db, reportId)) {
    if (task.status === 'todo') missing[`tasks.${task.id}`] = v.reportTaskStillTodo;
  }
  if (summary.trim() === '') missing.summary = v.reportSummaryRequired;
  return missing;
}

function reportIncomplete(missing: Record<string, string>): AppError {
  const fieldErrors = Object.create(null) as Record<string, string>;
  const fieldErrorKeys = Object.create(null) as Record<string, string>;
  for (const [field, key] of Object.entries(missing)) {
    fieldErrors[field] = englishMessage(key);
    fieldErrorKeys[field] = key;
  }
  return new AppError('REPORT_INCOMPLETE', { fieldErrors, fieldErrorKeys });
}

/**
 * mark-report-complete: once every task is marked and the summary written (else 422 REPORT_INCOMPLETE naming each
 * one missing), the report completes and the job takes the technician's "work done" step through the request's
 * process (it must be in progress: 409 MAINTENANCE_STATUS_CONFLICT naming the status), both in one transaction
 * under the job's lock; the customer is told after the commit. A complete report answers itself again.
 */
export async function markReportComplete(
  deps: AppDeps,
  viewer: ReportViewer,
  reportId: string,
): Promise<ReportHeaderDto> {
  const found = await reportForWriting(deps, viewer, reportId);
  if (found.report.status === 'complete') return toReportHeaderDto(found.report, found.job.status);
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    if (report.status === 'complete') return { report, job, completedNow: false };
    // A job not in progress is refused for what it is before the report is looked at.
    checkTransition('finish-work', job.status, 'technician');
    const missing = await missingForCompletion(tx, report.id, report.summary);
    if (Object.keys(missing).length > 0) throw reportIncomplete(missing);
    const worked = await takeJobStep(deps, tx, job, 'work-done', { party: 'technician', id: viewer.id });
    const at = deps.now();
    const completed = await updateReport(tx, report.id, { status: 'complete', completedAt: at, updatedAt: at });
    return { report: completed, job: worked, completedNow: true };
  });
  if (outcome.completedNow) await tellCustomerOfStep(deps, outcome.job, 'work-done');
  return toReportHeaderDto(outcome.report, outcome.job.status);
}
