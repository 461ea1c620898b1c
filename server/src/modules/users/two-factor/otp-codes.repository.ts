import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { otpCodes } from '../../../db/schema/index.ts';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

export async function insertOtpCode(db: Db, values: typeof otpCodes.$inferInsert): Promise<OtpCodeRow> {
  const [row] = await db.insert(otpCodes).values(values).returning();
  if (!row) throw new Error('otp code insert returned nothing');
  return row;
}

/** The newest code of a purpose that is neither used nor replaced (optionally of one sign-in challenge). */
export async function findLiveOtpCode(
  db: Db,
  where: { userId: string; purpose: string; challengeId?: string | undefined },
): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, where.userId),
        eq(otpCodes.purpose, where.purpose),
        isNull(otpCodes.usedAt),
        where.challengeId ? eq(otpCodes.challengeId, where.challengeId) : undefined,
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Ends the unused codes of a purpose: a new code replaces the old ones. */
export async function retireOtpCodes(db: Db, userId: string, purpose: string, at: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: at })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
}

/** Removes a code that could not be delivered. */
export async function deleteOtpCode(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Counts one attempt on a code while it has attempts left (atomic, so parallel guesses cannot exceed the limit).
 * Returns the new count, or undefined when the attempts are used up.
 */
export async function countOtpAttempt(db: Db, id: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

/** Marks a code used; false when another request used it first. */
export async function consumeOtpCode(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
