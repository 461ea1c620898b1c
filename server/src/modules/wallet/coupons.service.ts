import { englishMessage, v, type CouponRedemptionDto, type Currency, type RedeemCouponInput } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { getWalletBalances, grantPromotionalCreditInTransaction, publishBalances } from '../ledger/index.ts';
import {
  countRedemptionsOf,
  findCouponByCode,
  incrementRedeemedCount,
  insertCoupon,
  insertRedemption,
  lockCouponByCode,
  lockCouponById,
  setCouponExpiry,
  type CouponRow,
} from './coupons.repository.ts';
import { walletLimits } from './wallet.limits.ts';
import { toCouponRedemptionDto } from './wallet.mapper.ts';
import { ledgerDescriptions } from './wallet-messages.ts';

/*
 * Admin-defined coupons that give promotional credit (promotions → the user's promo account): spendable on
 * FleetCare services, never withdrawable. A redemption locks the coupon row, so the total and per-user limits hold
 * however many people redeem at once; each redemption has its own ledger key
 * (coupon:<couponId>:<userId>:<sequence>), so one can never be credited twice.
 */

const COUPON_CODE = /^[A-Z0-9-]{3,40}$/;

export interface CreateCouponInput {
  code: string;
  /** Kobo. */
  amount: number;
  currency?: Currency;
  expiresAt?: Date | null;
  /** Redemptions in all; null or absent for no limit. */
  totalLimit?: number | null;
  /** Redemptions per user (1 when absent). */
  perUserLimit?: number;
  createdBy?: string | null;
}

/** What the admin screens will show of a coupon. */
export interface CouponSummary {
  id: string;
  code: string;
  amount: number;
  currency: Currency;
  expiresAt: Date | null;
  totalLimit: number | null;
  perUserLimit: number;
  redeemedCount: number;
  active: boolean;
}

const toSummary = (row: CouponRow): CouponSummary => ({
  id: row.id,
  code: row.code,
  amount: row.amount,
  currency: row.currency,
  expiresAt: row.expiresAt,
  totalLimit: row.totalLimit,
  perUserLimit: row.perUserLimit,
  redeemedCount: row.redeemedCount,
  active: row.active,
});

const isPositiveInteger = (value: number) => Number.isSafeInteger(value) && value > 0;

/** Checks the input and inserts the coupon; undefined when its code is taken. */
async function insertNewCoupon(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: CreateCouponInput,
): Promise<{ code: string; row: CouponRow | undefined }> {
  const code = input.code.trim().toUpperCase();
  const fields: Record<string, string> = {};
  if (!COUPON_CODE.test(code)) fields.code = v.couponCodeInvalid;
  if (!isPositiveInteger(input.amount)) fields.amount = v.amountInvalid;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  // The limits come from code or the admin screen's own schema: a bad one is a programming error.
  if (input.totalLimit !== undefined && input.totalLimit !== null && !isPositiveInteger(input.totalLimit)) {
    throw new RangeError(`createCoupon: totalLimit must be a positive integer, got ${input.totalLimit}`);
  }
  if (input.perUserLimit !== undefined && !isPositiveInteger(input.perUserLimit)) {
    throw new RangeError(`createCoupon: perUserLimit must be a positive integer, got ${input.perUserLimit}`);
  }
  const row = await insertCoupon(deps.db, {
    code,
    amount: input.amount,
    currency: input.currency ?? 'NGN',
    expiresAt: input.expiresAt ?? null,
    totalLimit: input.totalLimit ?? null,
    perUserLimit: input.perUserLimit ?? 1,
    createdBy: input.createdBy ?? null,
    createdAt: deps.now(),
  });
  return { code, row };
}

/**
 * Creates a coupon (codes are upper case and unique: the same code again is CONFLICT, its field error on `code`).
 * Two creations of one code at once: the unique index makes the second wait for the first, then refuses it.
 */
export async function createCoupon(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: CreateCouponInput,
): Promise<CouponSummary> {
  const { code, row } = await insertNewCoupon(deps, input);
  if (!row) {
    throw new AppError('CONFLICT', {
      message: `A coupon with the code ${code} already exists.`,
      fieldErrors: { code: englishMessage(v.couponCodeTaken) },
      fieldErrorKeys: { code: v.couponCodeTaken },
    });
  }
  return toSummary(row);
}

/**
 * Ends a coupon now, inside the caller's transaction: its expiry becomes now, so redeeming it answers
 * COUPON_EXPIRED from then on (redemptions in flight finish first: they hold the coupon's lock).
 * ACTION_NOT_APPLICABLE when it has expired (or been switched off) already; NOT_FOUND when there is no such coupon.
 */
export async function expireCouponInTransaction(
  deps: Pick<AppDeps, 'now'>,
  tx: Db,
  couponId: string,
): Promise<{ before: CouponSummary; after: CouponSummary }> {
  const coupon = await lockCouponById(tx, couponId);
  if (!coupon) throw new AppError('NOT_FOUND', { message: 'We could not find that coupon.' });
  const now = deps.now();
  if (!coupon.active || (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())) {
    throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This coupon has already expired.' });
  }
  return { before: toSummary(coupon), after: toSummary(await setCouponExpiry(tx, coupon.id, now)) };
}

/** Creates the coupon unless its code exists already, in which case that coupon is kept as it is (seeds). */
export async function ensureCoupon(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: CreateCouponInput,
): Promise<CouponSummary> {
  const { code, row } = await insertNewCoupon(deps, input);
  const coupon = row ?? (await findCouponByCode(deps.db, code));
  if (!coupon) throw new Error(`ensureCoupon: ${code} could not be created`);
  return toSummary(coupon);
}

/** Credits the coupon's amount to the caller's promotional credit, within the coupon's limits. */
export async function redeemCoupon(
  deps: AppDeps,
  userId: string,
  input: RedeemCouponInput,
): Promise<CouponRedemptionDto> {
  await walletLimits(deps).redeemCouponPerUser.consume(userId);
  const code = input.code.trim().toUpperCase();
  const redeemed = await deps.db.transaction(async (tx) => {
    const coupon = await lockCouponByCode(tx, code);
    const now = deps.now();
    if (!coupon || !coupon.active) throw new AppError('COUPON_INVALID');
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) throw new AppError('COUPON_EXPIRED');
    if (coupon.totalLimit !== null && coupon.redeemedCount >= coupon.totalLimit) {
      throw new AppError('COUPON_EXHAUSTED');
    }
    const already = await countRedemptionsOf(tx, coupon.id, userId);
    if (already >= coupon.perUserLimit) throw new AppError('COUPON_ALREADY_REDEEMED');
    const sequence = already + 1;
    const posted = await grantPromotionalCreditInTransaction(deps, tx, {
      kind: 'coupon',
      idempotencyKey: `coupon:${coupon.id}:${userId}:${sequence}`,
      userId,
      amount: coupon.amount,
      currency: coupon.currency,
      description: ledgerDescriptions.coupon(coupon.code),
    });
    await insertRedemption(tx, {
      couponId: coupon.id,
      userId,
      sequence,
      ledgerTransactionId: posted.transaction.id,
      createdAt: now,
    });
    await incrementRedeemedCount(tx, coupon.id);
    return { coupon, touchedUserIds: posted.touchedUserIds };
  });
  await publishBalances(deps, redeemed.touchedUserIds);
  return toCouponRedemptionDto(redeemed.coupon, await getWalletBalances(deps, userId));
}
