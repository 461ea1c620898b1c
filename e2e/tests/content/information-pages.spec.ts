import { expect, test } from '@playwright/test';
import { SiteHeader } from '../../pages/shell.ts';

// A visitor from Nigeria: English first, and no cookie banner over the page.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

const pages = [
  { path: '/how-it-works', en: 'How FleetCare works', nb: 'Slik fungerer FleetCare' },
  { path: '/about-us', en: 'About FleetCare', nb: 'Om FleetCare' },
  { path: '/privacy', en: 'Privacy policy', nb: 'Personvernerklæring' },
  { path: '/terms', en: 'Terms of service', nb: 'Vilkår for bruk' },
  { path: '/cookie-policy', en: 'Cookie policy', nb: 'Retningslinjer for informasjonskapsler' },
];

test.describe('information pages', () => {
  test('a visitor opens How it Works from the landing page; it offers no booking before booking has a screen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'How it Works' }).first().click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(page.getByRole('heading', { level: 1, name: 'How FleetCare works' })).toBeVisible();
    await expect(page).toHaveTitle('How FleetCare works · FleetCare');
    await expect(page.getByRole('heading', { level: 3, name: 'Book in a few minutes' })).toBeVisible();
    // Its calls to action show once their screens exist (booking has one, part requests not yet).
    const cta = page.getByRole('region', { name: 'Ready when you are' });
    await expect(cta.getByRole('link', { name: 'Book a mechanic' })).toHaveAttribute(
      'href',
      '/dashboard/maintenance?bookingMaintenance=true',
    );
  });

  test('all five pages render in English and, after switching language, in Norwegian', async ({ page }) => {
    for (const { path, en } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await expect(page).toHaveTitle(`${en} · FleetCare`);
    }
    await new SiteHeader(page).chooseLanguage('nb');
    await expect(page.getByRole('heading', { level: 1, name: 'Retningslinjer for informasjonskapsler' })).toBeVisible();
    for (const { path, nb } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: nb })).toBeVisible();
    }
  });

  test('a policy’s table of contents jumps to its section', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated: 1 November 2026')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Payments and escrow' })
      .click();
    await expect(page).toHaveURL(/\/terms#payments-and-escrow$/);
    await expect(page.getByRole('heading', { level: 2, name: /Payments and escrow/ })).toBeInViewport();
  });
});
