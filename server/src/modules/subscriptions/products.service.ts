import type { SubscriptionProductDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { listActiveProducts, type SubscriptionProductRow } from './products.repository.ts';

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

/** Active products in display order; the landing page shows the first. */
export async function getSubscriptionProducts(
  deps: Pick<AppDeps, 'db'>,
  locale: string,
): Promise<SubscriptionProductDto[]> {
  return (await listActiveProducts(deps.db)).map((row) => toSubscriptionProductDto(row, locale));
}
