import { RECENT_NOTIFICATIONS_LIMIT, type NotificationCategory, type NotificationDto } from '@fleetcare/shared';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { AvailableInspectorNotificationData, JobNotificationData } from '../../db/schema/notifications.ts';
import { channelsFor } from './channels.service.ts';
import { localeOf } from '../../lib/i18n.ts';
import { notificationEmail, notificationSms } from './notification-messages.ts';
import {
  countUnseen,
  insertNotificationForUsers,
  listNewestForUsers,
  type NotificationRow,
} from './notifications.repository.ts';
import { toPushMessage } from './notifications.mapper.ts';
import { notificationDtos, publishFanOut } from './notifications.service.ts';
import { pushToUser } from './push.service.ts';
import { findRecipient } from './recipients.repository.ts';

/** What a capability tells a user. The shape-specific fields go with their kind. */
export type NotifyInput = {
  message: string;
  /** A path inside the app ("/dashboard/maintenance/123"): where clicking the notification goes. */
  actionPath?: string | null;
  category: NotificationCategory;
} & (
  | { kind: 'plain'; data?: undefined }
  | { kind: 'job'; data: JobNotificationData }
  | { kind: 'available-inspector'; data: AvailableInspectorNotificationData }
);

export type NotifyDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'realtime' | 'now' | 'config' | 'keys' | 'logger' | 'mailer' | 'sms'
>;

const MAX_MESSAGE_CHARS = 1000;
/** How many users' e-mail, SMS and push are handled at once in a fan-out. */
const DELIVERY_CONCURRENCY = 8;

function checkedActionPath(actionPath: string | null | undefined): string | null {
  if (actionPath === undefined || actionPath === null || actionPath === '') return null;
  // Only paths inside the app: never another site (an open redirect in every channel).
  if (!actionPath.startsWith('/') || actionPath.startsWith('//') || actionPath.includes('\\')) {
    throw new Error(`notify: actionPath must be a path inside the app, got ${JSON.stringify(actionPath)}`);
  }
  return actionPath;
}

/**
 * The one way every capability tells a user something: stores the notification, sends the user's open tabs
 * their newest notifications and unseen count (live, on any process), then e-mail, SMS and web push as the
 * user's notification settings allow for the category. Outside deliveries never fail the caller: their errors
 * are logged. Returns the notification, or undefined when the user does not exist or was erased.
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  input: NotifyInput,
): Promise<NotificationDto | undefined> {
  const [dto] = await notificationDtos(deps, await notifyRows(deps, [userId], input));
  return dto;
}

/** The same notification to many users (a job offered to nearby technicians): one insert, one live fan-out. */
export async function notifyMany(deps: NotifyDeps, userIds: string[], input: NotifyInput): Promise<number> {
  return (await notifyRows(deps, userIds, input)).length;
}

async function notifyRows(deps: NotifyDeps, userIds: string[], input: NotifyInput): Promise<NotificationRow[]> {
  // The notification's time is taken first, so createdAt measures delivery from the call.
  const at = deps.now();
  const actionPath = checkedActionPath(input.actionPath);
  const message = input.message.trim().slice(0, MAX_MESSAGE_CHARS);
  if (!message) throw new Error('notify: the message is empty');
  const recipients = [...new Set(userIds)].map((userId) => ({ userId, id: randomUUID() }));
  const earlier = { at, excludeIds: recipients.map((recipient) => recipient.id) };
  const ids = recipients.map((recipient) => recipient.userId);
  // The insert and the reads of what the users already had run at once (on PostgreSQL, on separate
  // connections), so the live events go out without a read after the insert.
  const [rows, earlierRows, earlierUnseen] = await Promise.all([
    insertNotificationForUsers(deps.db, recipients, {
      kind: input.kind,
      category: input.category,
      message,
      actionPath,
      data: input.data ?? {},
      createdAt: at,
    }),
    listNewestForUsers(deps.db, ids, RECENT_NOTIFICATIONS_LIMIT, earlier),
    countUnseen(deps.db, ids, earlier),
  ]);
  try {
    await publishFanOut(deps, rows, { rows: earlierRows, unseen: earlierUnseen });
  } catch (error) {
    deps.logger.error({ err: error }, 'live notification publish failed');
  }
  for (let start = 0; start < rows.length; start += DELIVERY_CONCURRENCY) {
    await Promise.all(rows.slice(start, start + DELIVERY_CONCURRENCY).map((row) => deliverOutside(deps, row)));
  }
  return rows;
}

/** E-mail, SMS (to a verified phone only) and push, per the user's settings for the category. */
async function deliverOutside(deps: NotifyDeps, row: NotificationRow): Promise<void> {
  try {
    const channels = await channelsFor(deps, row.userId, row.category);
    const path = row.actionPath ?? '/notifications';
    const url = `${deps.config.publicUrl}${path}`;
    const tasks: Promise<unknown>[] = [];
    if (channels.push) tasks.push(pushToUser(deps, row.userId, toPushMessage(row, path)));
    if (channels.email || channels.sms) {
      const user = await findRecipient(deps.db, row.userId);
      if (user && !user.erasedAt) {
        const locale = localeOf(user.locale);
        if (channels.email) {
          const email = notificationEmail({ locale, firstName: user.firstName, message: row.message, url });
          tasks.push(deps.mailer.send({ to: user.email, ...email, template: 'notification', userId: user.id }));
        }
        if (channels.sms && user.phoneVerifiedAt && user.phoneDialCode && user.phoneNumber) {
          tasks.push(
            deps.sms.send({
              to: `${user.phoneDialCode}${user.phoneNumber}`,
              text: notificationSms({ locale, message: row.message, url }),
              template: 'notification',
              userId: user.id,
            }),
          );
        }
      }
    }
    await Promise.all(tasks);
  } catch (error) {
    deps.logger.error({ err: error, notificationId: row.id }, 'notification delivery failed');
  }
}
