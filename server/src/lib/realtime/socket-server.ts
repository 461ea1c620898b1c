import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_PATH,
  authFailureDetail,
  serverEvents,
  userRoom,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  type SocketFailure,
  type SocketResult,
} from '@fleetcare/shared';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { createOriginPolicy } from './handshake.ts';
import { sessionRoom, type RealtimeHub } from './publisher.ts';

/** Who a socket belongs to, checked at the handshake and again before every event. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
}

export interface SocketData extends SocketIdentity {
  /** The session token from the handshake's cookie, re-checked before each event. */
  credential: string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- socket.io's slot for server-to-server events
type NoServerSideEvents = {};
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoServerSideEvents, SocketData>;
export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, NoServerSideEvents, SocketData>;

/** What a client event's handler answers: the acknowledgement's data and, optionally, an answer event. */
export interface SocketOutcome {
  data: unknown;
  reply?: { [E in ServerEventName]: { event: E; payload: ServerEventPayload<E> } }[ServerEventName];
}

/** Handles one client event for an authenticated socket: validate the payload, call services, answer. */
export type SocketHandler = (socket: AppSocket, payload: unknown) => Promise<SocketOutcome>;

/** Client event name → handler; built once per server and shared by every socket. */
export type SocketHandlers = Record<string, SocketHandler>;

/** An outcome that also sends an answer event to the asking socket. */
export function replyWith<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): SocketOutcome {
  return { data: payload, reply: { event, payload } as SocketOutcome['reply'] };
}

export interface SocketServerOptions {
  config: { publicUrl: string; allowedOrigins: string[]; redisUrl: string | undefined };
  logger: Logger;
  hub: RealtimeHub;
  /** The credential (session token) a handshake carries, or undefined. */
  credentialOf(headers: IncomingHttpHeaders): string | undefined;
  /** Throws (an AppError) when the credential is not, or no longer, good. */
  authenticate(credential: string): Promise<SocketIdentity>;
  /** The client events this server answers. */
  handlers: SocketHandlers;
  /**
   * How often connected sockets' sessions are checked again, so a session revoked elsewhere (sign-out
   * everywhere, password change) also stops receiving events on a socket that sends none. Default one minute.
   */
  revalidateEveryMs?: number;
  /** Redis clients for the adapter (tests pass their own); by default made from config.redisUrl. */
  redis?: { pub: Redis; sub: Redis };
}

export interface RealtimeServer {
  io: AppSocketServer;
  /** Ends every socket and the Redis clients; the HTTP server is left to its own shutdown. */
  close(): Promise<void>;
}

/** An AppError as the failure a socket client receives. */
export function socketFailure(error: unknown): SocketFailure {
  if (error instanceof AppError) {
    return {
      ok: false,
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    };
  }
  return { ok: false, code: 'INTERNAL_ERROR', message: new AppError('INTERNAL_ERROR').message };
}

/**
 * Socket.IO on the app's HTTP server: at /socket.io, websocket transport only,
 * Origin checked on the handshake, the session cookie authenticated, one room per user. With REDIS_URL the
 * Redis adapter carries room events between processes.
 */
export function createSocketServer(httpServer: HttpServer, options: SocketServerOptions): RealtimeServer {
  const { logger, hub } = options;
  const originAllowed = createOriginPolicy(options.config);
  const io: AppSocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Client events are small JSON objects.
    maxHttpBufferSize: 16 * 1024,
    allowRequest: (req, callback) => callback(null, originAllowed(req)),
  });

  const redis = options.redis ?? (options.config.redisUrl ? redisPair(options.config.redisUrl, logger) : undefined);
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));

  io.use((socket, next) => {
    const credential = options.credentialOf(socket.handshake.headers);
    if (!credential) {
      next(refusal('UNAUTHENTICATED', authFailureDetail.notProvided));
      return;
    }
    options.authenticate(credential).then(
      (identity) => {
        socket.data = { ...identity, credential };
        next();
      },
      (error: unknown) => {
        const failure = socketFailure(error);
        next(refusal(failure.code, error instanceof AppError ? error.detail : undefined));
      },
    );
  });

  /**
   * One dispatcher for every event of every socket. Each event re-checks the session first (a signed-out or
   * revoked session stops working at once, and the socket is closed), then runs the event's handler. The only
   * per-socket state is this listener, socket.data and the rooms: memory per connection stays small.
   */
  async function dispatch(socket: AppSocket, event: string, args: unknown[]): Promise<void> {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (result: SocketResult<unknown>) => void) : undefined;
    const payload = ack ? args.slice(0, -1)[0] : args[0];
    const fail = (failure: SocketFailure) => {
      if (ack) ack(failure);
      else socket.emit(serverEvents.SOCKET_ERROR, { ...failure, event });
    };
    const handler = Object.hasOwn(options.handlers, event) ? options.handlers[event] : undefined;
    if (!handler) {
      fail({ ok: false, code: 'ROUTE_NOT_FOUND', message: `Unknown event ${event}.` });
      return;
    }
    try {
      await options.authenticate(socket.data.credential);
    } catch (error) {
      fail(socketFailure(error));
      // A session that has ended closes the socket; a passing database failure does not.
      if (isSessionEnded(error)) socket.disconnect(true);
      return;
    }
    try {
      const outcome = await handler(socket, payload);
      if (outcome.reply) {
        (socket as unknown as { emit(event: string, payload: unknown): void }).emit(
          outcome.reply.event,
          outcome.reply.payload,
        );
      }
      ack?.({ ok: true, data: outcome.data });
    } catch (error) {
      const failure = socketFailure(error);
      if (failure.code === 'INTERNAL_ERROR') logger.error({ err: error, event }, 'socket event failed');
      fail(failure);
    }
  }

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    // The handshake request (headers, parser state) is not needed once authenticated; keeping it per socket
    // would cost several KiB each (socket.handshake keeps the headers).
    (socket.conn as unknown as { request: unknown }).request = null;
    socket.onAny((event: string, ...args: unknown[]) => {
      void dispatch(socket, event, args);
    });
  });

  // Sessions are checked one socket at a time (no burst of queries); a sweep never overlaps the previous one.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void (async () => {
      for (const socket of io.sockets.sockets.values()) {
        if (!socket.connected) continue;
        await options.authenticate(socket.data.credential).catch((error: unknown) => {
          if (isSessionEnded(error)) socket.disconnect(true);
        });
      }
    })().finally(() => {
      sweeping = false;
    });
  }, options.revalidateEveryMs ?? 60_000);
  sweep.unref();

  const unbind = hub.bind({
    emit(room, event, payload) {
      (io.to(room) as unknown as { emit(event: string, payload: unknown): void }).emit(event, payload);
    },
    disconnect(room) {
      // With the Redis adapter this reaches the sockets of the room on every process.
      io.in(room).disconnectSockets(true);
    },
  });

  return {
    io,
    async close() {
      clearInterval(sweep);
      unbind();
      io.disconnectSockets(true);
      io.engine.close();
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}

function isSessionEnded(error: unknown): boolean {
  return error instanceof AppError && error.code === 'UNAUTHENTICATED';
}

function refusal(code: string, detail: string | undefined): Error & { data: unknown } {
  const error = new Error(detail ?? code) as Error & { data: unknown };
  error.data = { code, detail };
  return error;
}

function redisPair(url: string, logger: Logger): { pub: Redis; sub: Redis } {
  const pub = new Redis(url, { lazyConnect: false });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => logger.warn({ err: error }, 'socket.io Redis adapter connection error'));
  }
  return { pub, sub };
}
