import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oneTimeTokens } from '../../../db/schema/index.ts';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type TokenPurpose = 'verify-email' | 'password-reset';

export async function insertToken(db: Db, values: typeof oneTimeTokens.$inferInsert): Promise<OneTimeTokenRow> {
  const [row] = await db.insert(oneTimeTokens).values(values).returning();
  if (!row) throw new Error('token insert returned nothing');
  return row;
}

export async function findTokenByHash(db: Db, tokenHash: string): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used; false when it was already used (a concurrent request won). */
export async function consumeToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Retires the unused tokens of a purpose (a new link replaces the old ones). */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose, at: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
