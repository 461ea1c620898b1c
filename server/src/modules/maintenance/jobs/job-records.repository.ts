import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { maintenanceRequests, maintenanceSurcharges, quotations, users, vehicles } from '../../../db/schema/index.ts';

/** The booked quotation's items and totals, for the receipt. */
export async function findBookedQuotation(db: Db, quotationId: string) {
  const [row] = await db
    .select({
      labour: quotations.labour,
      parts: quotations.parts,
      labourTotal: quotations.labourTotal,
      partsTotal: quotations.partsTotal,
      callOutFee: quotations.callOutFee,
      total: quotations.total,
    })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  return row;
}

/** Names of users by id (the receipt's customer and technician). */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

export async function findVehicleLabelParts(db: Db, vehicleId: string) {
  const [row] = await db
    .select({
      vin: vehicles.vin,
      category: vehicles.category,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row;
}

/** The technician's settled jobs that paid them something, newest first, a page at a time. */
export async function listEarnings(db: Db, technicianId: string, offset: number, limit: number) {
  const where = and(
    eq(maintenanceRequests.technicianId, technicianId),
    isNotNull(maintenanceRequests.settledAt),
    sql`${maintenanceRequests.releasedAmount} > 0`,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ request: maintenanceRequests, vehicle: vehicles })
      .from(maintenanceRequests)
      .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
      .where(where)
      .orderBy(desc(maintenanceRequests.settledAt), desc(maintenanceRequests.id))
      .offset(offset)
      .limit(limit),
    db
      .select({
        jobs: count(),
        released: sql<string>`coalesce(sum(${maintenanceRequests.releasedAmount}), 0)::text`,
        commission: sql<string>`coalesce(sum(${maintenanceRequests.commissionAmount}), 0)::text`,
      })
      .from(maintenanceRequests)
      .where(where),
  ]);
  const total = totals[0];
  return {
    rows,
    jobs: total?.jobs ?? 0,
    released: Number(total?.released ?? 0),
    commission: Number(total?.commission ?? 0),
  };
}

/** What the technician's jobs under way hold in escrow: their booked quotations and paid surcharges, kobo. */
export async function pendingForTechnician(db: Db, technicianId: string): Promise<number> {
  const under = and(
    eq(maintenanceRequests.technicianId, technicianId),
    inArray(maintenanceRequests.status, ['booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed']),
  );
  const [booked] = await db
    .select({ sum: sql<string>`coalesce(sum(${quotations.total}), 0)::text` })
    .from(maintenanceRequests)
    .innerJoin(quotations, eq(quotations.id, maintenanceRequests.bookedQuotationId))
    .where(under);
  const [surcharges] = await db
    .select({ sum: sql<string>`coalesce(sum(${maintenanceSurcharges.total}), 0)::text` })
    .from(maintenanceSurcharges)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceSurcharges.requestId))
    .where(and(under, eq(maintenanceSurcharges.status, 'paid')));
  return Number(booked?.sum ?? 0) + Number(surcharges?.sum ?? 0);
}
