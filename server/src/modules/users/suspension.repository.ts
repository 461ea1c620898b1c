import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './users.repository.ts';

/** The user's row, locked until the transaction ends: suspensions of one account happen one at a time. */
export async function lockUserRow(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function setSuspension(
  tx: Db,
  userId: string,
  suspension: { suspendedAt: Date | null; suspendedReason: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...suspension, updatedAt: at })
    .where(eq(users.id, userId));
}
