import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount, passwordResetLink, turnOnAuthenticator } from '../../factories/users.ts';
import { SiteHeader, SlideInMenu } from '../../pages/shell.ts';
import { DashboardHome, EnterNewPasswordPage, LoginPage, SettingsPage, SignupPage } from '../../pages/users.ts';
import { settle, shoot as shootPage, snap } from '../../support/screenshots.ts';
import { expectTapTargets } from '../../support/tap-targets.ts';
import { randomIp, uniqueEmail } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** Every screen pictured is also checked for targets too small to tap. */
async function shoot(page: Page, name: string) {
  await settle(page);
  await expectTapTargets(page);
  await shootPage(page, `accounts-${name}`);
}

for (const width of [360, 1280]) {
  test(`every account screen at ${width} px`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 });
    const login = new LoginPage(page);
    const home = new DashboardHome(page);

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
        await shoot(page, name);
      }
      const signup = new SignupPage(page);
      await signup.goto();
      await signup.createButton.click();
      await expect(page.getByText('Accept the terms to continue.')).toBeVisible();
      await shoot(page, 'signup-errors');
    });

    const account = await confirmedAccount(page.request, { phone: { dialCode: '+234', number: '8031234567' } });
    await context.clearCookies();

    await test.step('the new-password screen from a real link', async () => {
      const link = await passwordResetLink(page.request, account.email);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(new EnterNewPasswordPage(page).heading).toBeVisible();
      await shoot(page, 'enter-new-password');
    });

    await test.step('signed-in screens', async () => {
      await login.goto();
      await login.signIn(account.email, account.password);
      await expect(home.welcome(account.firstName)).toBeVisible();
      await shoot(page, 'dashboard');

      // Above 1200 px the account menu is in the header; at phone widths it sits in the slide-in menu.
      if (width > 1200) {
        const header = new SiteHeader(page);
        await header.openAccountMenu();
        await expect(header.menuItem('Log Out')).toBeVisible();
      } else {
        const menu = new SlideInMenu(page);
        await menu.openButton.click();
        await expect(menu.logOutButton).toBeVisible();
      }
      await snap(page, 'accounts-account-menu');
      await page.keyboard.press('Escape');

      const settingsPage = new SettingsPage(page);
      const settings: ['user-profile' | 'password-settings' | 'two-factor' | 'notification-settings', string][] = [
        ['user-profile', 'Personal details'],
        ['password-settings', 'Change password'],
        ['two-factor', 'Authenticator app'],
        ['notification-settings', 'Notifications'],
      ];
      for (const [screen, heading] of settings) {
        await settingsPage.goto(screen);
        await expect(settingsPage.heading(new RegExp(heading))).toBeVisible();
        await shoot(page, `settings-${screen}`);
      }

      await settingsPage.goto('user-profile');
      await settingsPage.deleteAccount(account.password, {
        onDialog: () => snap(page, 'accounts-delete-dialog'),
      });
      await expect(page.getByText('Your account is scheduled for deletion')).toBeVisible();
      await home.goto();
      await expect(home.cancelDeletionButton).toBeVisible();
      await shoot(page, 'dashboard-deletion-pending');
      await home.cancelDeletionButton.click();
      await expect(home.cancelDeletionButton).toBeHidden();
    });

    await test.step('the two-factor step of the sign-in', async () => {
      await context.clearCookies();
      const second = await confirmedAccount(page.request, { email: uniqueEmail('shot') });
      await turnOnAuthenticator(page.request);
      await context.clearCookies();
      await page.goto('/login');
      await login.signIn(second.email, second.password);
      await expect(login.codeStepHeading).toBeVisible();
      await shoot(page, 'login-two-factor');
    });
  });
}
