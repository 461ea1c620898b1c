import {
  DOCUMENT_DUE_SOON_DAYS,
  FORECAST_MAX_DAYS,
  type DocumentType,
  type DueState,
  type VehicleCategory,
} from '@fleetcare/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';

/**
 * The fleet figures and calendar entries of one user: over their own and shared vehicles that are not archived
 * (alias v). Set-based SQL, one statement per figure, whatever the fleet's size.
 */
const visibleTo = (userId: string): SQL => sql`v.archived_at is null and (v.owner_id = ${userId}::uuid
  or exists (select 1 from vehicle_collaborators c where c.vehicle_id = v.id and c.user_id = ${userId}::uuid))`;

export interface FleetCounts {
  own: number;
  shared: number;
  dueSoon: number;
  overdue: number;
  expiringSoon: number;
  expired: number;
}

export async function fleetCounts(db: Db, userId: string, today: string): Promise<FleetCounts> {
  const [vehicleRow] = await queryRows<{ own: number; shared: number }>(
    db,
    sql`select count(*) filter (where v.owner_id = ${userId}::uuid)::int as own,
          count(*) filter (where v.owner_id <> ${userId}::uuid)::int as shared
        from vehicles v where ${visibleTo(userId)}`,
  );
  const [scheduleRow] = await queryRows<{ dueSoon: number; overdue: number }>(
    db,
    sql`select count(*) filter (where s.due_state = 'due-soon')::int as "dueSoon",
          count(*) filter (where s.due_state = 'overdue')::int as overdue
        from routine_check_schedules s join vehicles v on v.id = s.vehicle_id
        where ${visibleTo(userId)}`,
  );
  const [documentRow] = await queryRows<{ expiringSoon: number; expired: number }>(
    db,
    sql`select count(*) filter (where d.expires_on >= ${today}::date
            and d.expires_on - ${today}::date <= ${DOCUMENT_DUE_SOON_DAYS}::int)::int as "expiringSoon",
          count(*) filter (where d.expires_on < ${today}::date)::int as expired
        from vehicle_documents d join vehicles v on v.id = d.vehicle_id
        where ${visibleTo(userId)}`,
  );
  return {
    own: vehicleRow?.own ?? 0,
    shared: vehicleRow?.shared ?? 0,
    dueSoon: scheduleRow?.dueSoon ?? 0,
    overdue: scheduleRow?.overdue ?? 0,
    expiringSoon: documentRow?.expiringSoon ?? 0,
    expired: documentRow?.expired ?? 0,
  };
}

/** The vehicle columns a calendar entry carries (its label and plate). */
export interface CalendarVehicle {
  vehicleId: string;
  vin: string | null;
  category: VehicleCategory;
  brand: string;
  model: string;
  year: number;
  plateNumber: string;
}

export interface CalendarScheduleRow extends CalendarVehicle {
  scheduleId: string;
  item: string;
  customName: string;
  nextDueAt: string | null;
  nextDueKm: number | null;
  dueState: DueState;
  totalMileageKm: number | null;
  averageDailyKm: number | null;
}

export interface CalendarDocumentRow extends CalendarVehicle {
  documentId: string;
  type: DocumentType;
  title: string | null;
  expiresOn: string;
}

const vehicleColumns = sql`v.id as "vehicleId", v.vin, v.category, v.brand, v.model, v.year,
  v.plate_number as "plateNumber"`;

/**
 * Schedules that may fall in [from, to]: by their due date, or by the date their km limit is forecast at the
 * vehicle's average daily distance (today when already reached; the whole-day rounding of forecastDate in
 * shared/src/vehicles/due.ts), or today when no limit is known (not known when it was last done). The caller
 * computes each entry's exact date with dueDateOf and keeps those in range; this query only spares it the
 * schedules that cannot be.
 */
export async function calendarSchedules(
  db: Db,
  userId: string,
  range: { from: string; to: string; today: string; overdue: boolean },
): Promise<CalendarScheduleRow[]> {
  const { from, to, today } = range;
  const late = range.overdue ? sql`or (s.due_state = 'overdue' and s.next_due_at < ${from}::date)` : sql``;
  return queryRows<CalendarScheduleRow>(
    db,
    sql`select s.id as "scheduleId", s.item, s.custom_name as "customName", s.next_due_at::text as "nextDueAt",
          s.next_due_km as "nextDueKm", s.due_state as "dueState", v.total_mileage_km as "totalMileageKm",
          v.average_daily_km as "averageDailyKm", ${vehicleColumns}
        from routine_check_schedules s join vehicles v on v.id = s.vehicle_id
        where ${visibleTo(userId)} and (
          s.next_due_at between ${from}::date and ${to}::date
          or (s.next_due_at is null and s.next_due_km is null and ${today}::date between ${from}::date and ${to}::date)
          or (s.next_due_km is not null and v.total_mileage_km is not null and (
            (v.total_mileage_km >= s.next_due_km and ${today}::date between ${from}::date and ${to}::date)
            or (v.average_daily_km > 0
              and (s.next_due_km - v.total_mileage_km) / v.average_daily_km <= ${FORECAST_MAX_DAYS}::int
              and (s.next_due_km - v.total_mileage_km) / v.average_daily_km > (${from}::date - ${today}::date) - 1
              and (s.next_due_km - v.total_mileage_km) / v.average_daily_km <= (${to}::date - ${today}::date))))
          ${late})`,
  );
}

export async function calendarDocuments(
  db: Db,
  userId: string,
  range: { from: string; to: string; today: string; overdue: boolean },
): Promise<CalendarDocumentRow[]> {
  // An expired paper stays late, as in the overview's figures, until its expiry date changes or it is deleted.
  const late = range.overdue ? sql`or d.expires_on < least(${range.from}::date, ${range.today}::date)` : sql``;
  return queryRows<CalendarDocumentRow>(
    db,
    sql`select d.id as "documentId", d.type, d.title, d.expires_on::text as "expiresOn", ${vehicleColumns}
        from vehicle_documents d join vehicles v on v.id = d.vehicle_id
        where ${visibleTo(userId)} and (d.expires_on between ${range.from}::date and ${range.to}::date ${late})`,
  );
}
