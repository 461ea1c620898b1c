/**
 * The `fUserJwt` marker cookie the route guard reads. The server sets it beside the httpOnly
 * credential; it holds no secret, only `session.<unix expiry>`, so scripts may read and delete it.
 */
export const SESSION_MARKER_COOKIE = 'fUserJwt';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return undefined;
}

/** True while a session marker exists and has not passed its expiry. */
export function hasSessionCookie(now: number = Date.now()): boolean {
  const value = readCookie(SESSION_MARKER_COOKIE);
  if (!value) return false;
  const expiry = /^session\.(\d+)$/.exec(value)?.[1];
  // A marker in another format still means "a session exists": the server decides whether it is valid.
  return expiry === undefined || Number(expiry) * 1000 > now;
}

/** Removes the marker, so the guards treat the visitor as signed out even when the server could not be told. */
export function clearSessionCookie(): void {
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}
