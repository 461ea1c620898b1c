import type { SessionEndedPayload } from '@fleetcare/shared';

/**
 * Where the session feature registers its forced sign-out. Kept apart from the HTTP client so the
 * entry chunk can register it without downloading axios: the landing page stays small.
 */
type AuthFailureHandler = (ended?: SessionEndedPayload) => void;
let onAuthFailure: AuthFailureHandler | undefined;

export function setAuthFailureHandler(handler: AuthFailureHandler | undefined): void {
  onAuthFailure = handler;
}

/**
 * Signs the visitor out here. `ended` says why when the server told (the live socket's SESSION_ENDED: the account
 * was suspended); a refused call or handshake does not say.
 */
export function runAuthFailureHandler(ended?: SessionEndedPayload): void {
  onAuthFailure?.(ended);
}
