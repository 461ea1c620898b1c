import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { applyTransferOutcome } from '../wallet/index.ts';
import {
  claimEventForRetry,
  finishEvent,
  insertEventOnce,
  markEventForRetry,
  type GatewayEventRow,
} from './gateway-events.repository.ts';
import { atGateway } from '../../adapters/payments/gateway.ts';
import { verifyAndSettle } from './payments.service.ts';
import { findPaymentByReference } from './payments.repository.ts';
import type { SettlementOutcome } from './payment-settlement.service.ts';

/*
 * The gateway's webhooks (POST /payments/webhook). Nothing is believed before the signature over the raw body
 * checks out; then the event is stored once (a repeated delivery of the same body is acknowledged and not
 * processed again) and acted on. Nothing in the body is trusted beyond the reference it names: payments are
 * verified with the gateway and transfers with the gateway before anything moves.
 */

/** An event whose processing started this long ago without finishing is taken over by the next delivery. */
const STALE_PROCESSING_MS = 5 * 60_000;

export interface WebhookReceipt {
  received: true;
  /** The same body was delivered before: acknowledged, not processed again. */
  duplicate: boolean;
}

interface GatewayEventBody {
  event: string;
  data: Record<string, unknown>;
}

function parseBody(rawBody: Buffer): GatewayEventBody & { payload: unknown } {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const event = typeof record.event === 'string' ? record.event.slice(0, 100) : '(none)';
  const data = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : {};
  return { event, data, payload };
}

const referenceOf = (data: Record<string, unknown>) =>
  typeof data.reference === 'string' && data.reference.length > 0 ? data.reference : null;

const settlementOutcomes: Record<SettlementOutcome['kind'], string> = {
  settled: 'credited',
  'already-settled': 'already settled',
  mismatch: 'mismatch',
  'not-paid': 'payment not successful',
  pending: 'still pending at the gateway',
};

async function onChargeSuccess(deps: AppDeps, data: Record<string, unknown>): Promise<string> {
  const reference = referenceOf(data);
  if (!reference) return 'no reference';
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) {
    deps.logger.warn({ reference }, 'webhook for an unknown payment reference');
    return 'unknown reference';
  }
  // The body's amount and status are not believed: the gateway is asked.
  const outcome = await verifyAndSettle(deps, payment);
  if (!outcome) return 'unknown at the gateway';
  if (outcome.kind === 'mismatch') return `mismatch: ${outcome.reason}`;
  if (outcome.kind === 'not-paid') return `payment ${outcome.payment.status}`;
  return settlementOutcomes[outcome.kind];
}

async function onTransfer(deps: AppDeps, data: Record<string, unknown>): Promise<string> {
  const reference = referenceOf(data);
  if (!reference) return 'no reference';
  const transfer = await atGateway(() => deps.payments.verifyTransfer(reference));
  if (!transfer) return 'unknown transfer';
  if (transfer.status === 'pending') return 'transfer still pending at the gateway';
  const { result } = await applyTransferOutcome(deps, {
    reference,
    status: transfer.status,
    reason: transfer.reason,
    transferCode: transfer.transferCode,
  });
  return `transfer ${transfer.status}: ${result}`;
}

async function processEvent(deps: AppDeps, body: GatewayEventBody): Promise<string> {
  switch (body.event) {
    case 'charge.success':
      return onChargeSuccess(deps, body.data);
    case 'transfer.success':
    case 'transfer.failed':
    case 'transfer.reversed':
      return onTransfer(deps, body.data);
    default:
      return 'ignored';
  }
}

/** The stored event to process now, or undefined when another delivery of the same body has it. */
async function claimEvent(
  deps: AppDeps,
  body: GatewayEventBody & { payload: unknown },
  bodyHash: string,
): Promise<GatewayEventRow | undefined> {
  const gateway = deps.payments.name;
  const now = deps.now();
  const stored = await insertEventOnce(deps.db, {
    gateway,
    event: body.event,
    bodyHash,
    payload: body.payload,
    receivedAt: now,
  });
  if (stored) return stored;
  // Delivered before: processed again only when that processing failed or died half-way.
  return claimEventForRetry(
    deps.db,
    { gateway, bodyHash },
    { now, staleBefore: new Date(now.getTime() - STALE_PROCESSING_MS) },
  );
}

/**
 * Receives one webhook delivery: the signature first (401 and nothing stored otherwise), then the event stored
 * once and processed. When processing fails (the gateway cannot be reached to verify), the error reaches the
 * gateway, which delivers again later; that delivery processes the stored event.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  if (!deps.payments.verifyWebhookSignature(rawBody, signature)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  const body = parseBody(rawBody);
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  const event = await claimEvent(deps, body, bodyHash);
  if (!event) return { received: true, duplicate: true };
  let outcome: string;
  try {
    outcome = await processEvent(deps, body);
  } catch (error) {
    await markEventForRetry(deps.db, event.id, error instanceof Error ? error.message : String(error)).catch(
      (markError: unknown) => deps.logger.error({ err: markError, eventId: event.id }, 'webhook event not marked'),
    );
    throw error;
  }
  await finishEvent(deps.db, event.id, outcome.slice(0, 500), deps.now());
  deps.logger.info({ eventId: event.id, event: body.event, outcome }, 'payment webhook processed');
  return { received: true, duplicate: false };
}
