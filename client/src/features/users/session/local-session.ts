import type { QueryClient } from '@tanstack/react-query';
import type { UserDto } from '@fleetcare/shared';
import { userKeys } from '../api/user-keys.ts';
import { clearSessionCookie } from './session-cookie.ts';
import {
  clearStoredSession,
  storeAuthenticationMethod,
  storeUser,
  type AuthenticationMethod,
} from './session-storage.ts';

/** After a completed sign-in: remember the user (never the token) and fill the cache, so no refetch is needed. */
export function startLocalSession(queryClient: QueryClient, user: UserDto, method: AuthenticationMethod): void {
  storeUser(user);
  storeAuthenticationMethod(method);
  queryClient.setQueryData(userKeys.currentUser(), user);
}

/** A changed user (profile, two-factor, deletion): cache and storage stay in step. */
export function updateLocalUser(queryClient: QueryClient, user: UserDto): void {
  storeUser(user);
  queryClient.setQueryData(userKeys.currentUser(), user);
}

/**
 * The caches in which the service worker (client/public/sw.js) keeps API answers for offline use: every version's
 * name starts so.
 */
export const OFFLINE_API_CACHE_PREFIX = 'fleetcare-api-';

/** Deletes the service worker's kept API answers (the job and report pages offline): they are the account's. */
export async function clearOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(OFFLINE_API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/**
 * Forgets everything about the session in this browser: storage, the guard's marker, every cached answer and the
 * service worker's kept API answers.
 */
export function clearLocalSession(queryClient: QueryClient): void {
  clearStoredSession();
  clearSessionCookie();
  queryClient.clear();
  void clearOfflineAnswers().catch(() => undefined);
}
