import { useEffect } from 'react';
import { holdLiveSocket, onLiveStatus } from './socket.ts';

let pushRefreshed = false;
onLiveStatus((status) => {
  if (status === 'idle') pushRefreshed = false;
});

/**
 * Once per session in this tab, and only where notifications are already allowed: send this browser's push
 * subscription again, so the server's copy stays fresh (a new sign-in, a rotated endpoint). Silent.
 */
function refreshPushOnce(refreshPush: () => Promise<unknown>): void {
  if (pushRefreshed || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  pushRefreshed = true;
  refreshPush().catch((error: unknown) => console.warn('notifications: could not refresh web push', error));
}

/**
 * Holds the tab's live socket while the signed-in header is mounted. When it unmounts because the user signed out
 * (`isSignedIn()` false by then: sign-out clears the session marker first), the socket closes at once; otherwise
 * (a change of layout mounts the header again) it stays open. `refreshPush` re-sends the push subscription (the
 * push module's refreshPushSubscription, loaded lazily by the caller).
 */
export function useLiveConnection(isSignedIn: () => boolean, refreshPush: () => Promise<unknown>): void {
  useEffect(() => {
    const release = holdLiveSocket();
    refreshPushOnce(refreshPush);
    return () => release({ signedOut: !isSignedIn() });
  }, [isSignedIn, refreshPush]);
}
