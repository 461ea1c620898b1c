import { randomUUID } from 'node:crypto';
import type { Currency, HoldDto } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { toHoldDto } from './escrow.mapper.ts';
import {
  findHoldByPurpose,
  lockHoldByPurpose,
  markHoldRefunded,
  markHoldReleased,
  type EscrowHoldRow,
} from './escrow.repository.ts';
import {
  escrowOf,
  platformAccount,
  postInTransaction,
  postWithHold,
  promoOf,
  publishBalances,
  walletOf,
  type Posting,
} from './ledger.service.ts';

/*
 * Escrow: a payer's money held for one job (purpose key "maintenance:<id>", "order:<id>") until it is released to
 * the payee less the platform's commission, or refunded to the payer. A hold is paid from the payer's promotional
 * credit first and cash for the rest, and records the promotional part: a refund gives that part back as
 * promotional credit and the rest as cash; a release pays the payee in cash. One hold per purpose key; each step
 * is idempotent (asking again with the same terms replays, different terms are a CONFLICT). The *InTransaction
 * forms run inside the caller's database transaction (publish `touchedUserIds` after your commit); the others
 * run their own and publish.
 */

export interface HoldInput {
  payerId: string;
  /** Kobo, a positive whole number. */
  amount: number;
  /** One hold per purpose key: "<purpose>:<id>". */
  purposeKey: string;
  description: string;
  currency?: Currency;
  /**
   * Hold cash only, leaving promotional credit alone: for money the payer has just paid by card for this purpose
   * (it landed in the wallet and is held at once).
   */
  cashOnly?: boolean;
}

export interface ReleaseInput {
  purposeKey: string;
  payeeId: string;
  /** The platform's part in kobo, 0..amount; the payee gets the rest. */
  commission: number;
  description?: string;
}

export interface RefundInput {
  purposeKey: string;
  description?: string;
  /**
   * The refund's ledger key, for a refund decided elsewhere that keys it by its own reason ("admin-refund:payment:<id>");
   * "refund:<hold id>" when absent. Either way a hold is refunded once: its status decides under its lock.
   */
  idempotencyKey?: string;
  /** The payment whose money the hold held, linked from the refund's ledger transaction. */
  paymentId?: string;
}

export interface SettleInput {
  purposeKey: string;
  /** Kobo given back to the payer, 0..amount; the rest is released to the payee. */
  refund: number;
  payeeId: string;
  /** The platform's part of the released rest, kobo. */
  commission: number;
  description?: string;
}

export interface HoldResult {
  hold: HoldDto;
  /** True when this step had already been done: nothing changed this time. */
  replayed: boolean;
  /** Users whose balances changed: pass to publishBalances after the commit. */
  touchedUserIds: string[];
}

const replay = (hold: EscrowHoldRow): HoldResult => ({ hold: toHoldDto(hold), replayed: true, touchedUserIds: [] });

function sameHold(hold: EscrowHoldRow, input: HoldInput, currency: Currency): boolean {
  return hold.payerId === input.payerId && hold.amount === input.amount && hold.currency === currency;
}

/**
 * Moves `amount` into the payer's escrow, from their promotional credit first and their wallet's cash for the rest
 * (cash alone with `cashOnly`), and records the hold with its promotional part, inside the caller's database
 * transaction. The same purpose key again returns the existing hold when payer and amount match (CONFLICT when
 * they do not); a payer who is short throws INSUFFICIENT_FUNDS before anything is written.
 */
export async function holdInTransaction(deps: AppDeps, tx: Db, input: HoldInput): Promise<HoldResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error(`escrow: hold ${input.purposeKey} of ${input.amount} kobo`);
  }
  const currency = input.currency ?? 'NGN';
  const hold = {
    id: randomUUID(),
    payerId: input.payerId,
    amount: input.amount,
    currency,
    purposeKey: input.purposeKey,
    description: input.description,
  };
  // The money moves first, keyed by the purpose, and the hold row is written with it: a purpose held before
  // replays there (on other terms it is refused), and a short wallet leaves nothing at all written.
  const posted = await postWithHold(
    deps,
    tx,
    {
      kind: 'hold',
      idempotencyKey: `hold:${input.purposeKey}`,
      userId: input.payerId,
      holdId: hold.id,
      description: input.description,
      ...(input.cashOnly
        ? {
            postings: [
              { account: walletOf(input.payerId, currency), amount: -input.amount },
              { account: escrowOf(input.payerId, currency), amount: input.amount },
            ],
          }
        : {
            spend: { userId: input.payerId, amount: input.amount, currency },
            postings: [{ account: escrowOf(input.payerId, currency), amount: input.amount }],
          }),
    },
    hold,
  ).catch((error: unknown) => {
    // The purpose was held before, by another payer or for another amount.
    if (error instanceof AppError && error.code === 'IDEMPOTENCY_KEY_REUSED') throw new AppError('CONFLICT');
    throw error;
  });
  if (!posted.replayed) {
    return {
      hold: toHoldDto({ ...hold, promoAmount: posted.spent?.promotional ?? 0, status: 'held' }),
      replayed: false,
      touchedUserIds: posted.touchedUserIds,
    };
  }
  // The purpose was held before (by an earlier or a concurrent request) on the same terms: that hold stands.
  const existing = await findHoldByPurpose(tx, input.purposeKey);
  if (!existing) throw new Error(`escrow: hold ${input.purposeKey} was posted but has no row`);
  if (!sameHold(existing, input, currency)) throw new AppError('CONFLICT');
  return replay(existing);
}

