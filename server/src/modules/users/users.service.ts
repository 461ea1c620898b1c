import type { SecurityEventType, UserDto } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { insertSecurityEvent } from './security-events.repository.ts';
import { toUserDto } from './user.mapper.ts';
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
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    detail: detail ?? null,
  });
}
