import {
  DOCUMENT_DUE_SOON_DAYS,
  DUE_SOON_DAYS,
  DUE_SOON_KM,
  FORECAST_MAX_DAYS,
  type DueState,
} from '@fleetcare/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';

/**
 * The set-based SQL behind due states: the same rules as dueStateOf / forecastDate / documentDueState of
 * shared/src/vehicles/due.ts (kept in step by due-state.repository.test.ts), for one vehicle or every
 * non-archived vehicle at once (the daily sweep). Archived vehicles keep the states they had.
 */

/** 'ok' → 1, 'due-soon' → 2, 'overdue' → 3 (the order of "worse"). */
const rank = (state: SQL) => sql`array_position(array['ok', 'due-soon', 'overdue']::text[], ${state})`;

function vehicleFilter(vehicleId: string | undefined): SQL {
  return vehicleId === undefined ? sql`` : sql` and v.id = ${vehicleId}::uuid`;
}

/** No limit of the schedule is known (isDueUnknown of due.ts: not known when it was last done), over alias s. */
const dueUnknownSql = sql`(s.next_due_at is null and s.next_due_km is null)`;

/**
 * A schedule's state today (dueStateOf of due.ts) in SQL, over aliases s (schedule) and v (its vehicle): an item
 * without a known limit is due soon.
 */
function scheduleStateSql(today: string): SQL {
  return sql`(case
    when ${dueUnknownSql} then 'due-soon'
    when (s.next_due_at is not null and s.next_due_at < ${today}::date)
      or (s.next_due_km is not null and v.total_mileage_km is not null
          and v.total_mileage_km > s.next_due_km) then 'overdue'
    when (s.next_due_at is not null and s.next_due_at - ${today}::date <= ${DUE_SOON_DAYS}::int)
      or (s.next_due_km is not null and v.total_mileage_km is not null
          and s.next_due_km - v.total_mileage_km <= ${DUE_SOON_KM}::int) then 'due-soon'
    else 'ok'
  end)`;
}

/**
 * Recomputes each schedule's dueState for `today` from its next due date and distance and the vehicle's current
 * mileage, writing only the rows that change. When the state gets better than the one the users were last told
 * about, notifiedState follows it silently (back to ok: nothing is sent), so a later worsening is told again.
 * Returns how many rows changed.
 */
export async function refreshScheduleStates(db: Db, today: string, vehicleId?: string): Promise<number> {
  const state = scheduleStateSql(today);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      update routine_check_schedules s
      set due_state = ${state},
        notified_state = case when ${rank(state)} < ${rank(sql`s.notified_state`)} then ${state}
                              else s.notified_state end
      from vehicles v
      where v.id = s.vehicle_id and v.archived_at is null${vehicleFilter(vehicleId)}
        and (s.due_state <> ${state} or ${rank(state)} < ${rank(sql`s.notified_state`)})
      returning s.id`,
  );
  return rows.length;
}

/** The forecast date of a schedule's km limit (forecastDate of due.ts) in SQL, over aliases s (schedule), v. */
function forecastSql(today: string): SQL {
  return sql`case
    when s.next_due_km is null or v.total_mileage_km is null then null
    when s.next_due_km <= v.total_mileage_km then ${today}::date
    when v.average_daily_km > 0
      and ceil((s.next_due_km - v.total_mileage_km) / v.average_daily_km) <= ${FORECAST_MAX_DAYS}::int
      then ${today}::date + ceil((s.next_due_km - v.total_mileage_km) / v.average_daily_km)::int
    else null
  end`;
}

/**
 * Recomputes each vehicle's dueState (the worst over its schedules' stored states and its documents' states;
 * 'none' without any) and nextDueAt (the soonest of the schedules' due dates, their km forecasts, today for a
 * schedule without a known limit (dueDateOf of due.ts), and the documents' expiry dates). Run
 * refreshScheduleStates first. Returns the vehicles changed.
 */
export async function refreshVehicleStates(db: Db, today: string, vehicleId?: string): Promise<number> {
  const filter = vehicleFilter(vehicleId);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      with items as (
        select s.vehicle_id, s.due_state as state,
          case when ${dueUnknownSql} then ${today}::date
            else least(s.next_due_at, ${forecastSql(today)}) end as due_on
        from routine_check_schedules s
        join vehicles v on v.id = s.vehicle_id
        where v.archived_at is null${filter}
        union all
        select d.vehicle_id,
          case
            when d.expires_on < ${today}::date then 'overdue'
            when d.expires_on - ${today}::date <= ${DOCUMENT_DUE_SOON_DAYS}::int then 'due-soon'
            else 'ok'
          end,
          d.expires_on
        from vehicle_documents d
        join vehicles v on v.id = d.vehicle_id
        where v.archived_at is null${filter}
      ),
      totals as (
        select v.id,
          coalesce((array['ok', 'due-soon', 'overdue']::text[])[max(${rank(sql`i.state`)})], 'none') as state,
          min(i.due_on) as due_on
        from vehicles v
        left join items i on i.vehicle_id = v.id
        where v.archived_at is null${filter}
        group by v.id
      )
      update vehicles v
      set due_state = t.state, next_due_at = t.due_on
      from totals t
      where v.id = t.id and (v.due_state <> t.state or v.next_due_at is distinct from t.due_on)
      returning v.id`,
  );
  return rows.length;
}

export interface ClaimedScheduleState {
  scheduleId: string;
  vehicleId: string;
  item: string;
  customName: string;
  state: Exclude<DueState, 'ok'>;
}

/**
 * Claims the schedules of non-archived vehicles whose state got worse than the one the users were told about:
 * notifiedState is set to dueState in the same statement that picks them. Two sweeps at once each claim a row at
 * most once between them (the second waits on the row lock, re-reads the row and finds it told), so the caller
 * notifies exactly for the rows returned.
 */
export async function claimWorsenedSchedules(db: Db): Promise<ClaimedScheduleState[]> {
  // The archived vehicles are few: a hashed list, so the statement is one pass over the schedules whatever the
  // planner's statistics say (PGlite has no autovacuum to keep them fresh).
  return queryRows<ClaimedScheduleState>(
    db,
    sql`
      update routine_check_schedules s
      set notified_state = s.due_state
      where s.due_state <> s.notified_state
        and s.due_state in ('due-soon', 'overdue')
        and ${rank(sql`s.due_state`)} > ${rank(sql`s.notified_state`)}
        and s.vehicle_id not in (select a.id from vehicles a where a.archived_at is not null)
      returning s.id as "scheduleId", s.vehicle_id as "vehicleId", s.item, s.custom_name as "customName",
        s.due_state as state`,
  );
}
