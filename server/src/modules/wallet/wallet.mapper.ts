import {
  PAYOUT_FEE_TIERS,
  payoutTransferFeeKobo,
  type BankAccountDetailsDto,
  type BankAccountDto,
  type CouponRedemptionDto,
  type PayoutBankDto,
  type PayoutDto,
  type PayoutTransferFeeDto,
  type VerifiedBankAccountDto,
  type WalletBalancesDto,
  type WalletTransactionDto,
} from '@fleetcare/shared';
import type { BankAccountRow } from './bank-accounts.repository.ts';
import type { CouponRow } from './coupons.repository.ts';
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

/** A bank of the gateway's list: its name and code only, whatever else the gateway sends. */
export function toPayoutBankDto(bank: PayoutBankDto): PayoutBankDto {
  return { name: bank.name, code: bank.code };
}

/** An account as the bank knows it: the bank from the gateway's list, the holder's name from the gateway. */
export function toBankAccountDetailsDto(
  bank: PayoutBankDto,
  accountNumber: string,
  resolved: { accountName: string },
): BankAccountDetailsDto {
  return { bankCode: bank.code, bankName: bank.name, accountNumber, accountName: resolved.accountName };
}

export function toVerifiedBankAccountDto(account: BankAccountDetailsDto, nameMatches: boolean): VerifiedBankAccountDto {
  return {
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    nameMatches,
  };
}

/** A redeemed coupon: what it gave, and the balances after. */
export function toCouponRedemptionDto(coupon: CouponRow, balances: WalletBalancesDto): CouponRedemptionDto {
  return { code: coupon.code, amount: coupon.amount, currency: coupon.currency, balances };
}