/** holdInTransaction in its own database transaction, then publishes the payer's balances. */
export async function holdFromWallet(deps: AppDeps, input: HoldInput): Promise<HoldResult> {
  const result = await deps.db.transaction((tx) => holdInTransaction(deps, tx, input));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}

/**
 * Pays a held amount out: escrow(payer) −X, wallet(payee) +(X − commission), platform revenue +commission.
 * Released before to the same payee with the same commission: a replay. Refunded, or released on other terms:
 * CONFLICT. No hold with that purpose key: NOT_FOUND.
 */
export async function releaseHoldInTransaction(deps: AppDeps, tx: Db, input: ReleaseInput): Promise<HoldResult> {
  const hold = await lockHoldByPurpose(tx, input.purposeKey);
  if (!hold) throw new AppError('NOT_FOUND');
  return releaseLockedHold(deps, tx, hold, input);
}

/** The release of a hold the caller has locked (`lockHoldByPurpose`) in this transaction. */
async function releaseLockedHold(deps: AppDeps, tx: Db, hold: EscrowHoldRow, input: ReleaseInput): Promise<HoldResult> {
  const { commission } = input;
  if (!Number.isSafeInteger(commission) || commission < 0 || commission > hold.amount) {
    throw new Error(`escrow: commission ${commission} on a hold of ${hold.amount} kobo`);
  }
  if (hold.status === 'released' && hold.payeeId === input.payeeId && hold.commission === commission) {
    return replay(hold);
  }
  if (hold.status !== 'held') throw new AppError('CONFLICT');
  const postings: Posting[] = [{ account: escrowOf(hold.payerId, hold.currency), amount: -hold.amount }];
  if (hold.amount > commission) {
    postings.push({ account: walletOf(input.payeeId, hold.currency), amount: hold.amount - commission });
  }
  if (commission > 0)
    postings.push({ account: platformAccount('platform-revenue', hold.currency), amount: commission });
  const posted = await postInTransaction(deps, tx, {
    kind: 'release',
    idempotencyKey: `release:${hold.id}`,
    userId: hold.payerId,
    holdId: hold.id,
    description: input.description ?? `Released: ${hold.description}`,
    postings,
  });
  const released = await markHoldReleased(tx, hold.id, {
    payeeId: input.payeeId,
    commission,
    settledAt: deps.now(),
  });
  return { hold: toHoldDto(released), replayed: false, touchedUserIds: posted.touchedUserIds };
}

export async function releaseHold(deps: AppDeps, input: ReleaseInput): Promise<HoldResult> {
  const result = await deps.db.transaction((tx) => releaseHoldInTransaction(deps, tx, input));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}

/** A refund's postings: the hold's promotional part back to promotional credit, the rest to the wallet. */
function refundPostings(hold: EscrowHoldRow): Posting[] {
  const cash = hold.amount - hold.promoAmount;
  const postings: Posting[] = [{ account: escrowOf(hold.payerId, hold.currency), amount: -hold.amount }];
  if (hold.promoAmount > 0) {
    postings.push({ account: promoOf(hold.payerId, hold.currency), amount: hold.promoAmount });
  }
  if (cash > 0) postings.push({ account: walletOf(hold.payerId, hold.currency), amount: cash });
  return postings;
}

/**
 * Gives a held amount back as it was paid: escrow(payer) −X, promo(payer) +p (the hold's promotional part),
 * wallet(payer) +(X−p). Refunded before: a replay. Released: CONFLICT. No hold with that purpose key: NOT_FOUND.
 */
export async function refundHoldInTransaction(deps: AppDeps, tx: Db, input: RefundInput): Promise<HoldResult> {
  const hold = await lockHoldByPurpose(tx, input.purposeKey);
  if (!hold) throw new AppError('NOT_FOUND');
  return refundLockedHold(deps, tx, hold, input);
}

