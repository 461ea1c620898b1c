import type * as yup from 'yup';
import {
  clientEvents,
  getNotificationsPayloadSchema,
  loadAllNotificationsPayloadSchema,
  markNotificationClickedPayloadSchema,
  serverEvents,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { parse } from '../../lib/http/validate.ts';
import { replyWith, type SocketHandlers } from '../../lib/realtime/socket-server.ts';
import { getWalletBalances } from '../ledger/index.ts';
import { getUnreadMessageCounts } from './live-counters.service.ts';
import {
  getNotificationsPayload,
  getUnseenCount,
  loadAllNotifications,
  markNotificationClicked,
  registerNotificationsLastSeen,
} from './notifications.service.ts';

/** A payload validated with its shared schema (a missing or non-object payload counts as {}). */
const payloadOf = <S extends yup.AnySchema>(schema: S, payload: unknown) =>
  parse(schema, typeof payload === 'object' && payload !== null ? payload : {});

/**
 * The notification events of the live socket. The socket server has already checked the session;
 * each handler validates the payload with the shared schema and calls one service: no database here.
 */
export function notificationSocketHandlers(deps: AppDeps): SocketHandlers {
  return {
    [clientEvents.GET_NOTIFICATIONS]: async (socket, payload) => {
      const { limit } = await payloadOf(getNotificationsPayloadSchema, payload);
      return replyWith(serverEvents.NOTIFICATIONS, await getNotificationsPayload(deps, socket.data.userId, limit));
    },

    // The updated list reaches every tab of the user through the service; the caller's ack gets the row.
    [clientEvents.MARK_NOTIFICATION_AS_CLICKED]: async (socket, payload) => {
      const { id } = await payloadOf(markNotificationClickedPayloadSchema, payload);
      return { data: await markNotificationClicked(deps, socket.data.userId, id) };
    },

    [clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS]: async (socket) =>
      replyWith(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, await getUnseenCount(deps, socket.data.userId)),

    // The service tells every tab of the user that the count is now 0.
    [clientEvents.REGISTER_NOTIFICATION_LAST_SEEN]: async (socket) => ({
      data: await registerNotificationsLastSeen(deps, socket.data.userId),
    }),

    [clientEvents.GET_WALLET_BALANCES]: async (socket) =>
      replyWith(serverEvents.WALLET_BALANCES, await getWalletBalances(deps, socket.data.userId)),

    [clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES]: async (socket) =>
      replyWith(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, await getUnreadMessageCounts(socket.data.userId)),

    [clientEvents.loadAllNotifications]: async (socket, payload) => {
      const input = await payloadOf(loadAllNotificationsPayloadSchema, payload);
      return replyWith(serverEvents.allNotifications, await loadAllNotifications(deps, socket.data.userId, input));
    },
  };
}
