import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionProducts } from '../../db/schema/index.ts';

export type SubscriptionProductRow = typeof subscriptionProducts.$inferSelect;

export async function listActiveProducts(db: Db): Promise<SubscriptionProductRow[]> {
  return db
    .select()
    .from(subscriptionProducts)
    .where(eq(subscriptionProducts.active, true))
    .orderBy(asc(subscriptionProducts.sortOrder), asc(subscriptionProducts.slug));
}
