/**
 * The wallet screens' paths (wallet, wallet/wallet-transactions, wallet/bank-accounts,
 * settings/payment-settings, order-details/{orderId}), written once for links, redirects and the checkout's
 * return address.
 */
export const WALLET_PATH = '/dashboard/wallet';
export const WALLET_TRANSACTIONS_PATH = `${WALLET_PATH}/wallet-transactions`;
export const BANK_ACCOUNTS_PATH = `${WALLET_PATH}/bank-accounts`;
/** The bank accounts page, scrolled to its withdrawal form. */
export const WITHDRAW_PATH = `${BANK_ACCOUNTS_PATH}#withdraw`;
export const PAYMENT_SETTINGS_PATH = '/dashboard/settings/payment-settings';
/** Where the top-up form sits on the wallet page. */
export const TOP_UP_ANCHOR = 'top-up';

/** One payment's page (a top-up, or a payment for an order or a subscription). */
export function orderDetailsPath(paymentId: string): string {
  return `/dashboard/order-details/${encodeURIComponent(paymentId)}`;
}
