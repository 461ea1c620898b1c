import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config/config.ts';

/** What the cookies depend on: secure only in production (local http otherwise). */
type CookieConfig = Pick<Config, 'isProduction'>;

/** The httpOnly credential. */
export const SESSION_COOKIE = 'fc_session';
/** The route guard's marker (fUserJwt): readable by scripts, holds no secret, only the expiry. */
export const MARKER_COOKIE = 'fUserJwt';

function base(config: CookieConfig): CookieOptions {
  return { sameSite: 'lax', secure: config.isProduction, path: '/' };
}

/** The marker's value: says a session exists and until when, nothing more. */
export function markerValue(expiresAt: Date): string {
  return `session.${Math.floor(expiresAt.getTime() / 1000)}`;
}

export function setSessionCookies(res: Response, config: CookieConfig, token: string, expiresAt: Date): string {
  const marker = markerValue(expiresAt);
  res.cookie(SESSION_COOKIE, token, { ...base(config), httpOnly: true, expires: expiresAt });
  res.cookie(MARKER_COOKIE, marker, { ...base(config), httpOnly: false, expires: expiresAt });
  return marker;
}

export function clearSessionCookies(res: Response, config: CookieConfig): void {
  res.clearCookie(SESSION_COOKIE, { ...base(config), httpOnly: true });
  res.clearCookie(MARKER_COOKIE, { ...base(config), httpOnly: false });
}

export function sessionTokenOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
