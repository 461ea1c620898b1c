import type { SubscriptionProductDto } from '@fleetcare/shared';
import type { SubscriptionProductRow } from './products.repository.ts';

/** A plan in `locale` (English, then any language it has, when that one is missing). */
export function toSubscriptionProductDto(row: SubscriptionProductRow, locale: string): SubscriptionProductDto {
  const texts = row.texts[locale] ?? row.texts.en ?? Object.values(row.texts)[0];
  return {
    _id: row.id,
    name: texts?.name ?? row.slug,
    description: texts?.description ?? '',
    monthlyPrice: row.monthlyPriceKobo,
    monthlyDiscount: row.monthlyDiscount,
    annualDiscount: row.annualDiscount,
    currency: row.currency,
    features: texts?.features ?? [],
  };
}
