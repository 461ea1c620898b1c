/**
 * The wallet's and payments' screens, each loaded on its own. The route table reaches them through this small
 * module, so the lists of files each screen needs sit here and not in the JavaScript every page loads first (the
 * landing page's budget counts each kilobyte).
 */
export const walletScreens = {
  wallet: () => import('../../features/wallet/pages/wallet-page.tsx'),
  transactions: () => import('../../features/wallet/pages/wallet-transactions-page.tsx'),
  bankAccounts: () => import('../../features/wallet/pages/bank-accounts-page.tsx'),
  orderDetails: () => import('../orders/order-details-screen.tsx'),
  paymentSettings: () => import('../../features/wallet/pages/payment-settings-page.tsx'),
};
