import { expect, test } from '@playwright/test';
import { screenshotPath } from '../../support/screenshots.ts';

test.describe('landing page', () => {
  test('a visitor opening / sees the product name and the first section', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/FleetCare/);
    await expect(page.getByRole('link', { name: 'FleetCare home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('vehicle repairs');
    await expect(page.getByRole('heading', { name: "One place for your vehicle's whole life" })).toBeVisible();
  });

  test('a visitor can switch to Norwegian and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nb');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bilreparasjoner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bilreparasjoner');
  });

  test('an unknown path shows a helpful not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const width of [360, 1280]) {
    test(`fits a ${width} px wide screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`landing-${width}.png`), fullPage: true });
    });
  }
});
