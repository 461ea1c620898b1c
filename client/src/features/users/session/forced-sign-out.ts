import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { SessionEndedPayload } from '@fleetcare/shared';
import { setAuthFailureHandler } from '../../../lib/auth-failure.ts';
import { clearLocalSession } from './local-session.ts';

/** The notice after the server ended the session: the account was suspended, with the reason when one was given. */
async function sayWhy(ended: SessionEndedPayload): Promise<void> {
  // Loaded on demand, as the idle toaster is: neither the notice nor its texts weigh on the first page.
  const [{ showToast }] = await Promise.all([
    import('../../../components/ui/toast.tsx'),
    i18next.loadNamespaces('users'),
  ]);
  const message = ended.detail
    ? i18next.t('users:suspended.signedOutWithReason', { reason: ended.detail })
    : i18next.t('users:suspended.signedOut');
  showToast(message, 'error');
}

/**
 * Spec point 8: an answer saying the session is invalid or missing signs the visitor out here. Re-running the
 * route guards then sends a visitor on a guarded page to /login (with redirectTo), and leaves public pages alone.
 * When the server said why the session ended (the live socket's SESSION_ENDED), a notice tells the visitor.
 */
export function registerForcedSignOut(queryClient: QueryClient, revalidate: () => unknown): () => void {
  setAuthFailureHandler((ended) => {
    clearLocalSession(queryClient);
    void revalidate();
    if (ended) void sayWhy(ended).catch(() => undefined);
  });
  return () => setAuthFailureHandler(undefined);
}
