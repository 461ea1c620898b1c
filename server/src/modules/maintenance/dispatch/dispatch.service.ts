import { DISPATCH } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { NotifyDeps } from '../../notifications/index.ts';
import { notifyTechnicians } from '../job-notices.ts';
import {
  countLiveQuotations,
  insertDispatches,
  lockRequest,
  updateRequest,
  type MaintenanceRequestRow,
} from '../maintenance-requests.repository.ts';
import {
  findDispatchCandidates,
  findDispatchedTechnicianIds,
  findJobCustomer,
  listRequestsDueForDispatch,
} from './dispatch.repository.ts';

/** Requests one run of the sweep widens at most: the rest wait for the next minute. */
const SWEEP_BATCH = 200;
const MINUTE = 60_000;

/** A dispatch round's outcome: the request as it now stands and the technicians to notify once committed. */
export interface DispatchRound {
  row: MaintenanceRequestRow;
  technicianIds: string[];
}

/**
 * One round of dispatch for a request the caller's transaction has locked: the next `DISPATCH.batchSize` qualified
 * technicians within `DISPATCH.maxRadiusKm` who were not asked yet (nearest first, never the customer) get a
 * maintenance_dispatches row with the next round number, and the request records the round, how far it reached and
 * when. A round that finds nobody moves only `lastDispatchAt`: the next try counts its wait from it (technicians go
 * on duty meanwhile). The caller notifies the technicians returned after the commit.
 */
export async function runDispatchRound(
  deps: Pick<AppDeps, 'now'>,
  tx: Db,
  request: MaintenanceRequestRow,
): Promise<DispatchRound> {
  const now = deps.now();
  const { lat, lng } = request;
  const candidates =
    lat === null || lng === null
      ? []
      : await findDispatchCandidates(tx, {
          lat,
          lng,
          services: request.services,
          maxKm: DISPATCH.maxRadiusKm,
          excludeTechnicianIds: await findDispatchedTechnicianIds(tx, request.id),
          excludeUserId: request.customerId,
          limit: DISPATCH.batchSize,
        });
  if (candidates.length === 0) {
    const row = await updateRequest(tx, request.id, { lastDispatchAt: now, updatedAt: now });
    return { row, technicianIds: [] };
  }
  const round = request.dispatchRound + 1;
  await insertDispatches(
    tx,
    candidates.map((candidate) => ({
      requestId: request.id,
      technicianId: candidate.technicianId,
      round,
      distanceKm: candidate.distanceKm,
      offeredAt: now,
    })),
  );
  const row = await updateRequest(tx, request.id, {
    dispatchRound: round,
    dispatchRadiusKm: DISPATCH.maxRadiusKm,
    lastDispatchAt: now,
    updatedAt: now,
  });
  return { row, technicianIds: candidates.map((candidate) => candidate.technicianId) };
}

/** Whether a request (as read under its lock) is due a widening round at `now`, live quotations aside. */
function isDue(row: MaintenanceRequestRow, now: Date): boolean {
  if (row.status !== 'open' && row.status !== 'quoted') return false;
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return false;
  if (row.lastDispatchAt === null) return false;
  return row.lastDispatchAt.getTime() <= now.getTime() - DISPATCH.widenAfterMinutes * MINUTE;
}

export interface DispatchSweep {
  /** Requests looked at. */
  checked: number;
  /** Requests that asked someone new. */
  widened: number;
  /** Technicians asked in all. */
  asked: number;
}

/**
 * The 'maintenance-dispatch' job: every open or quoted request, not expired, whose last round was at least
 * `DISPATCH.widenAfterMinutes` ago and that has fewer than `DISPATCH.minQuotes` live quotations gets one more round
 * (`runDispatchRound`), each in its own transaction under the request's lock with the rule checked again there, so
 * two runners or a replay ask nobody twice (the unique index on request and technician backs it). The technicians
 * asked get their job notification once the round has committed. A request that fails is logged and tried again
 * at the next run.
 */
export async function runDispatchSweep(deps: NotifyDeps): Promise<DispatchSweep> {
  const now = deps.now();
  const due = await listRequestsDueForDispatch(deps.db, {
    lastBefore: new Date(now.getTime() - DISPATCH.widenAfterMinutes * MINUTE),
    now,
    minQuotes: DISPATCH.minQuotes,
    limit: SWEEP_BATCH,
  });
  const summary: DispatchSweep = { checked: 0, widened: 0, asked: 0 };
  for (const id of due) {
    summary.checked += 1;
    try {
      const round = await deps.db.transaction(async (tx): Promise<DispatchRound | null> => {
        const row = await lockRequest(tx, id);
        if (!row || !isDue(row, deps.now())) return null;
        if ((await countLiveQuotations(tx, id)) >= DISPATCH.minQuotes) return null;
        return runDispatchRound(deps, tx, row);
      });
      if (!round || round.technicianIds.length === 0) continue;
      summary.widened += 1;
      summary.asked += round.technicianIds.length;
      const customer = (await findJobCustomer(deps.db, round.row.customerId)) ?? { firstName: '', lastName: '' };
      await notifyTechnicians(deps, round.technicianIds, 'jobOffered', round.row, customer);
    } catch (error) {
      deps.logger.warn({ err: error, requestId: id }, 'dispatch sweep: a round failed; it is tried again later');
    }
  }
  if (summary.widened > 0) deps.logger.info(summary, 'dispatch sweep');
  return summary;
}
