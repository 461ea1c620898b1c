import express from 'express';
import { payoutFeeQuerySchema, transferToBankSchema, walletPageQuerySchema, walletsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData, sendPage } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../users/index.ts';
import { getPayoutTransferFee, listMyPayouts, transferToBankAccount } from './payouts.service.ts';

export function payoutsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.get(walletsApi.getPayoutTransferFee.path, auth, async (req, res) => {
    const { amount } = await parse(payoutFeeQuerySchema, req.query);
    sendData(res, getPayoutTransferFee(amount));
  });

  router.post(walletsApi.transferToBankAccount.path, auth, requireVerifiedEmail, async (req, res) => {
    const input = await parse(transferToBankSchema, req.body);
    sendData(res, await transferToBankAccount(deps, authOf(req).user.id, input));
  });

  router.get(walletsApi.myPayouts.path, auth, async (req, res) => {
    const query = await parse(walletPageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPage(res, await listMyPayouts(deps, authOf(req).user.id, query));
  });

  return router;
}
