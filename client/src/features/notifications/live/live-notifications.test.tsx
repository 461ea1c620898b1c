import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientEvents, serverEvents } from '@fleetcare/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { holdLiveSocket, setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeLiveServer, plainNotification, type FakeLiveServer } from '../testing/fake-live-server.ts';
import { UNREAD_MESSAGES_DELAY_MS, useUnreadMessages, useUnseenCount } from './live-notifications.ts';

let server: FakeLiveServer;

/** Lets the fake's answers (each a task later), the promises after them and the cache's notices run. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(1);
  });
const eventsSent = () => server.received.map((entry) => entry.event);

/** Renders hooks that share one query client, as the components of one page do. */
function renderLive() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return {
    unseen: renderHook(() => useUnseenCount(), { wrapper }),
    unread: renderHook(() => useUnreadMessages(), { wrapper }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeLiveServer([], 2);
  setLiveSocketFactory(async () => server.socket);
});

afterEach(() => {
  setLiveSocketFactory(undefined);
  vi.useRealTimers();
});

describe('live notification counts', () => {
  it('when the socket connects, then the unseen count is asked for at once (once) and unread message counts 1 s later', async () => {
    const { unseen, unread } = renderLive();
    const release = holdLiveSocket();
    await settle();
    expect(eventsSent()).toEqual([clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS]);
    expect(unseen.result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_MESSAGES_DELAY_MS - 10));
    expect(eventsSent()).not.toContain(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES);
    await act(() => vi.advanceTimersByTimeAsync(20));
    await settle();
    expect(eventsSent()).toContain(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES);
    expect(unread.result.current).toEqual({ oneToOne: 0, orderCustomer: 0, orderInspector: 0 });
    // The chat capability's live updates land in the same hook.
    act(() =>
      server.push(serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES, { oneToOne: 3, orderCustomer: 1, orderInspector: 0 }),
    );
    await settle();
    expect(unread.result.current).toEqual({ oneToOne: 3, orderCustomer: 1, orderInspector: 0 });
    release();
  });

  it('when a notification arrives, then the unseen count follows it live', async () => {
    const { unseen } = renderLive();
    const release = holdLiveSocket();
    await settle();
    act(() => server.deliver(plainNotification()));
    await settle();
    expect(unseen.result.current).toBe(3);
    release();
  });

  it('when the connection drops and comes back, then the unseen count is asked for again', async () => {
    renderLive();
    const release = holdLiveSocket();
    await settle();
    act(() => server.dropConnection());
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await settle();
    expect(eventsSent().filter((event) => event === clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS)).toHaveLength(2);
    release();
  });

  it('when the user signs out, then what the socket said is forgotten', async () => {
    const { unseen } = renderLive();
    const release = holdLiveSocket();
    await settle();
    expect(unseen.result.current).toBe(2);
    act(() => release({ signedOut: true }));
    await settle();
    expect(unseen.result.current).toBeUndefined();
  });
});
