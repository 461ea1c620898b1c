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

/** Forgets everything about the session in this browser: storage, the guard's marker and every cached answer. */
export function clearLocalSession(queryClient: QueryClient): void {
  clearStoredSession();
  clearSessionCookie();
  queryClient.clear();
}
