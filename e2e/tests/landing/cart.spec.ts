import { expect, test } from '@playwright/test';
import { annualTotal, displayedMonthlyPrice } from '@fleetcare/shared/subscriptions/pricing';
import { emptyCart, firstProduct } from '../../factories/subscriptions.ts';
import { blockNewsletterPopup, LandingPage } from '../../pages/content.ts';
import { CartPage, PlansPage } from '../../pages/subscriptions.ts';
import { randomIp } from '../../support/people.ts';
import { expectedPrices, naira, signInAsDemoCustomer } from './landing-support.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a signed-in customer adds the plan from the landing page, sees it in the cart, switches the term and removes it', async ({
  page,
}) => {
  await blockNewsletterPopup(page);
  await signInAsDemoCustomer(page);
  await emptyCart(page.request);
  const product = await firstProduct(page.request);
  const prices = expectedPrices(product);
  const landing = new LandingPage(page);
  const { subscriptions } = landing;
  const cart = new CartPage(page);

  await landing.goto('#subscriptions');
  await expect(subscriptions.price(product.name)).toContainText(prices.annual);
  await subscriptions.plan(product.name).getByRole('button', { name: 'Add to cart' }).click();

  await cart.waitUntilOpen();
  const line = cart.line(product.name);
  await expect(line).toContainText('Annual (12 months)');
  await expect(line).toContainText(naira(annualTotal(product)));
  await expect(cart.total).toHaveText(naira(annualTotal(product)));
  await expect(page.getByText('Checkout opens when payments launch')).toBeVisible();

  await cart.switchToMonthly(product.name);
  await expect(line).toContainText('Monthly (1 month)');
  await expect(cart.total).toHaveText(naira(displayedMonthlyPrice(product)));

  await cart.remove(product.name);
  await expect(page.getByText(`${product.name} was removed from your cart.`)).toBeVisible();
  await expect(cart.emptyHeading).toBeVisible();
  await cart.browsePlansLink.click();
  await expect(page).toHaveURL('/dashboard/subscriptions/products');
  await expect(new PlansPage(page).plans).toHaveCount(3);
});
