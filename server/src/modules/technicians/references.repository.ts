import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { technicianReferences } from '../../db/schema/index.ts';

export type ReferenceRow = typeof technicianReferences.$inferSelect;
export type NewReferenceRow = typeof technicianReferences.$inferInsert;

/** The applicant's references, oldest first. */
export async function listReferences(db: Db, userId: string): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(technicianReferences)
    .where(eq(technicianReferences.userId, userId))
    .orderBy(asc(technicianReferences.createdAt), asc(technicianReferences.id));
}

export async function countReferences(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(technicianReferences)
    .where(eq(technicianReferences.userId, userId));
  return row?.total ?? 0;
}

export async function insertReference(db: Db, values: NewReferenceRow): Promise<ReferenceRow> {
  const [row] = await db.insert(technicianReferences).values(values).returning();
  if (!row) throw new Error('the reference was not written');
  return row;
}

/** Deletes one of the user's references; undefined when the user has none with that id. */
export async function deleteReferenceOf(db: Db, userId: string, id: string): Promise<ReferenceRow | undefined> {
  const [row] = await db
    .delete(technicianReferences)
    .where(and(eq(technicianReferences.id, id), eq(technicianReferences.userId, userId)))
    .returning();
  return row;
}

export async function findReferenceByTokenHash(db: Db, tokenHash: string): Promise<ReferenceRow | undefined> {
  const [row] = await db.select().from(technicianReferences).where(eq(technicianReferences.tokenHash, tokenHash));
  return row;
}

/**
 * Records the answer when the reference has none yet and its link still works: one statement, so of two answers
 * at once exactly one is written. Undefined when nothing was (unknown, answered or expired).
 */
export async function answerReference(
  db: Db,
  tokenHash: string,
  answer: { answer: NonNullable<ReferenceRow['answer']>; comment: string | null; at: Date },
): Promise<ReferenceRow | undefined> {
  const [row] = await db
    .update(technicianReferences)
    .set({ answer: answer.answer, comment: answer.comment, answeredAt: answer.at })
    .where(
      and(
        eq(technicianReferences.tokenHash, tokenHash),
        isNull(technicianReferences.answer),
        gt(technicianReferences.expiresAt, answer.at),
      ),
    )
    .returning();
  return row;
}

/**
 * Removes what identifies the user's references (name, phone, e-mail, comment) and ends their links; the answers
 * themselves stay as records.
 */
export async function eraseReferencesOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(technicianReferences)
    .set({
      name: 'Erased',
      phoneDialCode: '',
      phoneNumber: '',
      email: '',
      comment: null,
      expiresAt: sql`least(${technicianReferences.expiresAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(technicianReferences.userId, userId));
}

/** Whether the user already has a reference with this phone or e-mail. */
export async function hasReferenceWith(
  db: Db,
  userId: string,
  contact: { dialCode: string; number: string; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: technicianReferences.id })
    .from(technicianReferences)
    .where(
      and(
        eq(technicianReferences.userId, userId),
        sql`((${technicianReferences.phoneDialCode} = ${contact.dialCode} and ${technicianReferences.phoneNumber} = ${contact.number}) or ${technicianReferences.email} = ${contact.email})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
