import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { clientEvents, serverEvents, type NotificationDto, type UnreadMessagesDto } from '@fleetcare/shared';
import { useLiveSync, type LiveSync } from '../../../lib/live/live-cache.ts';
import { liveStatus, onLiveEvent, onLiveStatus, requestLive } from '../../../lib/live/socket.ts';
import { notificationKeys } from '../api/notification-keys.ts';

/** Unread message counts are asked for 1 second after start-up (after the socket connects). */
export const UNREAD_MESSAGES_DELAY_MS = 1_000;

/** Background asks (badge, counters) fail quietly: the badge is simply not drawn. */
function quietly(promise: Promise<unknown>): void {
  promise.catch((error: unknown) => console.warn('live socket: a request failed', error));
}

/**
 * Writes what the socket says about notifications into the query cache: the unseen count (asked for at every
 * connection: events sent while offline were missed), the newest notifications, and the unread chat messages
 * (asked for 1 s after connecting). A closed socket (sign-out) forgets them.
 */
export const syncNotifications: LiveSync = (queryClient) => {
  let unreadTimer: ReturnType<typeof setTimeout> | undefined;
  const setUnseen = (count: number) => queryClient.setQueryData(notificationKeys.unseen(), count);
  const setUnread = (counts: UnreadMessagesDto) => queryClient.setQueryData(notificationKeys.unreadMessages(), counts);
  const onConnected = () => {
    quietly(requestLive(clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS).then(({ count }) => setUnseen(count)));
    clearTimeout(unreadTimer);
    unreadTimer = setTimeout(() => {
      quietly(requestLive(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES).then(setUnread));
    }, UNREAD_MESSAGES_DELAY_MS);
  };
  const stops = [
    onLiveEvent(serverEvents.NOTIFICATIONS, ({ items, unseen }) => {
      queryClient.setQueryData(notificationKeys.recent(), items);
      setUnseen(unseen);
    }),
    onLiveEvent(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, ({ count }) => setUnseen(count)),
    onLiveEvent(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, setUnread),
    onLiveStatus((status) => {
      if (status === 'connected') onConnected();
      else if (status === 'idle') {
        clearTimeout(unreadTimer);
        void queryClient.resetQueries({ queryKey: notificationKeys.live() });
      }
    }),
  ];
  if (liveStatus() === 'connected') onConnected();
  return () => {
    clearTimeout(unreadTimer);
    for (const stop of stops) stop();
  };
};

/** Reads one of the live queries: its data is only ever written by the socket (never fetched by the query). */
function useLiveQuery<T>(queryKey: readonly unknown[]): T | undefined {
  useLiveSync(syncNotifications);
  return useQuery<T>({ queryKey, queryFn: skipToken }).data;
}

/** The bell's badge: notifications since the bell was last opened (undefined until the server said). */
export function useUnseenCount(): number | undefined {
  return useLiveQuery<number>(notificationKeys.unseen());
}

/** The newest notifications as the socket last sent them (the dropdown's list). */
export function useRecentNotifications(): NotificationDto[] | undefined {
  return useLiveQuery<NotificationDto[]>(notificationKeys.recent());
}

/** Replaces the newest notifications (an answer to GET_NOTIFICATIONS, or a click shown before the server says). */
export function setRecentNotifications(queryClient: QueryClient, items: NotificationDto[]): void {
  queryClient.setQueryData(notificationKeys.recent(), items);
}

/** Unread chat messages by kind of room, kept up to date for the chat capability. */
export function useUnreadMessages(): UnreadMessagesDto | undefined {
  return useLiveQuery<UnreadMessagesDto>(notificationKeys.unreadMessages());
}
