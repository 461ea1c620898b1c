import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFailureDetail, clientEvents, serverEvents } from '@fleetcare/shared';
import { setAuthFailureHandler } from '../auth-failure.ts';
import {
  REFUSED_RETRY_LIMIT,
  RELEASE_GRACE_MS,
  REQUEST_TIMEOUT_MS,
  holdLiveSocket,
  liveStatus,
  onLiveEvent,
  requestLive,
  setLiveSocketFactory,
} from './socket.ts';
import { LiveRequestError } from './socket-types.ts';
import { createFakeSocket, type FakeSocket } from './testing/fake-socket.ts';

let server: FakeSocket;
let created: number;

/** A server that answers every request with `{ count: 2 }`, and echoes the payload it was sent. */
function install() {
  server = createFakeSocket((_event, payload) => ({ ok: true, data: { count: 2, payload } }));
  created = 0;
  setLiveSocketFactory(async () => {
    created += 1;
    return server.socket;
  });
}

/** Lets the fake's answers (each a task later) and the promises after them run. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(1);
  });

beforeEach(() => {
  vi.useFakeTimers();
  install();
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

  it('when the server sends an event, then its subscribers hear it until they let go', async () => {
    const release = holdLiveSocket();
    await settle();
    const heard: unknown[] = [];
    const stop = onLiveEvent(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, (payload) => heard.push(payload));
    server.push(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: 4 });
    stop();
    server.push(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: 5 });
    expect(heard).toEqual([{ count: 4 }]);
    release();
  });

  it('when a request succeeds, then it resolves with the acknowledgement data', async () => {
    const answer = requestLive(clientEvents.GET_NOTIFICATIONS, { limit: 5 });
    await settle();
    await expect(answer).resolves.toEqual({ count: 2, payload: { limit: 5 } });
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

  it('when the user signs out, then the socket closes at once', async () => {
    const release = holdLiveSocket();
    await settle();
    expect(liveStatus()).toBe('connected');
    act(() => release({ signedOut: true }));
    await settle();
    expect(server.socket.connected).toBe(false);
    expect(liveStatus()).toBe('idle');
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
    await expect(answer).resolves.toMatchObject({ count: 2 });
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
