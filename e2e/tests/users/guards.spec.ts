import { expect, test } from '@playwright/test';
import { confirmedAccount, signOutEverywhere } from '../../factories/users.ts';
import { DashboardHome, LoginPage, SettingsPage } from '../../pages/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a guarded page visited signed out goes to /login with redirectTo holding the path and query', async ({
  page,
}) => {
  await page.goto('/dashboard/settings/notification-settings?from=e-mail');
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent('/dashboard/settings/notification-settings?from=e-mail')}`,
  );
  await expect(new LoginPage(page).heading).toBeVisible();
});

test('a signed-in visitor opening /login or /signup goes to /dashboard', async ({ page }) => {
  const account = await confirmedAccount(page.request);
  for (const path of ['/login', '/signup', '/resetpassword']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new DashboardHome(page).welcome(account.firstName)).toBeVisible();
  }
});

test('a session ended elsewhere signs the visitor out here on the next call', async ({ page, context }) => {
  await confirmedAccount(page.request);
  const settings = new SettingsPage(page);
  await settings.goto('password-settings');
  await expect(settings.changePasswordHeading).toBeVisible();
  // "Sign out everywhere" on another device: this browser keeps its now revoked cookies.
  const cookies = await context.cookies();
  await signOutEverywhere(context.request);
  await context.addCookies(cookies);

  await page.reload();
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%2Fsettings%2Fpassword-settings');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('fUserJwt');
});
