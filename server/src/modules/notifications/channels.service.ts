import {
  defaultNotificationSettings,
  notificationCategories,
  notificationChannels,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationSettings,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { findRecipient, type RecipientRow } from './recipients.repository.ts';

export type ChannelChoice = Record<NotificationChannel, boolean>;

/**
 * Stored settings completed with the defaults, category by category and channel by channel: a category added
 * after the user saved theirs gets its default rather than nothing.
 */
export function completeSettings(stored: Partial<Record<string, unknown>> | null): NotificationSettings {
  const settings = {} as NotificationSettings;
  for (const category of notificationCategories) {
    const saved = stored?.[category] as Partial<Record<string, unknown>> | undefined;
    const channels = {} as ChannelChoice;
    for (const channel of notificationChannels) {
      const value = saved?.[channel];
      channels[channel] = typeof value === 'boolean' ? value : defaultNotificationSettings[category][channel];
    }
    settings[category] = channels;
  }
  return settings;
}

/**
 * The channels on which a user wants notifications of one category. Every notification sender asks this before
 * sending; an unknown or erased user gets nothing.
 */
export async function channelsFor(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  category: NotificationCategory,
): Promise<ChannelChoice> {
  return channelsOf(await findRecipient(deps.db, userId), category);
}

/** The same choice for an account already read: nothing for an unknown or erased one. */
export function channelsOf(user: RecipientRow | undefined, category: NotificationCategory): ChannelChoice {
  if (!user || user.erasedAt) return { email: false, sms: false, push: false };
  return { ...completeSettings(user.notificationSettings)[category] };
}
