import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { decimalNumber, v, wholeNumber } from '@fleetcare/shared';
import { subscriptionProducts } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineAdminAction, defineAdminResource } from '../../admin/index.ts';

/*
 * The maintenance plans customers subscribe to: their names, descriptions and features in English and Norwegian,
 * the monthly price and the discounts. An admin's edit changes what customers pay, so it needs a reason; the landing
 * page, the plans page and the cart read the plans fresh from the database (see the subscriptions router's cache
 * policy), so the new price shows on the next load.
 */

/** A monthly price from ₦500 to ₦5,000,000, in kobo. */
export const PRODUCT_PRICE_MIN_KOBO = 50_000;
export const PRODUCT_PRICE_MAX_KOBO = 500_000_000;
/** A discount is a fraction: 0.1 is 10 % off; at most 90 % off. */
export const PRODUCT_DISCOUNT_MAX = 0.9;
export const PRODUCT_LIMITS = { name: 100, description: 1000, features: 15, feature: 200 };

type Locale = 'en' | 'nb';
type ProductTexts = Record<string, { name: string; description: string; features: string[] }>;

const text = (locale: Locale, key: 'name' | 'description') =>
  sql<string | null>`${subscriptionProducts.texts}->${locale}->>${key}`;
const features = (locale: Locale) =>
  sql<
    string[]
  >`array(select jsonb_array_elements_text(coalesce(${subscriptionProducts.texts}->${locale}->'features', '[]'::jsonb)))`;

const discount = () =>
  decimalNumber(v.productDiscountInvalid)
    .required(v.productDiscountInvalid)
    .min(0, v.productDiscountInvalid)
    .max(PRODUCT_DISCOUNT_MAX, v.productDiscountInvalid);
const name = () => yup.string().trim().required(v.required).max(PRODUCT_LIMITS.name, v.productNameTooLong);
const description = () =>
  yup.string().trim().required(v.required).max(PRODUCT_LIMITS.description, v.productDescriptionTooLong);
const featureList = () =>
  yup
    .array(yup.string().trim().required(v.productFeaturesInvalid).max(PRODUCT_LIMITS.feature, v.productFeaturesInvalid))
    .required(v.productFeaturesInvalid)
    .min(1, v.productFeaturesInvalid)
    .max(PRODUCT_LIMITS.features, v.productFeaturesInvalid);

const editSchema = yup.object({
  monthlyPriceKobo: wholeNumber(v.productPriceInvalid)
    .required(v.productPriceInvalid)
    .min(PRODUCT_PRICE_MIN_KOBO, v.productPriceInvalid)
    .max(PRODUCT_PRICE_MAX_KOBO, v.productPriceInvalid),
  monthlyDiscount: discount(),
  annualDiscount: discount(),
  nameEn: name(),
  nameNb: name(),
  descriptionEn: description(),
  descriptionNb: description(),
  featuresEn: featureList(),
  featuresNb: featureList(),
  active: yup.boolean().typeError(v.mustBeYesNo).required(v.mustBeYesNo),
});

