import {
  RECENT_NOTIFICATIONS_LIMIT,
  serverEvents,
  type AllNotificationsPayload,
  type LoadAllNotificationsPayload,
  type MyNotificationsQuery,
  type NotificationDto,
  type NotificationKind,
  type NotificationsPayload,
  type Page,
  type UnseenCountDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobNotificationData } from '../../db/schema/notifications.ts';
import { jobStateKey, type JobState } from './job-states.ts';
import { avatarKeysOf, toNotificationDto } from './notifications.mapper.ts';
import {
  countUnseen,
  listNewestForUsers,
  listNotifications,
  findOwnNotification,
  markClicked,
  setNotificationsLastSeen,
  type NotificationRow,
} from './notifications.repository.ts';

type ReadDeps = Pick<AppDeps, 'db' | 'storage' | 'now'> & Partial<Pick<AppDeps, 'jobStates'>>;
type LiveDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime' | 'now'> & Partial<Pick<AppDeps, 'jobStates'>>;

/** Avatars in notifications are signed for a day: long enough for a page left open. */
const AVATAR_URL_TTL_SECONDS = 24 * 3600;

/** The job offers among the rows, asked of the job state source at once (none asked without job offers). */
async function jobStatesOf(
  deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'jobStates'>>,
  rows: NotificationRow[],
): Promise<ReadonlyMap<string, JobState>> {
  const offers = rows
    .filter((row) => row.kind === 'job')
    .map((row) => ({ technicianId: row.userId, requestId: (row.data as JobNotificationData).orderId }));
  if (offers.length === 0 || !deps.jobStates) return new Map();
  return deps.jobStates(deps, offers);
}

/**
 * Rows → DTOs: the avatars they show are signed first (once per file) and the job offers' current state read (one
 * query), then every row maps synchronously.
 */
export async function notificationDtos(
  deps: Pick<AppDeps, 'storage' | 'db' | 'now'> & Partial<Pick<AppDeps, 'jobStates'>>,
  rows: NotificationRow[],
): Promise<NotificationDto[]> {
  const keys = [...new Set(rows.flatMap(avatarKeysOf))];
  const [urls, jobStates] = await Promise.all([
    Promise.all(keys.map((key) => deps.storage.signedUrl(key, AVATAR_URL_TTL_SECONDS))),
    jobStatesOf(deps, rows),
  ]);
  const avatars = new Map(keys.map((key, index) => [key, urls[index] ?? '']));
  return rows.map((row) =>
    toNotificationDto(
      row,
      avatars,
      row.kind === 'job'
        ? jobStates.get(jobStateKey({ technicianId: row.userId, requestId: (row.data as JobNotificationData).orderId }))
        : undefined,
    ),
  );
}

async function pageOf(
  deps: ReadDeps,
  userId: string,
  page: number,
  limit: number,
  excludeKinds: NotificationKind[] = [],
): Promise<Page<NotificationDto>> {
  const { rows, total } = await listNotifications(deps.db, userId, {
    offset: (page - 1) * limit,
    limit,
    excludeKinds,
  });
  return { items: await notificationDtos(deps, rows), total, page, limit };
}

/** The dropdown: the newest notifications (page 1 of `limit`). */
export function getRecentNotifications(deps: ReadDeps, userId: string, limit: number): Promise<Page<NotificationDto>> {
  return pageOf(deps, userId, 1, limit);
}

/** The notification pages: newest first, `limit` a page. */
export function getMyNotifications(
  deps: ReadDeps,
  userId: string,
  query: MyNotificationsQuery,
): Promise<Page<NotificationDto>> {
  return pageOf(deps, userId, query.page, query.limit);
}

