import type { ErrorCode } from '../http/error-codes.ts';
import type { WalletBalancesDto } from '../wallet/wallet.dto.ts';
import type { NotificationDto, UnreadMessagesDto, UnseenCountDto } from './notification.dto.ts';

/**
 * The live socket: one Socket.IO connection to the same host at SOCKET_PATH, websocket transport
 * only, authenticated by the session cookie. Event names are written here once; client and server import them.
 */
export const SOCKET_PATH = '/socket.io';

/** Client → server. */
export const clientEvents = {
  GET_NOTIFICATIONS: 'GET_NOTIFICATIONS',
  MARK_NOTIFICATION_AS_CLICKED: 'MARK_NOTIFICATION_AS_CLICKED',
  GET_NO_OF_UNSEEN_NOTIFICATIONS: 'GET_NO_OF_UNSEEN_NOTIFICATIONS',
  REGISTER_NOTIFICATION_LAST_SEEN: 'REGISTER_NOTIFICATION_LAST_SEEN',
  GET_WALLET_BALANCES: 'GET_WALLET_BALANCES',
  GET_NO_OF_ALL_UNREAD_MESSAGES: 'GET_NO_OF_ALL_UNREAD_MESSAGES',
  loadAllNotifications: 'loadAllNotifications',
} as const;

/** Server → client. SOCKET_ERROR is ours: a refused event when the client sent no acknowledgement callback. */
export const serverEvents = {
  NOTIFICATIONS: 'NOTIFICATIONS',
  NO_OF_NOTIFICATIONS_UNSEEN: 'NO_OF_NOTIFICATIONS_UNSEEN',
  allNotifications: 'allNotifications',
  WALLET_BALANCES: 'WALLET_BALANCES',
  UPDATE_NO_OF_ALL_UNREAD_MESSAGES: 'UPDATE_NO_OF_ALL_UNREAD_MESSAGES',
  SESSION_ENDED: 'SESSION_ENDED',
  SOCKET_ERROR: 'SOCKET_ERROR',
} as const;

/**
 * Every client event may end with an acknowledgement callback; it receives the result or the error. Without
 * one, a failure arrives as SOCKET_ERROR.
 */
export type SocketAck<T> = (result: SocketResult<T>) => void;
export type SocketResult<T> = { ok: true; data: T } | SocketFailure;
export interface SocketFailure {
  ok: false;
  code: ErrorCode;
  message: string;
  /** English text per field, when the payload failed validation. */
  fieldErrors?: Record<string, string>;
}

/** NOTIFICATIONS: the newest notifications (sent on request, and to every tab when one arrives or is clicked). */
export interface NotificationsPayload {
  items: NotificationDto[];
  /** The unseen count at the same moment, so the badge and the list agree. */
  unseen: number;
}

/** allNotifications: the answer to loadAllNotifications. */
export interface AllNotificationsPayload {
  items: NotificationDto[];
  total: number;
  hasMore: boolean;
}

/** Why the server ended the sessions a SESSION_ENDED event tells about. */
export const sessionEndReasons = ['suspended'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * SESSION_ENDED: the session of this socket has ended on the server (an admin suspended the account); the tab
 * signs out at once and says why. `detail` is the admin's stated reason, when there is one.
 */
export interface SessionEndedPayload {
  reason: SessionEndReason;
  detail: string | null;
}

export interface SocketErrorPayload extends SocketFailure {
  /** The client event that failed. */
  event: string;
}

export interface ClientToServerEvents {
  GET_NOTIFICATIONS: (payload: { limit?: number }, ack?: SocketAck<NotificationsPayload>) => void;
  MARK_NOTIFICATION_AS_CLICKED: (payload: { id: string }, ack?: SocketAck<NotificationDto>) => void;
  GET_NO_OF_UNSEEN_NOTIFICATIONS: (ack?: SocketAck<UnseenCountDto>) => void;
  REGISTER_NOTIFICATION_LAST_SEEN: (ack?: SocketAck<UnseenCountDto>) => void;
  GET_WALLET_BALANCES: (ack?: SocketAck<WalletBalancesDto>) => void;
  GET_NO_OF_ALL_UNREAD_MESSAGES: (ack?: SocketAck<UnreadMessagesDto>) => void;
  loadAllNotifications: (
    payload: { userId: string; isInspector?: boolean; numberOfNotifications?: number },
    ack?: SocketAck<AllNotificationsPayload>,
  ) => void;
}

export interface ServerToClientEvents {
  NOTIFICATIONS: (payload: NotificationsPayload) => void;
  NO_OF_NOTIFICATIONS_UNSEEN: (payload: UnseenCountDto) => void;
  allNotifications: (payload: AllNotificationsPayload) => void;
  WALLET_BALANCES: (payload: WalletBalancesDto) => void;
  UPDATE_NO_OF_ALL_UNREAD_MESSAGES: (payload: UnreadMessagesDto) => void;
  SESSION_ENDED: (payload: SessionEndedPayload) => void;
  SOCKET_ERROR: (payload: SocketErrorPayload) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** The room every socket of one user joins: events for the user are sent to it. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
