import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test.describe('the slide-in menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens from the menu button, traps the focus, makes the page inert, and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    // The page behind is inert, so the button is out of the accessibility tree while the panel is open.
    await expect(page.locator('button[aria-controls="site-mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const name of [
      'Maintenance',
      'Spare Parts',
      'Fleet',
      'Subscriptions',
      'How it Works',
      'Blog',
      'Help Articles',
    ]) {
      await expect(panel.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('link', { name: 'Sign Up' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('follows a link and closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How it Works' }).click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('signed in, holds the nine account entries, and Log Out signs out', async ({ page }) => {
    await confirmedAccount(page.request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscription cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    for (const name of [
      'Dashboard Home',
      'Wallet',
      'My Calendar',
      'My Fleet',
      'My Spare Parts',
      'Subscriptions',
      'Settings',
    ]) {
      await expect(panel.getByRole('link', { name, exact: true }).last()).toBeVisible();
    }
    await panel.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('turns compact with a shadow after 40 px of scroll', async ({ page }) => {
    await page.goto('/how-it-works');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('the Services menu works by keyboard and its Subscriptions entry scrolls to the landing page section', async ({
    page,
  }) => {
    await page.goto('/blog');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Subscriptions' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#subscriptions');
    await expect(page.locator('#subscriptions')).toBeInViewport();

    // Already on the landing page, scrolled back up: the same entry scrolls down again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page.locator('#subscriptions')).not.toBeInViewport();
    await services.click();
    await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
    await expect(page.locator('#subscriptions')).toBeInViewport();
  });

  test('signed in: bell, cart and the account menu with its nine entries; the cart counts its items', async ({
    page,
  }) => {
    await confirmedAccount(page.request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page.getByRole('link', { name: 'Subscription cart' })).toHaveAttribute(
      'href',
      '/dashboard/subscriptions/subscription-cart',
    );
    const products = await page.request.get('/api/users/get-subscription-products');
    const { data } = (await products.json()) as { data: { _id: string }[] };
    const added = await page.request.post('/api/subscriptions/add-subscription-item-to-cart', {
      data: { productId: data[0]?._id, noOfMonths: 12 },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Subscription cart, 1 item' })).toHaveText('1');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
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
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeFocused();
  });
});
