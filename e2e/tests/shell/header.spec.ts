import { expect, test } from '@playwright/test';
import { addToCart, subscriptionProducts } from '../../factories/subscriptions.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { SiteHeader, SlideInMenu } from '../../pages/shell.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test.describe('the slide-in menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens from the menu button, traps the focus, makes the page inert, and closes with Escape', async ({
    page,
  }) => {
    const header = new SiteHeader(page);
    const menu = new SlideInMenu(page);
    await page.goto('/');
    await expect(header.servicesButton()).toBeHidden();
    await menu.open();
    // The page behind is inert, so the button is out of the accessibility tree while the panel is open.
    await expect(page.locator('button[aria-controls="site-mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(menu.closeButton).toBeFocused();
    for (const name of [
      'Maintenance',
      'Spare Parts',
      'Fleet',
      'Subscriptions',
      'How it Works',
      'Blog',
      'Help Articles',
    ]) {
      await expect(menu.link(name)).toBeVisible();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(menu.link('Sign Up')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.closeButton).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.panel).toBeHidden();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(menu.openButton).toBeFocused();
  });

  test('follows a link and closes', async ({ page }) => {
    const menu = new SlideInMenu(page);
    await page.goto('/');
    await menu.open();
    await menu.link('How it Works').click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(menu.panel).toBeHidden();
  });

  test('signed in, holds the account entries, and Log Out signs out', async ({ page }) => {
    const header = new SiteHeader(page);
    const menu = new SlideInMenu(page);
    await confirmedAccount(page.request);
    await page.goto('/');
    await expect(header.bell).toBeVisible();
    await expect(header.cartLink).toBeVisible();
    await menu.open();
    for (const name of [
      'Dashboard Home',
      'Wallet',
      'My Calendar',
      'My Fleet',
      'My Spare Parts',
      'Subscriptions',
      'Settings',
    ]) {
      await expect(menu.link(name, { exact: true }).last()).toBeVisible();
    }
    // Maintenance is there twice: the services page and the account's requests.
    await expect(menu.link('Maintenance', { exact: true })).toHaveCount(2);
    await menu.logOutButton.click();
    await expect(page).toHaveURL('/login');
    await expect(menu.panel).toBeHidden();
  });
});

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('turns compact with a shadow after 40 px of scroll', async ({ page }) => {
    const { banner } = new SiteHeader(page);
    await page.goto('/how-it-works');
    await expect(banner).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(banner).not.toHaveAttribute('data-scrolled');
  });

  test('the Services menu works by keyboard and its Subscriptions entry scrolls to the landing page section', async ({
    page,
  }) => {
    const header = new SiteHeader(page);
    const section = page.locator('#subscriptions');
    await page.goto('/blog');
    await header.servicesButton().focus();
    await page.keyboard.press('ArrowUp');
    await expect(header.menuItem('Subscriptions')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#subscriptions');
    await expect(section).toBeInViewport();

    // Already on the landing page, scrolled back up: the same entry scrolls down again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(section).not.toBeInViewport();
    await header.openServices();
    await header.menuItem('Subscriptions').click();
    await expect(section).toBeInViewport();
  });

  test('signed in: bell, cart and the account menu with its entries; the cart counts its items', async ({ page }) => {
    const header = new SiteHeader(page);
    await confirmedAccount(page.request);
    await page.goto('/');
    await expect(header.bell).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(header.cartLink).toHaveAttribute('href', '/dashboard/subscriptions/subscription-cart');
    const [product] = await subscriptionProducts(page.request);
    await addToCart(page.request, product?._id ?? '', 12);
    await page.goto('/blog');
    await expect(header.cartLinkWith(1)).toHaveText('1');

    await header.openAccountMenu();
    await expect(header.openMenu.getByRole('menuitem')).toHaveText([
      'Dashboard Home',
      'Wallet',
      'My Calendar',
      'My Fleet',
      'My Spare Parts',
      'Maintenance',
      'Subscriptions',
      'Settings',
      'Log Out',
    ]);
    await page.keyboard.press('End');
    await expect(header.menuItem('Log Out')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.openMenu).toHaveCount(0);
    await expect(header.accountMenuButton()).toBeFocused();
  });
});
