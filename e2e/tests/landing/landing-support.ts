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

/** Naira as the page shows them in its language: whole naira unless there are kobo. */
export const naira = (kobo: number, locale: 'en' | 'nb' = 'en') =>
  formatNaira(kobo, { decimals: kobo % 100 !== 0, locale });

/** The plan's prices, as the page should show them (₦229,500 in English, ₦229 500 in Norwegian). */
export function expectedPrices(product: PricedProduct, locale: 'en' | 'nb' = 'en') {
  return {
    monthly: naira(displayedMonthlyPrice(product), locale),
    annual: naira(annualTotal(product), locale),
    savings: `Save ${Math.round(savingsFraction(product) * 100)}%`,
  };
}

export async function signInAsDemoCustomer(page: Page, redirectTo = '/dashboard') {
  const login = new LoginPage(page);
  await login.goto(redirectTo);
  await login.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(redirectTo);
}
