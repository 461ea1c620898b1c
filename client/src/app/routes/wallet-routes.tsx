import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

/**
 * The wallet's screens under /dashboard: wallet, wallet/wallet-transactions, wallet/bank-accounts and
 * order-details/{orderId} (one payment). The gateway's checkout sends the browser back to /dashboard/wallet with
 * ?reference=… (see the wallet page).
 */
export const walletRoutes: RouteObject[] = [
  {
    path: screens.wallet,
    children: [
      { index: true, lazy: page(() => import('../../features/wallet/pages/wallet-page.tsx')), ...titled('wallet') },
      {
        path: screens.walletTransactions,
        lazy: page(() => import('../../features/wallet/pages/wallet-transactions-page.tsx')),
        ...titled('walletTransactions'),
      },
      {
        path: screens.bankAccounts,
        lazy: page(() => import('../../features/wallet/pages/bank-accounts-page.tsx')),
        ...titled('bankAccounts'),
      },
    ],
  },
  {
    path: screens.orderDetails,
    lazy: page(() => import('../../features/wallet/pages/order-details-page.tsx')),
    ...titled('orderDetails'),
  },
];

/** /dashboard/settings/payment-settings: the saved cards, inside the settings layout. */
export const paymentSettingsRoute: RouteObject = {
  path: screens.paymentSettings,
  lazy: page(() => import('../../features/wallet/pages/payment-settings-page.tsx')),
  ...titled('paymentSettings'),
};
