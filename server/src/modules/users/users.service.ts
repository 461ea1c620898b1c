import type { SecurityEventType, UserDto } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hasSessionEventWithUserAgent, insertSecurityEvent } from './security-events.repository.ts';
import { describeDevice, toUserDto } from './user.mapper.ts';
import { loadUserAggregate } from './users.repository.ts';

/** Where a request came from, as services see it (they never see req). */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Avatar links in UserDto live a day; the client fetches the user again long before that. */
export const AVATAR_URL_TTL_SECONDS = 86_400;

export async function avatarUrlOf(deps: Pick<AppDeps, 'storage'>, key: string | null): Promise<string | null> {
  return key ? deps.storage.signedUrl(key, AVATAR_URL_TTL_SECONDS) : null;
}

export async function getUserDto(deps: Pick<AppDeps, 'db' | 'storage'>, userId: string): Promise<UserDto> {
  const aggregate = await loadUserAggregate(deps.db, userId);
  if (!aggregate || aggregate.user.erasedAt) throw new AppError('NOT_FOUND');
  return toUserDto(aggregate, await avatarUrlOf(deps, aggregate.user.avatarKey));
}

const USER_AGENT_MAX = 300;

/**
 * Whether a sign-in comes from a device the account has not used before: no earlier sign-up or sign-in with the
 * same user agent. Without a user agent nothing can be said, so it is not called new.
 */
export async function isUnfamiliarDevice(db: Db, userId: string, meta: RequestMeta): Promise<boolean> {
  if (!meta.userAgent) return false;
  return !(await hasSessionEventWithUserAgent(db, userId, meta.userAgent.slice(0, USER_AGENT_MAX)));
}

/** "Chrome on Android", or null when the user agent says nothing useful. */
export function deviceLabel(meta: RequestMeta): string | null {
  return describeDevice(meta.userAgent);
}

export async function recordSecurityEvent(
  db: Db,
  userId: string,
  type: SecurityEventType,
  meta: RequestMeta,
  detail?: string,
): Promise<void> {
  await insertSecurityEvent(db, {
    userId,
    type,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    detail: detail ?? null,
  });
}
