import type { UnreadMessagesDto, WalletBalancesDto } from '@fleetcare/shared';

/**
 * WALLET_BALANCES: the wallet's balances in the shape the wallet capability will fill (integers in kobo, per
 * currency). Until the wallet lands every user holds nothing in NGN.
 */
export async function getWalletBalances(_userId: string): Promise<WalletBalancesDto> {
  return { balances: [{ currency: 'NGN', available: 0, held: 0 }] };
}

/** UPDATE_NO_OF_ALL_UNREAD_MESSAGES: unread chat messages by kind of room; zero until chat lands. */
export async function getUnreadMessageCounts(_userId: string): Promise<UnreadMessagesDto> {
  return { oneToOne: 0, orderCustomer: 0, orderInspector: 0 };
}
