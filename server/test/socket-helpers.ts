import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@fleetcare/shared';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../src/deps.ts';
import type { RealtimeServer } from '../src/lib/realtime/socket-server.ts';
import { issueSession } from '../src/modules/users/index.ts';
import { users } from '../src/db/schema/index.ts';
import type { UserRow } from '../src/modules/users/index.ts';
import { attachRealtime } from '../src/realtime.ts';
import type { Express } from 'express';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LiveServer {
  url: string;
  http: Server;
  realtime: RealtimeServer;
  close(): Promise<void>;
}

/** The app on a real listening HTTP server (127.0.0.1, port 0) with the socket attached. */
export async function startLiveServer(
  app: Express,
  deps: AppDeps,
  options: { redis?: { pub: Redis; sub: Redis }; revalidateEveryMs?: number } = {},
): Promise<LiveServer> {
  const http = createServer(app);
  const realtime = attachRealtime(http, deps, options);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    http,
    realtime,
    async close() {
      await realtime.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** A session cookie for the user, made directly (as sign-in would). */
export async function sessionCookieFor(deps: AppDeps, userId: string): Promise<{ cookie: string; sessionId: string }> {
  const issued = await issueSession(deps, deps.db, userId, { ip: '127.0.0.1', userAgent: 'socket test' });
  return { cookie: `fc_session=${issued.token}`, sessionId: issued.session.id };
}

/** A client that is not yet connected. */
export function client(url: string, headers: Record<string, string> = {}): ClientSocket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    extraHeaders: headers,
  });
}

/** Connects; resolves when the server accepted the socket. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<ClientSocket> {
  const socket = client(url, headers);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.connect();
  });
}

/** Resolves with the connect_error a refused handshake gets. */
export function refusal(url: string, headers: Record<string, string> = {}): Promise<Error & { data?: unknown }> {
  const socket = client(url, headers);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('the server accepted the socket'));
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error as Error & { data?: unknown });
    });
    socket.connect();
  });
}

/** The next event of that name (however long it takes: the test timeout catches one that never comes). */
export function nextEvent<E extends ServerEventName>(socket: ClientSocket, event: E): Promise<ServerEventPayload<E>> {
  return new Promise((resolve) => {
    socket.once(event, ((payload: ServerEventPayload<E>) => resolve(payload)) as never);
  });
}

/** Waits to see that no event of that name arrives within ms. */
export function noEvent(socket: ClientSocket, event: ServerEventName, ms = 300): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = () => {
      clearTimeout(timer);
      reject(new Error(`unexpected ${event}`));
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      resolve();
    }, ms);
    socket.once(event, listener as never);
  });
}

let userCounter = 0;

/** A confirmed user made directly in the database (no password: these tests sign in with a made session). */
export async function createUser(deps: AppDeps, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  userCounter += 1;
  const [row] = await deps.db
    .insert(users)
    .values({
      email: `live.${Date.now().toString(36)}.${userCounter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      firstName: 'Chidi',
      lastName: 'Eze',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}
