import type { RouteObject } from 'react-router';
import { page } from './lazy-page.tsx';

/**
 * The wallet's screens under /dashboard: wallet, wallet/wallet-transactions, wallet/bank-accounts and
 * order-details/{orderId} (one payment). The gateway's checkout sends the browser back to /dashboard/wallet with
 * ?reference=… (see the wallet page).
 */
export const walletRoutes: RouteObject[] = [
  {
    path: 'wallet',
    children: [
      { index: true, lazy: page(() => import('../../features/wallet/pages/wallet-page.tsx')) },
      {
        path: 'wallet-transactions',
        lazy: page(() => import('../../features/wallet/pages/wallet-transactions-page.tsx')),
      },
      { path: 'bank-accounts', lazy: page(() => import('../../features/wallet/pages/bank-accounts-page.tsx')) },
    ],
  },
  { path: 'order-details/:orderId', lazy: page(() => import('../../features/wallet/pages/order-details-page.tsx')) },
];

/** /dashboard/settings/payment-settings: the saved cards, inside the settings layout. */
export const paymentSettingsRoute: RouteObject = {
  path: 'payment-settings',
  lazy: page(() => import('../../features/wallet/pages/payment-settings-page.tsx')),
};
