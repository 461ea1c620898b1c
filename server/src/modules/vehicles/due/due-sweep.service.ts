import { lagosToday, type DueState } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { notifyMany, type NotifyDeps } from '../../notifications/index.ts';
import { dueAudiences, type DueAudience } from './due-audience.repository.ts';
import {
  claimWorsenedSchedules,
  refreshScheduleStates,
  refreshVehicleStates,
  type ClaimedScheduleState,
} from './due-state.repository.ts';
import { dueDigestMessage, dueItemsMessage, type MessageLocale } from '../routine-checks/routine-check-messages.ts';

export type DueSweepDeps = NotifyDeps & Pick<AppDeps, 'db' | 'now' | 'logger'>;

export interface DueSweepResult {
  /** Schedules whose state changed today. */
  schedulesChanged: number;
  /** Vehicles whose state or soonest date changed. */
  vehiclesChanged: number;
  /** Schedules whose worsening was told (each once). */
  itemsNotified: number;
  /** Notifications stored (one per message and recipient). */
  notificationsSent: number;
}

/** Where a due notice leads: the vehicle's page, or the fleet list for a digest. */
const vehiclePath = (vehicleId: string) => `/dashboard/fleet/show/${vehicleId}`;
const FLEET_PATH = '/dashboard/fleet';

/** A recipient told about more vehicles than this in one state in one sweep gets one digest instead. */
export const DIGEST_AFTER_VEHICLES = 3;

type Worse = Exclude<DueState, 'ok'>;
interface VehicleGroup {
  audience: DueAudience;
  state: Worse;
  items: ClaimedScheduleState[];
}

/**
 * The notices of one sweep: per recipient and state, one notice per vehicle (naming its items), or one digest
 * when more than DIGEST_AFTER_VEHICLES vehicles changed at once (a fleet owner is not sent hundreds). Recipients
 * of the same text share one notifyMany.
 */
function plannedNotices(
  groups: VehicleGroup[],
): Map<string, { message: string; actionPath: string; userIds: string[] }> {
  const perRecipient = new Map<string, { locale: MessageLocale; byState: Map<Worse, VehicleGroup[]> }>();
  for (const group of groups) {
    for (const recipient of group.audience.recipients) {
      const locale: MessageLocale = recipient.locale === 'nb' ? 'nb' : 'en';
      const entry = perRecipient.get(recipient.userId) ?? { locale, byState: new Map<Worse, VehicleGroup[]>() };
      entry.byState.set(group.state, [...(entry.byState.get(group.state) ?? []), group]);
      perRecipient.set(recipient.userId, entry);
    }
  }
  const notices = new Map<string, { message: string; actionPath: string; userIds: string[] }>();
  const add = (message: string, actionPath: string, userId: string) => {
    const key = `${actionPath}\n${message}`;
    const notice = notices.get(key) ?? { message, actionPath, userIds: [] };
    notice.userIds.push(userId);
    notices.set(key, notice);
  };
  for (const [userId, { locale, byState }] of perRecipient) {
    for (const [state, vehicleGroups] of byState) {
      if (vehicleGroups.length > DIGEST_AFTER_VEHICLES) {
        const vehicles = vehicleGroups.map((group) => ({ vehicle: group.audience.label, items: group.items }));
        add(dueDigestMessage(state, vehicles, locale), FLEET_PATH, userId);
        continue;
      }
      for (const group of vehicleGroups) {
        add(
          dueItemsMessage(group.audience.label, state, group.items, locale),
          vehiclePath(group.audience.vehicleId),
          userId,
        );
      }
    }
  }
  return notices;
}

/**
 * The daily due sweep (hourly; idempotent; the job runner holds an advisory lock on PostgreSQL). For today in
 * Lagos it recomputes every non-archived vehicle's schedule states and the vehicles' states in two set-based
 * statements, then tells the owner and every collaborator about each item that became due soon or overdue. An
 * item is claimed (notifiedState set) in the same statement that finds it, so two sweeps at once never tell
 * twice; an item that gets better is reset silently, so its next worsening is told again. A claimed item whose
 * notice fails to store is not retried (never twice beats twice): the failure is logged.
 */
export async function runDueSweep(deps: DueSweepDeps): Promise<DueSweepResult> {
  const today = lagosToday(deps.now());
  const schedulesChanged = await refreshScheduleStates(deps.db, today);
  const vehiclesChanged = await refreshVehicleStates(deps.db, today);
  const claimed = await claimWorsenedSchedules(deps.db);

  const byVehicleState = new Map<string, ClaimedScheduleState[]>();
  for (const row of claimed) {
    const key = `${row.vehicleId}:${row.state}`;
    byVehicleState.set(key, [...(byVehicleState.get(key) ?? []), row]);
  }
  const audiences = await dueAudiences(
    deps.db,
    claimed.map((row) => row.vehicleId),
  );
  const groups: VehicleGroup[] = [];
  for (const items of byVehicleState.values()) {
    const [first] = items;
    const audience = first && audiences.get(first.vehicleId);
    if (first && audience) groups.push({ audience, state: first.state, items });
  }

  let notificationsSent = 0;
  for (const notice of plannedNotices(groups).values()) {
    try {
      notificationsSent += await notifyMany(deps, notice.userIds, {
        kind: 'plain',
        category: 'fleet',
        message: notice.message,
        actionPath: notice.actionPath,
      });
    } catch (error) {
      deps.logger.error({ err: error, actionPath: notice.actionPath }, 'due notice failed');
    }
  }
  return { schedulesChanged, vehiclesChanged, itemsNotified: claimed.length, notificationsSent };
}
