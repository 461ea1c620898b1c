import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  RecommendationUrgency,
  ReportMediaKind,
  ReportStatus,
  ReportTaskSource,
  ReportTaskStatus,
} from '@fleetcare/shared';
import { maintenanceRequests } from './maintenance.ts';
import { createdAt, userRef } from './money-columns.ts';
import { mileageLogs, vehicles } from './vehicles.ts';

/*
 * Job reports: what the booked technician found and did on a job, task by task, with notes and photos, kept in the
 * vehicle's service book. One report per maintenance request, made with the booking. Tasks, notes and media a
 * device creates carry the device's id (`client_id`), unique within the report, so a send again finds what was
 * stored instead of adding a second one. Notes and media are deleted by a tombstone (`deleted_at`), so deleting
 * again finds them deleted.
 */

/** One per request: the report's own fields. A draft while the job is under way; complete with the work. */
export const maintenanceReports = pgTable(
  'maintenance_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => maintenanceRequests.id),
    /** The technician booked for the job (a request booked again hands its report to the new one). */
    technicianId: userRef(),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id),
    status: text().$type<ReportStatus>().notNull().default('draft'),
    summary: text().notNull().default(''),
    recommendations: jsonb().$type<{ text: string; urgency: RecommendationUrgency }[]>().notNull().default([]),
    mileageKm: integer(),
    /** The vehicle's mileage-log entry the report's reading made: one per report, updated when sent again. */
    mileageEntryId: uuid().references(() => mileageLogs.id, { onDelete: 'set null' }),
    nextServiceDate: date({ mode: 'string' }),
    nextServiceKm: integer(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('maintenance_reports_request_unique').on(table.requestId),
    /** The vehicle's service book: its reports, newest first. */
    index('maintenance_reports_vehicle_idx').on(table.vehicleId, table.createdAt.desc()),
    check('maintenance_reports_status', sql`${table.status} in ('draft', 'complete')`),
  ],
);

/**
 * A task of a report: a checklist item of a booked service (`group` is its slug, `titles` its name in each
 * language, from the catalogue when the job was booked) or one the technician added (`title` as typed, no group).
 */
export const reportTasks = pgTable(
  'report_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => maintenanceReports.id),
    clientId: uuid(),
    group: text(),
    titles: jsonb().$type<Record<string, string>>(),
    title: text(),
    source: text().$type<ReportTaskSource>().notNull(),
    position: integer().notNull(),
    status: text().$type<ReportTaskStatus>().notNull().default('todo'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_tasks_client_unique').on(table.reportId, table.clientId),
    index('report_tasks_report_idx').on(table.reportId, table.position),
    check('report_tasks_source', sql`${table.source} in ('checklist', 'added')`),
    check('report_tasks_status', sql`${table.status} in ('todo', 'ok', 'attention', 'fixed', 'replaced')`),
    check('report_tasks_title', sql`${table.titles} is not null or ${table.title} is not null`),
  ],
);

/** A note on a task. */
export const reportEntries = pgTable(
  'report_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => reportTasks.id),
    reportId: uuid()
      .notNull()
      .references(() => maintenanceReports.id),
    clientId: uuid().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('report_entries_client_unique').on(table.reportId, table.clientId),
    index('report_entries_task_idx').on(table.taskId, table.createdAt),
  ],
);

/**
 * A photo or video of a task, stored privately (`file_key`; a photo's small JPEG in `thumbnail_key`) and served by
 * signed links. A deleted one's files are removed; its row stays as the tombstone.
 */
export const reportMedia = pgTable(
  'report_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => maintenanceReports.id),
    taskId: uuid()
      .notNull()
      .references(() => reportTasks.id),
    clientId: uuid().notNull(),
    kind: text().$type<ReportMediaKind>().notNull(),
    fileKey: text().notNull(),
    thumbnailKey: text(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    takenAt: timestamp({ withTimezone: true }).notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('report_media_client_unique').on(table.reportId, table.clientId),
    index('report_media_task_idx').on(table.taskId, table.createdAt),
    check('report_media_kind', sql`${table.kind} in ('photo', 'video')`),
    check('report_media_size', sql`${table.sizeBytes} > 0`),
  ],
);
