import { partBrands, SPARE_PART_REQUEST_LIMITS, type PartBrand } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { findMatchingSuppliers, type SupplierMatch, type SupplierSearch } from './matching.repository.ts';

/**
 * How far each search for suppliers reaches from the delivery address, km; the last reaches anywhere, since a
 * supplier delivering to the state may sit in another one. A wider search runs only while the narrower found fewer
 * than the suppliers a request invites, so the nearest are found through the index on most requests.
 */
export const MATCHING_REACH_KM: readonly (number | null)[] = [50, 250, null];

/**
 * A vehicle's make (free text on the vehicle: "Toyota", "Mercedes Benz", "land rover") as suppliers list makes
 * (`partBrands`): lower case, spaces and underscores as hyphens; a make not in the list is `other`.
 */
export function partBrandOf(make: string): PartBrand {
  const slug = make
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return partBrands.find((brand) => brand === slug) ?? 'other';
}

/**
 * The suppliers a submitted request invites: at most ten, nearest to the delivery address first, among the
 * approved suppliers delivering to its state, stocking at least one of its items' categories, and carrying the
 * fleet vehicle's make (no make is asked for a described vehicle). Searches widen by MATCHING_REACH_KM until ten
 * are found or the whole country was searched.
 */
export async function matchSuppliers(
  db: Db,
  search: Omit<SupplierSearch, 'limit' | 'maxKm'>,
): Promise<SupplierMatch[]> {
  const limit = SPARE_PART_REQUEST_LIMITS.invitedSuppliersMax;
  let matches: SupplierMatch[] = [];
  for (const maxKm of MATCHING_REACH_KM) {
    matches = await findMatchingSuppliers(db, { ...search, limit, maxKm });
    if (matches.length >= limit) break;
  }
  return matches;
}
