import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuotationStatus } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { quotations } from '../../db/schema/index.ts';

/** A live quotation as closing a request or its validity needs it. */
export type LiveQuotationRow = Pick<typeof quotations.$inferSelect, 'id' | 'technicianId' | 'validUntil'>;

/** A request's live quotations, locked until the transaction ends (the request's lock is taken first). */
export async function lockLiveQuotations(tx: Db, requestId: string): Promise<LiveQuotationRow[]> {
  return tx
    .select({ id: quotations.id, technicianId: quotations.technicianId, validUntil: quotations.validUntil })
    .from(quotations)
    .where(and(eq(quotations.requestId, requestId), eq(quotations.status, 'submitted')))
    .orderBy(asc(quotations.id))
    .for('update');
}

/** Moves quotations (live ones, checked by the caller under their lock) to `status`. */
export async function setQuotationsStatus(
  tx: Db,
  ids: readonly string[],
  status: QuotationStatus,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(quotations)
    .set({ status, updatedAt: now })
    .where(and(inArray(quotations.id, [...ids]), eq(quotations.status, 'submitted')));
}
