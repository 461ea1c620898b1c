import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PartGrade, SupplierStatus } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import {
  sparePartQuotationItems,
  sparePartQuotations,
  sparePartRequestInvitations,
  sparePartRequestItems,
  sparePartRequests,
  supplierProfiles,
  vehicles,
} from '../../../db/schema/index.ts';
import type { SparePartRequestRow } from '../requests/spare-part-requests.repository.ts';

export type SparePartQuotationRow = typeof sparePartQuotations.$inferSelect;
export type NewSparePartQuotationRow = typeof sparePartQuotations.$inferInsert;
export type SparePartQuotationChanges = Partial<
  Omit<NewSparePartQuotationRow, 'id' | 'requestId' | 'supplierId' | 'createdAt'>
>;
export type NewSparePartQuotationLineRow = typeof sparePartQuotationItems.$inferInsert;

/** A quotation's line with the name and part number of the item it answers. */
export type SparePartQuotationLineRow = typeof sparePartQuotationItems.$inferSelect & {
  name: string;
  partNumber: string | null;
};

/** Whether `supplierId` was invited to quote on the request. */
export async function isInvited(db: Db, requestId: string, supplierId: string): Promise<boolean> {
  const [row] = await db
    .select({ requestId: sparePartRequestInvitations.requestId })
    .from(sparePartRequestInvitations)
    .where(
      and(eq(sparePartRequestInvitations.requestId, requestId), eq(sparePartRequestInvitations.supplierId, supplierId)),
    );
  return row !== undefined;
}

/** Where the supplier's profile stands; undefined without one. */
export async function supplierStatusOf(db: Db, supplierId: string): Promise<SupplierStatus | undefined> {
  const [row] = await db
    .select({ status: supplierProfiles.status })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, supplierId));
  return row?.status;
}

/** The supplier's quotation for the request, if any. */
export async function findQuotationOf(
  db: Db,
  requestId: string,
  supplierId: string,
): Promise<SparePartQuotationRow | undefined> {
  const [row] = await db
    .select()
    .from(sparePartQuotations)
    .where(and(eq(sparePartQuotations.requestId, requestId), eq(sparePartQuotations.supplierId, supplierId)));
  return row;
}

export async function findQuotation(db: Db, id: string): Promise<SparePartQuotationRow | undefined> {
  const [row] = await db.select().from(sparePartQuotations).where(eq(sparePartQuotations.id, id));
  return row;
}

export async function insertQuotation(tx: Db, values: NewSparePartQuotationRow): Promise<SparePartQuotationRow> {
  const [row] = await tx.insert(sparePartQuotations).values(values).returning();
  if (!row) throw new Error('spare-part quotation insert returned no row');
  return row;
}

/** Revises a quotation still submitted; undefined when it is no longer (paid meanwhile). */
export async function updateSubmittedQuotation(
  tx: Db,
  id: string,
  changes: SparePartQuotationChanges,
): Promise<SparePartQuotationRow | undefined> {
  const [row] = await tx
    .update(sparePartQuotations)
    .set(changes)
    .where(and(eq(sparePartQuotations.id, id), eq(sparePartQuotations.status, 'submitted')))
    .returning();
  return row;
}

/** Replaces a quotation's lines whole (a revision answers every item again). */
export async function replaceLines(
  tx: Db,
  quotationId: string,
  lines: readonly NewSparePartQuotationLineRow[],
): Promise<void> {
  await tx.delete(sparePartQuotationItems).where(eq(sparePartQuotationItems.quotationId, quotationId));
  if (lines.length > 0) await tx.insert(sparePartQuotationItems).values([...lines]);
}

/** The lines of some quotations, by quotation id, each in its request's item order. */
export async function linesOfQuotations(
  db: Db,
  quotationIds: readonly string[],
): Promise<Map<string, SparePartQuotationLineRow[]>> {
  const byQuotation = new Map<string, SparePartQuotationLineRow[]>();
  if (quotationIds.length === 0) return byQuotation;
  const rows = await db
    .select({
      line: sparePartQuotationItems,
      name: sparePartRequestItems.name,
      partNumber: sparePartRequestItems.partNumber,
    })
    .from(sparePartQuotationItems)
    .innerJoin(sparePartRequestItems, eq(sparePartRequestItems.id, sparePartQuotationItems.itemId))
    .where(inArray(sparePartQuotationItems.quotationId, [...quotationIds]))
    .orderBy(asc(sparePartRequestItems.createdAt), asc(sparePartRequestItems.id));
  for (const row of rows) {
    const line = { ...row.line, name: row.name, partNumber: row.partNumber };
    byQuotation.set(line.quotationId, [...(byQuotation.get(line.quotationId) ?? []), line]);
  }
  return byQuotation;
}

/** A request as a supplier sees it beside their quotation: no customer, no street. */
export interface QuotedRequestRow {
  request: Pick<
    SparePartRequestRow,
    'id' | 'status' | 'vehicleDescription' | 'town' | 'lga' | 'state' | 'neededBy' | 'expiresAt'
  >;
  vehicle: { brand: string; model: string; year: number } | null;
  itemCount: number;
}

/** A supplier's quotation with its request's summary. */
export interface SupplierQuotationRow extends QuotedRequestRow {
  quotation: SparePartQuotationRow;
}

/** One index probe per row (spare_part_request_items_request_idx); the alias keeps the two tables apart. */
const itemCount = sql<number>`(select count(*)::int from spare_part_request_items as counted
  where counted.request_id = ${sparePartRequests.id})`;

