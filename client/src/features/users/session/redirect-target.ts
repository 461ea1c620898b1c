export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const LOGIN_PATH = '/login';

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
