import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionDto } from '@fleetcare/shared';
import { startLocalSession } from './local-session.ts';
import type { SignedInState } from './redirect-target.ts';
import type { AuthenticationMethod } from './session-storage.ts';

/**
 * Finishes any sign-in (password, two-factor, e-mail link, reset): remember the user, then go on, the navigation
 * marked as a fresh sign-in (SignedInState).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (session: SessionDto, method: AuthenticationMethod, to: string) => {
      startLocalSession(queryClient, session.user, method);
      const state: SignedInState = { justSignedIn: true };
      void navigate(to, { replace: true, state });
    },
    [queryClient, navigate],
  );
}
