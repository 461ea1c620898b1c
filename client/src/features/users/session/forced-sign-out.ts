import type { QueryClient } from '@tanstack/react-query';
import { setAuthFailureHandler } from '../../../lib/auth-failure.ts';
import { clearLocalSession } from './local-session.ts';

/**
 * Spec point 8: an answer saying the session is invalid or missing signs the visitor out here. Re-running the
 * route guards then sends a visitor on a guarded page to /login (with redirectTo), and leaves public pages alone.
 */
export function registerForcedSignOut(queryClient: QueryClient, revalidate: () => unknown): () => void {
  setAuthFailureHandler(() => {
    clearLocalSession(queryClient);
    void revalidate();
  });
  return () => setAuthFailureHandler(undefined);
}
