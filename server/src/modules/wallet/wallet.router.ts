import express from 'express';
import {
  redeemCouponSchema,
  walletsApi,
  walletTransactionIdParamsSchema,
  walletTransactionsQuerySchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../lib/session/session.middleware.ts';
import { bankAccountsRouter } from './bank-accounts.router.ts';
import { redeemCoupon } from './coupons.service.ts';
import { payoutsRouter } from './payouts.router.ts';
import { getBalances, getWalletTransaction, listWalletTransactions } from './wallet-transactions.service.ts';

/** Every /wallets call of this module (credit-payment-to-wallet belongs to the payments module). */
export function walletRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, walletsApi.getWalletBalances, { cache: privateNoStore }, auth, async (req) => {
    return { data: await getBalances(deps, authOf(req).user.id) };
  });

  route(router, walletsApi.myWalletTransactions, auth, async (req, res, input) => {
    const query = await input.query(walletTransactionsQuerySchema);
    privateNoStore(res);
    return { data: await listWalletTransactions(deps, authOf(req).user.id, query) };
  });

  route(router, walletsApi.getWalletTransaction, auth, async (req, res, input) => {
    const { id } = await input.params(walletTransactionIdParamsSchema);
    privateNoStore(res);
    return { data: await getWalletTransaction(deps, authOf(req).user.id, id) };
  });

  // Free money is for confirmed people: one address, one set of coupons.
  route(router, walletsApi.redeemCoupon, auth, requireVerifiedEmail, async (req, _res, input) => {
    const body = await input.body(redeemCouponSchema);
    const redemption = await redeemCoupon(deps, authOf(req).user.id, body);
    return {
      data: redemption,
      message: 'The coupon was added to your promotional credit: spend it on FleetCare services.',
    };
  });

  router.use(bankAccountsRouter(deps));
  router.use(payoutsRouter(deps));
  return router;
}
