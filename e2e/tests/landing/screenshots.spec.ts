import { expect, test } from '@playwright/test';
import { emptyCart, firstProduct } from '../../factories/subscriptions.ts';
import { blockNewsletterPopup, LandingPage, NewsletterPopup, withNewsletterPopup } from '../../pages/content.ts';
import { CartPage, PlansPage } from '../../pages/subscriptions.ts';
import { shoot, snap } from '../../support/screenshots.ts';
import { randomIp } from '../../support/people.ts';
import { signInAsDemoCustomer } from './landing-support.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
// These journeys meet the newsletter popup: their browsers start without its block flag.
test.use(withNewsletterPopup);

for (const width of [360, 1280]) {
  test(`the landing page, the popup, the plans and the cart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const landing = new LandingPage(page);
    const plans = new PlansPage(page);
    const cart = new CartPage(page);

    await test.step('the newsletter popup', async () => {
      await landing.goto();
      await expect(new NewsletterPopup(page).dialog).toBeVisible();
      await snap(page, 'landing-popup');
      await page.keyboard.press('Escape');
    });

    await blockNewsletterPopup(page);
    await test.step('the whole landing page, with the plan loaded', async () => {
      await landing.goto();
      const product = await firstProduct(page.request);
      // Bring the plan in (it loads when its section nears the viewport), then go back to the top.
      await landing.subscriptions.scrollTo();
      await expect(landing.subscriptions.plan(product.name)).toBeVisible();
      await shoot(page, 'landing-page');
    });

    await signInAsDemoCustomer(page);
    await emptyCart(page.request);

    await test.step('the plans', async () => {
      await plans.goto();
      await expect(plans.plans).toHaveCount(3);
      await shoot(page, 'subscriptions-plans');
    });

    await test.step('the empty cart', async () => {
      await cart.goto();
      await expect(cart.emptyHeading).toBeVisible();
      await shoot(page, 'subscriptions-cart-empty');
    });

    await test.step('the filled cart', async () => {
      await plans.goto();
      await plans.addToCart(0);
      await plans.goto();
      await plans.chooseMonthly();
      await plans.addToCart(2);
      await expect(cart.lines).toHaveCount(2);
      await shoot(page, 'subscriptions-cart-filled');
      await cart.anyRemoveButton.click();
      await expect(cart.confirmDialog).toBeVisible();
      await snap(page, 'subscriptions-cart-remove');
      await page.keyboard.press('Escape');
      await emptyCart(page.request);
    });
  });
}
