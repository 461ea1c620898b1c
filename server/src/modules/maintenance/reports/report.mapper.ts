import type {
  MaintenanceStatus,
  ReportDeletedDto,
  ReportEntryDto,
  ReportHeaderDto,
  ReportMediaDto,
  ReportTaskDto,
} from '@fleetcare/shared';
import type { Locale } from '../../../lib/i18n.ts';
import type { EntryRow, MediaRow, ReportRow, TaskRow } from './report.repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A checklist task's name in the reader's language (English when the catalogue had none in it). */
function titleOf(row: TaskRow, locale: Locale): string {
  if (row.title !== null) return row.title;
  const titles = row.titles ?? {};
  return titles[locale] ?? titles.en ?? Object.values(titles)[0] ?? '';
}

export function toReportTaskDto(row: TaskRow, locale: Locale): ReportTaskDto {
  return {
    _id: row.id,
    clientId: row.clientId,
    group: row.group,
    title: titleOf(row, locale),
    source: row.source,
    position: row.position,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReportEntryDto(row: EntryRow): ReportEntryDto {
  return {
    _id: row.id,
    clientId: row.clientId,
    taskId: row.taskId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}

/** A photo or video with the signed links that serve it and its thumbnail. */
export function toReportMediaDto(row: MediaRow, links: { url: string; thumbnailUrl: string | null }): ReportMediaDto {
  return {
    _id: row.id,
    clientId: row.clientId,
    taskId: row.taskId,
    kind: row.kind,
    url: links.url,
    thumbnailUrl: links.thumbnailUrl,
    contentType: row.contentType,
    bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt.toISOString(),
    lat: row.lat,
    lng: row.lng,
    createdAt: row.createdAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}

export function toReportHeaderDto(row: ReportRow, jobStatus: MaintenanceStatus): ReportHeaderDto {
  return {
    _id: row.id,
    maintenanceId: row.requestId,
    status: row.status,
    summary: row.summary,
    recommendations: row.recommendations.map((item) => ({ text: item.text, urgency: item.urgency })),
    mileageKm: row.mileageKm,
    nextServiceDate: row.nextServiceDate,
    nextServiceKm: row.nextServiceKm,
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    jobStatus,
  };
}

/** A deleted note or photo: its id and when it was deleted. */
export function toReportDeletedDto(id: string, deletedAt: Date): ReportDeletedDto {
  return { _id: id, deletedAt: deletedAt.toISOString() };
}
