import type { Currency } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { platformAccount, postInTransaction, publishBalances, type PostResult } from './ledger.service.ts';

export interface WalletChargeInput {
  userId: string;
  /** Kobo, a positive whole number. */
  amount: number;
  /** Unique per charge ("subscription:<id>:<period>"): the same key again replays the first charge. */
  idempotencyKey: string;
  description: string;
  currency?: Currency;
}

/**
 * Pays the platform for a service from what the user can spend: their promotional credit first, then their
 * wallet's cash (promo −p, wallet −(X−p), platform revenue +X), inside the caller's database transaction.
 * INSUFFICIENT_FUNDS when the two together are short (nothing is written); publish `touchedUserIds` after your
 * commit. The result's `spent` says how it was paid.
 */
export async function chargeWalletInTransaction(deps: AppDeps, tx: Db, input: WalletChargeInput): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error(`ledger: charge ${input.idempotencyKey} of ${input.amount} kobo`);
  }
  const currency = input.currency ?? 'NGN';
  return postInTransaction(deps, tx, {
    kind: 'charge',
    idempotencyKey: input.idempotencyKey,
    userId: input.userId,
    description: input.description,
    spend: { userId: input.userId, amount: input.amount, currency },
    postings: [{ account: platformAccount('platform-revenue', currency), amount: input.amount }],
  });
}

/** chargeWalletInTransaction in its own database transaction, then publishes the user's balances. */
export async function chargeWallet(deps: AppDeps, input: WalletChargeInput): Promise<PostResult> {
  const result = await deps.db.transaction((tx) => chargeWalletInTransaction(deps, tx, input));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}
