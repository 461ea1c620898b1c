import { formatNaira, SANDBOX_CHECKOUT_PATH } from '@fleetcare/shared';
import { SANDBOX_TEST_CARDS, type SandboxCardId, type SandboxCheckout } from './sandbox.ts';

/**
 * The sandbox checkout as plain server-rendered HTML: no scripts, inline styles only, usable at 360 px, labelled
 * controls with visible focus, and a banner that says no real money moves. Everything from the payment is escaped.
 */

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const checkoutPath = (reference: string) =>
  SANDBOX_CHECKOUT_PATH.replace(':reference', encodeURIComponent(reference));

const styles = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f1f5f9}
  .banner{margin:0;padding:.6rem 1rem;background:#fef3c7;color:#78350f;border-bottom:2px solid #b45309;font-weight:700;text-align:center}
  main{max-width:28rem;margin:0 auto;padding:1rem}
  .card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem}
  h1{font-size:1.25rem;margin:0 0 .25rem}
  .amount{font-size:2rem;font-weight:700;margin:.25rem 0;color:#0f172a}
  .muted{color:#475569;font-size:.95rem;margin:0;word-break:break-word}
  fieldset{border:1px solid #cbd5e1;border-radius:.75rem;margin:1rem 0;padding:.5rem .75rem .75rem}
  legend{font-weight:600;padding:0 .25rem}
  label{display:flex;gap:.6rem;align-items:center;padding:.6rem .25rem;cursor:pointer}
  input[type=radio]{width:1.25rem;height:1.25rem;accent-color:#0f6b3e;margin:0}
  .actions{display:grid;gap:.75rem}
  button,.button{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;font:inherit;font-weight:600;border-radius:.75rem;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#0f6b3e;color:#fff;border:0}
  .fail{background:#fff;color:#991b1b;border:2px solid #991b1b}
  a{color:#0f6b3e}
  a.button{background:#0f6b3e;color:#fff}
  button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  .ref{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${styles}</style></head><body><p class="banner" role="note">SANDBOX — no real money moves</p><main>${body}</main></body></html>`;
}

function cardLabel(card: SandboxCardId): string {
  const details = SANDBOX_TEST_CARDS[card];
  const brand = details.brand === 'visa' ? 'Visa' : 'Mastercard';
  return `${brand} test card •••• ${details.last4} (expires ${details.expMonth}/${details.expYear.slice(2)})`;
}

export function renderCheckout(checkout: SandboxCheckout, token: string): string {
  const amount = formatNaira(checkout.amount, { currency: checkout.currency });
  const cards = (Object.keys(SANDBOX_TEST_CARDS) as SandboxCardId[])
    .map(
      (card, index) =>
        `<label><input type="radio" name="card" value="${card}"${index === 0 ? ' checked' : ''} data-testid="sandbox-card-${card}"> ${escape(cardLabel(card))}</label>`,
    )
    .join('');
  return page(
    `Pay ${amount} · FleetCare sandbox checkout`,
    `<div class="card"><h1>Pay FleetCare</h1><p class="amount" data-testid="sandbox-amount">${escape(amount)}</p>${
      checkout.email ? `<p class="muted">Paying as <strong>${escape(checkout.email)}</strong></p>` : ''
    }<p class="muted">Reference <span class="ref">${escape(checkout.reference)}</span></p><form method="post" action="${escape(checkoutPath(checkout.reference))}"><input type="hidden" name="token" value="${escape(token)}"><fieldset><legend>Test card</legend>${cards}</fieldset><div class="actions"><button type="submit" name="action" value="pay" class="pay" data-testid="sandbox-pay">Pay ${escape(amount)}</button><button type="submit" name="action" value="fail" class="fail" data-testid="sandbox-fail">Fail this payment</button></div></form></div>`,
  );
}

/** The callback address with Paystack's query (?reference=&trxref=), or null when the payment has none. */
export function callbackWithReference(callbackUrl: string | null, reference: string): string | null {
  if (!callbackUrl) return null;
  try {
    const url = new URL(callbackUrl);
    url.searchParams.set('reference', reference);
    url.searchParams.set('trxref', reference);
    return url.toString();
  } catch {
    return null;
  }
}

export function renderAlreadyCompleted(checkout: SandboxCheckout, backUrl: string | null): string {
  const outcome = checkout.status === 'success' ? 'paid' : 'failed';
  return page(
    'Payment already completed · FleetCare sandbox checkout',
    `<div class="card"><h1>This payment is already completed</h1><p class="muted">The payment <span class="ref">${escape(checkout.reference)}</span> was ${outcome}; it cannot be completed again.</p>${
      backUrl
        ? `<p><a class="button" href="${escape(backUrl)}" data-testid="sandbox-back">Back to FleetCare</a></p>`
        : ''
    }</div>`,
  );
}

export function renderNotFound(): string {
  return page(
    'Payment not found · FleetCare sandbox checkout',
    `<div class="card"><h1>No such payment</h1><p class="muted">This checkout link does not match any payment. Start the payment again from FleetCare.</p><p><a class="button" href="/">Back to FleetCare</a></p></div>`,
  );
}

export function renderRefused(message: string): string {
  return page(
    'Checkout refused · FleetCare sandbox checkout',
    `<div class="card"><h1>Checkout refused</h1><p class="muted">${escape(message)}</p><p><a class="button" href="/">Back to FleetCare</a></p></div>`,
  );
}

export function renderDone(checkout: SandboxCheckout): string {
  return page(
    'Payment completed · FleetCare sandbox checkout',
    `<div class="card"><h1>Payment ${checkout.status === 'success' ? 'completed' : 'failed'}</h1><p class="muted">Reference <span class="ref">${escape(checkout.reference)}</span>.</p><p><a class="button" href="/">Back to FleetCare</a></p></div>`,
  );
}
