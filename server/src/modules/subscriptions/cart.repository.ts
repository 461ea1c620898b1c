import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionCartItems, subscriptionProducts } from '../../db/schema/index.ts';
import type { SubscriptionProductRow } from './products.repository.ts';

export type CartItemRow = typeof subscriptionCartItems.$inferSelect;

export async function listCartItems(
  db: Db,
  userId: string,
): Promise<{ item: CartItemRow; product: SubscriptionProductRow }[]> {
  return db
    .select({ item: subscriptionCartItems, product: subscriptionProducts })
    .from(subscriptionCartItems)
    .innerJoin(subscriptionProducts, eq(subscriptionProducts.id, subscriptionCartItems.productId))
    .where(eq(subscriptionCartItems.userId, userId))
    .orderBy(asc(subscriptionCartItems.createdAt), asc(subscriptionCartItems.id));
}

/** One line per product: adding a product already in the cart changes its term (one statement, race-free). */
export async function upsertCartItem(
  db: Db,
  values: { userId: string; productId: string; noOfMonths: number; at: Date },
) {
  await db
    .insert(subscriptionCartItems)
    .values({ ...values, createdAt: values.at, updatedAt: values.at })
    .onConflictDoUpdate({
      target: [subscriptionCartItems.userId, subscriptionCartItems.productId],
      set: { noOfMonths: values.noOfMonths, updatedAt: values.at },
    });
}

/** Removes a line of the user's own cart; false when there was none (unknown, or someone else's). */
export async function deleteCartItem(db: Db, userId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(subscriptionCartItems)
    .where(and(eq(subscriptionCartItems.id, itemId), eq(subscriptionCartItems.userId, userId)))
    .returning({ id: subscriptionCartItems.id });
  return rows.length > 0;
}

export async function findActiveProduct(db: Db, productId: string): Promise<SubscriptionProductRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionProducts)
    .where(and(eq(subscriptionProducts.id, productId), eq(subscriptionProducts.active, true)));
  return row;
}
