import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account a notification goes to: its contact details and notification settings live on its users row. */
export type RecipientRow = typeof users.$inferSelect;

export async function findRecipient(db: Db, userId: string): Promise<RecipientRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}
