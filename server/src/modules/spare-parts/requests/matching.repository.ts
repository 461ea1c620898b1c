import { and, asc, between, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { NigerianStateName, PartBrand, SparePartCategory } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { sparePartRequestInvitations, supplierProfiles } from '../../../db/schema/index.ts';
import { boundingBox } from '../../../lib/geo/bounding-box.ts';
import { haversineKm } from '../../../lib/geo/haversine-sql.ts';

/** What a submitted request asks of the suppliers it invites. */
export interface SupplierSearch {
  /** The delivery address's point and state. */
  lat: number;
  lng: number;
  state: NigerianStateName;
  /** The items' categories: a supplier stocks at least one of them. */
  categories: readonly SparePartCategory[];
  /** The fleet vehicle's make as suppliers list makes; null for a described vehicle (no make is asked). */
  brand: PartBrand | null;
  /** The customer: never invited to quote on their own request. */
  excludeUserId: string;
  limit: number;
  /** How far this search reaches from the delivery address, km; null for anywhere. */
  maxKm: number | null;
}

export interface SupplierMatch {
  supplierId: string;
  distanceKm: number;
}

/**
 * The suppliers a request may invite, nearest first (then by id), in one query: approved, delivering to the
 * address's state, stocking at least one of the items' categories, carrying the vehicle's make when it has one,
 * with an address point, never the customer. Within `maxKm` a latitude/longitude box (on the partial index
 * supplier_profiles_matching_idx over approved suppliers) narrows the rows before the haversine distance is checked.
 */
export async function findMatchingSuppliers(db: Db, search: SupplierSearch): Promise<SupplierMatch[]> {
  const point = { lat: search.lat, lng: search.lng };
  const distanceKm = haversineKm(point, supplierProfiles.lat, supplierProfiles.lng);
  const box = search.maxKm === null ? null : boundingBox(point, search.maxKm);
  const categories = sql.join(
    search.categories.map((category) => sql`${category}`),
    sql`, `,
  );
  const rows = await db
    .select({ supplierId: supplierProfiles.userId, distanceKm: distanceKm.as('distance_km') })
    .from(supplierProfiles)
    .where(
      and(
        eq(supplierProfiles.status, 'approved'),
        isNotNull(supplierProfiles.lat),
        isNotNull(supplierProfiles.lng),
        box ? between(supplierProfiles.lat, box.minLat, box.maxLat) : undefined,
        box ? between(supplierProfiles.lng, box.minLng, box.maxLng) : undefined,
        search.maxKm === null ? undefined : sql`${distanceKm} <= ${search.maxKm}::double precision`,
        sql`${supplierProfiles.deliveryStates} @> ${JSON.stringify([search.state])}::jsonb`,
        sql`jsonb_exists_any(${supplierProfiles.partCategories}, array[${categories}]::text[])`,
        search.brand === null ? undefined : sql`${supplierProfiles.brands} @> ${JSON.stringify([search.brand])}::jsonb`,
        ne(supplierProfiles.userId, search.excludeUserId),
      ),
    )
    .orderBy(sql`distance_km`, asc(supplierProfiles.userId))
    .limit(search.limit);
  return rows.map((row) => ({ supplierId: row.supplierId, distanceKm: Number(row.distanceKm) }));
}

/**
 * Invites suppliers to a request: one row each, a second invitation of the same supplier is no row at all (the
 * key settles any race). Answers the suppliers this call invited.
 */
export async function insertInvitations(
  tx: Db,
  requestId: string,
  matches: readonly SupplierMatch[],
  invitedAt: Date,
): Promise<string[]> {
  if (matches.length === 0) return [];
  const rows = await tx
    .insert(sparePartRequestInvitations)
    .values(
      matches.map((match) => ({ requestId, supplierId: match.supplierId, distanceKm: match.distanceKm, invitedAt })),
    )
    .onConflictDoNothing()
    .returning({ supplierId: sparePartRequestInvitations.supplierId });
  return rows.map((row) => row.supplierId);
}

/** The suppliers invited to a request. */
export async function invitedSupplierIds(db: Db, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ supplierId: sparePartRequestInvitations.supplierId })
    .from(sparePartRequestInvitations)
    .where(eq(sparePartRequestInvitations.requestId, requestId));
  return rows.map((row) => row.supplierId);
}
