import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account a notification goes to: its contact details and notification settings live on its users row. */
export type RecipientRow = typeof users.$inferSelect;

export async function findRecipient(db: Db, userId: string): Promise<RecipientRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The accounts many notifications go to, by id, in one query (unknown ids are absent). */
export async function findRecipients(db: Db, userIds: string[]): Promise<Map<string, RecipientRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.param(userIds)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row]));
}
