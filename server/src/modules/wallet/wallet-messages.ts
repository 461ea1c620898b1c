import { formatNaira } from '@fleetcare/shared';
import { t, type Locale } from '../../lib/i18n.ts';

/*
 * The wallet's words: the notifications a user gets about their money, in their language, and the ledger's
 * descriptions. Descriptions are records, stored once and kept in English (screens show their own translated label
 * from the entry's kind; these are the fallback).
 */

type BankAccount = { bankName: string; accountNumber: string };

/** "GTBank •••• 1234": a bank account without its full number. */
export function maskedAccount(account: BankAccount): string {
  return `${account.bankName} •••• ${account.accountNumber.slice(-4)}`;
}

export const ledgerDescriptions = {
  payout: (account: BankAccount) => `Withdrawal to ${maskedAccount(account)}`,
  payoutSettled: (account: BankAccount) => `Withdrawal to ${maskedAccount(account)} paid`,
  payoutReversed: (account: BankAccount) => `Withdrawal to ${maskedAccount(account)} returned`,
  coupon: (code: string) => `Coupon ${code}`,
};

/** The transfer's narration at the gateway (what the bank statement shows). */
export const transferReason = 'FleetCare wallet withdrawal';

/** A notice waiting for its reader's language. */
export type Notice = (locale: Locale) => string;

export const notices = {
  bankAccountAdded:
    (account: BankAccount & { accountName: string }): Notice =>
    (locale) =>
      t(locale, 'notices:wallet.bankAccountAdded', {
        accountName: account.accountName,
        account: maskedAccount(account),
      }),
  payoutPaid:
    (amount: number, account: BankAccount): Notice =>
    (locale) =>
      t(locale, 'notices:wallet.payoutPaid', {
        amount: formatNaira(amount, { locale }),
        account: maskedAccount(account),
      }),
  payoutFailed:
    (amount: number, fee: number, account: BankAccount): Notice =>
    (locale) =>
      t(locale, 'notices:wallet.payoutFailed', {
        amount: formatNaira(amount, { locale }),
        account: maskedAccount(account),
        refund: formatNaira(amount + fee, { locale }),
      }),
  payoutReversed:
    (amount: number, fee: number, account: BankAccount): Notice =>
    (locale) =>
      t(locale, 'notices:wallet.payoutReversed', {
        amount: formatNaira(amount, { locale }),
        account: maskedAccount(account),
        refund: formatNaira(amount + fee, { locale }),
      }),
};
