import type { Currency } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { platformAccount, postInTransaction, promoOf, publishBalances, type PostResult } from './ledger.service.ts';

export interface PromotionalCreditInput {
  userId: string;
  /** Kobo, a positive whole number. */
  amount: number;
  /** Unique per grant ("coupon:<id>:<user>:<n>", "referral:<referrer>:<referred>", "welcome:<user>"). */
  idempotencyKey: string;
  description: string;
  currency?: Currency;
  /** 'coupon' for a coupon redemption; 'promotion' (the default) for referral, welcome and other credit. */
  kind?: 'coupon' | 'promotion';
}

/**
 * Gives a user promotional credit (platform promotions −X, the user's promo +X) inside the caller's database
 * transaction: spendable on FleetCare services (before cash), never withdrawable. Every coupon, referral or welcome
 * credit goes through here. The same key again replays. Publish `touchedUserIds` after your commit.
 */
export async function grantPromotionalCreditInTransaction(
  deps: AppDeps,
  tx: Db,
  input: PromotionalCreditInput,
): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error(`ledger: promotional credit ${input.idempotencyKey} of ${input.amount} kobo`);
  }
  const currency = input.currency ?? 'NGN';
  return postInTransaction(deps, tx, {
    kind: input.kind ?? 'promotion',
    idempotencyKey: input.idempotencyKey,
    userId: input.userId,
    description: input.description,
    postings: [
      { account: platformAccount('promotions', currency), amount: -input.amount },
      { account: promoOf(input.userId, currency), amount: input.amount },
    ],
  });
}

/** grantPromotionalCreditInTransaction in its own database transaction, then publishes the user's balances. */
export async function grantPromotionalCredit(deps: AppDeps, input: PromotionalCreditInput): Promise<PostResult> {
  const result = await deps.db.transaction((tx) => grantPromotionalCreditInTransaction(deps, tx, input));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}
