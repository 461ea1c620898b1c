import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { technicianCredentials } from '../../db/schema/index.ts';

export type CredentialRow = typeof technicianCredentials.$inferSelect;
export type NewCredentialRow = typeof technicianCredentials.$inferInsert;

/** The technician's papers, oldest first. */
export async function listCredentials(db: Db, userId: string): Promise<CredentialRow[]> {
  return db
    .select()
    .from(technicianCredentials)
    .where(eq(technicianCredentials.userId, userId))
    .orderBy(asc(technicianCredentials.createdAt), asc(technicianCredentials.id));
}

export async function countCredentials(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(technicianCredentials)
    .where(eq(technicianCredentials.userId, userId));
  return row?.total ?? 0;
}

export async function insertCredential(db: Db, values: NewCredentialRow): Promise<CredentialRow> {
  const [row] = await db.insert(technicianCredentials).values(values).returning();
  if (!row) throw new Error('the credential was not written');
  return row;
}

/** Deletes one of the user's papers; undefined when the user has none with that id. */
export async function deleteCredentialOf(db: Db, userId: string, id: string): Promise<CredentialRow | undefined> {
  const [row] = await db
    .delete(technicianCredentials)
    .where(and(eq(technicianCredentials.id, id), eq(technicianCredentials.userId, userId)))
    .returning();
  return row;
}

/** Deletes every paper of the user; answers their file keys. */
export async function deleteAllCredentialsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(technicianCredentials)
    .where(eq(technicianCredentials.userId, userId))
    .returning({ fileKey: technicianCredentials.fileKey });
  return rows.map((row) => row.fileKey);
}
