import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFailureDetail, clientEvents, serverEvents } from '@fleetcare/shared';
import { setAuthFailureHandler } from '../auth-failure.ts';
import {
  createFakeLiveServer,
  plainNotification,
  type FakeLiveServer,
} from '../../features/notifications/testing/fake-live-server.ts';
import { UNREAD_MESSAGES_DELAY_MS, useUnreadMessages, useUnseenCount, useWalletBalances } from './live-store.ts';
import {
  REFUSED_RETRY_LIMIT,
  RELEASE_GRACE_MS,
  REQUEST_TIMEOUT_MS,
  holdLiveSocket,
  liveStatus,
  requestLive,
  setLiveSocketFactory,
} from './socket.ts';
import { LiveRequestError } from './socket-types.ts';

let server: FakeLiveServer;
let created: number;

function install(fake: FakeLiveServer) {
  server = fake;
  created = 0;
  setLiveSocketFactory(async () => {
    created += 1;
    return fake.socket;
  });
}

/** Lets the fake's answers (each a task later) and the promises after them run. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(1);
  });
const eventsSent = () => server.received.map((entry) => entry.event);

beforeEach(() => {
  vi.useFakeTimers();
  install(createFakeLiveServer([], 2));
});

afterEach(() => {
  setLiveSocketFactory(undefined);
  setAuthFailureHandler(undefined);
  vi.useRealTimers();
});

describe('the live socket', () => {
  it('when two parts of the page hold it, then the tab opens one connection only', async () => {
    const first = holdLiveSocket();
    const second = holdLiveSocket();
    await settle();
    expect(created).toBe(1);
    expect(server.connections).toBe(1);
    expect(liveStatus()).toBe('connected');
    first();
    second();
  });

  it('when it connects, then it asks for the unseen count at once and for unread message counts 1 s later', async () => {
    const release = holdLiveSocket();
    const unseen = renderHook(() => useUnseenCount());
    const unread = renderHook(() => useUnreadMessages());
    await settle();
    expect(eventsSent()).toEqual([clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS]);
    expect(unseen.result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_MESSAGES_DELAY_MS - 10));
    expect(eventsSent()).not.toContain(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(eventsSent()).toContain(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES);
    expect(unread.result.current).toEqual({ oneToOne: 0, orderCustomer: 0, orderInspector: 0 });
    // The chat capability's live updates land in the same hook.
    act(() =>
      server.push(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, { oneToOne: 3, orderCustomer: 1, orderInspector: 0 }),
    );
    expect(unread.result.current).toEqual({ oneToOne: 3, orderCustomer: 1, orderInspector: 0 });
    release();
  });

  it('when a notification arrives, then the unseen count follows it live', async () => {
    const release = holdLiveSocket();
    const unseen = renderHook(() => useUnseenCount());
    await settle();
    act(() => server.deliver(plainNotification()));
    expect(unseen.result.current).toBe(3);
    release();
  });

  it('when the wallet balances are used, then they are asked for once and follow WALLET_BALANCES', async () => {
    const release = holdLiveSocket();
    const wallet = renderHook(() => useWalletBalances());
    await settle();
    expect(wallet.result.current).toEqual({ balances: [{ currency: 'NGN', available: 0, held: 0 }] });
    act(() =>
      server.push(serverEvents.WALLET_BALANCES, { balances: [{ currency: 'NGN', available: 500_00, held: 0 }] }),
    );
    expect(wallet.result.current?.balances[0]?.available).toBe(500_00);
    expect(eventsSent().filter((event) => event === clientEvents.GET_WALLET_BALANCES)).toHaveLength(1);
    release();
  });

  it('when the connection drops and comes back, then shown wallet balances are asked for again', async () => {
    const release = holdLiveSocket();
    renderHook(() => useWalletBalances());
    await settle();
    const asked = () => eventsSent().filter((event) => event === clientEvents.GET_WALLET_BALANCES).length;
    expect(asked()).toBe(1);
    act(() => server.dropConnection());
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(liveStatus()).toBe('connected');
    expect(asked()).toBe(2);
    release();
  });

  it('when a request succeeds, then it resolves with the acknowledgement data', async () => {
    server.notifications.push(plainNotification({ message: 'Hello' }));
    const answer = requestLive(clientEvents.GET_NOTIFICATIONS, { limit: 5 });
    await settle();
    await expect(answer).resolves.toMatchObject({ items: [{ message: 'Hello' }], unseen: 2 });
    expect(server.received).toContainEqual({ event: clientEvents.GET_NOTIFICATIONS, payload: { limit: 5 } });
  });

  it('when the server refuses a request, then it rejects with an error carrying the code', async () => {
    server.failNext(clientEvents.MARK_NOTIFICATION_AS_CLICKED, 'NOT_FOUND');
    const answer = requestLive(clientEvents.MARK_NOTIFICATION_AS_CLICKED, { id: 'nope' });
    const caught = answer.catch((error: unknown) => error);
    await settle();
    const error = await caught;
    expect(error).toBeInstanceOf(LiveRequestError);
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('when no answer comes in time, then the request fails with NETWORK_ERROR', async () => {
    server.ignore(clientEvents.GET_NOTIFICATIONS);
    const caught = requestLive(clientEvents.GET_NOTIFICATIONS, { limit: 5 }).catch((error: unknown) => error);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    expect(await caught).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('when the header lets go for a change of layout, then the socket stays open through the grace period', async () => {
    const release = holdLiveSocket();
    await settle();
    release();
    await act(() => vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS - 100));
    const again = holdLiveSocket();
    await act(() => vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS));
    expect(server.socket.connected).toBe(true);
    expect(created).toBe(1);
    again();
    await act(() => vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS));
    expect(server.socket.connected).toBe(false);
    expect(liveStatus()).toBe('idle');
  });

  it('when the user signs out, then the socket closes at once and what it said is forgotten', async () => {
    const release = holdLiveSocket();
    const unseen = renderHook(() => useUnseenCount());
    await settle();
    expect(unseen.result.current).toBe(2);
    act(() => release({ signedOut: true }));
    await settle();
    expect(server.socket.connected).toBe(false);
    expect(liveStatus()).toBe('idle');
    expect(unseen.result.current).toBeUndefined();
  });

  it.each(Object.values(authFailureDetail))(
    'when the handshake is refused with "%s", then the forced sign-out runs and it does not try again',
    async (detail) => {
      const forcedSignOut = vi.fn();
      setAuthFailureHandler(forcedSignOut);
      server.refuseHandshakes('UNAUTHENTICATED', detail);
      const release = holdLiveSocket();
      await settle();
      expect(forcedSignOut).toHaveBeenCalledTimes(1);
      expect(liveStatus()).toBe('failed');
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      expect(server.connections).toBe(0);
      expect(forcedSignOut).toHaveBeenCalledTimes(1);
      release({ signedOut: true });
    },
  );

  it('when the handshake is refused for another reason, then it tries again with growing delays and then gives up', async () => {
    const forcedSignOut = vi.fn();
    setAuthFailureHandler(forcedSignOut);
    server.refuseHandshakes('DATABASE_UNAVAILABLE');
    const connect = vi.spyOn(server.socket, 'connect');
    const release = holdLiveSocket();
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(liveStatus()).toBe('reconnecting');
    // 2 s, 4 s, 8 s, ...: the second try is not before 2 s, the third not before 4 s more.
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(connect).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(connect).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3_800));
    expect(connect).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(connect).toHaveBeenCalledTimes(REFUSED_RETRY_LIMIT + 1);
    expect(liveStatus()).toBe('failed');
    expect(forcedSignOut).not.toHaveBeenCalled();
    // A later use (the bell opened again) tries once more, and succeeds now.
    server.acceptHandshakes();
    const answer = requestLive(clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS);
    await settle();
    await expect(answer).resolves.toEqual({ count: 2 });
    expect(liveStatus()).toBe('connected');
    release();
  });

  it('when the server closes the socket and the session has ended, then the new handshake signs the visitor out', async () => {
    const forcedSignOut = vi.fn();
    setAuthFailureHandler(forcedSignOut);
    const release = holdLiveSocket();
    await settle();
    server.refuseHandshakes('UNAUTHENTICATED', authFailureDetail.invalidToken);
    act(() => server.dropConnection());
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(forcedSignOut).toHaveBeenCalledTimes(1);
    release({ signedOut: true });
  });
});
