import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedCards } from '../../db/schema/index.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type NewSavedCard = typeof savedCards.$inferInsert;

export async function findUserCard(db: Db, userId: string, id: string): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .limit(1);
  return row;
}

/** Saves the card, or returns undefined when the user already has this card (same signature). */
export async function insertCardOnce(db: Db, values: NewSavedCard): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .insert(savedCards)
    .values(values)
    .onConflictDoNothing({ target: [savedCards.userId, savedCards.signature] })
    .returning();
  return row;
}

export async function findUserCardBySignature(
  db: Db,
  userId: string,
  signature: string,
): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.signature, signature)))
    .limit(1);
  return row;
}

export async function listUserCards(
  db: Db,
  userId: string,
  options: { offset: number; limit: number },
): Promise<{ rows: SavedCardRow[]; total: number }> {
  const where = eq(savedCards.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(savedCards)
      .where(where)
      .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(savedCards).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Deletes the user's card; undefined when they have no such card. */
export async function deleteUserCard(db: Db, userId: string, id: string): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning();
  return row;
}
