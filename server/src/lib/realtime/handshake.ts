import type { IncomingMessage } from 'node:http';

/**
 * Cross-site WebSocket hijacking defence: browsers always send Origin on a WebSocket handshake, so a handshake
 * whose Origin is neither this app (the request's own host, PUBLIC_URL) nor an allowed origin is refused, as
 * lib/http/origin-check.ts refuses state-changing requests. A handshake without Origin is not from a browser
 * page and cannot carry a victim's cookies by trickery.
 */
export function createOriginPolicy(allowed: { publicUrl: string; allowedOrigins: string[] }) {
  const allowedOrigins = new Set([new URL(allowed.publicUrl).origin, ...allowed.allowedOrigins]);
  return function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (origin === 'null') return false;
    if (allowedOrigins.has(origin)) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };
}

/** One cookie's value from a Cookie header (the socket handshake has no cookie-parser). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    try {
      return decodeURIComponent(unquoted) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
