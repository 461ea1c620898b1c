/**
 * Where the session feature registers its forced sign-out. Kept apart from the HTTP client so the
 * entry chunk can register it without downloading axios: the landing page stays small.
 */
type AuthFailureHandler = () => void;
let onAuthFailure: AuthFailureHandler | undefined;

export function setAuthFailureHandler(handler: AuthFailureHandler | undefined): void {
  onAuthFailure = handler;
}

export function runAuthFailureHandler(): void {
  onAuthFailure?.();
}
