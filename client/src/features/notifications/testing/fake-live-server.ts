import {
  RECENT_NOTIFICATIONS_LIMIT,
  clientEvents,
  serverEvents,
  type JobNotificationDto,
  type NotificationDto,
  type PlainNotificationDto,
  type SocketResult,
} from '@fleetcare/shared';
import { createFakeSocket, type FakeSocket } from '../../../lib/live/testing/fake-socket.ts';

/**
 * An in-memory stand-in for the server's live socket (server/src/modules/notifications/notifications.socket.ts),
 * for component tests: it answers each client event the way the server does (acknowledgement plus the
 * answer event), keeps the user's notifications and unseen count, and can push events or refuse a handshake.
 */
export interface FakeLiveServer extends FakeSocket {
  notifications: NotificationDto[];
  unseen: number;
  /** A notification arrives: stored, counted as unseen, and the newest sent live as the server's notifier does. */
  deliver(notification: NotificationDto): void;
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
  const newest = (limit: number) => server.notifications.slice(0, limit);
  const recent = () => ({ items: newest(RECENT_NOTIFICATIONS_LIMIT), unseen: server.unseen });
  /** The server's answer event, then the acknowledgement with the same data. */
  const reply = (replyEvent: string, data: unknown): SocketResult<unknown> => {
    server.push(replyEvent, data);
    return { ok: true, data };
  };

  function answer(event: string, payload: unknown): SocketResult<unknown> | undefined {
    const input = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
    switch (event) {
      case clientEvents.GET_NOTIFICATIONS: {
        const limit = typeof input.limit === 'number' ? input.limit : RECENT_NOTIFICATIONS_LIMIT;
        return reply(serverEvents.NOTIFICATIONS, { items: newest(limit), unseen: server.unseen });
      }
      case clientEvents.MARK_NOTIFICATION_AS_CLICKED: {
        const row = server.notifications.find((item) => item._id === input.id);
        if (!row) return { ok: false, code: 'NOT_FOUND', message: 'We could not find that notification.' };
        row.isClicked = true;
        server.push(serverEvents.NOTIFICATIONS, recent());
        return { ok: true, data: row };
      }
      case clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS:
        return reply(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: server.unseen });
      case clientEvents.REGISTER_NOTIFICATION_LAST_SEEN:
        server.unseen = 0;
        server.push(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: 0 });
        return { ok: true, data: { count: 0 } };
      case clientEvents.GET_WALLET_BALANCES:
        return reply(serverEvents.WALLET_BALANCES, { balances: [{ currency: 'NGN', available: 0, held: 0 }] });
      case clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES:
        return reply(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, {
          oneToOne: 0,
          orderCustomer: 0,
          orderInspector: 0,
        });
      case clientEvents.loadAllNotifications: {
        if (input.userId !== userId) {
          return { ok: false, code: 'FORBIDDEN', message: 'You can only load your own notifications.' };
        }
        const count = typeof input.numberOfNotifications === 'number' ? input.numberOfNotifications : 10;
        const visible = server.notifications.filter((item) => input.isInspector === true || item.kind !== 'job');
        const items = visible.slice(0, count);
        return reply(serverEvents.allNotifications, {
          items,
          total: visible.length,
          hasMore: visible.length > items.length,
        });
      }
      default:
        return undefined;
    }
  }

  const server: FakeLiveServer = Object.assign(createFakeSocket(answer), {
    notifications: [...initial],
    unseen,
    deliver(notification: NotificationDto) {
      server.notifications.unshift(notification);
      server.unseen += 1;
      server.push(serverEvents.NOTIFICATIONS, recent());
      server.push(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: server.unseen });
    },
  });
  return server;
}
