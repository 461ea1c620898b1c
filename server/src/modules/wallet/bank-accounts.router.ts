import express from 'express';
import { bankAccountIdParamsSchema, bankAccountSchema, walletsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateFor, privateNoStore } from '../../lib/http/cache.ts';
import { route, type RouteHandler } from '../../lib/http/route.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import {
  addBankAccount,
  deleteBankAccount,
  listPayoutBanks,
  listSavedBankAccounts,
  verifyBankAccount,
} from './bank-accounts.service.ts';

export function bankAccountsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, walletsApi.getPayoutBanks, { cache: privateFor(3600) }, auth, async () => {
    return { data: await listPayoutBanks(deps) };
  });

  route(router, walletsApi.verifyBankAccount, auth, async (req, _res, input) => {
    const body = await input.body(bankAccountSchema);
    return { data: await verifyBankAccount(deps, authOf(req).user.id, body) };
  });

  route(router, walletsApi.addBankAccount, auth, async (req, _res, input) => {
    const body = await input.body(bankAccountSchema);
    return {
      data: await addBankAccount(deps, authOf(req).user.id, body),
      status: 201,
      message: 'The bank account is saved.',
    };
  });

  route(router, walletsApi.getSavedBankAccounts, { cache: privateNoStore }, auth, async (req) => {
    return { data: await listSavedBankAccounts(deps, authOf(req).user.id) };
  });

  const remove: RouteHandler<typeof walletsApi.deleteBankAccount> = async (req, _res, input) => {
    const { id } = await input.params(bankAccountIdParamsSchema);
    return { data: await deleteBankAccount(deps, authOf(req).user.id, id), message: 'The bank account is deleted.' };
  };
  route(router, walletsApi.deleteBankAccount, auth, remove);
  route(router, walletsApi.deleteBankAccountPost, auth, remove);

  return router;
}
