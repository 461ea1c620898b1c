import { and, eq, isNull, like, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gatewayEvents } from '../../db/schema/index.ts';

export type GatewayEventRow = typeof gatewayEvents.$inferSelect;

/** The outcome of an event whose processing failed (the gateway retries it). */
export const RETRY_OUTCOME_PREFIX = 'retry: ';

/** Stores a webhook event, or returns undefined when this exact body was stored before (a duplicate delivery). */
export async function insertEventOnce(
  db: Db,
  values: { gateway: string; event: string; bodyHash: string; payload: unknown; receivedAt: Date },
): Promise<GatewayEventRow | undefined> {
  const [row] = await db
    .insert(gatewayEvents)
    .values(values)
    .onConflictDoNothing({ target: [gatewayEvents.gateway, gatewayEvents.bodyHash] })
    .returning();
  return row;
}

/**
 * Takes over a stored event for processing again, when its earlier processing failed (outcome "retry: …") or
 * never finished (no outcome, received before `staleBefore`: the process died). Only one delivery wins it; its
 * receivedAt becomes `now`, so the event is not stale again while this delivery processes it.
 */
export async function claimEventForRetry(
  db: Db,
  key: { gateway: string; bodyHash: string },
  times: { now: Date; staleBefore: Date },
): Promise<GatewayEventRow | undefined> {
  const { gateway, bodyHash } = key;
  const [row] = await db
    .update(gatewayEvents)
    .set({ outcome: null, receivedAt: times.now })
    .where(
      and(
        eq(gatewayEvents.gateway, gateway),
        eq(gatewayEvents.bodyHash, bodyHash),
        isNull(gatewayEvents.processedAt),
        or(
          like(gatewayEvents.outcome, `${RETRY_OUTCOME_PREFIX}%`),
          and(isNull(gatewayEvents.outcome), lt(gatewayEvents.receivedAt, times.staleBefore)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function finishEvent(db: Db, id: string, outcome: string, at: Date): Promise<void> {
  await db.update(gatewayEvents).set({ outcome, processedAt: at }).where(eq(gatewayEvents.id, id));
}

export async function markEventForRetry(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(gatewayEvents)
    .set({ outcome: `${RETRY_OUTCOME_PREFIX}${reason}`.slice(0, 500) })
    .where(eq(gatewayEvents.id, id));
}
