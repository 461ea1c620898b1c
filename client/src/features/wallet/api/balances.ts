import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  clientEvents,
  serverEvents,
  walletsApi,
  type WalletBalanceDto,
  type WalletBalancesDto,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useLiveSync, type LiveSync } from '../../../lib/live/live-cache.ts';
import { holdLiveSocket, liveStatus, onLiveEvent, onLiveStatus, requestLive } from '../../../lib/live/socket.ts';
import { useLiveEvent } from '../../../lib/live/use-live-event.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchWalletBalances = () => callApi(walletsApi.getWalletBalances);

/** The naira balance (zero until the wallet exists: a new user's wallet is made by its first movement). */
export function nairaBalance(balances: WalletBalancesDto | undefined): WalletBalanceDto {
  return (
    balances?.balances.find((balance) => balance.currency === 'NGN') ?? {
      currency: 'NGN',
      available: 0,
      promotional: 0,
      held: 0,
    }
  );
}

/**
 * The balances query's fetch: over the socket (GET_WALLET_BALANCES) while it is connected, else (still connecting,
 * reconnecting, given up, or no answer) GET /wallets/get-wallet-balances, so a screen never waits on the socket.
 */
function fetchBalances(): Promise<WalletBalancesDto> {
  if (liveStatus() !== 'connected') return fetchWalletBalances();
  return requestLive(clientEvents.GET_WALLET_BALANCES).catch(() => fetchWalletBalances());
}

/**
 * Keeps the balances query live while a screen shows it: the socket stays open, every WALLET_BALANCES event
 * becomes the query's data, and each (re)connection asks again (a payment settled while the connection was down
 * must not go unseen).
 */
export const syncWalletBalances: LiveSync = (queryClient) => {
  const release = holdLiveSocket();
  const askAgain = () =>
    void queryClient.refetchQueries({ queryKey: walletKeys.balances(), type: 'active' }, { cancelRefetch: false });
  const stops = [
    onLiveEvent(serverEvents.WALLET_BALANCES, (balances) => storeBalances(queryClient, balances)),
    onLiveStatus((status) => {
      if (status === 'connected') askAgain();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    release();
  };
};

/** The wallet's balances, live: one query, answered over the socket or HTTP and kept current by the socket. */
export function useBalances() {
  useLiveSync(syncWalletBalances);
  const query = useQuery({ queryKey: walletKeys.balances(), queryFn: fetchBalances, staleTime: 10_000 });
  const balances = query.data;
  return {
    balances,
    naira: balances ? nairaBalance(balances) : undefined,
    isPending: query.isPending,
    isError: balances === undefined && query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** New balances (a call's answer, or the socket's event) become the balances query's data. */
export function storeBalances(queryClient: QueryClient, balances: WalletBalancesDto): void {
  queryClient.setQueryData(walletKeys.balances(), balances);
}

/** Everything about money asks again (balances, transactions, payouts, payments). */
export function refreshMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.money() });
}

/**
 * While a wallet screen is open, a WALLET_BALANCES event (money moved: a top-up in another tab, a webhook, a
 * settled payout) also refreshes the lists that show the movement.
 */
export function useRefreshOnBalanceChange(): void {
  const queryClient = useQueryClient();
  useLiveEvent(serverEvents.WALLET_BALANCES, (balances) => {
    storeBalances(queryClient, balances);
    void queryClient.invalidateQueries({ queryKey: walletKeys.transactions() });
    void queryClient.invalidateQueries({ queryKey: [...walletKeys.money(), 'payouts'] });
  });
}
