import type { Db } from '../../../db/client.ts';
import { jobStateKey, type JobOffer, type JobState } from '../../notifications/index.ts';
import { isStillAvailable } from './jobs.mapper.ts';
import { dispatchesOf } from './jobs.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where each offered job stands now for its technician, as the job page says it: quoted (accepted), declined, still
 * taking quotations. One query for all the offers.
 */
export async function currentJobStates(
  deps: { db: Db; now: () => Date },
  offers: readonly JobOffer[],
): Promise<ReadonlyMap<string, JobState>> {
  const states = new Map<string, JobState>();
  // Only a request's id can be one of its jobs; anything else stays as its notification stored it.
  const asked = offers.filter((offer) => UUID.test(offer.requestId));
  if (asked.length === 0) return states;
  const wanted = new Set(asked.map(jobStateKey));
  const rows = await dispatchesOf(
    deps.db,
    asked.map((offer) => offer.requestId),
    asked.map((offer) => offer.technicianId),
  );
  const now = deps.now();
  for (const { dispatch, request } of rows) {
    const key = jobStateKey({ technicianId: dispatch.technicianId, requestId: dispatch.requestId });
    if (!wanted.has(key)) continue;
    states.set(key, {
      accepted: dispatch.status === 'quoted',
      declined: dispatch.status === 'declined',
      isJobStillAvailable: isStillAvailable(request, now),
    });
  }
  return states;
}
