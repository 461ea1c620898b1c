import { DEFAULT_CURRENCY, termTotal, type SubscriptionCartDto, type SubscriptionCartItemDto } from '@fleetcare/shared';
import type { CartItemRow } from './cart.repository.ts';
import { toSubscriptionProductDto } from './products.mapper.ts';
import type { SubscriptionProductRow } from './products.repository.ts';

/** A cart line: its plan in `locale` and the price of its term (a year, or else a month). */
export function toCartItemDto(
  item: CartItemRow,
  product: SubscriptionProductRow,
  locale: string,
): SubscriptionCartItemDto {
  const productDto = toSubscriptionProductDto(product, locale);
  const noOfMonths = item.noOfMonths === 12 ? 12 : 1;
  return {
    _id: item.id,
    productId: product.id,
    noOfMonths,
    product: productDto,
    total: termTotal(productDto, noOfMonths === 12 ? 'annually' : 'monthly'),
  };
}

/** The cart: its lines, their count and their sum, in the plans' currency. */
export function toSubscriptionCartDto(
  rows: { item: CartItemRow; product: SubscriptionProductRow }[],
  locale: string,
): SubscriptionCartDto {
  const items = rows.map(({ item, product }) => toCartItemDto(item, product, locale));
  return {
    items,
    itemCount: items.length,
    total: items.reduce((sum, item) => sum + item.total, 0),
    currency: rows[0]?.product.currency ?? DEFAULT_CURRENCY,
  };
}
