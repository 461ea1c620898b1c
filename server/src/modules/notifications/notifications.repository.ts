import { and, count, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { NotificationKind } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)] as const;

/** A list of ids as ONE array parameter (`= any($1::uuid[])`): a fan-out to thousands stays one short statement. */
const anyId = (column: typeof users.id | typeof notifications.userId, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** A notification to store. The caller picks its id, so it can leave it out of reads that run at the same time. */
export type NewNotice = Pick<NewNotificationRow, 'kind' | 'category' | 'message' | 'actionPath' | 'data'> & {
  id: string;
  userId: string;
};

/**
 * Stores each notification whose user exists and is not erased (the others are skipped, never an error), in one
 * statement with one parameter however many there are: the rows travel as one JSON array.
 */
export async function insertNotifications(db: Db, notices: NewNotice[], createdAt: Date): Promise<NotificationRow[]> {
  if (notices.length === 0) return [];
  const json = JSON.stringify(
    notices.map((notice) => ({
      id: notice.id,
      user_id: notice.userId,
      kind: notice.kind ?? 'plain',
      category: notice.category,
      message: notice.message,
      action_path: notice.actionPath ?? null,
      data: notice.data ?? {},
    })),
  );
  // Every column, in the table's order (Drizzle's insert-select rule).
  const rows = db
    .select({
      id: sql`r.id`.as('id'),
      userId: users.id,
      kind: sql`r.kind`.as('kind'),
      category: sql`r.category`.as('category'),
      message: sql`r.message`.as('message'),
      actionPath: sql`r.action_path`.as('action_path'),
      data: sql`r.data`.as('data'),
      clickedAt: sql`null::timestamptz`.as('clicked_at'),
      createdAt: sql`${createdAt.toISOString()}::timestamptz`.as('created_at'),
    })
    .from(
      sql`jsonb_to_recordset(${json}::jsonb)
            as r(id uuid, user_id uuid, kind text, category text, message text, action_path text, data jsonb)`,
    )
    .innerJoin(users, and(sql`${users.id} = r.user_id`, isNull(users.erasedAt)));
  return db.insert(notifications).select(rows).returning();
}

function ofUser(userId: string, excludeKinds: NotificationKind[]) {
  return and(
    eq(notifications.userId, userId),
    excludeKinds.length > 0 ? notInArray(notifications.kind, excludeKinds) : undefined,
  );
}

/** One page of a user's notifications, newest first, and how many they have in all. */
export async function listNotifications(
  db: Db,
  userId: string,
  options: { offset: number; limit: number; excludeKinds?: NotificationKind[] },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = ofUser(userId, options.excludeKinds ?? []);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...newestFirst)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** What a fan-out finds already there: created up to its time and not one of its own new rows. */
export interface EarlierThan {
  at: Date;
  excludeIds: string[];
}

const earlierThan = (earlier: EarlierThan | undefined) =>
  earlier
    ? and(
        sql`${notifications.createdAt} <= ${earlier.at.toISOString()}::timestamptz`,
        sql`not (${notifications.id} = any(${sql.param(earlier.excludeIds)}::uuid[]))`,
      )
    : undefined;

/** The newest `limit` notifications of each user, in one query (a fan-out to many users). */
export async function listNewestForUsers(
  db: Db,
  userIds: string[],
  limit: number,
  earlier?: EarlierThan,
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  const ranked = db
    .select({
      id: notifications.id,
      rank: sql<number>`row_number() over (partition by ${notifications.userId} order by ${notifications.createdAt} desc, ${notifications.id} desc)`.as(
        'rank',
      ),
    })
    .from(notifications)
    .where(and(anyId(notifications.userId, userIds), earlierThan(earlier)))
    .as('ranked');
  const rows = await db
    .select({ row: notifications })
    .from(notifications)
    .innerJoin(ranked, eq(ranked.id, notifications.id))
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(...newestFirst);
  return rows.map(({ row }) => row);
}

/** Per user: notifications created after the user last opened the bell (all of them if never). */
export async function countUnseen(db: Db, userIds: string[], earlier?: EarlierThan): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, unseen: count() })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        anyId(notifications.userId, userIds),
        earlierThan(earlier),
        or(isNull(users.notificationsLastSeenAt), gt(notifications.createdAt, users.notificationsLastSeenAt)),
      ),
    )
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, row.unseen);
  return counts;
}

/** One of the user's own notifications; undefined when it is not theirs or does not exist. */
export async function findOwnNotification(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

/** Marks the user's own notification clicked (the first click's time stays); undefined when it is not theirs. */
export async function markClicked(db: Db, userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ clickedAt: sql`coalesce(${notifications.clickedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** The bell was opened: everything up to now is seen. */
export async function setNotificationsLastSeen(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ notificationsLastSeenAt: at }).where(eq(users.id, userId));
}
