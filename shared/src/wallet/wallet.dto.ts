import type {
  Currency,
  HoldStatus,
  LedgerTransactionKind,
  PaymentChannel,
  PaymentPurpose,
  PaymentStatus,
  PayoutStatus,
} from './wallet.constants.ts';

/**
 * One currency's balances, kobo. What the user can spend on FleetCare services is `available + promotional`;
 * what they can withdraw is `available` alone.
 */
export interface WalletBalanceDto {
  currency: Currency;
  /** Cash: topped up or earned; spendable and withdrawable. */
  available: number;
  /** Promotional credit (coupons, referral and welcome credit): spent before cash, never withdrawable. */
  promotional: number;
  /** Held in escrow for jobs that are not finished. */
  held: number;
}

/** GET balances and the WALLET_BALANCES socket event. */
export interface WalletBalancesDto {
  balances: WalletBalanceDto[];
}

/** Which of the user's balances an entry moved: cash (the wallet) or promotional credit. */
export type WalletFunds = 'cash' | 'promotional';

/**
 * One movement of the user's wallet: a ledger entry on their cash or promotional-credit account. A payment that
 * used both is two movements of one transaction.
 */
export interface WalletTransactionDto {
  _id: string;
  /** The ledger transaction it belongs to. */
  transactionId: string;
  kind: LedgerTransactionKind;
  funds: WalletFunds;
  /** Positive: money in; negative: money out (kobo). */
  amount: number;
  /** The balance of `funds` after it. */
  balanceAfter: number;
  currency: Currency;
  description: string;
  /** The payment, payout, hold or coupon it came from, to link to its page. */
  reference: string | null;
  paymentId: string | null;
  payoutId: string | null;
  createdAt: string;
}

export interface PaymentReferenceDto {
  paymentId: string;
  reference: string;
  amount: number;
  currency: Currency;
  /** The gateway's checkout page (send the browser here); null when paid with a saved card or the wallet. */
  authorizationUrl: string | null;
  /** Already settled (saved card or wallet payments are charged at once). */
  status: PaymentStatus;
}

export interface PaymentTransactionDto {
  _id: string;
  reference: string;
  purpose: PaymentPurpose;
  /** What it pays for: an order id, a subscription id; null for a top-up. */
  payForId: string | null;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  channel: PaymentChannel;
  gateway: string;
  /** "visa •••• 4081" when paid by card. */
  cardSummary: string | null;
  failureReason: string | null;
  paidAt: string | null;
  createdAt: string;
}

/** POST /wallets/credit-payment-to-wallet: the settled top-up and the wallet's balances after it. */
export interface CreditedPaymentDto {
  payment: PaymentTransactionDto;
  balances: WalletBalancesDto;
}

export interface SavedCardDto {
  _id: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
  createdAt: string;
}

export interface PayoutBankDto {
  name: string;
  code: string;
}

export interface BankAccountDetailsDto {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  /** The holder's name as the bank gives it. */
  accountName: string;
}

/** POST verify-bank-account: the bank's name for the account, and whether it may be saved. */
export interface VerifiedBankAccountDto extends BankAccountDetailsDto {
  /**
   * The bank's name is the profile's name (or a business account's registered business name): only then can the
   * account be saved (add-bank-account answers BANK_ACCOUNT_NAME_MISMATCH otherwise).
   */
  nameMatches: boolean;
}

export interface BankAccountDto extends BankAccountDetailsDto {
  _id: string;
  createdAt: string;
}

export interface PayoutTransferFeeDto {
  amount: number;
  fee: number;
  total: number;
  currency: Currency;
  tiers: { upTo: number | null; fee: number }[];
}

export interface PayoutDto {
  _id: string;
  reference: string;
  amount: number;
  fee: number;
  currency: Currency;
  status: PayoutStatus;
  bankAccount: { bankName: string; accountNumber: string; accountName: string };
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface CouponRedemptionDto {
  code: string;
  amount: number;
  currency: Currency;
  balances: WalletBalancesDto;
}

export interface HoldDto {
  _id: string;
  amount: number;
  /** The part of `amount` paid with promotional credit (a refund gives that part back as promotional credit). */
  promotional: number;
  currency: Currency;
  status: HoldStatus;
}
