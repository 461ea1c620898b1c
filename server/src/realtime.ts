import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import type { AppDeps } from './deps.ts';
import { cookieValue } from './lib/realtime/handshake.ts';
import { createSocketServer, type RealtimeServer } from './lib/realtime/socket-server.ts';
import { SESSION_COOKIE } from './lib/session/session-cookies.ts';
import { notificationSocketHandlers } from './modules/notifications/index.ts';

/**
 * The live socket on the app's HTTP server (what createApp is to routers, this is to socket handlers):
 * authenticated by the session cookie, and the event handlers of each capability registered per connection.
 * From here on deps.realtime reaches connected users.
 */
export function attachRealtime(
  httpServer: HttpServer,
  deps: AppDeps,
  options: { redis?: { pub: Redis; sub: Redis }; revalidateEveryMs?: number } = {},
): RealtimeServer {
  return createSocketServer(httpServer, {
    config: deps.config,
    logger: deps.logger,
    hub: deps.realtime,
    redis: options.redis,
    revalidateEveryMs: options.revalidateEveryMs,
    credentialOf: (headers) => cookieValue(headers.cookie, SESSION_COOKIE),
    authenticate: async (token) => {
      const { user, session } = await deps.sessions.authenticate(token);
      return { userId: user.id, sessionId: session.id };
    },
    handlers: { ...notificationSocketHandlers(deps) },
  });
}
