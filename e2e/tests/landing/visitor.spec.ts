import { expect, test } from '@playwright/test';
import { blockNewsletterPopup, expectedPrices, firstProduct, NIGERIA } from './landing-support.ts';

test.use({ extraHTTPHeaders: NIGERIA });

test.describe('a visitor on the landing page', () => {
  test('browses it, switches annual/monthly and sees the spec prices, then opens How it Works', async ({ page }) => {
    await blockNewsletterPopup(page);
    const product = await firstProduct(page.request);
    const prices = expectedPrices(product);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hassle-free, quick and reliable vehicle repairs, anytime, anywhere',
    );
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/dashboard/maintenance?bookingMaintenance=true',
    );
    const serviceLinks: [string, string][] = [
      ['Book Mechanic', '/dashboard/maintenance?bookingMaintenance=true'],
      ['Buy Spare Parts', '/dashboard/spare-parts/spare-part-requests/new'],
      ['Get Started', '/dashboard/fleet?isAddingNewVehicle=true'],
    ];
    for (const [name, href] of serviceLinks) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await test.step('the slider moves on by itself every 5 s', async () => {
      const slider = page.getByRole('region', { name: 'FleetCare in three steps' });
      await expect(slider.getByRole('button', { name: /^Show slide 1/ })).toHaveAttribute('aria-current', 'true');
      await page.mouse.move(0, 0);
      await expect(slider.getByRole('button', { name: /^Show slide 2/ })).toHaveAttribute('aria-current', 'true');
    });

    await test.step('the plan: annual by default, then monthly', async () => {
      const section = page.locator('#subscriptions');
      await section.scrollIntoViewIfNeeded();
      const plan = section.getByRole('article', { name: product.name });
      await expect(plan).toBeVisible();
      const price = plan.getByTestId('plan-price');
      await expect(section.getByRole('radio', { name: /Annually/ })).toBeChecked();
      await expect(price).toContainText(prices.annual);
      await expect(price).toContainText('per vehicle per year');
      await expect(price).toContainText(prices.savings);

      await section.locator('label', { hasText: 'Monthly' }).click();
      await expect(section.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      await expect(price).toContainText(prices.monthly);
      await expect(price).toContainText('per vehicle per month');
      await expect(price).not.toContainText(prices.annual);

      await section.locator('label', { hasText: 'Annually' }).click();
      await expect(price).toContainText(prices.annual);
    });

    await test.step('Add to cart sends a visitor to sign in, then back to the plans', async () => {
      await page.locator('#subscriptions').getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsubscriptions$/);
      await page.goBack();
    });

    await page.getByRole('link', { name: 'How it Works', exact: true }).first().click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Norwegian landing page prices the plan the same way', async ({ page }) => {
    await blockNewsletterPopup(page);
    await page.addInitScript(() => localStorage.setItem('locale', 'nb'));
    const product = await firstProduct(page.request, 'nb');
    const { annual } = expectedPrices(product);
    await page.goto('/#subscriptions');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bilreparasjoner');
    const plan = page.locator('#subscriptions').getByRole('article', { name: product.name });
    await expect(plan.getByTestId('plan-price')).toContainText(annual);
    await expect(plan.getByRole('button', { name: 'Legg i handlekurven' })).toBeVisible();
  });

  test('is an installable app: the manifest is linked and complete', async ({ page }) => {
    await blockNewsletterPopup(page);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'FleetCare', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.theme_color).toBe('#0f5132');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toContain(icon.type);
    }
    // No store badges: FleetCare has no store apps.
    const app = page.getByRole('region', { name: 'Get the FleetCare app' });
    await expect(app).toContainText('Add to Home Screen');
    await expect(app.getByRole('link')).toHaveCount(0);
  });
});
