import type { Currency, LedgerAccountKind, WalletBalanceDto, WalletBalancesDto } from '@fleetcare/shared';

/** A user's account balances → cash (wallet), promotional credit and held (escrow) per currency; NGN always. */
export function toWalletBalancesDto(
  rows: { kind: LedgerAccountKind; currency: Currency; balance: number }[],
): WalletBalancesDto {
  const empty = (currency: Currency): WalletBalanceDto => ({ currency, available: 0, promotional: 0, held: 0 });
  const byCurrency = new Map<Currency, WalletBalanceDto>([['NGN', empty('NGN')]]);
  for (const row of rows) {
    const balance = byCurrency.get(row.currency) ?? empty(row.currency);
    if (row.kind === 'wallet') balance.available = row.balance;
    if (row.kind === 'promo') balance.promotional = row.balance;
    if (row.kind === 'escrow') balance.held = row.balance;
    byCurrency.set(row.currency, balance);
  }
  return { balances: [...byCurrency.values()] };
}