export async function getUnseenCount(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UnseenCountDto> {
  return { count: (await countUnseen(deps.db, [userId])).get(userId) ?? 0 };
}

/** NOTIFICATIONS for one user: the newest `limit` and the unseen count. */
export async function getNotificationsPayload(
  deps: ReadDeps,
  userId: string,
  limit: number,
): Promise<NotificationsPayload> {
  const [{ rows }, unseen] = await Promise.all([
    listNotifications(deps.db, userId, { offset: 0, limit }),
    countUnseen(deps.db, [userId]),
  ]);
  return { items: await notificationDtos(deps, rows), unseen: unseen.get(userId) ?? 0 };
}

/**
 * Sends each user's sockets (every tab, on any process) their newest notifications and unseen count: after a
 * notification arrives or one is clicked. One query each for all the users, however many.
 */
export async function publishNewest(deps: LiveDeps, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const [rows, unseen] = await Promise.all([
    listNewestForUsers(deps.db, userIds, RECENT_NOTIFICATIONS_LIMIT),
    countUnseen(deps.db, userIds),
  ]);
  await emitNewest(deps, userIds, rows, unseen);
}

/**
 * A fan-out's live events without reading after the insert: what each user already had (created before the new
 * notifications' time, read while the insert runs) plus their new rows, newest first as the lists order them. A
 * notification racing in at the same moment may be missing from this one event; the next event or request shows it.
 */
export async function publishFanOut(
  deps: LiveDeps,
  inserted: NotificationRow[],
  earlier: { rows: NotificationRow[]; unseen: Map<string, number> },
): Promise<void> {
  const fresh = byUser(inserted);
  const older = byUser(earlier.rows);
  const userIds = [...fresh.keys()];
  const rows = userIds.flatMap((userId) =>
    [...(fresh.get(userId) ?? []).sort(newestFirst), ...(older.get(userId) ?? [])].slice(0, RECENT_NOTIFICATIONS_LIMIT),
  );
  const unseen = new Map(userIds.map((id) => [id, (earlier.unseen.get(id) ?? 0) + (fresh.get(id)?.length ?? 0)]));
  await emitNewest(deps, userIds, rows, unseen);
}

function byUser(rows: NotificationRow[]): Map<string, NotificationRow[]> {
  const grouped = new Map<string, NotificationRow[]>();
  for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
  return grouped;
}

/** The lists' order: newest first, then by id (as the queries order them). */
function newestFirst(a: NotificationRow, b: NotificationRow): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

async function emitNewest(
  deps: LiveDeps,
  userIds: string[],
  rows: NotificationRow[],
  unseen: Map<string, number>,
): Promise<void> {
  const dtos = await notificationDtos(deps, rows);
  const byUser = new Map<string, NotificationDto[]>(userIds.map((id) => [id, []]));
  rows.forEach((row, index) => {
    const dto = dtos[index];
    if (dto) byUser.get(row.userId)?.push(dto);
  });
  // Synchronous passes, no waiting in between: first every user's list (which carries the count too), then the
  // badge counts, so in a fan-out to many users the notifications themselves go out first.
  for (const [userId, items] of byUser) {
    deps.realtime.toUser(userId, serverEvents.NOTIFICATIONS, { items, unseen: unseen.get(userId) ?? 0 });
  }
  for (const userId of byUser.keys()) {
    deps.realtime.toUser(userId, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: unseen.get(userId) ?? 0 });
  }
}

/** One of the user's own notifications; someone else's (or an unknown id) is NOT_FOUND. */
export async function getNotification(deps: ReadDeps, userId: string, id: string) {
  const row = await findOwnNotification(deps.db, userId, id);
  const [dto] = row ? await notificationDtos(deps, [row]) : [];
  if (!dto) throw new AppError('NOT_FOUND', { message: 'We could not find that notification.' });
  return dto;
}

/** Marks one of the user's own notifications clicked; someone else's (or an unknown id) is NOT_FOUND. */
export async function markNotificationClicked(deps: LiveDeps, userId: string, id: string): Promise<NotificationDto> {
  const row = await markClicked(deps.db, userId, id, deps.now());
  if (!row) throw new AppError('NOT_FOUND', { message: 'We could not find that notification.' });
  await publishNewest(deps, [userId]);
  const [dto] = await notificationDtos(deps, [row]);
  if (!dto) throw new AppError('NOT_FOUND');
  return dto;
}

/** The bell was opened: nothing is unseen any more, in every tab of the user. */
export async function registerNotificationsLastSeen(deps: LiveDeps, userId: string): Promise<UnseenCountDto> {
  await setNotificationsLastSeen(deps.db, userId, deps.now());
  deps.realtime.toUser(userId, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: 0 });
  return { count: 0 };
}

/**
 * loadAllNotifications: the newest `numberOfNotifications` of the caller's own notifications. Job offers are
 * meant for the technician's side of an account, so they are left out unless `isInspector` is true.
 */
export async function loadAllNotifications(
  deps: ReadDeps,
  callerId: string,
  payload: LoadAllNotificationsPayload,
): Promise<AllNotificationsPayload> {
  if (payload.userId !== callerId) {
    throw new AppError('FORBIDDEN', { message: 'You can only load your own notifications.' });
  }
  const excluded: NotificationKind[] = payload.isInspector ? [] : ['job'];
  const page = await pageOf(deps, callerId, 1, payload.numberOfNotifications, excluded);
  return { items: page.items, total: page.total, hasMore: page.total > page.items.length };
}
