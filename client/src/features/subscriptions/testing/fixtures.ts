import type { SubscriptionCartDto, SubscriptionProductDto } from '@fleetcare/shared';
import { annualTotal, displayedMonthlyPrice } from '@fleetcare/shared';

/** The seeded plans' shape, for component tests. */
export const carePlan: SubscriptionProductDto = {
  _id: '0b7f1c3e-1111-4000-8000-000000000001',
  name: 'FleetCare Care Plan',
  description: 'A monthly check where the car is parked.',
  monthlyPrice: 2_500_000,
  monthlyDiscount: 0.1,
  annualDiscount: 0.15,
  currency: 'NGN',
  features: ['A routine check every month', 'One free diagnostic scan every month'],
};

export const essentialPlan: SubscriptionProductDto = {
  _id: '0b7f1c3e-1111-4000-8000-000000000002',
  name: 'FleetCare Essential',
  description: 'The basics, done on time.',
  monthlyPrice: 1_500_000,
  monthlyDiscount: 0.05,
  annualDiscount: 0.1,
  currency: 'NGN',
  features: ['A routine check every month'],
};

export function cartWith(...lines: { product: SubscriptionProductDto; noOfMonths: 1 | 12 }[]): SubscriptionCartDto {
  const items = lines.map(({ product, noOfMonths }, index) => ({
    _id: `9a000000-0000-4000-8000-00000000000${index + 1}`,
    productId: product._id,
    noOfMonths,
    product,
    total: noOfMonths === 12 ? annualTotal(product) : displayedMonthlyPrice(product),
  }));
  return {
    items,
    itemCount: items.length,
    total: items.reduce((sum, item) => sum + item.total, 0),
    currency: 'NGN',
  };
}

export const emptyCart: SubscriptionCartDto = { items: [], itemCount: 0, total: 0, currency: 'NGN' };
