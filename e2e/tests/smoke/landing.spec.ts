import { expect, test } from '@playwright/test';
import { LandingPage } from '../../pages/content.ts';
import { NotFoundPage, SiteHeader } from '../../pages/shell.ts';
import { screenshotPath } from '../../support/screenshots.ts';

test.describe('landing page', () => {
  test('a visitor opening / sees the product name and the first section', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(page).toHaveTitle(/FleetCare/);
    await expect(new SiteHeader(page).homeLink).toBeVisible();
    await expect(landing.heading).toContainText('vehicle repairs');
    await expect(landing.servicesHeading).toBeVisible();
  });

  test('a visitor can switch to Norwegian and the choice is remembered', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await new SiteHeader(page).chooseLanguage('nb');
    await expect(landing.heading).toContainText('bilreparasjoner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await page.reload();
    await expect(landing.heading).toContainText('bilreparasjoner');
  });

  test('an unknown path shows a helpful not-found page with a way home', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await page.goto('/no/such/page');
    await expect(notFound.heading).toBeVisible();
    await notFound.goHome();
    await expect(page).toHaveURL('/');
  });

  for (const width of [360, 1280]) {
    test(`fits a ${width} px wide screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const landing = new LandingPage(page);
      await landing.goto();
      await expect(landing.heading).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`landing-${width}.png`), fullPage: true });
    });
  }
});