/** The refund of a hold the caller has locked (`lockHoldByPurpose`) in this transaction. */
async function refundLockedHold(deps: AppDeps, tx: Db, hold: EscrowHoldRow, input: RefundInput): Promise<HoldResult> {
  if (hold.status === 'refunded') return replay(hold);
  if (hold.status !== 'held') throw new AppError('CONFLICT');
  const posted = await postInTransaction(deps, tx, {
    kind: 'refund',
    idempotencyKey: input.idempotencyKey ?? `refund:${hold.id}`,
    userId: hold.payerId,
    holdId: hold.id,
    paymentId: input.paymentId ?? null,
    description: input.description ?? `Refunded: ${hold.description}`,
    postings: refundPostings(hold),
  });
  const refunded = await markHoldRefunded(tx, hold.id, deps.now());
  return { hold: toHoldDto(refunded), replayed: false, touchedUserIds: posted.touchedUserIds };
}

export async function refundHold(deps: AppDeps, input: RefundInput): Promise<HoldResult> {
  const result = await deps.db.transaction((tx) => refundHoldInTransaction(deps, tx, input));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}

export async function getHold(deps: AppDeps, purposeKey: string): Promise<HoldDto | undefined> {
  const hold = await findHoldByPurpose(deps.db, purposeKey);
  return hold ? toHoldDto(hold) : undefined;
}

/** A partial refund's postings: promotional credit back first (up to the hold's promotional part), cash for the rest. */
function partialRefundPostings(hold: EscrowHoldRow, refund: number): Posting[] {
  const promo = Math.min(refund, hold.promoAmount);
  const postings: Posting[] = [{ account: escrowOf(hold.payerId, hold.currency), amount: -refund }];
  if (promo > 0) postings.push({ account: promoOf(hold.payerId, hold.currency), amount: promo });
  if (refund > promo) postings.push({ account: walletOf(hold.payerId, hold.currency), amount: refund - promo });
  return postings;
}

/**
 * Settles a held amount in two parts: `refund` back to the payer (their promotional part first, as it was paid) and
 * the rest released to the payee less `commission`. All refunded is refundHoldInTransaction; nothing refunded is
 * releaseHoldInTransaction. A split posts a refund and a release, each once (keyed by the hold), and leaves the
 * hold released with its refunded part recorded. Settled before on the same terms: a replay; on other terms, or
 * refunded: CONFLICT. No hold with that purpose key: NOT_FOUND.
 */
export async function settleHoldInTransaction(deps: AppDeps, tx: Db, input: SettleInput): Promise<HoldResult> {
  const hold = await lockHoldByPurpose(tx, input.purposeKey);
  if (!hold) throw new AppError('NOT_FOUND');
  const { refund, commission } = input;
  if (!Number.isSafeInteger(refund) || refund < 0 || refund > hold.amount) {
    throw new Error(`escrow: refund ${refund} of a hold of ${hold.amount} kobo`);
  }
  if (refund === hold.amount) return refundLockedHold(deps, tx, hold, input);
  if (refund === 0) return releaseLockedHold(deps, tx, hold, input);
  const released = hold.amount - refund;
  if (!Number.isSafeInteger(commission) || commission < 0 || commission > released) {
    throw new Error(`escrow: commission ${commission} on ${released} kobo released`);
  }
  if (
    hold.status === 'released' &&
    hold.payeeId === input.payeeId &&
    hold.commission === commission &&
    hold.refundedAmount === refund
  ) {
    return replay(hold);
  }
  if (hold.status !== 'held') throw new AppError('CONFLICT');
  const description = input.description ?? hold.description;
  const refunded = await postInTransaction(deps, tx, {
    kind: 'refund',
    idempotencyKey: `refund:${hold.id}`,
    userId: hold.payerId,
    holdId: hold.id,
    description: `Refunded in part: ${description}`,
    postings: partialRefundPostings(hold, refund),
  });
  const postings: Posting[] = [{ account: escrowOf(hold.payerId, hold.currency), amount: -released }];
  if (released > commission) {
    postings.push({ account: walletOf(input.payeeId, hold.currency), amount: released - commission });
  }
  if (commission > 0) {
    postings.push({ account: platformAccount('platform-revenue', hold.currency), amount: commission });
  }
  const paidOut = await postInTransaction(deps, tx, {
    kind: 'release',
    idempotencyKey: `release:${hold.id}`,
    userId: hold.payerId,
    holdId: hold.id,
    description: `Released: ${description}`,
    postings,
  });
  const settled = await markHoldReleased(tx, hold.id, {
    payeeId: input.payeeId,
    commission,
    refundedAmount: refund,
    settledAt: deps.now(),
  });
  const touched = new Set([...refunded.touchedUserIds, ...paidOut.touchedUserIds]);
  return { hold: toHoldDto(settled), replayed: false, touchedUserIds: [...touched] };
}
