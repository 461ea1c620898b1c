import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta, pushDevices } from '../../db/schema/index.ts';

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/**
 * One row per subscription endpoint. A browser's endpoint registered again (new keys, or another user signed in
 * on that browser) is taken over by the caller: pushes follow whoever uses the browser now.
 */
export async function upsertPushDevice(
  db: Db,
  values: { userId: string; endpoint: string; messageType: string; p256dh: string; auth: string; at: Date },
): Promise<PushDeviceRow> {
  const { at, ...fields } = values;
  const [row] = await db
    .insert(pushDevices)
    .values({ ...fields, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: {
        userId: fields.userId,
        messageType: fields.messageType,
        p256dh: fields.p256dh,
        auth: fields.auth,
        updatedAt: at,
        failures: 0,
      },
    })
    .returning();
  if (!row) throw new Error('push device upsert returned no row');
  return row;
}

/** The browsers of many users, by user, in one query. */
export async function listPushDevicesOfUsers(db: Db, userIds: string[]): Promise<Map<string, PushDeviceRow[]>> {
  const devices = new Map<string, PushDeviceRow[]>();
  if (userIds.length === 0) return devices;
  const rows = await db
    .select()
    .from(pushDevices)
    .where(sql`${pushDevices.userId} = any(${sql.param(userIds)}::uuid[])`);
  for (const row of rows) devices.set(row.userId, [...(devices.get(row.userId) ?? []), row]);
  return devices;
}

export async function deletePushDevice(db: Db, id: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function recordPushSuccess(db: Db, id: string, at: Date): Promise<void> {
  await db.update(pushDevices).set({ lastSuccessAt: at, failures: 0 }).where(eq(pushDevices.id, id));
}

export async function recordPushFailure(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(pushDevices)
    .set({ failures: sql`${pushDevices.failures} + 1` })
    .where(eq(pushDevices.id, id))
    .returning({ failures: pushDevices.failures });
  return row?.failures ?? 0;
}

/** A value of the app_meta table (installation-wide facts such as the generated VAPID keys). */
export async function readMeta<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value as T | undefined;
}

/** Stores a value unless one is there already (two processes starting at once keep the first). */
export async function insertMetaIfAbsent(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing({ target: appMeta.key });
}
