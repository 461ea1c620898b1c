import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';

/**
 * Whether the visitor has a session (the guard's `fUserJwt` marker), read again on every navigation and every
 * change of the query cache: a sign-in fills the cache, a sign-out (forced or asked for) clears it.
 */
export function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  useLocation();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasSessionCookie(),
    () => false,
  );
}
