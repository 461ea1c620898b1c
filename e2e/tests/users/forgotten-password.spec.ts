import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { AccountMenu, LoginPage, Mailbox } from '../../pages/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const NEW_PASSWORD = 'Tanker-lorries-at-Apapa-9';

test('a user who forgot the password gets a link by e-mail, chooses a new one and signs in with it', async ({
  page,
  context,
}) => {
  const account = await confirmedAccount(page.request);
  await context.clearCookies();

  await test.step('ask for a reset link', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/status\/sent-password-reset/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  await test.step('open the e-mail and choose a new password', async () => {
    const mailbox = new Mailbox(page);
    await mailbox.openLatest(account.email, 'Reset your FleetCare password');
    await mailbox.follow('Choose a new password');
    await expect(page).toHaveURL(/\/enter-new-password\?/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill('not the same');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
  });

  await test.step('the used link now says so and offers a new one', async () => {
    const mailbox = new Mailbox(page);
    await new AccountMenu(page).signOut();
    await mailbox.openLatest(account.email, 'Reset your FleetCare password');
    await mailbox.follow('Choose a new password');
    await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/resetpassword');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
