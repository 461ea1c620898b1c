import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { screensFrom } from './lazy-page.tsx';

const screen = screensFrom(async () => (await import('../../pages/wallet/wallet-screens.ts')).walletScreens);

/**
 * The wallet's screens under /dashboard: wallet, wallet/wallet-transactions, wallet/bank-accounts and
 * order-details/{orderId} (one payment, or with ?type=maintenance a booked job's receipt). The gateway's checkout
 * sends the browser back to /dashboard/wallet with ?reference=… (see the wallet page).
 */
export const walletRoutes: RouteObject[] = [
  {
    path: screens.wallet,
    children: [
      { index: true, lazy: screen('wallet'), ...titled('wallet') },
      {
        path: screens.walletTransactions,
        lazy: screen('transactions'),
        ...titled('walletTransactions'),
      },
      {
        path: screens.bankAccounts,
        lazy: screen('bankAccounts'),
        ...titled('bankAccounts'),
      },
    ],
  },
  {
    path: screens.orderDetails,
    lazy: screen('orderDetails'),
    ...titled('orderDetails'),
  },
];

/** /dashboard/settings/payment-settings: the saved cards, inside the settings layout. */
export const paymentSettingsRoute: RouteObject = {
  path: screens.paymentSettings,
  lazy: screen('paymentSettings'),
  ...titled('paymentSettings'),
};
