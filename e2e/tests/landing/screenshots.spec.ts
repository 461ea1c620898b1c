import { expect, test } from '@playwright/test';
import { screenshotPath } from '../../support/screenshots.ts';
import { randomIp } from '../../support/people.ts';
import { blockNewsletterPopup, emptyCart, firstProduct, shoot, signInAsDemoCustomer } from './landing-support.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

for (const width of [360, 1280]) {
  test(`the landing page, the popup, the plans and the cart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });

    await test.step('the newsletter popup', async () => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Car care tips, once a month' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`landing-popup-${width}.png`) });
      await page.keyboard.press('Escape');
    });

    await blockNewsletterPopup(page);
    await test.step('the whole landing page, with the plan loaded', async () => {
      await page.goto('/');
      const product = await firstProduct(page.request);
      // Bring the plan in (it loads when its section nears the viewport), then go back to the top.
      await page.locator('#subscriptions').scrollIntoViewIfNeeded();
      await expect(page.getByRole('article', { name: product.name })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      await shoot(page, screenshotPath(`landing-page-${width}.png`), width);
    });

    await signInAsDemoCustomer(page);
    await emptyCart(page.request);

    await test.step('the plans', async () => {
      await page.goto('/dashboard/subscriptions/products');
      await expect(page.getByRole('article')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await shoot(page, screenshotPath(`subscriptions-plans-${width}.png`), width);
    });

    await test.step('the empty cart', async () => {
      await page.goto('/dashboard/subscriptions/subscription-cart');
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await shoot(page, screenshotPath(`subscriptions-cart-empty-${width}.png`), width);
    });

    await test.step('the filled cart', async () => {
      await page.goto('/dashboard/subscriptions/products');
      await page.getByRole('article').nth(0).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL('/dashboard/subscriptions/subscription-cart');
      await page.goto('/dashboard/subscriptions/products');
      await page.locator('label', { hasText: 'Monthly' }).click();
      await page.getByRole('article').nth(2).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('article')).toHaveCount(2);
      await page.waitForLoadState('networkidle');
      await shoot(page, screenshotPath(`subscriptions-cart-filled-${width}.png`), width);
      await page
        .getByRole('button', { name: /^Remove .* from the cart$/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`subscriptions-cart-remove-${width}.png`) });
      await page.keyboard.press('Escape');
      await emptyCart(page.request);
    });
  });
}
