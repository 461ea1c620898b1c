import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;

export async function findSubscription(db: Db, email: string): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

/**
 * Subscribes (or re-subscribes) an address in one statement; `created` is false when it was already an active
 * subscription, so concurrent or repeated calls have one effect.
 */
export async function upsertSubscription(
  db: Db,
  values: { email: string; userId: string | null; locale: string; at: Date },
): Promise<{ row: NewsletterRow; wasActive: boolean }> {
  const before = await findSubscription(db, values.email);
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: values.email, userId: values.userId, locale: values.locale, subscribedAt: values.at })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { unsubscribedAt: null, locale: values.locale },
    })
    .returning();
  if (!row) throw new Error('newsletter upsert returned nothing');
  return { row, wasActive: !!before && before.unsubscribedAt === null };
}

export async function markUnsubscribed(db: Db, email: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: at })
    .where(eq(newsletterSubscriptions.email, email))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
