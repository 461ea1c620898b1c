import { useEffect, useSyncExternalStore } from 'react';
import {
  clientEvents,
  serverEvents,
  type NotificationDto,
  type UnreadMessagesDto,
  type WalletBalancesDto,
} from '@fleetcare/shared';
import { liveStatus, onLiveEvent, onLiveStatus, requestLive, type LiveStatus } from './socket.ts';

/** Spec point 9: unread message counts are asked for 1 second after start-up (after the socket connects). */
export const UNREAD_MESSAGES_DELAY_MS = 1_000;

/** What the socket has told this tab; undefined until it has said. Reset when the socket closes (sign-out). */
interface LiveState {
  unseen: number | undefined;
  /** The newest notifications (NOTIFICATIONS), as the dropdown shows them. */
  recent: NotificationDto[] | undefined;
  unreadMessages: UnreadMessagesDto | undefined;
  walletBalances: WalletBalancesDto | undefined;
}

const empty: LiveState = {
  unseen: undefined,
  recent: undefined,
  unreadMessages: undefined,
  walletBalances: undefined,
};

let state: LiveState = empty;
const listeners = new Set<() => void>();
let unreadTimer: ReturnType<typeof setTimeout> | undefined;

function update(patch: Partial<LiveState>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Background asks (badge, counters) fail quietly: the badge is simply not drawn. */
function quietly(promise: Promise<unknown>): void {
  promise.catch((error: unknown) => console.warn('live socket: a request failed', error));
}

onLiveEvent(serverEvents.NOTIFICATIONS, ({ items, unseen }) => update({ recent: items, unseen }));
onLiveEvent(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, ({ count }) => update({ unseen: count }));
onLiveEvent(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, (counts) => update({ unreadMessages: counts }));
onLiveEvent(serverEvents.WALLET_BALANCES, (balances) => update({ walletBalances: balances }));

onLiveStatus((status) => {
  if (status === 'connected') {
    // Asked again after every reconnection: events sent while offline were missed.
    quietly(requestLive(clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS).then(({ count }) => update({ unseen: count })));
    if (state.walletBalances !== undefined) {
      // A screen shows the balances: a payment settled while the connection was down must not go unseen.
      quietly(requestLive(clientEvents.GET_WALLET_BALANCES).then((answer) => update({ walletBalances: answer })));
    }
    clearTimeout(unreadTimer);
    unreadTimer = setTimeout(() => {
      quietly(
        requestLive(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES).then((counts) => update({ unreadMessages: counts })),
      );
    }, UNREAD_MESSAGES_DELAY_MS);
  } else if (status === 'idle') {
    clearTimeout(unreadTimer);
    state = empty;
    for (const listener of [...listeners]) listener();
  }
});

function useLiveState<T>(select: (state: LiveState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(empty),
  );
}

/** The bell's badge: notifications since the bell was last opened (undefined until the server said). */
export function useUnseenCount(): number | undefined {
  return useLiveState((live) => live.unseen);
}

/** The newest notifications as the socket last sent them (the dropdown's list). */
export function useRecentNotifications(): NotificationDto[] | undefined {
  return useLiveState((live) => live.recent);
}

/** Replaces the newest notifications (an answer to GET_NOTIFICATIONS, or a click shown before the server says). */
export function setRecentNotifications(items: NotificationDto[]): void {
  update({ recent: items });
}

/** Unread chat messages by kind of room, kept up to date for the chat capability. */
export function useUnreadMessages(): UnreadMessagesDto | undefined {
  return useLiveState((live) => live.unreadMessages);
}

/** Wallet balances (GET_WALLET_BALANCES, then live WALLET_BALANCES), for the wallet capability. */
export function useWalletBalances(): WalletBalancesDto | undefined {
  const balances = useLiveState((live) => live.walletBalances);
  const known = balances !== undefined;
  useEffect(() => {
    if (known) return;
    quietly(requestLive(clientEvents.GET_WALLET_BALANCES).then((answer) => update({ walletBalances: answer })));
  }, [known]);
  return balances;
}

/** The connection's status, for screens that say "connecting" or offer to try again. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, liveStatus, () => 'idle');
}
