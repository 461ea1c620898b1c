import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { sparePartRequestQuotingStatuses } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { sparePartRequestInvitations, sparePartRequests, vehicles } from '../../../db/schema/index.ts';
import type { SparePartRequestRow, SparePartVehicleRow } from './spare-part-requests.repository.ts';

/** A request a supplier was invited to, with its vehicle and the invitation. */
export interface InvitedRequestRow {
  request: SparePartRequestRow;
  vehicle: SparePartVehicleRow | null;
  invitation: { distanceKm: number; invitedAt: Date };
}

const fields = {
  request: sparePartRequests,
  vehicle: { id: vehicles.id, brand: vehicles.brand, model: vehicles.model, year: vehicles.year, vin: vehicles.vin },
  invitation: { distanceKm: sparePartRequestInvitations.distanceKm, invitedAt: sparePartRequestInvitations.invitedAt },
};

/**
 * The supplier's invitations to requests still taking quotations, newest first (the index
 * spare_part_request_invitations_supplier_idx walks them in that order), a page at a time, with the total.
 */
export async function listInvitedRequests(
  db: Db,
  supplierId: string,
  page: { page: number; limit: number },
): Promise<{ rows: InvitedRequestRow[]; total: number }> {
  const where = and(
    eq(sparePartRequestInvitations.supplierId, supplierId),
    inArray(sparePartRequests.status, [...sparePartRequestQuotingStatuses]),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(fields)
      .from(sparePartRequestInvitations)
      .innerJoin(sparePartRequests, eq(sparePartRequests.id, sparePartRequestInvitations.requestId))
      .leftJoin(vehicles, eq(vehicles.id, sparePartRequests.vehicleId))
      .where(where)
      .orderBy(desc(sparePartRequestInvitations.invitedAt), desc(sparePartRequestInvitations.requestId))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count() })
      .from(sparePartRequestInvitations)
      .innerJoin(sparePartRequests, eq(sparePartRequests.id, sparePartRequestInvitations.requestId))
      .where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One request `supplierId` was invited to, whatever its status; undefined when they were not invited. */
export async function findInvitedRequest(
  db: Db,
  supplierId: string,
  requestId: string,
): Promise<InvitedRequestRow | undefined> {
  const [row] = await db
    .select(fields)
    .from(sparePartRequestInvitations)
    .innerJoin(sparePartRequests, eq(sparePartRequests.id, sparePartRequestInvitations.requestId))
    .leftJoin(vehicles, eq(vehicles.id, sparePartRequests.vehicleId))
    .where(
      and(eq(sparePartRequestInvitations.supplierId, supplierId), eq(sparePartRequestInvitations.requestId, requestId)),
    );
  return row;
}
