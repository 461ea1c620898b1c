import { expect, type Page } from '@playwright/test';
import { formatNaira } from '@fleetcare/shared/money/money';
import {
  annualTotal,
  displayedMonthlyPrice,
  savingsFraction,
  type PricedProduct,
} from '@fleetcare/shared/subscriptions/pricing';
import { LoginPage } from '../../pages/users.ts';

/** A visitor from Lagos: no cookie banner (Nigeria is not a consent country). */
export const NIGERIA = { 'X-Forwarded-For': '41.58.0.1' };

export const DEMO_CUSTOMER = { email: 'customer@demo.fleetcare.ng', password: 'FleetCare-Demo-2026' };

/** Naira as the page shows them: whole naira unless there are kobo. */
export const naira = (kobo: number) => formatNaira(kobo, { decimals: kobo % 100 !== 0 });

/** The plan's prices, as the page should show them. */
export function expectedPrices(product: PricedProduct) {
  return {
    monthly: naira(displayedMonthlyPrice(product)),
    annual: naira(annualTotal(product)),
    savings: `Save ${Math.round(savingsFraction(product) * 100)}%`,
  };
}

export async function signInAsDemoCustomer(page: Page, redirectTo = '/dashboard') {
  const login = new LoginPage(page);
  await login.goto(redirectTo);
  await login.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(redirectTo);
}
