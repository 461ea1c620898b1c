import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { serverEvents, walletsApi, type WalletBalanceDto, type WalletBalancesDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useWalletBalances, useLiveStatus } from '../../../lib/live/live-store.ts';
import { useLiveEvent } from '../../../lib/live/use-live-event.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchWalletBalances = () => callApi<WalletBalancesDto>(walletsApi.getWalletBalances);

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
 * The wallet's balances, live: the socket's GET_WALLET_BALANCES answer, then every WALLET_BALANCES event. While
 * the socket is not connected (still connecting, reconnecting, given up) they come from
 * GET /wallets/get-wallet-balances instead, so the page never waits on the socket.
 */
export function useBalances() {
  const live = useWalletBalances();
  const status = useLiveStatus();
  const liveUsable = status === 'connected' && live !== undefined;
  const rest = useQuery({
    queryKey: walletKeys.balances(),
    queryFn: fetchWalletBalances,
    enabled: !liveUsable,
    staleTime: 10_000,
  });
  const balances = liveUsable ? live : (rest.data ?? live);
  return {
    balances,
    naira: balances ? nairaBalance(balances) : undefined,
    isPending: balances === undefined && !rest.isError,
    isError: balances === undefined && rest.isError,
    error: rest.error,
    refetch: () => void rest.refetch(),
  };
}

/** After a call that answered new balances: the REST copy takes them (the socket sends its own event). */
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
