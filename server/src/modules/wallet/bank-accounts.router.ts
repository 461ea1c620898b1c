import express, { type Request, type Response } from 'express';
import { bankAccountIdParamsSchema, bankAccountSchema, walletsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { authOf, requireAuth } from '../users/index.ts';
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

  router.get(walletsApi.getPayoutBanks.path, auth, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, max-age=3600');
    sendData(res, await listPayoutBanks(deps));
  });

  router.post(walletsApi.verifyBankAccount.path, auth, async (req, res) => {
    const input = await parse(bankAccountSchema, req.body);
    sendData(res, await verifyBankAccount(deps, authOf(req).user.id, input));
  });

  router.post(walletsApi.addBankAccount.path, auth, async (req, res) => {
    const input = await parse(bankAccountSchema, req.body);
    sendData(res, await addBankAccount(deps, authOf(req).user.id, input), {
      status: 201,
      message: 'The bank account is saved.',
    });
  });

  router.get(walletsApi.getSavedBankAccounts.path, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await listSavedBankAccounts(deps, authOf(req).user.id));
  });

  const remove = async (req: Request, res: Response) => {
    const { id } = await parse(bankAccountIdParamsSchema, req.params);
    sendData(res, await deleteBankAccount(deps, authOf(req).user.id, id), { message: 'The bank account is deleted.' });
  };
  router.delete(walletsApi.deleteBankAccount.path, auth, remove);
  router.post(walletsApi.deleteBankAccountPost.path, auth, remove);

  return router;
}
