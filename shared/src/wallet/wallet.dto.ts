import type {
  Currency,
  HoldStatus,
  LedgerTransactionKind,
  PaymentChannel,
  PaymentPurpose,
  PaymentStatus,
  PayoutStatus,
} from './wallet.constants.ts';

/** One currency's balances: available to spend, held in escrow for unfinished jobs. Kobo. */
export interface WalletBalanceDto {
  currency: Currency;
  available: number;
  held: number;
}

/** GET balances and the WALLET_BALANCES socket event. */
export interface WalletBalancesDto {
  balances: WalletBalanceDto[];
}

/** One movement of the user's wallet (a ledger entry on their wallet account). */
export interface WalletTransactionDto {
  _id: string;
  /** The ledger transaction it belongs to. */
  transactionId: string;
  kind: LedgerTransactionKind;
  /** Positive: money in; negative: money out (kobo). */
  amount: number;
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

export interface VerifiedBankAccountDto {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface BankAccountDto extends VerifiedBankAccountDto {
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
  currency: Currency;
  status: HoldStatus;
}
