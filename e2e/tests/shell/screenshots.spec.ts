import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { screenshotPath } from '../../support/screenshots.ts';
import { randomIp } from '../../support/people.ts';

/** The visible window (the header, an open menu, a modal), after checking nothing scrolls sideways. */
async function shoot(page: Page, name: string, width: number, options: { fullPage?: boolean } = {}) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  // Slide-ins and transitions are shown at their end state (finished at once), whatever the machine's speed.
  await page.screenshot({
    path: screenshotPath(`shell-${name}-${width}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.describe('a visitor from Norway', () => {
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '84.208.0.1' } });

      test('the cookie banner', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'Informasjonskapsler på FleetCare' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'cookie-banner', width);
      });
    });

    test.describe('a visitor', () => {
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

      test('header, menus, footer and the request-a-call modal', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('link', { name: 'FleetCare home' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'header-visitor', width);

        if (width > 1200) {
          await page.getByRole('button', { name: 'Services' }).click();
          await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
          await shoot(page, 'services-menu', width);
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Help' }).click();
          await expect(page.getByRole('menu', { name: 'Help' })).toBeVisible();
          await shoot(page, 'help-menu', width);
          await page.getByRole('menuitem', { name: 'Request a call' }).click();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await shoot(page, 'slide-in-menu', width);
          await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Request a call' }).click();
        }
        const dialog = page.getByRole('dialog', { name: 'Request a call' });
        await expect(dialog).toBeVisible();
        await shoot(page, 'request-call', width);
        await dialog.getByRole('button', { name: 'Request a call' }).click();
        await expect(dialog.getByText('Enter your full name.')).toBeVisible();
        await shoot(page, 'request-call-errors', width);
        await page.keyboard.press('Escape');

        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.getByRole('contentinfo').getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('contentinfo').getByRole('alert')).toBeVisible();
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await shoot(page, 'footer', width);

        await page.mouse.wheel(0, 600);
        await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
        await shoot(page, 'header-scrolled', width);
      });
    });

    test.describe('a signed-in user', () => {
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

      test('the signed-in header and its account menu', async ({ page }) => {
        await confirmedAccount(page.request);
        await page.goto('/');
        await expect(page.getByRole('link', { name: 'Subscription cart' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'header-signed-in', width);
        if (width > 1200) {
          await page.getByRole('button', { name: /^Account menu for / }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          await shoot(page, 'account-menu', width);
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(
            page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Your account' }),
          ).toBeVisible();
          await page
            .getByRole('dialog', { name: 'Menu' })
            .getByRole('heading', { name: 'Your account' })
            .scrollIntoViewIfNeeded();
          await shoot(page, 'slide-in-menu-signed-in', width);
        }
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'dashboard-header', width);
      });
    });
  });
}

test.describe('the narrowest full header (1201 px) in Norwegian, signed in, on the dashboard', () => {
  test.use({ viewport: { width: 1201, height: 700 }, extraHTTPHeaders: { 'X-Forwarded-For': '84.208.0.1' } });

  test('fits on one line', async ({ page }) => {
    await confirmedAccount(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Tjenester' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Kontomeny for / })).toBeVisible();
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);
    for (const name of ['Tjenester', 'Hjelp']) {
      expect((await page.getByRole('button', { name }).boundingBox())?.height).toBeLessThanOrEqual(44);
    }
    await page.waitForLoadState('networkidle');
    await shoot(page, 'header-nb-signed-in', 1201);
  });
});
