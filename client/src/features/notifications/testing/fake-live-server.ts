import {
  RECENT_NOTIFICATIONS_LIMIT,
  clientEvents,
  serverEvents,
  type ErrorCode,
  type JobNotificationDto,
  type NotificationDto,
  type PlainNotificationDto,
  type SocketResult,
} from '@fleetcare/shared';
import type { LiveSocket } from '../../../lib/live/socket-types.ts';

/**
 * An in-memory stand-in for the server's live socket (server/src/modules/notifications/notifications.socket.ts),
 * for component tests: it answers each client event the way the server does (acknowledgement plus the spec's
 * answer event), keeps the user's notifications and unseen count, and can push events or refuse a handshake.
 */
export interface FakeLiveServer {
  /** The socket to hand to setLiveSocketFactory. */
  socket: LiveSocket;
  /** Every client event received, in order. */
  received: { event: string; payload: unknown }[];
  /** How many times the client connected (handshakes accepted). */
  connections: number;
  notifications: NotificationDto[];
  unseen: number;
  /** A notification arrives: stored, counted as unseen, and the newest sent live as the server's notifier does. */
  deliver(notification: NotificationDto): void;
  /** Sends any server event to the client. */
  push(event: string, payload: unknown): void;
  /** The next request for `event` fails with `code`. */
  failNext(event: string, code: ErrorCode): void;
  /** Requests for `event` get no answer at all (a dead connection). */
  ignore(event: string): void;
  /** The next handshakes are refused in the middleware, with this detail (e.g. "Invalid token."). */
  refuseHandshakes(code: ErrorCode, detail?: string): void;
  acceptHandshakes(): void;
  /** The server closes the connection (a session ended elsewhere). */
  dropConnection(): void;
}

/** Whose socket it is, unless the test says: loadAllNotifications refuses other ids, as the server does. */
export const FAKE_USER_ID = '7b1a3c2e-0000-4000-8000-000000000001';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function plainNotification(overrides: Partial<PlainNotificationDto> = {}): PlainNotificationDto {
  return {
    _id: uuid(),
    kind: 'plain',
    category: 'account',
    message: 'New sign-in to your account from Chrome on Linux.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isClicked: false,
    actionPath: '/dashboard/settings/user-profile#recent-activity',
    ...overrides,
  };
}

export function jobNotification(overrides: Partial<JobNotificationDto> = {}): JobNotificationDto {
  return {
    _id: uuid(),
    kind: 'job',
    category: 'bookings',
    message: 'A customer in Lekki needs a brake inspection.',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    isClicked: false,
    actionPath: null,
    isJobNotification: true,
    orderId: uuid(),
    accepted: false,
    declined: false,
    isJobStillAvailable: true,
    avatar: null,
    initials: 'AO',
    jobSummary: {
      address: '12 Admiralty Way',
      city: 'Lagos',
      zipCode: '101233',
      inspectionDate: '2026-03-05T14:05:00.000Z',
    },
    ...overrides,
  };
}

