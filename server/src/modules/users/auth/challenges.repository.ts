import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loginChallenges } from '../../../db/schema/index.ts';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export async function insertLoginChallenge(
  db: Db,
  values: typeof loginChallenges.$inferInsert,
): Promise<LoginChallengeRow> {
  const [row] = await db.insert(loginChallenges).values(values).returning();
  if (!row) throw new Error('challenge insert returned nothing');
  return row;
}

export async function findLoginChallenge(db: Db, id: string): Promise<LoginChallengeRow | undefined> {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id));
  return row;
}

/** Counts an attempt on a challenge and returns the new count (atomic). */
export async function countChallengeAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.id, id))
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Completes a challenge once; false when another request completed it first. */
export async function completeLoginChallenge(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ completedAt: at })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.completedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}
