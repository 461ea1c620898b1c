/**
 * Names shared by the ledger, the wallet and payment screens. Amounts are integers in kobo everywhere.
 */
export const currencies = ['NGN'] as const;
export type Currency = (typeof currencies)[number];

/**
 * Ledger accounts. `wallet`, `promo` and `escrow` belong to a user: the wallet is cash (topped up, earned,
 * withdrawable), promo is promotional credit (coupons, referral and welcome credit: spendable on FleetCare
 * services, never withdrawable), escrow holds what the user has paid for a job that is not finished. The others
 * are the platform's. Only the platform's accounts may go below zero: gateway clearing is money the gateway holds
 * for us, promotions is what promotional credit has cost.
 */
export const ledgerAccountKinds = [
  'wallet',
  'promo',
  'escrow',
  'platform-revenue',
  'gateway-clearing',
  'payouts-in-flight',
  'fees',
  'promotions',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export const userLedgerAccountKinds = ['wallet', 'promo', 'escrow'] as const satisfies readonly LedgerAccountKind[];
export type UserLedgerAccountKind = (typeof userLedgerAccountKinds)[number];

/** What a ledger transaction did; wallet transaction lists filter by it. */
export const ledgerTransactionKinds = [
  'top-up',
  'charge',
  'hold',
  'release',
  'refund',
  'payout',
  'payout-settled',
  'payout-reversed',
  'coupon',
  'promotion',
  'correction',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

/** What a payment pays for. */
export const paymentPurposes = [
  'wallet-top-up',
  'order',
  'subscription',
  'spare-parts',
  'surcharge',
  'maintenance',
] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

export const paymentStatuses = ['pending', 'success', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentChannels = ['checkout', 'saved-card', 'wallet'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

export const payoutStatuses = ['pending', 'success', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const holdStatuses = ['held', 'released', 'refunded'] as const;
export type HoldStatus = (typeof holdStatuses)[number];

export const MAX_BANK_ACCOUNTS = 5;
export const WALLET_PAGE_LIMIT = 20;
/** ₦100 to ₦5,000,000 per top-up or payout. */
export const MIN_PAYMENT_KOBO = 100_00;
export const MAX_PAYMENT_KOBO = 5_000_000_00;
/** A NUBAN account number: 10 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;

/**
 * Paystack's fee for an NGN transfer (its published tiers): ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above.
 */
export function payoutTransferFeeKobo(amountKobo: number): number {
  if (amountKobo <= 5_000_00) return 10_00;
  if (amountKobo <= 50_000_00) return 25_00;
  return 50_00;
}

export const PAYOUT_FEE_TIERS = [
  { upToKobo: 5_000_00, feeKobo: 10_00 },
  { upToKobo: 50_000_00, feeKobo: 25_00 },
  { upToKobo: null, feeKobo: 50_00 },
] as const;
