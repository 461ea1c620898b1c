import type { QueryClient } from '@tanstack/react-query';
import { serverEvents, type NotificationDto } from '@fleetcare/shared';
import type { LiveSync } from './live-cache.ts';
import { holdLiveSocket, onLiveEvent, onLiveStatus } from './socket.ts';

/**
 * A live sync for data the server announces by notifying: a NOTIFICATIONS event carrying a notification that
 * `matches` and was not seen before makes `askAgain` run, and so does every reconnection (a change made while the
 * connection was down must not go unseen).
 */
export function syncOnNotifications(
  matches: (notification: NotificationDto) => boolean,
  askAgain: (queryClient: QueryClient) => void,
): LiveSync {
  return (queryClient) => {
    const release = holdLiveSocket();
    const seen = new Set<string>();
    let connectedBefore = false;
    const stops = [
      onLiveEvent(serverEvents.NOTIFICATIONS, ({ items }) => {
        const fresh = items.filter((item) => matches(item) && !seen.has(item._id));
        for (const item of fresh) seen.add(item._id);
        if (fresh.length > 0) askAgain(queryClient);
      }),
      onLiveStatus((status) => {
        if (status !== 'connected') return;
        if (connectedBefore) askAgain(queryClient);
        connectedBefore = true;
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      release();
    };
  };
}
