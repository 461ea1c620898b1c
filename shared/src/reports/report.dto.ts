import type { MaintenanceStatus } from '../maintenance/maintenance-request.constants.ts';
import type {
  RecommendationUrgency,
  ReportMediaKind,
  ReportStatus,
  ReportTaskSource,
  ReportTaskStatus,
} from './report.constants.ts';

/** What the technician advises the customer to have done, and how soon. */
export interface ReportRecommendationDto {
  text: string;
  urgency: RecommendationUrgency;
}

/** A note the technician wrote on a task. */
export interface ReportEntryDto {
  _id: string;
  /** The id the technician's device made for it (a send again with it changes nothing). */
  clientId: string;
  taskId: string;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** Set once deleted: only a replay of its add answers a deleted note (get-report leaves them out). */
  deletedAt: string | null;
}

/** A photo or video of a task, served by signed links that work for a short while. */
export interface ReportMediaDto {
  _id: string;
  clientId: string;
  taskId: string;
  kind: ReportMediaKind;
  url: string;
  /** A small JPEG of a photo (at most 320 px); null for a video. */
  thumbnailUrl: string | null;
  contentType: string;
  bytes: number;
  /** Pixels of a photo; null for a video. */
  width: number | null;
  height: number | null;
  /** When the phone took it (ISO time). */
  takenAt: string;
  lat: number | null;
  lng: number | null;
  createdAt: string;
  /** Set once deleted (its files are gone): only a replay of its upload answers a deleted one. */
  deletedAt: string | null;
}

/** A task of the report: a checklist item of a booked service, or one the technician added. */
export interface ReportTaskDto {
  _id: string;
  /** The id the technician's device made for a task it added; null for a checklist task. */
  clientId: string | null;
  /** The booked service (slug) whose checklist it comes from; null for an added task. */
  group: string | null;
  /** In the reader's language for a checklist task; as typed for an added one. */
  title: string;
  source: ReportTaskSource;
  position: number;
  status: ReportTaskStatus;
  createdAt: string;
  updatedAt: string;
}

/** A task with its notes and media, oldest first (deleted ones left out), as get-report answers it. */
export interface ReportTaskWithItemsDto extends ReportTaskDto {
  entries: ReportEntryDto[];
  media: ReportMediaDto[];
}

/** A booked service whose checklist is a group of tasks, named in the reader's language. */
export interface ReportGroupDto {
  slug: string;
  name: string;
}

/** The report's own fields, without its tasks: what update-vehicle-inspection-report and mark-report-complete answer. */
export interface ReportHeaderDto {
  _id: string;
  /** The maintenance request (the job, the order) the report is of. */
  maintenanceId: string;
  status: ReportStatus;
  summary: string;
  recommendations: ReportRecommendationDto[];
  /** The vehicle's mileage the technician read, km. */
  mileageKm: number | null;
  /** When the vehicle should next be serviced: a day (YYYY-MM-DD) and/or a distance, km. */
  nextServiceDate: string | null;
  nextServiceKm: number | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The job's status now. */
  jobStatus: MaintenanceStatus;
}

/** The whole report (get-report), as its technician, the job's customer or the vehicle's collaborators read it. */
export interface ReportDto extends ReportHeaderDto {
  vehicleId: string;
  vehicleLabel: string;
  technicianName: string;
  /** The caller may write it now: its booked technician, while the job is under way and the report a draft. */
  canEdit: boolean;
  /** The booked services, in the request's order; tasks of each follow in `position` order, added ones last. */
  groups: ReportGroupDto[];
  tasks: ReportTaskWithItemsDto[];
}

/** What a delete answers: the id and when it was deleted (the first time, on a replay too). */
export interface ReportDeletedDto {
  _id: string;
  deletedAt: string;
}
