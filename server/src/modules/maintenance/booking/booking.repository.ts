import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { maintenancePaymentAttempts, maintenanceRequests, quotations } from '../../../db/schema/index.ts';

/** What booking reads of a request. */
export interface BookingRequestRow {
  id: string;
  customerId: string;
  vehicleId: string;
  status: (typeof maintenanceRequests.$inferSelect)['status'];
  town: string | null;
  lga: string | null;
  bookedQuotationId: string | null;
  expiresAt: Date | null;
}

/** What booking reads of a quotation. */
export interface BookingQuotationRow {
  id: string;
  requestId: string;
  technicianId: string;
  status: (typeof quotations.$inferSelect)['status'];
  total: number;
  validUntil: Date;
}

export type PaymentAttemptRow = typeof maintenancePaymentAttempts.$inferSelect;

const requestFields = {
  id: maintenanceRequests.id,
  customerId: maintenanceRequests.customerId,
  vehicleId: maintenanceRequests.vehicleId,
  status: maintenanceRequests.status,
  town: maintenanceRequests.town,
  lga: maintenanceRequests.lga,
  bookedQuotationId: maintenanceRequests.bookedQuotationId,
  expiresAt: maintenanceRequests.expiresAt,
};

const quotationFields = {
  id: quotations.id,
  requestId: quotations.requestId,
  technicianId: quotations.technicianId,
  status: quotations.status,
  total: quotations.total,
  validUntil: quotations.validUntil,
};

export async function findBookingRequest(db: Db, id: string): Promise<BookingRequestRow | undefined> {
  const [row] = await db.select(requestFields).from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  return row;
}

/** The request, row-locked until the transaction ends: bookings of one request take turns. */
export async function lockBookingRequest(tx: Db, id: string): Promise<BookingRequestRow | undefined> {
  const [row] = await tx
    .select(requestFields)
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, id))
    .for('update');
  return row;
}

export async function findBookingQuotation(db: Db, id: string): Promise<BookingQuotationRow | undefined> {
  const [row] = await db.select(quotationFields).from(quotations).where(eq(quotations.id, id));
  return row;
}

/** The quotation, row-locked: a withdrawal or revision of it waits for the booking (or finds it accepted). */
export async function lockBookingQuotation(tx: Db, id: string): Promise<BookingQuotationRow | undefined> {
  const [row] = await tx.select(quotationFields).from(quotations).where(eq(quotations.id, id)).for('update');
  return row;
}

/** Books the request with the quotation, if it is still open or quoted: one update settles a race. */
export async function markRequestBooked(
  tx: Db,
  id: string,
  booking: { quotationId: string; technicianId: string; holdKey: string; commissionBps: number },
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(maintenanceRequests)
    .set({
      status: 'booked',
      bookedQuotationId: booking.quotationId,
      technicianId: booking.technicianId,
      bookedAt: at,
      bookingHoldKey: booking.holdKey,
      commissionBps: booking.commissionBps,
      updatedAt: at,
    })
    .where(and(eq(maintenanceRequests.id, id), inArray(maintenanceRequests.status, ['open', 'quoted'])))
    .returning({ id: maintenanceRequests.id });
  return rows.length === 1;
}

/** Moves a live quotation to `status`; false when it was no longer live. */
export async function setLiveQuotationStatus(
  tx: Db,
  id: string,
  status: 'accepted' | 'declined',
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(quotations)
    .set({ status, updatedAt: at })
    .where(and(eq(quotations.id, id), eq(quotations.status, 'submitted')))
    .returning({ id: quotations.id });
  return rows.length === 1;
}

/** The request's live quotations other than `exceptId`, row-locked (each then loses, in the machine's way). */
export async function lockOtherLiveQuotations(
  tx: Db,
  requestId: string,
  exceptId: string,
): Promise<BookingQuotationRow[]> {
  return tx
    .select(quotationFields)
    .from(quotations)
    .where(and(eq(quotations.requestId, requestId), eq(quotations.status, 'submitted'), ne(quotations.id, exceptId)))
    .orderBy(quotations.id)
    .for('update');
}

/** The technicians whose quotations of the request the customer declined (other than `exceptTechnicianId`). */
export async function declinedTechnicianIds(db: Db, requestId: string, exceptTechnicianId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ technicianId: quotations.technicianId })
    .from(quotations)
    .where(
      and(
        eq(quotations.requestId, requestId),
        eq(quotations.status, 'declined'),
        ne(quotations.technicianId, exceptTechnicianId),
      ),
    );
  return rows.map((row) => row.technicianId);
}

export async function insertPaymentAttempt(
  db: Db,
  values: { requestId: string; quotationId: string; paymentId: string },
): Promise<PaymentAttemptRow> {
  const [row] = await db.insert(maintenancePaymentAttempts).values(values).returning();
  if (!row) throw new Error('insertPaymentAttempt: no row returned');
  return row;
}

export async function findPaymentAttempt(db: Db, paymentId: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(maintenancePaymentAttempts)
    .where(eq(maintenancePaymentAttempts.paymentId, paymentId));
  return row;
}
