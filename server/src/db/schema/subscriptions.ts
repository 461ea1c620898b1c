import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Per-vehicle maintenance subscription products. Prices in kobo. */
export const subscriptionProducts = pgTable(
  'subscription_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    sortOrder: integer().notNull().default(0),
    texts: jsonb().$type<Record<string, { name: string; description: string; features: string[] }>>().notNull(),
    monthlyPriceKobo: bigint({ mode: 'number' }).notNull(),
    /** Fractions: 0.1 is 10 % off. */
    monthlyDiscount: real().notNull().default(0),
    annualDiscount: real().notNull().default(0),
    currency: text().notNull().default('NGN'),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subscription_products_slug_unique').on(table.slug)],
);

/** A customer's subscription cart: items of productId and noOfMonths. */
export const subscriptionCartItems = pgTable(
  'subscription_cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => subscriptionProducts.id, { onDelete: 'cascade' }),
    /** 1 (monthly) or 12 (annually). */
    noOfMonths: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_cart_items_user_product_unique').on(table.userId, table.productId),
    check('subscription_cart_items_months_check', sql`${table.noOfMonths} in (1, 12)`),
  ],
);
