import { sql } from 'drizzle-orm';
import * as yup from 'yup';
import { MAX_PAYMENT_KOBO, MIN_PAYMENT_KOBO, v, wholeNumber } from '@fleetcare/shared';
import { couponRedemptions, coupons } from '../../../db/schema/index.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { defineAdminAction, defineAdminResource, type AdminContribution } from '../../admin/index.ts';
import { createCoupon, expireCouponInTransaction, type CouponSummary } from '../coupons.service.ts';

/*
 * Coupons: promotional credit an admin gives away by code. An admin creates them (a code, an amount within what a
 * single top-up may be, an optional end and limits) and ends them early; redeeming and its limits are the wallet's.
 */

const COUPON_CODE = /^[A-Z0-9-]{3,40}$/;
export const COUPON_TOTAL_LIMIT_MAX = 1_000_000;
export const COUPON_PER_USER_LIMIT_MAX = 100;

const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

const createSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(v.couponCodeInvalid)
    .transform((value: string) => value.toUpperCase())
    .matches(COUPON_CODE, v.couponCodeInvalid),
  amount: wholeNumber(v.amountInvalid)
    .required(v.amountInvalid)
    .min(MIN_PAYMENT_KOBO, v.amountTooSmall)
    .max(MAX_PAYMENT_KOBO, v.amountTooLarge),
  /** An ISO 8601 instant; in the future (checked against the app's clock when the action runs). */
  expiresAt: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .test('instant', v.couponExpiresAtInvalid, (value) => !value || isInstant(value)),
  totalLimit: wholeNumber(v.couponTotalLimitInvalid)
    .nullable()
    .optional()
    .min(1, v.couponTotalLimitInvalid)
    .max(COUPON_TOTAL_LIMIT_MAX, v.couponTotalLimitInvalid),
  perUserLimit: wholeNumber(v.couponPerUserLimitInvalid)
    .default(1)
    .min(1, v.couponPerUserLimitInvalid)
    .max(COUPON_PER_USER_LIMIT_MAX, v.couponPerUserLimitInvalid),
});

/** The coupon's fields as the audit log records them. */
const auditedFields = (coupon: CouponSummary) => ({
  code: coupon.code,
  amount: coupon.amount,
  expiresAt: coupon.expiresAt?.toISOString() ?? null,
  totalLimit: coupon.totalLimit,
  perUserLimit: coupon.perUserLimit,
});

const create = defineAdminAction({
  name: 'create',
  scope: 'collection',
  privilege: 'coupons:create',
  reasonRequired: false,
  fields: [
    { name: 'code', type: 'text', required: true, min: 3, max: 40 },
    { name: 'amount', type: 'money', required: true, min: MIN_PAYMENT_KOBO, max: MAX_PAYMENT_KOBO },
    { name: 'expiresAt', type: 'datetime', required: false },
    { name: 'totalLimit', type: 'integer', required: false, min: 1, max: COUPON_TOTAL_LIMIT_MAX },
    { name: 'perUserLimit', type: 'integer', required: false, min: 1, max: COUPON_PER_USER_LIMIT_MAX },
  ],
  schema: createSchema,
  async run({ deps, tx, admin, input }) {
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= deps.now().getTime()) {
      throw validationFailed({ expiresAt: v.couponExpiresAtInvalid });
    }
    const coupon = await createCoupon(
      { db: tx, now: deps.now },
      {
        code: input.code,
        amount: input.amount,
        expiresAt,
        totalLimit: input.totalLimit ?? null,
        perUserLimit: input.perUserLimit,
        createdBy: admin.id,
      },
    );
    const changes = Object.fromEntries(
      Object.entries(auditedFields(coupon)).map(([field, after]) => [field, { before: null, after }]),
    );
    return { recordId: coupon.id, changes };
  },
});

const expire = defineAdminAction({
  name: 'expire',
  scope: 'record',
  privilege: 'coupons:expire',
  reasonRequired: true,
  danger: true,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.active === true,
  async run({ deps, tx, recordId }) {
    if (!recordId) throw new Error('expire: a record action without a record');
    const { before, after } = await expireCouponInTransaction(deps, tx, recordId);
    return {
      recordId,
      changes: {
        expiresAt: { before: before.expiresAt?.toISOString() ?? null, after: after.expiresAt?.toISOString() ?? null },
        active: { before: true, after: false },
      },
    };
  },
});

/** Redeemable by its switch and its end (its limits aside). */
const activeSql = sql<boolean>`(${coupons.active} and (${coupons.expiresAt} is null or ${coupons.expiresAt} > now()))`;

export const couponsResource = defineAdminResource({
  name: 'coupons',
  group: 'money',
  privilege: 'coupons:read',
  table: coupons,
  id: coupons.id,
  fields: [
    { key: 'code', type: 'text', sql: coupons.code, list: true, search: 'prefix' },
    { key: 'amount', type: 'money', sql: coupons.amount, list: true },
    { key: 'expiresAt', type: 'datetime', sql: coupons.expiresAt, list: true, filter: 'date-range' },
    { key: 'totalLimit', type: 'integer', sql: coupons.totalLimit },
    { key: 'perUserLimit', type: 'integer', sql: coupons.perUserLimit },
    { key: 'redeemedCount', type: 'integer', sql: coupons.redeemedCount, list: true },
    { key: 'active', type: 'boolean', sql: activeSql, list: true, filter: 'equals' },
    { key: 'createdBy', type: 'id', sql: coupons.createdBy, ref: 'users' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: coupons.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'code',
  personalData: false,
  related: [{ relation: 'redemptions', resource: 'coupon-redemptions', field: 'couponId' }],
  actions: [create, expire],
});

/** Who redeemed a coupon, and their how-manieth redemption of it it was. */
export const couponRedemptionsResource = defineAdminResource({
  name: 'coupon-redemptions',
  group: 'money',
  privilege: 'coupons:read',
  table: couponRedemptions,
  id: couponRedemptions.id,
  fields: [
    { key: 'couponId', type: 'id', sql: couponRedemptions.couponId, ref: 'coupons', list: true, filter: 'equals' },
    { key: 'userId', type: 'id', sql: couponRedemptions.userId, ref: 'users', list: true, filter: 'equals' },
    { key: 'sequence', type: 'integer', sql: couponRedemptions.sequence, list: true },
    { key: 'ledgerTransactionId', type: 'id', sql: couponRedemptions.ledgerTransactionId, ref: 'ledger' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: couponRedemptions.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'couponId',
  personalData: false,
});

export const couponsAdmin: AdminContribution = { resources: [couponsResource, couponRedemptionsResource] };
