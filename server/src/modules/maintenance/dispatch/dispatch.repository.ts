import { and, inArray, asc, between, eq, gt, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { maintenanceJobStatuses } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import {
  maintenanceDispatches,
  maintenanceRequests,
  quotations,
  technicianProfiles,
  users,
} from '../../../db/schema/index.ts';
import { boundingBox } from '../../../lib/geo/bounding-box.ts';
import { haversineKm } from '../../../lib/geo/haversine-sql.ts';
import type { RankableCandidate } from './ranking.ts';

/** A technician dispatch may ask, with what ranked them (see ranking.ts) and their own service radius. */
export interface DispatchCandidate extends RankableCandidate {
  radiusKm: number;
}

export interface DispatchSearch {
  /** Where the vehicle is. */
  lat: number;
  lng: number;
  /** Catalogue slugs: a candidate offers every one of them. */
  services: readonly string[];
  /** How far this round reaches from the vehicle, km; a candidate's own radius must reach the vehicle too. */
  maxKm: number;
  /**
   * Technicians asked already for this request (its maintenance_dispatches rows, read by the caller under the
   * request's lock: `findDispatchedTechnicianIds`). A list rather than a join on the dispatches keeps the search a
   * function of a point, usable before a request exists; it is at most one batch per round long.
   */
  excludeTechnicianIds: readonly string[];
  /** The customer: a technician is never asked to quote on their own request. */
  excludeUserId: string;
  limit: number;
}

/**
 * The technicians to ask next for a request at a point, best first, in one query: approved and on duty, offering
 * every requested service (jsonb containment), within `maxKm` of the vehicle and within their own service radius,
 * neither asked already nor the customer. A latitude/longitude box around the point (`boundingBox`, on the partial
 * index technician_profiles_dispatch_idx over approved, on-duty technicians) narrows the rows before the services
 * and the haversine distance are checked on each (a GIN index on the services made no measurable difference in
 * bench/dispatch.ts: the box is the selective part). Ordered as `rankCandidates` orders: distance, rating (higher
 * first, none last), open jobs (fewer first), user id.
 */
export async function findDispatchCandidates(db: Db, search: DispatchSearch): Promise<DispatchCandidate[]> {
  return dispatchCandidatesQuery(db, search);
}

/** The query of findDispatchCandidates, unexecuted (the benchmark explains it). */
export function dispatchCandidatesQuery(db: Db, search: DispatchSearch) {
  const point = { lat: search.lat, lng: search.lng };
  const box = boundingBox(point, search.maxKm);
  const distanceKm = haversineKm(point, technicianProfiles.lat, technicianProfiles.lng);
  // Requests booked with the technician: every job they hold until it is done (later statuses extend this). A
  // lateral join runs it only for the rows the filters kept.
  const bookedJobs = db
    .select({ openJobs: sql<number>`count(*)::int`.as('open_jobs') })
    .from(maintenanceRequests)
    .where(
      and(
        eq(maintenanceRequests.technicianId, technicianProfiles.userId),
        inArray(maintenanceRequests.status, [...maintenanceJobStatuses]),
      ),
    )
    .as('booked_jobs');
  // The stored average of the technician's visible reviews; null (after every rated one) before the first.
  const rating = sql<number | null>`case when ${technicianProfiles.ratingCount} > 0
    then ${technicianProfiles.ratingSum}::double precision / ${technicianProfiles.ratingCount} end`;
  const excluded = search.excludeTechnicianIds;
  return db
    .select({
      technicianId: technicianProfiles.userId,
      radiusKm: technicianProfiles.radiusKm,
      distanceKm: distanceKm.as('distance_km'),
      rating: rating.as('rating'),
      openJobs: bookedJobs.openJobs,
    })
    .from(technicianProfiles)
    .crossJoinLateral(bookedJobs)
    .where(
      and(
        eq(technicianProfiles.status, 'approved'),
        eq(technicianProfiles.onDuty, true),
        sql`${technicianProfiles.services} @> ${JSON.stringify(search.services)}::jsonb`,
        between(technicianProfiles.lat, box.minLat, box.maxLat),
        between(technicianProfiles.lng, box.minLng, box.maxLng),
        sql`${distanceKm} <= least(${search.maxKm}::double precision, ${technicianProfiles.radiusKm})`,
        ne(technicianProfiles.userId, search.excludeUserId),
        excluded.length > 0 ? notInArray(technicianProfiles.userId, [...excluded]) : undefined,
      ),
    )
    .orderBy(sql`distance_km`, sql`rating desc nulls last`, asc(bookedJobs.openJobs), asc(technicianProfiles.userId))
    .limit(search.limit);
}

/** The technicians asked for a request so far (every round). */
export async function findDispatchedTechnicianIds(db: Db, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ technicianId: maintenanceDispatches.technicianId })
    .from(maintenanceDispatches)
    .where(eq(maintenanceDispatches.requestId, requestId));
  return rows.map((row) => row.technicianId);
}

/**
 * Requests a widening round is due for, longest waiting first: open or quoted, their last round at or before
 * `lastBefore`, not expired at `now`, and fewer than `minQuotes` live quotations. The sweep re-checks each under its
 * lock.
 */
export async function listRequestsDueForDispatch(
  db: Db,
  due: { lastBefore: Date; now: Date; minQuotes: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(
      and(
        sql`${maintenanceRequests.status} in ('open', 'quoted')`,
        lte(maintenanceRequests.lastDispatchAt, due.lastBefore),
        or(isNull(maintenanceRequests.expiresAt), gt(maintenanceRequests.expiresAt, due.now)),
        sql`(select count(*) from ${quotations}
          where ${quotations.requestId} = ${maintenanceRequests.id} and ${quotations.status} = 'submitted') < ${due.minQuotes}`,
      ),
    )
    .orderBy(asc(maintenanceRequests.lastDispatchAt), asc(maintenanceRequests.id))
    .limit(due.limit);
  return rows.map((row) => row.id);
}

/** The customer's names as job notices show them (their initials), or undefined when the account is gone. */
export async function findJobCustomer(
  db: Db,
  customerId: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, customerId));
  return row;
}

/**
 * A re-opened request asks again everyone asked before except `exceptTechnicianId` (who dropped the job: their row
 * is declined): their rows are offered anew, now. Answers the technicians offered.
 */
export async function reofferDispatches(
  tx: Db,
  requestId: string,
  exceptTechnicianId: string | null,
  now: Date,
): Promise<string[]> {
  if (exceptTechnicianId) {
    await tx
      .update(maintenanceDispatches)
      .set({ status: 'declined', declinedAt: now })
      .where(
        and(eq(maintenanceDispatches.requestId, requestId), eq(maintenanceDispatches.technicianId, exceptTechnicianId)),
      );
  }
  const rows = await tx
    .update(maintenanceDispatches)
    .set({ status: 'offered', offeredAt: now, declinedAt: null })
    .where(
      and(
        eq(maintenanceDispatches.requestId, requestId),
        exceptTechnicianId ? ne(maintenanceDispatches.technicianId, exceptTechnicianId) : undefined,
      ),
    )
    .returning({ technicianId: maintenanceDispatches.technicianId });
  return rows.map((row) => row.technicianId);
}
