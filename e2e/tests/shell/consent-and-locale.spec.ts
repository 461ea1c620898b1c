import { expect, test, type Page } from '@playwright/test';
import { contentApi } from '@fleetcare/shared';
import { CookieBanner, SiteHeader } from '../../pages/shell.ts';
import { isApiCall } from '../../support/api.ts';

const storedLookup = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ipLookUp') ?? 'null') as unknown);
const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));

test.describe('a visitor from Norway (a consent country)', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '84.208.0.1' } });

  test('sees the site in Norwegian and the cookie banner; after Accept the banner stays gone', async ({ page }) => {
    const header = new SiteHeader(page);
    const banner = new CookieBanner(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(header.servicesButton('Tjenester')).toBeVisible();
    await expect(banner.region).toBeVisible();
    await expect(banner.region.getByRole('button')).toHaveText(['Godta', 'Ikke nå']);
    expect(await storedLookup(page)).toMatchObject({ locale: 'nb', country: 'NO' });

    await banner.accept();
    await expect(banner.region).toBeHidden();
    expect(await storedConsent(page)).toBe('accept');
    await page.reload();
    await expect(header.servicesButton('Tjenester')).toBeVisible();
    await expect(banner.region).toHaveCount(0);
  });

  test('who picks English keeps English on the next visit, although the lookup says Norwegian', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await header.chooseLanguage('en', 'Språk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.servicesButton()).toBeVisible();
    await page.reload();
    await expect(header.servicesButton()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('who presses "Not now" is not asked again', async ({ page }) => {
    const header = new SiteHeader(page);
    const banner = new CookieBanner(page);
    await page.goto('/');
    await banner.postpone();
    expect(await storedConsent(page)).toBe('postpone');
    await page.goto('/blog');
    await expect(header.servicesButton('Tjenester')).toBeVisible();
    await expect(banner.region).toHaveCount(0);
  });
});

test.describe('a visitor from Nigeria', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

  test('sees the site in English and no cookie banner', async ({ page }) => {
    const header = new SiteHeader(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(request, contentApi.ipLookUp)) lookups.push(request.url());
    });
    await page.goto('/');
    await expect(header.servicesButton()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => storedLookup(page)).toMatchObject({ locale: 'en', country: 'NG' });
    await expect(new CookieBanner(page, 'Cookies on FleetCare').region).toHaveCount(0);
    // The lookup is asked once; later visits read the stored answer.
    await page.reload();
    await expect(header.servicesButton()).toBeVisible();
    expect(lookups).toHaveLength(1);
  });
});
