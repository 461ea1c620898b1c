import { formatNaira } from '@fleetcare/shared';

/*
 * The English words the wallet stores or sends: ledger descriptions (the client shows its own translated label
 * from the kind; these are the fallback) and the notifications a user gets about their money.
 */

/** "GTBank •••• 1234": a bank account without its full number. */
export function maskedAccount(account: { bankName: string; accountNumber: string }): string {
  return `${account.bankName} •••• ${account.accountNumber.slice(-4)}`;
}

export const ledgerDescriptions = {
  payout: (account: { bankName: string; accountNumber: string }) => `Withdrawal to ${maskedAccount(account)}`,
  payoutSettled: (account: { bankName: string; accountNumber: string }) =>
    `Withdrawal to ${maskedAccount(account)} paid`,
  payoutReversed: (account: { bankName: string; accountNumber: string }) =>
    `Withdrawal to ${maskedAccount(account)} returned`,
  coupon: (code: string) => `Coupon ${code}`,
};

/** The transfer's narration at the gateway (what the bank statement shows). */
export const transferReason = 'FleetCare wallet withdrawal';

export const notices = {
  bankAccountAdded: (account: { bankName: string; accountNumber: string; accountName: string }) =>
    `A bank account was added for withdrawals: ${account.accountName}, ${maskedAccount(account)}. ` +
    'If this was not you, change your password and contact support now.',
  payoutPaid: (amount: number, account: { bankName: string; accountNumber: string }) =>
    `Your withdrawal of ${formatNaira(amount)} to ${maskedAccount(account)} has been paid.`,
  payoutFailed: (amount: number, fee: number, account: { bankName: string; accountNumber: string }) =>
    `Your withdrawal of ${formatNaira(amount)} to ${maskedAccount(account)} did not go through. ` +
    `${formatNaira(amount + fee)} is back in your wallet.`,
  payoutReversed: (amount: number, fee: number, account: { bankName: string; accountNumber: string }) =>
    `Your withdrawal of ${formatNaira(amount)} to ${maskedAccount(account)} was returned by the bank. ` +
    `${formatNaira(amount + fee)} is back in your wallet.`,
};
