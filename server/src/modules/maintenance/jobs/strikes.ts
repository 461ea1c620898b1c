import { JOB_RULES } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { countStrikesSince, insertStrike } from './job.repository.ts';
import type { AppDeps } from '../../../deps.ts';

/**
 * Puts a technician back in an admin's review (off duty) inside the caller's transaction, when their account may be
 * (an approved one); answers what to send after the commit, or null when nothing changed. The technicians module
 * provides it (technician-review.ts at the app's root), so this module imports none of theirs.
 */
export type TechnicianReviewFlag = (
  deps: AppDeps,
  tx: Db,
  technicianId: string,
  message: string,
) => Promise<(() => Promise<void>) | null>;

/*
 * Strikes: a technician who does not turn up (a no-show) or cancels a booked job gets one, once per job and
 * reason. Reaching `strikesForReview` within `strikeWindowDays` takes them off duty and back to an admin's review
 * (the application's 'flag-for-review'), in the same transaction as the strike.
 */

export type StrikeReason = 'no-show' | 'technician-canceled';

export interface StrikeOutcome {
  /** Strikes within the window, this one included. */
  recent: number;
  flagged: boolean;
  /** Tells the technician they are under review, after the commit (nothing when not flagged). */
  afterCommit: () => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function recordStrike(
  deps: AppDeps,
  tx: Db,
  technicianId: string,
  requestId: string,
  reason: StrikeReason,
): Promise<StrikeOutcome> {
  const now = deps.now();
  await insertStrike(tx, { technicianId, requestId, reason, createdAt: now });
  const since = new Date(now.getTime() - JOB_RULES.strikeWindowDays * DAY_MS);
  const recent = await countStrikesSince(tx, technicianId, since);
  const nothing = { recent, flagged: false, afterCommit: async () => {} };
  if (recent < JOB_RULES.strikesForReview) return nothing;
  const message = `${recent} strikes (no-shows or cancelled jobs) within ${JOB_RULES.strikeWindowDays} days.`;
  const afterCommit = await deps.technicianReview(deps, tx, technicianId, message);
  return afterCommit ? { recent, flagged: true, afterCommit } : nothing;
}
