import type { JobDto, MaintenanceMediaDto, MyJobsQuery, Page } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { localeOf } from '../../../lib/i18n.ts';
import { jobProgressOf } from './job-progress.ts';
import { isBookedWith, isStillAvailable, toJobDto } from './jobs.mapper.ts';
import {
  customerContactOf,
  declineDispatch,
  findJob,
  listJobs,
  liveQuotationCounts,
  lockRequest,
  mediaOf,
  ownQuotations,
  serviceTypesOf,
  type JobRow,
} from './jobs.repository.ts';

/** Links to a request's photos and video last ten minutes, as the technician's papers do. */
export const JOB_MEDIA_URL_TTL_SECONDS = 600;

type JobDeps = Pick<AppDeps, 'db' | 'storage' | 'now'>;

/** The technician calling: their id and language. */
export interface JobViewer {
  id: string;
  locale: string | null;
}

/** The DTOs of these jobs, reading what they need in one query each (not one per job). */
async function jobDtos(deps: JobDeps, db: Db, viewer: JobViewer, rows: JobRow[]): Promise<JobDto[]> {
  const now = deps.now();
  const requestIds = rows.map((row) => row.request.id);
  const [catalogue, media, counts, quotations] = await Promise.all([
    serviceTypesOf(
      db,
      rows.flatMap((row) => row.request.services),
    ),
    mediaOf(db, requestIds),
    liveQuotationCounts(db, requestIds, now),
    ownQuotations(db, viewer.id, requestIds),
  ]);
  const mediaDtos = await Promise.all(
    media.map(async (file): Promise<MaintenanceMediaDto & { requestId: string }> => ({
      requestId: file.requestId,
      _id: file.id,
      kind: file.kind,
      url: await deps.storage.signedUrl(file.fileKey, JOB_MEDIA_URL_TTL_SECONDS),
      contentType: file.contentType,
    })),
  );
  const bySlug = new Map(catalogue.map((service) => [service.slug, service]));
  const dtos: JobDto[] = [];
  for (const row of rows) {
    const booked = isBookedWith(row.request, viewer.id);
    const contact = booked ? ((await customerContactOf(db, row.request.customerId)) ?? null) : null;
    const job = booked ? await jobProgressOf({ db, storage: deps.storage }, row.request, 'technician') : null;
    dtos.push(
      toJobDto(row, {
        technicianId: viewer.id,
        locale: localeOf(viewer.locale),
        now,
        catalogue: bySlug,
        media: mediaDtos
          .filter((file) => file.requestId === row.request.id)
          .map(({ requestId: _requestId, ...file }) => file),
        liveQuotations: counts.get(row.request.id) ?? 0,
        ownQuotations: quotations.filter((quotation) => quotation.requestId === row.request.id),
        contact,
        job,
      }),
    );
  }
  return dtos;
}

/** The technician's jobs in `query.state`, newest offer first. */
export async function getMyJobs(deps: JobDeps, viewer: JobViewer, query: MyJobsQuery): Promise<Page<JobDto>> {
  const { rows, total } = await listJobs(deps.db, {
    technicianId: viewer.id,
    state: query.state,
    now: deps.now(),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { items: await jobDtos(deps, deps.db, viewer, rows), total, page: query.page, limit: query.limit };
}

/** One job; 404 when the technician was never asked about the request. */
export async function getJob(deps: JobDeps, viewer: JobViewer, requestId: string): Promise<JobDto> {
  const row = await findJob(deps.db, viewer.id, requestId);
  if (!row) throw new AppError('NOT_FOUND');
  const [dto] = await jobDtos(deps, deps.db, viewer, [row]);
  return dto as JobDto;
}

/**
 * The technician will not quote for the request. Final. In one transaction with the request row locked (so a
 * quotation being sent at the same moment queues behind it): 404 when never asked, 409 JOB_ALREADY_DECLINED when
 * declined already, 409 JOB_NOT_AVAILABLE when the request takes no quotation any more, and 409
 * QUOTATION_STATUS_CONFLICT ("submitted") while the technician's own quotation is live: they withdraw it first.
 */
export async function declineJob(deps: JobDeps, viewer: JobViewer, requestId: string): Promise<JobDto> {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    const row = request ? await findJob(tx, viewer.id, requestId) : undefined;
    if (!request || !row) throw new AppError('NOT_FOUND');
    if (row.dispatch.status === 'declined') throw new AppError('JOB_ALREADY_DECLINED');
    const now = deps.now();
    if (!isStillAvailable(request, now)) throw new AppError('JOB_NOT_AVAILABLE');
    // A submitted quotation past its validity is no longer live (it shows expired): it does not stand in the way.
    const live = (await ownQuotations(tx, viewer.id, [requestId])).find(
      (quotation) => quotation.status === 'submitted' && quotation.validUntil.getTime() > now.getTime(),
    );
    if (live) throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: live.status });
    // Read under the request's lock, so the row is still not declined.
    const dispatch = await declineDispatch(tx, viewer.id, requestId, now);
    if (!dispatch) throw new AppError('JOB_ALREADY_DECLINED');
    const [dto] = await jobDtos(deps, tx, viewer, [{ ...row, dispatch }]);
    return dto as JobDto;
  });
}
