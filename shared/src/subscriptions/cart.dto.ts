import type { SubscriptionProductDto } from './subscription-product.dto.ts';

export interface SubscriptionCartItemDto {
  _id: string;
  productId: string;
  noOfMonths: 1 | 12;
  product: SubscriptionProductDto;
  /** The price of the term for one vehicle, in kobo, after the term's discount. */
  total: number;
}

export interface SubscriptionCartDto {
  items: SubscriptionCartItemDto[];
  itemCount: number;
  /** Sum of the items' totals, in kobo. */
  total: number;
  currency: string;
}
