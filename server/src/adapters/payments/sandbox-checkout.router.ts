import express, { type RequestHandler, type Response } from 'express';
import { defineApi, returnsHtml, SANDBOX_CHECKOUT_PATH } from '@fleetcare/shared';
import { noStore } from '../../lib/http/cache.ts';
import { guardBody } from '../../lib/http/input-guard.ts';
import { route } from '../../lib/http/route.ts';
import type { PaymentGateway } from './gateway.ts';
import { SANDBOX_CARD_IDS, sandboxGatewayOf, type SandboxCardId } from './sandbox.ts';
import {
  callbackWithReference,
  renderAlreadyCompleted,
  renderCheckout,
  renderDone,
  renderNotFound,
  renderRefused,
} from './sandbox-checkout.view.ts';

/** The checkout's pages, outside /api: the form posts back to its own page, which ends in a 303 to the callback. */
const checkoutPages = defineApi({
  show: { method: 'GET', path: SANDBOX_CHECKOUT_PATH, response: returnsHtml() },
  complete: { method: 'POST', path: SANDBOX_CHECKOUT_PATH, response: returnsHtml() },
});

/** The page's own policy: no scripts at all; its form posts here and then redirects to the callback's origin. */
function pageHeaders(res: Response, callbackUrl: string | null) {
  let callbackOrigin = '';
  try {
    if (callbackUrl) callbackOrigin = ` ${new URL(callbackUrl).origin}`;
  } catch {
    callbackOrigin = '';
  }
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'${callbackOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  noStore(res);
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

const isCard = (value: unknown): value is SandboxCardId =>
  typeof value === 'string' && (SANDBOX_CARD_IDS as string[]).includes(value);

/**
 * The sandbox gateway's checkout page (mounted outside /api, only when PAYMENTS_GATEWAY=sandbox), standing in for
 * Paystack's hosted checkout: GET shows the amount, the payer's e-mail and the two test cards; the form POST (carrying
 * an HMAC of the reference, so another site cannot complete someone's payment) records success or failure, sends the
 * signed charge.success webhook on success, then 303-redirects to the callback URL with ?reference=&trxref=.
 */
export function sandboxCheckoutRouter(deps: { payments: PaymentGateway }) {
  const gateway = sandboxGatewayOf(deps);
  const router = express.Router();
  const form: RequestHandler = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  route(router, checkoutPages.show, async (req, res) => {
    const reference = String(req.params.reference);
    const checkout = await gateway.getCheckout(reference);
    if (!checkout) {
      pageHeaders(res, null);
      return { html: renderNotFound(), status: 404 };
    }
    pageHeaders(res, checkout.callbackUrl);
    if (checkout.status !== 'pending') {
      return { html: renderAlreadyCompleted(checkout, callbackWithReference(checkout.callbackUrl, reference)) };
    }
    return { html: renderCheckout(checkout, gateway.checkoutToken(reference)) };
  });

  route(router, checkoutPages.complete, form, guardBody, async (req, res) => {
    const reference = String(req.params.reference);
    const body = (req.body ?? {}) as Record<string, unknown>;
    pageHeaders(res, null);
    if (!gateway.isValidCheckoutToken(reference, body.token)) {
      return {
        html: renderRefused('This checkout form is not valid for this payment. Open the checkout link again.'),
        status: 403,
      };
    }
    const action = body.action;
    const card = body.card ?? SANDBOX_CARD_IDS[0];
    if ((action !== 'pay' && action !== 'fail') || !isCard(card)) {
      return { html: renderRefused('Choose a test card, then pay or fail the payment.'), status: 400 };
    }
    const result = await gateway.completeCheckout({
      reference,
      outcome: action === 'pay' ? 'success' : 'failed',
      card,
    });
    if (result.outcome === 'not-found') return { html: renderNotFound(), status: 404 };
    const checkout = await gateway.getCheckout(reference);
    if (!checkout) return { html: renderNotFound(), status: 404 };
    const back = callbackWithReference(result.callbackUrl, reference);
    if (result.outcome === 'already-completed') {
      pageHeaders(res, result.callbackUrl);
      return { html: renderAlreadyCompleted(checkout, back), status: 409 };
    }
    if (!back) return { html: renderDone(checkout) };
    return { redirect: back, status: 303 };
  });

  return router;
}
