import type { NotificationSettings } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { completeSettings } from '../notifications/index.ts';
import { findUserById, updateUser } from './users.repository.ts';

export async function getNotificationSettings(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
): Promise<NotificationSettings> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  return completeSettings(user.notificationSettings);
}

export async function updateNotificationSettings(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const stored = completeSettings(settings);
  const row = await updateUser(deps.db, userId, { notificationSettings: stored });
  if (!row || row.erasedAt) throw new AppError('NOT_FOUND');
  return completeSettings(row.notificationSettings);
}
