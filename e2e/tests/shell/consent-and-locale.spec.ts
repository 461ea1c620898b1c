import { expect, test } from '@playwright/test';

test.describe('a visitor from Norway (a consent country)', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '84.208.0.1' } });

  test('sees the site in Norwegian and the cookie banner; after Accept the banner stays gone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('button', { name: 'Tjenester' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Informasjonskapsler på FleetCare' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button')).toHaveText(['Godta', 'Ikke nå']);
    const lookup = await page.evaluate(() => JSON.parse(localStorage.getItem('ipLookUp') ?? 'null') as unknown);
    expect(lookup).toMatchObject({ locale: 'nb', country: 'NO' });

    await banner.getByRole('button', { name: 'Godta' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accept');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tjenester' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informasjonskapsler på FleetCare' })).toHaveCount(0);
  });

  test('who picks English keeps English on the next visit, although the lookup says Norwegian', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await page.getByRole('combobox', { name: 'Språk' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Services' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('who presses "Not now" is not asked again', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Informasjonskapsler på FleetCare' })
      .getByRole('button', { name: 'Ikke nå' })
      .click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('postpone');
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: 'Tjenester' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informasjonskapsler på FleetCare' })).toHaveCount(0);
  });
});

test.describe('a visitor from Nigeria', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

  test('sees the site in English and no cookie banner', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/ipLookUp')) lookups.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ipLookUp') ?? 'null') as unknown))
      .toMatchObject({ locale: 'en', country: 'NG' });
    await expect(page.getByRole('region', { name: 'Cookies on FleetCare' })).toHaveCount(0);
    // The lookup is asked once; later visits read the stored answer.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Services' })).toBeVisible();
    expect(lookups).toHaveLength(1);
  });
});
