import { DOCUMENT_REMINDER_DAYS, type DocumentType, type VehicleCategory } from '@fleetcare/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { vehicleDocuments } from '../../../db/schema/index.ts';

export type DocumentRow = typeof vehicleDocuments.$inferSelect;
export type NewDocumentRow = typeof vehicleDocuments.$inferInsert;
export type DocumentChanges = Partial<
  Pick<
    DocumentRow,
    | 'type'
    | 'title'
    | 'number'
    | 'issuedOn'
    | 'expiresOn'
    | 'fileKey'
    | 'fileName'
    | 'fileType'
    | 'fileSize'
    | 'remindedDays'
    | 'updatedAt'
  >
>;

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, id)).limit(1);
  return row;
}

export async function countDocuments(db: Db, vehicleId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.vehicleId, vehicleId));
  return row?.value ?? 0;
}

export async function insertDocument(db: Db, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(vehicleDocuments).values(values).returning();
  if (!row) throw new Error('insertDocument: no row returned');
  return row;
}

export async function updateDocument(db: Db, id: string, changes: DocumentChanges): Promise<DocumentRow> {
  const [row] = await db.update(vehicleDocuments).set(changes).where(eq(vehicleDocuments.id, id)).returning();
  if (!row) throw new Error('updateDocument: no row returned');
  return row;
}

export async function deleteDocument(db: Db, id: string): Promise<void> {
  await db.delete(vehicleDocuments).where(eq(vehicleDocuments.id, id));
}

/** A page of a vehicle's papers, soonest expiry first. */
export async function listDocuments(
  db: Db,
  vehicleId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const rows = await db
    .select()
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.vehicleId, vehicleId))
    .orderBy(asc(vehicleDocuments.expiresOn), asc(vehicleDocuments.createdAt), asc(vehicleDocuments.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countDocuments(db, vehicleId) };
}

/** The reminder an expired paper gets (stored in remindedDays below the 1-day reminder). */
export const EXPIRED_NOTICE = 0;
/** An expired paper is only told about while its expiry is this recent (older ones are records, not news). */
export const EXPIRED_NOTICE_WINDOW_DAYS = 30;

export interface ClaimedReminder {
  id: string;
  vehicleId: string;
  type: DocumentType;
  title: string | null;
  expiresOn: string;
  /** 30, 7 or 1 (days before expiry), or EXPIRED_NOTICE. */
  threshold: number;
  /** The vehicle's label fields, for the message. */
  vin: string | null;
  category: VehicleCategory;
  brand: string;
  model: string;
  year: number;
  plateNumber: string;
}

/**
 * Claims the reminders due `today` for papers of non-archived vehicles, in one statement: each paper's threshold
 * (30, 7 or 1 days before expiry — the smallest one reached — or the expiry notice once it has expired) is written
 * to remindedDays when it is smaller than the one already sent. Two sweeps at once claim each reminder once
 * between them (the second waits on the row lock, re-reads remindedDays and skips it); the caller notifies exactly
 * for the rows returned.
 */
export async function claimDocumentReminders(db: Db, today: string): Promise<ClaimedReminder[]> {
  const [first, second, third] = DOCUMENT_REMINDER_DAYS;
  return queryRows<ClaimedReminder>(
    db,
    sql`
      with due as (
        select d.id, v.vin, v.category, v.brand, v.model, v.year, v.plate_number,
          case
            when d.expires_on < ${today}::date then ${EXPIRED_NOTICE}::int
            when d.expires_on - ${today}::date <= ${third}::int then ${third}::int
            when d.expires_on - ${today}::date <= ${second}::int then ${second}::int
            else ${first}::int
          end as threshold
        from vehicle_documents d
        join vehicles v on v.id = d.vehicle_id
        where v.archived_at is null
          and d.expires_on <= ${today}::date + ${first}::int
          and d.expires_on >= ${today}::date - ${EXPIRED_NOTICE_WINDOW_DAYS}::int
      )
      update vehicle_documents d
      set reminded_days = due.threshold
      from due
      where d.id = due.id and (d.reminded_days is null or d.reminded_days > due.threshold)
      returning d.id, d.vehicle_id as "vehicleId", d.type, d.title, d.expires_on::text as "expiresOn",
        due.threshold, due.vin, due.category, due.brand, due.model, due.year, due.plate_number as "plateNumber"`,
  );
}
