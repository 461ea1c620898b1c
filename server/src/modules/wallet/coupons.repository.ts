import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

export async function insertCoupon(db: Db, values: NewCouponRow): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/** The coupon, locked until the transaction ends (an admin's change waits for redemptions in flight). */
export async function lockCouponById(tx: Db, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1).for('update');
  return row;
}

export async function setCouponExpiry(tx: Db, id: string, expiresAt: Date): Promise<CouponRow> {
  const [row] = await tx.update(coupons).set({ expiresAt }).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error(`setCouponExpiry: coupon ${id} not found`);
  return row;
}

/** The coupon, locked until the transaction ends: redemptions of one coupon take turns. */
export async function lockCouponByCode(tx: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1).for('update');
  return row;
}

export async function countRedemptionsOf(tx: Db, couponId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.total ?? 0;
}

export async function insertRedemption(tx: Db, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}

export async function incrementRedeemedCount(tx: Db, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
    .where(eq(coupons.id, couponId));
}
