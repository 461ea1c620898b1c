import type { MaintenanceStatus } from '../maintenance/maintenance-request.constants.ts';

/**
 * A job's report: what the booked technician found and did, task by task, with notes and photos, kept in the
 * vehicle's service book. Its limits in numbers; the server refuses past them and the client shows them.
 */
export const REPORT_LIMITS = {
  /** Tasks of one report: the booked services' checklists and the ones the technician adds. */
  tasksMax: 60,
  taskTitleMax: 120,
  /** Photos and videos of one report (deleted ones do not count). */
  mediaMax: 60,
  entryTextMax: 2000,
  summaryMax: 4000,
  recommendationsMax: 20,
  recommendationTextMax: 500,
  /** The phone sends photos of at most 1600 px (about 300 KB); this is what the server still accepts. */
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 20 * 1024 * 1024,
  /** A photo's thumbnail is made on the server, at most this many pixels on its longer side. */
  thumbnailMaxPx: 320,
  /** The distance to the next service, as the vehicles' mileage allows. */
  kmMax: 3_000_000,
} as const;

/** A report is written while the job is under way (draft) and closed with the work (complete). */
export const reportStatuses = ['draft', 'complete'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** Where a task came from: the booked service's checklist in the catalogue, or added by the technician. */
export const reportTaskSources = ['checklist', 'added'] as const;
export type ReportTaskSource = (typeof reportTaskSources)[number];

/**
 * What the technician found of a task: not looked at yet (todo), fine (ok), needs attention later (attention),
 * repaired (fixed), part replaced (replaced). A report completes when no task is todo.
 */
export const reportTaskStatuses = ['todo', 'ok', 'attention', 'fixed', 'replaced'] as const;
export type ReportTaskStatus = (typeof reportTaskStatuses)[number];

/** How soon a recommendation should be acted on. */
export const recommendationUrgencies = ['now', 'within-a-month', 'next-service'] as const;
export type RecommendationUrgency = (typeof recommendationUrgencies)[number];

/** What a report's media is. */
export const reportMediaKinds = ['photo', 'video'] as const;
export type ReportMediaKind = (typeof reportMediaKinds)[number];

/** The job statuses in which the booked technician writes the report (a draft only). */
export const reportWritableJobStatuses: readonly MaintenanceStatus[] = ['booked', 'en-route', 'arrived', 'in-progress'];
