import type { WalletTransactionsFilter } from '../lib/transactions-filter.ts';

/**
 * The wallet feature's query keys, written once. Anything that moves money invalidates `money()`: balances,
 * wallet transactions, payouts and payments all sit under it. Saved cards and bank accounts change only when the
 * user adds or deletes one.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  money: () => [...walletKeys.all, 'money'] as const,
  balances: () => [...walletKeys.money(), 'balances'] as const,
  transactions: () => [...walletKeys.money(), 'transactions'] as const,
  transactionList: (filter: WalletTransactionsFilter, limit: number) =>
    [...walletKeys.transactions(), 'list', filter, limit] as const,
  transaction: (id: string) => [...walletKeys.transactions(), 'detail', id] as const,
  payment: (id: string) => [...walletKeys.money(), 'payment', id] as const,
  payouts: (page: number) => [...walletKeys.money(), 'payouts', page] as const,
  payoutFee: (amount: number) => [...walletKeys.all, 'payout-fee', amount] as const,
  cards: () => [...walletKeys.all, 'cards'] as const,
  banks: () => [...walletKeys.all, 'banks'] as const,
  bankAccounts: () => [...walletKeys.all, 'bank-accounts'] as const,
  verifiedAccount: (bankCode: string, accountNumber: string) =>
    [...walletKeys.all, 'verify-account', bankCode, accountNumber] as const,
};
