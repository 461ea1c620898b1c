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
import { sendData, sendPage } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../users/index.ts';
import { creditPaymentToWallet, getPaymentForUser, listMyPayments, startPayment } from './payments.service.ts';
import { deleteSavedCard, listSavedCards, saveCardOfPayment } from './saved-cards.service.ts';

/** The payer's payment calls, saved cards and the top-up confirmation. */
export function paymentsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.post(paymentsApi.generatePaymentReference.path, auth, requireVerifiedEmail, async (req, res) => {
    const input = await parse(generatePaymentReferenceSchema, req.body);
    const payment = await startPayment(deps, authOf(req).user.id, input);
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, payment, { status: 201 });
  });

  router.post(walletsApi.creditPaymentToWallet.path, auth, async (req, res) => {
    const { reference } = await parse(paymentReferenceSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, await creditPaymentToWallet(deps, authOf(req).user.id, reference));
  });

  router.get(paymentsApi.myPaymentTransactions.path, auth, async (req, res) => {
    const query = await parse(paymentTransactionsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPage(res, await listMyPayments(deps, authOf(req).user.id, query));
  });

  router.get(paymentsApi.getPaymentTransaction.path, auth, async (req, res) => {
    const { id } = await parse(paymentIdParamsSchema, req.params);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getPaymentForUser(deps, authOf(req).user.id, id));
  });

  router.get(paymentsApi.getSavedBankCards.path, auth, async (req, res) => {
    const query = await parse(walletPageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPage(res, await listSavedCards(deps, authOf(req).user.id, query));
  });

  router.post(paymentsApi.saveBankCardAuthorization.path, auth, async (req, res) => {
    const { reference } = await parse(paymentReferenceSchema, req.body);
    const { card, created } = await saveCardOfPayment(deps, authOf(req).user.id, reference);
    sendData(res, card, {
      status: created ? 201 : 200,
      message: created ? 'The card is saved for your next payments.' : 'This card is already saved.',
    });
  });

  router.delete(paymentsApi.deleteSavedBankCard.path, auth, async (req, res) => {
    const { id } = await parse(savedCardIdParamsSchema, req.params);
    sendData(res, await deleteSavedCard(deps, authOf(req).user.id, id), { message: 'The card is removed.' });
  });

  return router;
}
