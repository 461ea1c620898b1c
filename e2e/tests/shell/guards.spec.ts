import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { NotFoundPage, SiteFooter, SiteHeader } from '../../pages/shell.ts';
import { DashboardHome, LoginPage } from '../../pages/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a guarded page opened signed out goes to /login with redirectTo holding the original full path', async ({
  page,
}) => {
  await page.goto('/dashboard/subscriptions/subscription-cart?from=header');
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent('/dashboard/subscriptions/subscription-cart?from=header')}`,
  );
  await expect(new LoginPage(page).heading).toBeVisible();
});

test('a guest-only page opened signed in goes to /dashboard', async ({ page }) => {
  const account = await confirmedAccount(page.request);
  for (const path of ['/login', '/signup', '/request-confirmation-email']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new DashboardHome(page).welcome(account.firstName)).toBeVisible();
  }
});

test('an unknown path is answered 404 and shows the not-found page, with the header and the footer and a way home', async ({
  page,
}) => {
  const notFound = new NotFoundPage(page);
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(notFound.heading).toBeVisible();
  await expect(new SiteHeader(page).banner).toBeVisible();
  await expect(new SiteFooter(page).footer).toBeVisible();
  await notFound.goHome();
  await expect(page).toHaveURL('/');
});

test('an unknown dashboard path, signed in, shows the not-found page inside the dashboard layout', async ({ page }) => {
  await confirmedAccount(page.request);
  await page.goto('/dashboard/no-such-screen');
  await expect(new NotFoundPage(page).heading).toBeVisible();
  await expect(new SiteHeader(page).accountMenuButton()).toBeVisible();
  await expect(new SiteFooter(page).footer).toHaveCount(0);
});
