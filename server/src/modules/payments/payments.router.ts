import express from 'express';
import {
  generatePaymentReferenceSchema,
  paymentIdParamsSchema,
  paymentReferenceSchema,
  paymentsApi,
  paymentTransactionsQuerySchema,
  savedCardIdParamsSchema,
  walletPageQuerySchema,
  walletsApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { noStore, privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../lib/session/session.middleware.ts';
import {
  confirmPayment,
  creditPaymentToWallet,
  getPaymentForUser,
  listMyPayments,
  startOwnPayment,
} from './payments.service.ts';
import { deleteSavedCard, listSavedCards, saveCardOfPayment } from './saved-cards.service.ts';

/** The payer's payment calls, saved cards and the confirmations on return from the checkout. */
export function paymentsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, paymentsApi.generatePaymentReference, auth, requireVerifiedEmail, async (req, res, input) => {
    const body = await input.body(generatePaymentReferenceSchema);
    const payment = await startOwnPayment(deps, authOf(req).user.id, body);
    noStore(res);
    return { data: payment, status: 201 };
  });

  route(router, walletsApi.creditPaymentToWallet, auth, async (req, res, input) => {
    const { reference } = await input.body(paymentReferenceSchema);
    noStore(res);
    return { data: await creditPaymentToWallet(deps, authOf(req).user.id, reference) };
  });

  route(router, paymentsApi.confirmPayment, auth, async (req, res, input) => {
    const { reference } = await input.body(paymentReferenceSchema);
    noStore(res);
    return { data: await confirmPayment(deps, authOf(req).user.id, reference) };
  });

  route(router, paymentsApi.myPaymentTransactions, auth, async (req, res, input) => {
    const query = await input.query(paymentTransactionsQuerySchema);
    privateNoStore(res);
    return { data: await listMyPayments(deps, authOf(req).user.id, query) };
  });

  route(router, paymentsApi.getPaymentTransaction, auth, async (req, res, input) => {
    const { id } = await input.params(paymentIdParamsSchema);
    privateNoStore(res);
    return { data: await getPaymentForUser(deps, authOf(req).user.id, id) };
  });

  route(router, paymentsApi.getSavedBankCards, auth, async (req, res, input) => {
    const query = await input.query(walletPageQuerySchema);
    privateNoStore(res);
    return { data: await listSavedCards(deps, authOf(req).user.id, query) };
  });

  route(router, paymentsApi.saveBankCardAuthorization, auth, async (req, _res, input) => {
    const { reference } = await input.body(paymentReferenceSchema);
    const { card, created } = await saveCardOfPayment(deps, authOf(req).user.id, reference);
    return {
      data: card,
      status: created ? 201 : 200,
      message: created ? 'The card is saved for your next payments.' : 'This card is already saved.',
    };
  });

  route(router, paymentsApi.deleteSavedBankCard, auth, async (req, _res, input) => {
    const { id } = await input.params(savedCardIdParamsSchema);
    return { data: await deleteSavedCard(deps, authOf(req).user.id, id), message: 'The card is removed.' };
  });

  return router;
}
