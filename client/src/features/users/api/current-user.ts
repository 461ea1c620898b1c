import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi, type UserDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { hasSessionCookie } from '../session/session-cookie.ts';
import { readStoredUser, storeUser } from '../session/session-storage.ts';
import { userKeys } from './user-keys.ts';

export async function fetchCurrentUser(): Promise<UserDto> {
  const user = await callApi(usersApi.getUser);
  storeUser(user);
  return user;
}

/** The signed-in user: asked for only while the session marker exists; the stored copy shows meanwhile. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.currentUser(),
    queryFn: fetchCurrentUser,
    enabled: hasSessionCookie(),
    placeholderData: readStoredUser,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
