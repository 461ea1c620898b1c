import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a guarded page opened signed out goes to /login with redirectTo holding the original full path', async ({
  page,
}) => {
  await page.goto('/dashboard/subscriptions/subscription-cart?from=header');
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent('/dashboard/subscriptions/subscription-cart?from=header')}`,
  );
  await expect(page.getByRole('heading', { name: 'Sign in to FleetCare' })).toBeVisible();
});

test('a guest-only page opened signed in goes to /dashboard', async ({ page }) => {
  const account = await confirmedAccount(page.request);
  for (const path of ['/login', '/signup', '/request-confirmation-email']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
  }
});

test('an unknown path shows the not-found page, with the header and the footer and a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown dashboard path, signed in, shows the not-found page inside the dashboard layout', async ({ page }) => {
  await confirmedAccount(page.request);
  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
