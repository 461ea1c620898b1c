import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, reason: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** A user's live sessions (not revoked, not expired), most recently used first; at most `limit`. */
export async function listLiveSessions(db: Db, userId: string, at: Date, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

/**
 * Revokes one live session of a user in a single statement; returns it, or undefined when it is not theirs, not
 * live or unknown. Of two calls racing for the same session, exactly one gets it.
 */
export async function revokeLiveUserSession(
  db: Db,
  userId: string,
  id: string,
  reason: string,
  at: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)),
    )
    .returning();
  return row;
}

/** Revokes every live session of a user, except `keepId` when given; returns the ids revoked. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  at: Date,
  keepId?: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        keepId ? ne(sessions.id, keepId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Whether the user has opened a session from this address since `since` (a place the owner signs in from). */
export async function hasSessionFromIp(db: Db, userId: string, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
