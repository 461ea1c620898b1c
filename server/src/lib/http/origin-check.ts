import type { RequestHandler } from 'express';
import { AppError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that says where it comes from (Origin, or
 * Sec-Fetch-Site from browsers that send no Origin) must come from this app. Requests without either header
 * are not from a browser page and cannot carry a victim's cookies by trickery.
 */
export function originCheck(allowed: { publicUrl: string; allowedOrigins: string[] }): RequestHandler {
  const allowedOrigins = new Set([new URL(allowed.publicUrl).origin, ...allowed.allowedOrigins]);
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      const sameHost = safeHost(origin) === req.get('host');
      if (sameHost || allowedOrigins.has(origin)) return next();
      throw new AppError('CSRF_ORIGIN_REJECTED');
    }
    const site = req.get('sec-fetch-site');
    if (site === 'cross-site' || origin === 'null') throw new AppError('CSRF_ORIGIN_REJECTED');
    next();
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
