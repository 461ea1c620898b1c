import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { securityEvents } from '../../db/schema/index.ts';

export type SecurityEventRow = typeof securityEvents.$inferSelect;

export async function insertSecurityEvent(db: Db, values: typeof securityEvents.$inferInsert): Promise<void> {
  await db.insert(securityEvents).values(values);
}

export async function listSecurityEvents(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SecurityEventRow[]; total: number }> {
  const where = and(eq(securityEvents.userId, userId));
  const rows = await db
    .select()
    .from(securityEvents)
    .where(where)
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(securityEvents).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Whether the user has signed up or signed in before with exactly this user agent. */
export async function hasSessionEventWithUserAgent(db: Db, userId: string, userAgent: string): Promise<boolean> {
  const [row] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        eq(securityEvents.userAgent, userAgent),
        inArray(securityEvents.type, ['signup', 'sign-in', 'social-sign-in', 'email-verified']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
