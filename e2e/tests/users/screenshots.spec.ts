import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { confirmedAccount, latestMessage, linkIn } from '../../factories/users.ts';
import { screenshotPath } from '../../support/screenshots.ts';
import { randomIp, uniqueEmail } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** Fits the width (no sideways scrolling), then a full-page picture for people to look at. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  // A full-page picture of a scrolled page would show the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(`accounts-${name}-${width}.png`), fullPage: true });
}

for (const width of [360, 1280]) {
  test(`every account screen at ${width} px`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 });

    await test.step('guest screens', async () => {
      const screens: [string, string, string][] = [
        ['login', '/login', 'Sign in to FleetCare'],
        ['signup', '/signup', 'Create your FleetCare account'],
        ['business-register', '/business/register', 'Register your business'],
        ['request-confirmation-email', '/request-confirmation-email', 'Confirm your email address'],
        ['resetpassword', '/resetpassword', 'Reset your password'],
        ['confirm-email', '/status/confirm-email?email=ada%40example.com', 'Confirm your email address'],
        ['sent-password-reset', '/status/sent-password-reset?email=ada%40example.com', 'Check your inbox'],
        [
          'confirm-email-link-invalid',
          '/status/confirm-email?token=not-a-real-token',
          'This confirmation link does not work',
        ],
        [
          'enter-new-password-invalid',
          '/enter-new-password?id=00000000-0000-4000-8000-000000000000&token=x',
          'This link does not work',
        ],
      ];
      for (const [name, path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await shoot(page, name, width);
      }
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Accept the terms to continue.')).toBeVisible();
      await shoot(page, 'signup-errors', width);
    });

    const account = await confirmedAccount(page.request, { phone: { dialCode: '+234', number: '8031234567' } });
    await context.clearCookies();

    await test.step('the new-password screen from a real link', async () => {
      await page.request.post('/api/users/request-password-reset-email', { data: { email: account.email } });
      const message = await latestMessage(page.request, account.email, 'password-reset');
      const link = linkIn(message.textBody);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await shoot(page, 'enter-new-password', width);
    });

    await test.step('signed-in screens', async () => {
      await page.goto('/login');
      await page.getByLabel('Email address').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
      await shoot(page, 'dashboard', width);

      // Above 1200 px the account menu is in the header; at phone widths it sits in the slide-in menu.
      if (width > 1200) {
        await page.getByRole('button', { name: /^Account menu for / }).click();
        await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
      }
      await page.screenshot({ path: screenshotPath(`accounts-account-menu-${width}.png`) });
      await page.keyboard.press('Escape');

      const settings: [string, string][] = [
        ['user-profile', 'Personal details'],
        ['password-settings', 'Change password'],
        ['two-factor', 'Authenticator app'],
        ['notification-settings', 'Notifications'],
      ];
      for (const [path, heading] of settings) {
        await page.goto(`/dashboard/settings/${path}`);
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
        await shoot(page, `settings-${path}`, width);
      }

      await page.goto('/dashboard/settings/user-profile');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`accounts-delete-dialog-${width}.png`) });
      await page.getByLabel('Your password').fill(account.password);
      await page.getByRole('button', { name: 'Yes, delete my account' }).click();
      await expect(page.getByText('Your account is scheduled for deletion')).toBeVisible();
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
      await shoot(page, 'dashboard-deletion-pending', width);
      await page.getByRole('button', { name: 'Cancel deletion' }).click();
      await expect(page.getByRole('button', { name: 'Cancel deletion' })).toBeHidden();
    });

    await test.step('the two-factor step of the sign-in', async () => {
      await context.clearCookies();
      const second = await confirmedAccount(page.request, { email: uniqueEmail('shot') });
      const provisioning = await page.request.get('/api/users/get-authenticator-app-provisioning-uri');
      const { data } = (await provisioning.json()) as { data: { secret: string } };
      const code = await generate({ secret: data.secret });
      expect((await page.request.post('/api/users/provision-authenticator', { data: { code } })).ok()).toBe(true);
      await context.clearCookies();
      await page.goto('/login');
      await page.getByLabel('Email address').fill(second.email);
      await page.getByLabel('Password', { exact: true }).fill(second.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
      await shoot(page, 'login-two-factor', width);
    });
  });
}
