import { authFailureDetail } from '@fleetcare/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { describeDevice } from '../user.mapper.ts';
import { findUserById, type UserRow } from '../users.repository.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import {
  findSession,
  insertSession,
  listLiveSessions,
  revokeLiveUserSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type SessionRow,
} from './session.repository.ts';

const ALGORITHM = 'HS256';
const TOUCH_EVERY_MS = 5 * 60_000;

export interface IssuedSession {
  session: SessionRow;
  /** The signed JWT for the httpOnly cookie. */
  token: string;
  expiresAt: Date;
}

interface SessionClaims {
  sid: string;
  sub: string;
}

/** A new session row (a new id at every sign-in) and its signed token. */
export async function issueSession(
  deps: Pick<AppDeps, 'keys' | 'config' | 'now'>,
  db: Db,
  userId: string,
  meta: RequestMeta,
): Promise<IssuedSession> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000);
  const session = await insertSession(db, {
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  // iat is the wall clock (as before); the token expires when its session row does, counted from iat.
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sid: session.id, sub: userId } satisfies SessionClaims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
    .sign(deps.keys.sessionJwt);
  return { session, token, expiresAt };
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

const invalidToken = () =>
  new AppError('UNAUTHENTICATED', {
    detail: authFailureDetail.invalidToken,
    message: 'Your session has ended. Please sign in again.',
  });

/**
 * Checks a session token: signature (HS256 only), expiry, the session row (not revoked, not expired) and the
 * user (not erased, not suspended). Any failure is 401 with the "Invalid token." detail, on which the client signs
 * out; the socket handshake and its periodic re-check use the same test.
 */
export async function authenticateToken(
  deps: Pick<AppDeps, 'db' | 'keys' | 'now'>,
  token: string,
): Promise<Authenticated> {
  let claims: Partial<SessionClaims>;
  try {
    ({ payload: claims } = await jwtVerify<Partial<SessionClaims>>(token, deps.keys.sessionJwt, {
      algorithms: [ALGORITHM],
      currentDate: deps.now(),
    }));
  } catch {
    throw invalidToken();
  }
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string') throw invalidToken();
  const session = await findSession(deps.db, claims.sid).catch(() => undefined);
  const now = deps.now();
  if (!session || session.userId !== claims.sub || session.revokedAt || session.expiresAt <= now) throw invalidToken();
  const user = await findUserById(deps.db, session.userId);
  if (!user || user.erasedAt || user.suspendedAt) throw invalidToken();
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(deps.db, session.id, now);
  return { user, session };
}

/** Ends one session (in `db`, which may be a transaction); its open sockets close at once. */
export async function endSession(
  deps: Pick<AppDeps, 'db' | 'now' | 'realtime'>,
  sessionId: string,
  reason: string,
  db: Db = deps.db,
): Promise<void> {
  await revokeSession(db, sessionId, reason, deps.now());
  deps.realtime.closeSessions([sessionId]);
}

/**
 * Ends every live session of a user but `keepSessionId`; returns how many. Their sockets are closed at once. When
 * `db` is a transaction, that is just before it commits: a client reconnects only after a second or so (Socket.IO's
 * back-off), by which time the revocation has committed and the handshake refuses it; after a rollback the
 * client reconnects with its still-valid session.
 */
export async function endAllSessions(
  deps: Pick<AppDeps, 'now' | 'realtime'>,
  db: Db,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const ended = await revokeUserSessions(db, userId, reason, deps.now(), keepSessionId);
  deps.realtime.closeSessions(ended);
  return ended.length;
}

/** The most devices the list shows: far more than one person uses ("sign out everywhere" ends them all). */
const DEVICES_LISTED = 100;

/** A live session and the country its sign-in address is in (null when the IP database does not know it). */
export interface LiveSession {
  session: SessionRow;
  country: string | null;
}

/** The account's signed-in devices: its live sessions, most recently used first. */
export async function listMySessions(
  deps: Pick<AppDeps, 'db' | 'now' | 'geoip'>,
  userId: string,
): Promise<LiveSession[]> {
  const rows = await listLiveSessions(deps.db, userId, deps.now(), DEVICES_LISTED);
  return Promise.all(
    rows.map(async (session) => ({
      session,
      country: await deps.geoip.lookup(session.ip).then(
        (found) => found.country,
        () => null,
      ),
    })),
  );
}

/**
 * Ends another of the account's sessions, as signing out on that device would: its sockets close at once and the
 * security log records which device it was. The session making the request is refused with CURRENT_SESSION (it
 * ends by signing out). A session that is not the account's, has already ended or does not exist is NOT_FOUND,
 * so a replayed call finds nothing to end. Answers the devices still signed in.
 */
export async function endOwnSession(
  deps: Pick<AppDeps, 'db' | 'now' | 'geoip' | 'realtime'>,
  auth: { userId: string; sessionId: string },
  sessionId: string,
  meta: RequestMeta,
): Promise<LiveSession[]> {
  if (sessionId === auth.sessionId) throw new AppError('CURRENT_SESSION');
  const ended = await deps.db.transaction(async (db) => {
    const row = await revokeLiveUserSession(db, auth.userId, sessionId, 'session-ended', deps.now());
    if (!row) throw new AppError('NOT_FOUND');
    await recordSecurityEvent(db, auth.userId, 'session-ended', meta, describeDevice(row.userAgent) ?? undefined);
    return row;
  });
  deps.realtime.closeSessions([ended.id]);
  return listMySessions(deps, auth.userId);
}
