import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { supplierProfileEvents, supplierProfiles } from '../../../db/schema/index.ts';

export type SupplierProfileRow = typeof supplierProfiles.$inferSelect;
export type SupplierProfileChanges = Partial<Omit<typeof supplierProfiles.$inferInsert, 'userId' | 'createdAt'>>;
type SupplierProfileEventRow = typeof supplierProfileEvents.$inferSelect;

export async function findSupplierProfile(db: Db, userId: string): Promise<SupplierProfileRow | undefined> {
  const [row] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId));
  return row;
}

/** The profile, locked until the transaction ends: changes to one profile happen one at a time. */
export async function lockSupplierProfile(tx: Db, userId: string): Promise<SupplierProfileRow | undefined> {
  const [row] = await tx.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId)).for('update');
  return row;
}

/** A new, empty draft; an existing profile is left as it is. */
export async function insertSupplierProfileIfMissing(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .insert(supplierProfiles)
    .values({ userId, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: supplierProfiles.userId });
}

export async function updateSupplierProfile(
  tx: Db,
  userId: string,
  changes: SupplierProfileChanges,
): Promise<SupplierProfileRow> {
  const [row] = await tx.update(supplierProfiles).set(changes).where(eq(supplierProfiles.userId, userId)).returning();
  if (!row) throw new Error(`supplier profile ${userId} vanished under its lock`);
  return row;
}

export async function insertSupplierProfileEvent(
  tx: Db,
  event: {
    userId: string;
    status: SupplierProfileEventRow['status'];
    reason: string | null;
    adminId: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(supplierProfileEvents).values({
    userId: event.userId,
    status: event.status,
    reason: event.reason,
    adminId: event.adminId,
    createdAt: event.at,
  });
}

/** Removes the business's address and its point from the profile (where its owner may live); the rest stays. */
export async function eraseSupplierAddress(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(supplierProfiles)
    .set({
      addressLine: null,
      landmark: null,
      town: null,
      lga: null,
      state: null,
      lat: null,
      lng: null,
      updatedAt: now,
    })
    .where(eq(supplierProfiles.userId, userId));
}
