import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A service FleetCare sells (maintenance, inspection, parts sourcing...), with typical prices per vehicle class. */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    kind: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Per-locale texts: { en: { name, summary, includes[] }, nb: {...} }. */
    texts: jsonb().$type<Record<string, { name: string; summary: string; includes: string[] }>>().notNull(),
    /** Typical price range in kobo per vehicle class: [{ vehicleClass, minKobo, maxKobo }]. */
    priceRanges: jsonb().$type<{ vehicleClass: string; minKobo: number; maxKobo: number }[]>().notNull(),
    durationMinutesMin: integer().notNull(),
    durationMinutesMax: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('service_types_slug_unique').on(table.slug)],
);
