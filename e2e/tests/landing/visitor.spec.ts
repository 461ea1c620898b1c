import { expect, test } from '@playwright/test';
import { firstProduct } from '../../factories/subscriptions.ts';
import { blockNewsletterPopup, LandingPage } from '../../pages/content.ts';
import { expectedPrices, NIGERIA } from './landing-support.ts';

test.use({ extraHTTPHeaders: NIGERIA });

test.describe('a visitor on the landing page', () => {
  test('browses it, switches annual/monthly and sees the plan prices, then opens How it Works', async ({ page }) => {
    await blockNewsletterPopup(page);
    const product = await firstProduct(page.request);
    const prices = expectedPrices(product);
    const landing = new LandingPage(page);
    const { subscriptions } = landing;

    await landing.goto();
    await expect(landing.heading).toHaveText('Hassle-free, quick and reliable vehicle repairs, anytime, anywhere');
    // Booking and spare-part requests have their screens: Book Now and the first two cards lead to the forms.
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
      await expect(landing.link(name)).toHaveAttribute('href', href);
    }

    await test.step('the slider moves on by itself every 5 s', async () => {
      await expect(landing.slideButton(1)).toHaveAttribute('aria-current', 'true');
      await page.mouse.move(0, 0);
      await expect(landing.slideButton(2)).toHaveAttribute('aria-current', 'true');
    });

    await test.step('the plan: annual by default, then monthly', async () => {
      await subscriptions.scrollTo();
      await expect(subscriptions.plan(product.name)).toBeVisible();
      const price = subscriptions.price(product.name);
      await expect(subscriptions.radio(/Annually/)).toBeChecked();
      await expect(price).toContainText(prices.annual);
      await expect(price).toContainText('per vehicle per year');
      await expect(price).toContainText(prices.savings);

      await subscriptions.choose('Monthly');
      await expect(subscriptions.radio('Monthly')).toBeChecked();
      await expect(price).toContainText(prices.monthly);
      await expect(price).toContainText('per vehicle per month');
      await expect(price).not.toContainText(prices.annual);

      await subscriptions.choose('Annually');
      await expect(price).toContainText(prices.annual);
    });

    await test.step('Add to cart sends a visitor to sign in, then back to the plans', async () => {
      await subscriptions.addToCartButton().click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsubscriptions$/);
      await page.goBack();
    });

    await test.step('Buy Spare Parts sends a visitor to sign in, then on to a new spare-part request', async () => {
      await landing.link('Buy Spare Parts').click();
      await expect(page).toHaveURL(
        `/login?redirectTo=${encodeURIComponent('/dashboard/spare-parts/spare-part-requests/new')}`,
      );
      await page.goBack();
    });

    await page.getByRole('link', { name: 'How it Works', exact: true }).first().click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(landing.heading).toBeVisible();
  });

  test('the Norwegian landing page prices the plan the same way', async ({ page }) => {
    await blockNewsletterPopup(page);
    await page.addInitScript(() => localStorage.setItem('locale', 'nb'));
    const product = await firstProduct(page.request, 'nb');
    const { annual } = expectedPrices(product, 'nb');
    const landing = new LandingPage(page);
    await landing.goto('#subscriptions');
    await expect(landing.heading).toContainText('bilreparasjoner');
    await expect(landing.subscriptions.price(product.name)).toContainText(annual);
    await expect(
      landing.subscriptions.plan(product.name).getByRole('button', { name: 'Legg i handlekurven' }),
    ).toBeVisible();
  });

  test('is an installable app: the manifest is linked and complete', async ({ page }) => {
    await blockNewsletterPopup(page);
    const landing = new LandingPage(page);
    await landing.goto();
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
    await expect(landing.app).toContainText('Add to Home Screen');
    await expect(landing.app.getByRole('link')).toHaveCount(0);
  });
});
