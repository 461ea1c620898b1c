import { RECENT_NOTIFICATIONS_LIMIT, type NotificationCategory, type NotificationDto } from '@fleetcare/shared';
import { randomUUID } from 'node:crypto';
import type { EmailMessage } from '../../adapters/email/email.ts';
import type { SmsMessage } from '../../adapters/sms/sms.ts';
import type { AppDeps } from '../../deps.ts';
import type { AvailableInspectorNotificationData, JobNotificationData } from '../../db/schema/notifications.ts';
import { channelsOf } from './channels.service.ts';
import { localeOf } from '../../lib/i18n.ts';
import { notificationEmail, notificationSms } from './notification-messages.ts';
import {
  countUnseen,
  insertNotifications,
  listNewestForUsers,
  type NewNotice,
  type NotificationRow,
} from './notifications.repository.ts';
import { toPushMessage } from './notifications.mapper.ts';
import { notificationDtos, publishFanOut } from './notifications.service.ts';
import { listPushDevicesOfUsers } from './push-devices.repository.ts';
import { pushToDevices } from './push.service.ts';
import { findRecipients } from './recipients.repository.ts';

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
/** How many notifications' pushes are sent at once in a fan-out (e-mail and SMS go to the outbox in one statement). */
const DELIVERY_CONCURRENCY = 8;

function checkedActionPath(actionPath: string | null | undefined): string | null {
  if (actionPath === undefined || actionPath === null || actionPath === '') return null;
  // Only paths inside the app: never another site (an open redirect in every channel).
  if (!actionPath.startsWith('/') || actionPath.startsWith('//') || actionPath.includes('\\')) {
    throw new Error(`notify: actionPath must be a path inside the app, got ${JSON.stringify(actionPath)}`);
  }
  return actionPath;
}

/** One user's notification, in a batch of different ones. */
export interface Notice {
  userId: string;
  input: NotifyInput;
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
  const [dto] = await notificationDtos(deps, await notifyRows(deps, [{ userId, input }]));
  return dto;
}

/** The same notification to many users (a job offered to nearby technicians): one insert, one live fan-out. */
export async function notifyMany(deps: NotifyDeps, userIds: string[], input: NotifyInput): Promise<number> {
  return (
    await notifyRows(
      deps,
      [...new Set(userIds)].map((userId) => ({ userId, input })),
    )
  ).length;
}

/**
 * Different notifications to many users at once (a sweep's outcomes, each in its reader's language): one insert,
 * one live fan-out, and the deliveries read every recipient's settings and devices together. Returns how many
 * were stored.
 */
export async function notifyEach(deps: NotifyDeps, notices: Notice[]): Promise<number> {
  return (await notifyRows(deps, notices)).length;
}

async function notifyRows(deps: NotifyDeps, notices: Notice[]): Promise<NotificationRow[]> {
  // The notifications' time is taken first, so createdAt measures delivery from the call.
  const at = deps.now();
  const stored = notices.map(({ userId, input }): NewNotice => {
    const message = input.message.trim().slice(0, MAX_MESSAGE_CHARS);
    if (!message) throw new Error('notify: the message is empty');
    return {
      id: randomUUID(),
      userId,
      kind: input.kind,
      category: input.category,
      message,
      actionPath: checkedActionPath(input.actionPath),
      data: input.data ?? {},
    };
  });
  const earlier = { at, excludeIds: stored.map((notice) => notice.id) };
  const ids = [...new Set(stored.map((notice) => notice.userId))];
  // The insert and the reads of what the users already had run at once (on PostgreSQL, on separate
  // connections), so the live events go out without a read after the insert.
  const [rows, earlierRows, earlierUnseen] = await Promise.all([
    insertNotifications(deps.db, stored, at),
    listNewestForUsers(deps.db, ids, RECENT_NOTIFICATIONS_LIMIT, earlier),
    countUnseen(deps.db, ids, earlier),
  ]);
  try {
    await publishFanOut(deps, rows, { rows: earlierRows, unseen: earlierUnseen });
  } catch (error) {
    deps.logger.error({ err: error }, 'live notification publish failed');
  }
  await deliverOutside(deps, rows);
  return rows;
}

/**
 * E-mail, SMS (to a verified phone only) and push, per each user's settings for the category. The recipients and
 * their browsers are read once for the whole batch, the e-mails and texts recorded in one statement each, and the
 * pushes sent a few at a time.
 */
async function deliverOutside(deps: NotifyDeps, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  try {
    const recipients = await findRecipients(deps.db, [...new Set(rows.map((row) => row.userId))]);
    const emails: EmailMessage[] = [];
    const texts: SmsMessage[] = [];
    const pushes: { row: NotificationRow; path: string }[] = [];
    for (const row of rows) {
      const user = recipients.get(row.userId);
      if (!user || user.erasedAt) continue;
      const channels = channelsOf(user, row.category);
      const path = row.actionPath ?? '/notifications';
      const url = `${deps.config.publicUrl}${path}`;
      const locale = localeOf(user.locale);
      if (channels.push) pushes.push({ row, path });
      if (channels.email) {
        const email = notificationEmail({ locale, firstName: user.firstName, message: row.message, url });
        emails.push({ to: user.email, ...email, template: 'notification', userId: user.id });
      }
      if (channels.sms && user.phoneVerifiedAt && user.phoneDialCode && user.phoneNumber) {
        texts.push({
          to: `${user.phoneDialCode}${user.phoneNumber}`,
          text: notificationSms({ locale, message: row.message, url }),
          template: 'notification',
          userId: user.id,
        });
      }
    }
    await Promise.all([
      emails.length > 0 ? deps.mailer.sendMany(emails) : undefined,
      texts.length > 0 ? deps.sms.sendMany(texts) : undefined,
      pushAll(deps, pushes),
    ]);
  } catch (error) {
    deps.logger.error({ err: error }, 'notification delivery failed');
  }
}

async function pushAll(deps: NotifyDeps, pushes: { row: NotificationRow; path: string }[]): Promise<void> {
  if (pushes.length === 0) return;
  const devices = await listPushDevicesOfUsers(deps.db, [...new Set(pushes.map(({ row }) => row.userId))]);
  for (let start = 0; start < pushes.length; start += DELIVERY_CONCURRENCY) {
    await Promise.all(
      pushes
        .slice(start, start + DELIVERY_CONCURRENCY)
        .map(({ row, path }) => pushToDevices(deps, devices.get(row.userId) ?? [], toPushMessage(row, path))),
    );
  }
}
