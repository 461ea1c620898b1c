import express from 'express';
import {
  redeemCouponSchema,
  walletsApi,
  walletTransactionIdParamsSchema,
  walletTransactionsQuerySchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData, sendPage } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../users/index.ts';
import { bankAccountsRouter } from './bank-accounts.router.ts';
import { redeemCoupon } from './coupons.service.ts';
import { payoutsRouter } from './payouts.router.ts';
import { getBalances, getWalletTransaction, listWalletTransactions } from './wallet-transactions.service.ts';

/** Every /wallets call of this module (credit-payment-to-wallet belongs to the payments module). */
export function walletRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.get(walletsApi.getWalletBalances.path, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getBalances(deps, authOf(req).user.id));
  });

  router.get(walletsApi.myWalletTransactions.path, auth, async (req, res) => {
    const query = await parse(walletTransactionsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPage(res, await listWalletTransactions(deps, authOf(req).user.id, query));
  });

  router.get(walletsApi.getWalletTransaction.path, auth, async (req, res) => {
    const { id } = await parse(walletTransactionIdParamsSchema, req.params);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getWalletTransaction(deps, authOf(req).user.id, id));
  });

  // Free money is for confirmed people: one address, one set of coupons.
  router.post(walletsApi.redeemCoupon.path, auth, requireVerifiedEmail, async (req, res) => {
    const input = await parse(redeemCouponSchema, req.body);
    const redemption = await redeemCoupon(deps, authOf(req).user.id, input);
    sendData(res, redemption, {
      message: 'The coupon was added to your promotional credit: spend it on FleetCare services.',
    });
  });

  router.use(bankAccountsRouter(deps));
  router.use(payoutsRouter(deps));
  return router;
}
