import {
  PAYOUT_FEE_TIERS,
  payoutTransferFeeKobo,
  type BankAccountDto,
  type PayoutDto,
  type PayoutTransferFeeDto,
  type WalletTransactionDto,
} from '@fleetcare/shared';
import type { BankAccountRow } from './bank-accounts.repository.ts';
import type { PayoutWithAccount } from './payouts.repository.ts';
import type { WalletEntryRow } from './wallet-transactions.repository.ts';

/** Rows → DTOs with explicit field lists: new columns (recipient codes, owners) never leak. */

export function toWalletTransactionDto(row: WalletEntryRow): WalletTransactionDto {
  return {
    _id: row.id,
    transactionId: row.transactionId,
    kind: row.kind,
    funds: row.accountKind === 'promo' ? 'promotional' : 'cash',
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    currency: row.currency,
    description: row.description,
    reference: row.paymentReference ?? row.payoutReference ?? row.couponCode ?? row.holdPurposeKey ?? null,
    paymentId: row.paymentId,
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBankAccountDto(row: BankAccountRow): BankAccountDto {
  return {
    _id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPayoutDto({ payout, account }: PayoutWithAccount): PayoutDto {
  return {
    _id: payout.id,
    reference: payout.reference,
    amount: payout.amount,
    fee: payout.fee,
    currency: payout.currency,
    status: payout.status,
    bankAccount: { bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName },
    failureReason: payout.failureReason,
    createdAt: payout.createdAt.toISOString(),
    settledAt: payout.settledAt?.toISOString() ?? null,
  };
}

export function toPayoutTransferFeeDto(amount: number): PayoutTransferFeeDto {
  const fee = payoutTransferFeeKobo(amount);
  return {
    amount,
    fee,
    total: amount + fee,
    currency: 'NGN',
    tiers: PAYOUT_FEE_TIERS.map((tier) => ({ upTo: tier.upToKobo, fee: tier.feeKobo })),
  };
}
