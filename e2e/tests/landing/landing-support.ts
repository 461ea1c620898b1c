import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatNaira } from '@fleetcare/shared/money/money';
import {
  annualTotal,
  displayedMonthlyPrice,
  savingsFraction,
  type PricedProduct,
} from '@fleetcare/shared/subscriptions/pricing';

/** A visitor from Lagos: no cookie banner (Nigeria is not a consent country). */
export const NIGERIA = { 'X-Forwarded-For': '41.58.0.1' };

export const DEMO_CUSTOMER = { email: 'customer@demo.fleetcare.ng', password: 'FleetCare-Demo-2026' };

export interface SeededProduct extends PricedProduct {
  _id: string;
  name: string;
  currency: string;
}

/** The landing page's plan: the FIRST product of GET /users/get-subscription-products, as the app asks for it. */
export async function firstProduct(request: APIRequestContext, locale = 'en'): Promise<SeededProduct> {
  const response = await request.get(`/api/users/get-subscription-products?locale=${locale}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: SeededProduct[] };
  const [first] = data;
  if (!first) throw new Error('no subscription products seeded');
  return first;
}

/** Naira as the page shows them: whole naira unless there are kobo. */
export const naira = (kobo: number) => formatNaira(kobo, { decimals: kobo % 100 !== 0 });

/** The spec's prices (point 9), as the page should show them. */
export function expectedPrices(product: PricedProduct) {
  return {
    monthly: naira(displayedMonthlyPrice(product)),
    annual: naira(annualTotal(product)),
    savings: `Save ${Math.round(savingsFraction(product) * 100)}%`,
  };
}

/** Keeps the newsletter popup away (its block flag), for journeys that are about something else. */
export async function blockNewsletterPopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('blockNewsletterPopup', 'true'));
}

export async function signInAsDemoCustomer(page: Page, redirectTo = '/dashboard') {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  // Within the page's main part: the footer has an "Email address" box too.
  const form = page.getByRole('main');
  await form.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(redirectTo);
}

/** Empties the signed-in user's subscription cart through the API (the page's own cookies). */
export async function emptyCart(request: APIRequestContext) {
  const cart = await request.get('/api/subscriptions/get-subscription-cart');
  const { data } = (await cart.json()) as { data: { items: { _id: string }[] } };
  for (const item of data.items) {
    const removed = await request.post(`/api/subscriptions/remove-subscription-item-from-cart/${item._id}`);
    expect(removed.ok()).toBe(true);
  }
}

/** Full-page picture after checking the page does not scroll sideways. */
export async function shoot(page: Page, path: string, width: number, fullPage = true) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path, fullPage });
}