const supplierQuotationFields = {
  quotation: sparePartQuotations,
  request: {
    id: sparePartRequests.id,
    status: sparePartRequests.status,
    vehicleDescription: sparePartRequests.vehicleDescription,
    town: sparePartRequests.town,
    lga: sparePartRequests.lga,
    state: sparePartRequests.state,
    neededBy: sparePartRequests.neededBy,
    expiresAt: sparePartRequests.expiresAt,
  },
  vehicle: { brand: vehicles.brand, model: vehicles.model, year: vehicles.year },
  itemCount,
};

/** The supplier's quotations, newest first (spare_part_quotations_supplier_idx), a page at a time, with the total. */
export async function listSupplierQuotations(
  db: Db,
  supplierId: string,
  page: { page: number; limit: number },
): Promise<{ rows: SupplierQuotationRow[]; total: number }> {
  const where = eq(sparePartQuotations.supplierId, supplierId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(supplierQuotationFields)
      .from(sparePartQuotations)
      .innerJoin(sparePartRequests, eq(sparePartRequests.id, sparePartQuotations.requestId))
      .leftJoin(vehicles, eq(vehicles.id, sparePartRequests.vehicleId))
      .where(where)
      .orderBy(desc(sparePartQuotations.createdAt), desc(sparePartQuotations.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(sparePartQuotations).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One quotation with its request's summary, by id alone, for a reader whose right to it the caller checks. */
export async function findSupplierQuotation(db: Db, id: string): Promise<SupplierQuotationRow | undefined> {
  const [row] = await db
    .select(supplierQuotationFields)
    .from(sparePartQuotations)
    .innerJoin(sparePartRequests, eq(sparePartRequests.id, sparePartQuotations.requestId))
    .leftJoin(vehicles, eq(vehicles.id, sparePartRequests.vehicleId))
    .where(eq(sparePartQuotations.id, id));
  return row;
}

/** Every quotation of a request. */
export async function quotationsOfRequest(db: Db, requestId: string): Promise<SparePartQuotationRow[]> {
  return db
    .select()
    .from(sparePartQuotations)
    .where(eq(sparePartQuotations.requestId, requestId))
    .orderBy(asc(sparePartQuotations.total), asc(sparePartQuotations.createdAt));
}

/** What the customer's comparison shows of each supplier. */
export interface QuotingSupplierRow {
  supplierId: string;
  businessName: string | null;
  completedOrders: number;
}

/**
 * Some suppliers' business names and completed orders: spare-part requests whose quotation of theirs was paid
 * (accepted) and whose customer confirmed the delivery (completed).
 */
export async function quotingSuppliers(db: Db, supplierIds: readonly string[]): Promise<QuotingSupplierRow[]> {
  if (supplierIds.length === 0) return [];
  const ids = [...new Set(supplierIds)];
  const [profiles, completed] = await Promise.all([
    db
      .select({ supplierId: supplierProfiles.userId, businessName: supplierProfiles.businessName })
      .from(supplierProfiles)
      .where(inArray(supplierProfiles.userId, ids)),
    db
      .select({ supplierId: sparePartQuotations.supplierId, orders: count() })
      .from(sparePartQuotations)
      .innerJoin(sparePartRequests, eq(sparePartRequests.id, sparePartQuotations.requestId))
      .where(
        and(
          inArray(sparePartQuotations.supplierId, ids),
          eq(sparePartQuotations.status, 'accepted'),
          eq(sparePartRequests.status, 'completed'),
        ),
      )
      .groupBy(sparePartQuotations.supplierId),
  ]);
  const orders = new Map(completed.map((row) => [row.supplierId, row.orders]));
  return profiles.map((row) => ({ ...row, completedOrders: orders.get(row.supplierId) ?? 0 }));
}

/** What finds past lines for the same part: its keys (`sparePartKeys`) and the grades asked about. */
export interface PastPriceSearch {
  /** The request asking: its own quotations are not "past". */
  excludeRequestId: string;
  nameKey: string;
  numberKey: string | null;
  grades: readonly PartGrade[];
  /** The latest lines kept per grade. */
  perGrade: number;
}

/**
 * Unit prices of past offered lines for the same part at the given grades, on other requests: with a part number,
 * the lines with the same number, or without one and the same name; without a part number, the lines with the same
 * name. At most `perGrade` of the latest per grade (the partial indexes on the keys and grade serve it).
 */
export async function pastUnitPrices(
  db: Db,
  search: PastPriceSearch,
): Promise<{ grade: PartGrade; unitPrice: number }[]> {
  if (search.grades.length === 0) return [];
  const line = sparePartQuotationItems;
  const samePart =
    search.numberKey === null
      ? eq(line.partNameKey, search.nameKey)
      : or(
          eq(line.partNumberKey, search.numberKey),
          and(isNull(line.partNumberKey), eq(line.partNameKey, search.nameKey)),
        );
  const recent = db
    .select({
      grade: line.grade,
      unitPrice: line.unitPrice,
      position: sql<number>`row_number() over (partition by ${line.grade} order by ${line.createdAt} desc)`.as(
        'position',
      ),
    })
    .from(line)
    .innerJoin(sparePartQuotations, eq(sparePartQuotations.id, line.quotationId))
    .where(
      and(
        sql`${line.available}`,
        inArray(line.grade, [...search.grades]),
        samePart,
        ne(sparePartQuotations.requestId, search.excludeRequestId),
      ),
    )
    .as('recent');
  const rows = await db
    .select({ grade: recent.grade, unitPrice: recent.unitPrice })
    .from(recent)
    .where(lte(recent.position, search.perGrade));
  return rows.flatMap((row) =>
    row.grade !== null && row.unitPrice !== null ? [{ grade: row.grade, unitPrice: Number(row.unitPrice) }] : [],
  );
}
