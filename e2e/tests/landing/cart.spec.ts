import { expect, test } from '@playwright/test';
import { randomIp } from '../../support/people.ts';
import {
  blockNewsletterPopup,
  emptyCart,
  expectedPrices,
  firstProduct,
  naira,
  signInAsDemoCustomer,
} from './landing-support.ts';
import { annualTotal, displayedMonthlyPrice } from '@fleetcare/shared/subscriptions/pricing';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a signed-in customer adds the plan from the landing page, sees it in the cart, switches the term and removes it', async ({
  page,
}) => {
  await blockNewsletterPopup(page);
  await signInAsDemoCustomer(page);
  await emptyCart(page.request);
  const product = await firstProduct(page.request);
  const prices = expectedPrices(product);

  await page.goto('/#subscriptions');
  const plan = page.locator('#subscriptions').getByRole('article', { name: product.name });
  await expect(plan.getByTestId('plan-price')).toContainText(prices.annual);
  await plan.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL('/dashboard/subscriptions/subscription-cart');
  const line = page.getByRole('article', { name: product.name });
  await expect(line).toContainText('Annual (12 months)');
  await expect(line).toContainText(naira(annualTotal(product)));
  await expect(page.getByTestId('cart-total')).toHaveText(naira(annualTotal(product)));
  await expect(page.getByText('Checkout opens when payments launch')).toBeVisible();

  await line.getByRole('button', { name: 'Switch to monthly' }).click();
  await expect(line).toContainText('Monthly (1 month)');
  await expect(page.getByTestId('cart-total')).toHaveText(naira(displayedMonthlyPrice(product)));

  await line.getByRole('button', { name: `Remove ${product.name} from the cart` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${product.name}?` });
  await confirm.getByRole('button', { name: 'Remove plan' }).click();
  await expect(page.getByText(`${product.name} was removed from your cart.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse plans' }).click();
  await expect(page).toHaveURL('/dashboard/subscriptions/products');
  await expect(page.getByRole('article')).toHaveCount(3);
});
