import express from 'express';
import { payoutFeeQuerySchema, transferToBankSchema, walletPageQuerySchema, walletsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../lib/session/session.middleware.ts';
import { getPayoutTransferFee, listMyPayouts, transferToBankAccount } from './payouts.service.ts';

export function payoutsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, walletsApi.getPayoutTransferFee, auth, async (_req, _res, input) => {
    const { amount } = await input.query(payoutFeeQuerySchema);
    return { data: getPayoutTransferFee(amount) };
  });

  route(router, walletsApi.transferToBankAccount, auth, requireVerifiedEmail, async (req, _res, input) => {
    const body = await input.body(transferToBankSchema);
    return { data: await transferToBankAccount(deps, authOf(req).user.id, body) };
  });

  route(router, walletsApi.myPayouts, auth, async (req, res, input) => {
    const query = await input.query(walletPageQuerySchema);
    privateNoStore(res);
    return { data: await listMyPayouts(deps, authOf(req).user.id, query) };
  });

  return router;
}
