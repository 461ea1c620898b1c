import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { CookieBanner, RequestCallDialog, SiteFooter, SiteHeader, SlideInMenu } from '../../pages/shell.ts';
import { DashboardHome } from '../../pages/users.ts';
import { shoot as shootPage } from '../../support/screenshots.ts';
import { randomIp } from '../../support/people.ts';

/** The visible window (the header, an open menu, a modal), with slide-ins and transitions at their end state. */
const shoot = (page: Page, name: string) =>
  shootPage(page, `shell-${name}`, { fullPage: false, animations: 'disabled' });

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.describe('a visitor from Norway', () => {
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '84.208.0.1' } });

      test('the cookie banner', async ({ page }) => {
        await page.goto('/');
        await expect(new CookieBanner(page).region).toBeVisible();
        await shoot(page, 'cookie-banner');
      });
    });

    test.describe('a visitor', () => {
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

      test('header, menus, footer and the request-a-call modal', async ({ page }) => {
        const header = new SiteHeader(page);
        const footer = new SiteFooter(page);
        const requestCall = new RequestCallDialog(page);
        await page.goto('/');
        await expect(header.homeLink).toBeVisible();
        await shoot(page, 'header-visitor');

        if (width > 1200) {
          await header.openServices();
          await expect(header.menu('Services')).toBeVisible();
          await shoot(page, 'services-menu');
          await page.keyboard.press('Escape');
          await header.openHelp();
          await expect(header.menu('Help')).toBeVisible();
          await shoot(page, 'help-menu');
          await header.menuItem('Request a call').click();
        } else {
          const menu = new SlideInMenu(page);
          await menu.open();
          await shoot(page, 'slide-in-menu');
          await menu.requestCall();
        }
        await expect(requestCall.dialog).toBeVisible();
        await shoot(page, 'request-call');
        await requestCall.submit();
        await expect(requestCall.error('Enter your full name.')).toBeVisible();
        await shoot(page, 'request-call-errors');
        await page.keyboard.press('Escape');

        await footer.scrollTo();
        await footer.continueButton.click();
        await expect(footer.error).toBeVisible();
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await shoot(page, 'footer');

        await page.mouse.wheel(0, 600);
        await expect(header.banner).toHaveAttribute('data-scrolled', 'true');
        await shoot(page, 'header-scrolled');
      });
    });

    test.describe('a signed-in user', () => {
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

      test('the signed-in header and its account menu', async ({ page }) => {
        const header = new SiteHeader(page);
        await confirmedAccount(page.request);
        await page.goto('/');
        await expect(header.cartLink).toBeVisible();
        await shoot(page, 'header-signed-in');
        if (width > 1200) {
          await header.openAccountMenu();
          await expect(header.openMenu).toBeVisible();
          await shoot(page, 'account-menu');
        } else {
          const menu = new SlideInMenu(page);
          await menu.openButton.click();
          await expect(menu.accountHeading).toBeVisible();
          await menu.accountHeading.scrollIntoViewIfNeeded();
          await shoot(page, 'slide-in-menu-signed-in');
        }
        const home = new DashboardHome(page);
        await home.goto();
        await expect(home.welcome()).toBeVisible();
        await shoot(page, 'dashboard-header');
      });
    });
  });
}

test.describe('the narrowest full header (1201 px) in Norwegian, signed in, on the dashboard', () => {
  test.use({ viewport: { width: 1201, height: 700 }, extraHTTPHeaders: { 'X-Forwarded-For': '84.208.0.1' } });

  test('fits on one line', async ({ page }) => {
    const header = new SiteHeader(page);
    await confirmedAccount(page.request);
    await new DashboardHome(page).goto();
    await expect(header.servicesButton('Tjenester')).toBeVisible();
    await expect(header.accountMenuButton('Kontomeny for ')).toBeVisible();
    expect((await header.banner.boundingBox())?.height).toBeLessThanOrEqual(65);
    for (const button of [header.servicesButton('Tjenester'), header.helpButton('Hjelp')]) {
      expect((await button.boundingBox())?.height).toBeLessThanOrEqual(44);
    }
    await shoot(page, 'header-nb-signed-in');
  });
});
