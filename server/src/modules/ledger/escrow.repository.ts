import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { escrowHolds } from '../../db/schema/index.ts';

export type EscrowHoldRow = typeof escrowHolds.$inferSelect;

/** A new hold: its row is written with its posting (see insertTransactionOnce in ledger.repository.ts). */
export interface NewEscrowHold {
  id: string;
  payerId: string;
  amount: number;
  /** The part of `amount` taken from promotional credit. */
  promoAmount: number;
  currency: Currency;
  purposeKey: string;
  description: string;
}

export async function findHoldByPurpose(db: Db, purposeKey: string): Promise<EscrowHoldRow | undefined> {
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.purposeKey, purposeKey)).limit(1);
  return row;
}

/** The hold, locked until the end of the transaction (release and refund decide under this lock). */
export async function lockHoldByPurpose(db: Db, purposeKey: string): Promise<EscrowHoldRow | undefined> {
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.purposeKey, purposeKey)).for('update');
  return row;
}

export async function markHoldReleased(
  db: Db,
  holdId: string,
  values: { payeeId: string; commission: number; settledAt: Date; refundedAmount?: number },
): Promise<EscrowHoldRow> {
  const [row] = await db
    .update(escrowHolds)
    .set({ status: 'released', ...values })
    .where(eq(escrowHolds.id, holdId))
    .returning();
  if (!row) throw new Error(`escrow: hold ${holdId} vanished`);
  return row;
}

export async function markHoldRefunded(db: Db, holdId: string, settledAt: Date): Promise<EscrowHoldRow> {
  const [row] = await db
    .update(escrowHolds)
    .set({ status: 'refunded', settledAt, refundedAmount: sql`${escrowHolds.amount}` })
    .where(eq(escrowHolds.id, holdId))
    .returning();
  if (!row) throw new Error(`escrow: hold ${holdId} vanished`);
  return row;
}
