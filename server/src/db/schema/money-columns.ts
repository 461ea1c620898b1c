import { bigint, timestamp, uuid, text } from 'drizzle-orm/pg-core';
import type { Currency } from '@fleetcare/shared';
import { users } from './users.ts';

/** Column builders the money tables (ledger, payments, wallet) share. Amounts are kobo read as JS numbers. */
export const kobo = () => bigint({ mode: 'number' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id);
export const currency = () => text().$type<Currency>().notNull().default('NGN');