const edit = defineAdminAction({
  name: 'edit',
  scope: 'record',
  privilege: 'products:write',
  reasonRequired: true,
  fields: [
    {
      name: 'monthlyPriceKobo',
      type: 'money',
      required: true,
      min: PRODUCT_PRICE_MIN_KOBO,
      max: PRODUCT_PRICE_MAX_KOBO,
      from: 'monthlyPriceKobo',
    },
    {
      name: 'monthlyDiscount',
      type: 'decimal',
      required: true,
      min: 0,
      max: PRODUCT_DISCOUNT_MAX,
      from: 'monthlyDiscount',
    },
    {
      name: 'annualDiscount',
      type: 'decimal',
      required: true,
      min: 0,
      max: PRODUCT_DISCOUNT_MAX,
      from: 'annualDiscount',
    },
    { name: 'nameEn', type: 'text', required: true, min: 1, max: PRODUCT_LIMITS.name, from: 'nameEn' },
    { name: 'nameNb', type: 'text', required: true, min: 1, max: PRODUCT_LIMITS.name, from: 'nameNb' },
    {
      name: 'descriptionEn',
      type: 'textarea',
      required: true,
      min: 1,
      max: PRODUCT_LIMITS.description,
      from: 'descriptionEn',
    },
    {
      name: 'descriptionNb',
      type: 'textarea',
      required: true,
      min: 1,
      max: PRODUCT_LIMITS.description,
      from: 'descriptionNb',
    },
    { name: 'featuresEn', type: 'tags', required: true, min: 1, max: PRODUCT_LIMITS.features, from: 'featuresEn' },
    { name: 'featuresNb', type: 'tags', required: true, min: 1, max: PRODUCT_LIMITS.features, from: 'featuresNb' },
    { name: 'active', type: 'boolean', required: true, from: 'active' },
  ],
  schema: editSchema,
  /**
   * Sets the plan's price, discounts, texts and whether it is offered. Texts in other languages stay as they are.
   * A plan taken off sale (not active) leaves the landing page and the plans page and cannot be added to a cart.
   */
  async run({ tx, recordId, input }) {
    const [before] = await tx
      .select()
      .from(subscriptionProducts)
      .where(eq(subscriptionProducts.id, String(recordId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const texts: ProductTexts = {
      ...before.texts,
      en: { name: input.nameEn, description: input.descriptionEn, features: input.featuresEn },
      nb: { name: input.nameNb, description: input.descriptionNb, features: input.featuresNb },
    };
    const after = {
      monthlyPriceKobo: input.monthlyPriceKobo,
      monthlyDiscount: input.monthlyDiscount,
      annualDiscount: input.annualDiscount,
      active: input.active,
    };
    await tx
      .update(subscriptionProducts)
      .set({ ...after, texts })
      .where(eq(subscriptionProducts.id, before.id));

    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const [key, value] of Object.entries(after)) {
      const old = before[key as keyof typeof after];
      if (old !== value) changes[key] = { before: old, after: value };
    }
    for (const locale of ['en', 'nb'] as const) {
      const old = before.texts[locale] ?? null;
      if (JSON.stringify(old) !== JSON.stringify(texts[locale])) {
        changes[`texts.${locale}`] = { before: old, after: texts[locale] };
      }
    }
    return { recordId: before.id, changes };
  },
});

export const subscriptionProductsResource = defineAdminResource({
  name: 'subscription-products',
  group: 'catalogue',
  privilege: 'products:read',
  table: subscriptionProducts,
  id: subscriptionProducts.id,
  personalData: false,
  titleField: 'nameEn',
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: [
    { key: 'nameEn', type: 'text', sql: text('en', 'name'), list: true, search: 'contains' },
    { key: 'nameNb', type: 'text', sql: text('nb', 'name'), search: 'contains' },
    { key: 'slug', type: 'text', sql: subscriptionProducts.slug, list: true, search: 'prefix' },
    { key: 'monthlyPriceKobo', type: 'money', sql: subscriptionProducts.monthlyPriceKobo, list: true, sortable: true },
    { key: 'monthlyDiscount', type: 'number', sql: subscriptionProducts.monthlyDiscount, list: true },
    { key: 'annualDiscount', type: 'number', sql: subscriptionProducts.annualDiscount, list: true },
    { key: 'currency', type: 'text', sql: subscriptionProducts.currency },
    { key: 'active', type: 'boolean', sql: subscriptionProducts.active, list: true, filter: 'equals' },
    { key: 'descriptionEn', type: 'text', sql: text('en', 'description') },
    { key: 'descriptionNb', type: 'text', sql: text('nb', 'description') },
    { key: 'featuresEn', type: 'tags', sql: features('en') },
    { key: 'featuresNb', type: 'tags', sql: features('nb') },
    { key: 'sortOrder', type: 'integer', sql: subscriptionProducts.sortOrder, sortable: true },
    { key: 'createdAt', type: 'datetime', sql: subscriptionProducts.createdAt },
  ],
  related: [{ relation: 'carts', resource: 'carts', field: 'productId' }],
  actions: [edit],
});
