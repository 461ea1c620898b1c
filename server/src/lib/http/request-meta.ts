import type { Request } from 'express';

/** The parts of a request that services record (security log, sessions); services never see req itself. */
export function requestMeta(req: Request): { ip: string | null; userAgent: string | null } {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent')?.slice(0, 300) ?? null };
}
