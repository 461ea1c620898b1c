export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const LOGIN_PATH = '/login';

/**
 * The navigation state a completed sign-in carries to its target, so the page there can tell a fresh sign-in from
 * a visit (the overview sends a technician whose application is unfinished on to the registration).
 */
export interface SignedInState {
  justSignedIn: true;
}

export function isJustSignedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SignedInState>).justSignedIn === true;
}

/**
 * Where to go after signing in: the redirectTo parameter when it is a path on this site (one leading slash, so
 * not `//evil.example` nor `/\evil.example`), otherwise the dashboard.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  return value;
}

/** The login address that brings the visitor back to `path` (a full path with its query) afterwards. */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: path }).toString()}`;
}
