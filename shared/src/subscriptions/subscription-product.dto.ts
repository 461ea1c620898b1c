/** Spec point 3, "Subscription product". Prices are kobo per vehicle per month; discounts are fractions. */
export interface SubscriptionProductDto {
  _id: string;
  name: string;
  description: string;
  monthlyPrice: number;
  monthlyDiscount: number;
  annualDiscount: number;
  currency: string;
  features: string[];
}
