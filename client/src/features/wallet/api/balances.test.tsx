import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientEvents } from '@fleetcare/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { holdLiveSocket, liveStatus, setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { createFakeWalletSocket } from '../testing/fake-live.ts';
import { balancesOf } from '../testing/fixtures.ts';
import { useBalances } from './balances.ts';

let server: ReturnType<typeof createFakeWalletSocket>;
let calls: MockRequest[];

const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(1);
  });
const askedLive = () => server.received.filter((entry) => entry.event === clientEvents.GET_WALLET_BALANCES).length;

function renderBalances() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBalances(), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeWalletSocket(balancesOf(0));
  setLiveSocketFactory(async () => server.socket);
  calls = mockApi(() => ok(balancesOf(0)));
});

afterEach(() => {
  setLiveSocketFactory(undefined);
  vi.useRealTimers();
});

describe('live wallet balances', () => {
  it('when a screen shows the balances, then they are asked for once over the socket and follow WALLET_BALANCES', async () => {
    const release = holdLiveSocket();
    const wallet = renderBalances();
    await settle();
    expect(wallet.result.current.naira?.available).toBe(0);
    act(() => server.push(balancesOf(500_00)));
    await settle();
    expect(wallet.result.current.naira?.available).toBe(500_00);
    expect(askedLive()).toBe(1);
    release();
  });

  it('when the socket is not up yet, then the balances come over HTTP at once', async () => {
    const wallet = renderBalances();
    await settle();
    expect(calls.map((call) => call.url)).toContain('/wallets/get-wallet-balances');
    expect(wallet.result.current.naira?.available).toBe(0);
  });

  it('when the connection drops and comes back, then shown balances are asked for again', async () => {
    const release = holdLiveSocket();
    renderBalances();
    await settle();
    expect(askedLive()).toBe(1);
    act(() => server.dropConnection());
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await settle();
    expect(liveStatus()).toBe('connected');
    expect(askedLive()).toBe(2);
    release();
  });
});