export function createFakeLiveServer(
  initial: NotificationDto[] = [],
  unseen = 0,
  userId: string = FAKE_USER_ID,
): FakeLiveServer {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const failures = new Map<string, ErrorCode>();
  const ignored = new Set<string>();
  let refusal: { code: ErrorCode; detail: string | undefined } | undefined;
  let connected = false;
  let active = false;

  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  // Like the network: answers arrive on a later task, never inside the emit call.
  const later = (run: () => void) => setTimeout(run, 0);

  const server: FakeLiveServer = {
    received: [],
    connections: 0,
    notifications: [...initial],
    unseen,
    socket: {
      get connected() {
        return connected;
      },
      get active() {
        return active;
      },
      connect() {
        if (connected) return;
        active = true;
        later(() => {
          if (refusal) {
            active = false;
            const error = Object.assign(new Error(refusal.detail ?? refusal.code), {
              data: { code: refusal.code, detail: refusal.detail },
            });
            fire('connect_error', error);
            return;
          }
          connected = true;
          server.connections += 1;
          fire('connect');
        });
      },
      disconnect() {
        const was = connected;
        connected = false;
        active = false;
        if (was) fire('disconnect', 'io client disconnect');
      },
      emit(event, ...args) {
        const last = args[args.length - 1];
        const ack = typeof last === 'function' ? (last as (result: SocketResult<unknown>) => void) : undefined;
        const payload = ack ? args.slice(0, -1)[0] : args[0];
        server.received.push({ event, payload });
        if (ignored.has(event)) return;
        later(() => answer(event, payload, ack));
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
      },
      onGiveUp() {
        // The fake never gives up on its own.
      },
    },
    deliver(notification) {
      server.notifications.unshift(notification);
      server.unseen += 1;
      fire(serverEvents.NOTIFICATIONS, { items: newest(RECENT_NOTIFICATIONS_LIMIT), unseen: server.unseen });
      fire(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: server.unseen });
    },
    push: (event, payload) => fire(event, payload),
    failNext: (event, code) => void failures.set(event, code),
    ignore: (event) => void ignored.add(event),
    refuseHandshakes: (code, detail) => {
      refusal = { code, detail };
    },
    acceptHandshakes: () => {
      refusal = undefined;
    },
    dropConnection() {
      connected = false;
      active = false;
      fire('disconnect', 'io server disconnect');
    },
  };

  const newest = (limit: number) => server.notifications.slice(0, limit);

  function answer(event: string, payload: unknown, ack: ((result: SocketResult<unknown>) => void) | undefined) {
    const fail = failures.get(event);
    if (fail) {
      failures.delete(event);
      ack?.({ ok: false, code: fail, message: fail });
      return;
    }
    const input = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
    const reply = (replyEvent: string, data: unknown) => {
      fire(replyEvent, data);
      ack?.({ ok: true, data });
    };
    switch (event) {
      case clientEvents.GET_NOTIFICATIONS: {
        const limit = typeof input.limit === 'number' ? input.limit : RECENT_NOTIFICATIONS_LIMIT;
        reply(serverEvents.NOTIFICATIONS, { items: newest(limit), unseen: server.unseen });
        return;
      }
      case clientEvents.MARK_NOTIFICATION_AS_CLICKED: {
        const row = server.notifications.find((item) => item._id === input.id);
        if (!row) {
          ack?.({ ok: false, code: 'NOT_FOUND', message: 'We could not find that notification.' });
          return;
        }
        row.isClicked = true;
        fire(serverEvents.NOTIFICATIONS, { items: newest(RECENT_NOTIFICATIONS_LIMIT), unseen: server.unseen });
        ack?.({ ok: true, data: row });
        return;
      }
      case clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS:
        reply(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: server.unseen });
        return;
      case clientEvents.REGISTER_NOTIFICATION_LAST_SEEN:
        server.unseen = 0;
        fire(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: 0 });
        ack?.({ ok: true, data: { count: 0 } });
        return;
      case clientEvents.GET_WALLET_BALANCES:
        reply(serverEvents.WALLET_BALANCES, { balances: [{ currency: 'NGN', available: 0, held: 0 }] });
        return;
      case clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES:
        reply(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, { oneToOne: 0, orderCustomer: 0, orderInspector: 0 });
        return;
      case clientEvents.loadAllNotifications: {
        if (input.userId !== userId) {
          ack?.({ ok: false, code: 'FORBIDDEN', message: 'You can only load your own notifications.' });
          return;
        }
        const count = typeof input.numberOfNotifications === 'number' ? input.numberOfNotifications : 10;
        const visible = server.notifications.filter((item) => input.isInspector === true || item.kind !== 'job');
        const items = visible.slice(0, count);
        reply(serverEvents.allNotifications, { items, total: visible.length, hasMore: visible.length > items.length });
        return;
      }
      default:
        ack?.({ ok: false, code: 'ROUTE_NOT_FOUND', message: `Unknown event ${event}.` });
    }
  }

  return server;
}
