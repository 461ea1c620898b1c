import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber, pageNumber } from '../validation/numbers.ts';
import { isCalendarDate } from '../dates/calendar.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  ledgerTransactionKinds,
  MAX_PAYMENT_KOBO,
  MIN_PAYMENT_KOBO,
  paymentPurposes,
  paymentStatuses,
  WALLET_PAGE_LIMIT,
} from './wallet.constants.ts';

/**
 * Request schemas of the wallet and payment calls. Amounts are whole kobo; the client's forms convert
 * naira with nairaToKobo before sending.
 */

const amountField = () =>
  wholeNumber(v.amountInvalid)
    .required(v.amountInvalid)
    .min(MIN_PAYMENT_KOBO, v.amountTooSmall)
    .max(MAX_PAYMENT_KOBO, v.amountTooLarge);

const pageField = () => pageNumber(v.pageInvalid);
const limitField = () =>
  wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(WALLET_PAGE_LIMIT);
const dateField = () =>
  yup
    .string()
    .trim()
    .optional()
    .test('calendar-date', v.calendarDateInvalid, (value) => value === undefined || isCalendarDate(value));

/** A reference the gateway or the client made: letters, digits, dashes, dots, underscores. */
export const referenceField = () =>
  yup
    .string()
    .trim()
    .required(v.referenceInvalid)
    .matches(/^[A-Za-z0-9._-]{6,100}$/, v.referenceInvalid);

export const generatePaymentReferenceSchema = yup.object({
  purpose: yup.string().required(v.paymentPurposeInvalid).oneOf(paymentPurposes, v.paymentPurposeInvalid),
  amount: amountField(),
  /** The order, subscription or request it pays for; absent for a wallet top-up. */
  payForId: yup.string().trim().optional().uuid(v.payForIdInvalid),
  /** Pay with this saved card instead of the checkout page. */
  savedCardId: yup.string().trim().optional().uuid(v.savedCardInvalid),
  /** Where the gateway sends the payer back, a path inside the app ("/dashboard/wallet"). */
  callbackPath: yup
    .string()
    .trim()
    .optional()
    .matches(/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/, v.callbackPathInvalid)
    .max(300, v.callbackPathInvalid),
});
export type GeneratePaymentReferenceInput = yup.InferType<typeof generatePaymentReferenceSchema>;

export const paymentReferenceSchema = yup.object({ reference: referenceField() });
export type PaymentReferenceInput = yup.InferType<typeof paymentReferenceSchema>;

export const paymentTransactionsQuerySchema = yup.object({
  page: pageField(),
  limit: limitField(),
  status: yup.string().optional().oneOf(paymentStatuses, v.paymentStatusInvalid),
  purpose: yup.string().optional().oneOf(paymentPurposes, v.paymentPurposeInvalid),
});
export type PaymentTransactionsQuery = yup.InferType<typeof paymentTransactionsQuerySchema>;

export const walletTransactionsQuerySchema = yup.object({
  page: pageField(),
  limit: limitField(),
  kind: yup.string().optional().oneOf(ledgerTransactionKinds, v.walletTransactionKindInvalid),
  /** Inclusive days, Africa/Lagos. */
  from: dateField(),
  to: dateField().test('range', v.calendarRangeInvalid, function (to) {
    const from = this.parent.from as string | undefined;
    return !from || !to || !isCalendarDate(from) || !isCalendarDate(to) || from <= to;
  }),
});
export type WalletTransactionsQuery = yup.InferType<typeof walletTransactionsQuerySchema>;

export const walletPageQuerySchema = yup.object({ page: pageField(), limit: limitField() });
export type WalletPageQuery = yup.InferType<typeof walletPageQuerySchema>;

export const bankAccountSchema = yup.object({
  bankCode: yup
    .string()
    .trim()
    .required(v.bankCodeInvalid)
    .matches(/^[0-9A-Za-z]{2,10}$/, v.bankCodeInvalid),
  accountNumber: yup
    .string()
    .trim()
    .required(v.accountNumberInvalid)
    .matches(ACCOUNT_NUMBER_PATTERN, v.accountNumberInvalid),
});
export type BankAccountInput = yup.InferType<typeof bankAccountSchema>;

export const transferToBankSchema = yup.object({
  bankAccountId: yup.string().trim().required(v.bankAccountInvalid).uuid(v.bankAccountInvalid),
  amount: amountField(),
  /**
   * Made by the client once per withdrawal (a UUID); a retry with the same reference has one effect. It is also
   * the gateway's transfer reference, so it takes Paystack's form: 16 to 50 lower-case letters, digits, - and _.
   */
  reference: yup
    .string()
    .trim()
    .required(v.referenceInvalid)
    .matches(/^[a-z0-9_-]{16,50}$/, v.referenceInvalid),
  otp: yup
    .string()
    .trim()
    .required(v.codeInvalidFormat)
    .matches(/^\d{6}$/, v.codeInvalidFormat),
});
export type TransferToBankInput = yup.InferType<typeof transferToBankSchema>;

export const payoutFeeQuerySchema = yup.object({ amount: amountField() });

export const redeemCouponSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(v.couponCodeInvalid)
    .transform((value: string) => value.toUpperCase())
    .matches(/^[A-Z0-9-]{3,40}$/, v.couponCodeInvalid),
});
export type RedeemCouponInput = yup.InferType<typeof redeemCouponSchema>;

/** :id of one of the caller's saved bank accounts (delete-bank-account). */
export const bankAccountIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.bankAccountInvalid).uuid(v.bankAccountInvalid),
});

/** :id of one movement of the caller's wallet (get-wallet-transaction). */
export const walletTransactionIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.walletTransactionInvalid).uuid(v.walletTransactionInvalid),
});

/** :id of one of the caller's payments (get-payment-transaction). */
export const paymentIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.paymentInvalid).uuid(v.paymentInvalid),
});

/** :id of one of the caller's saved cards (delete-saved-bank-card). */
export const savedCardIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.savedCardInvalid).uuid(v.savedCardInvalid),
});
