import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { SiteHeader } from '../../pages/shell.ts';
import {
  DashboardHome,
  EnterNewPasswordPage,
  LoginPage,
  Mailbox,
  ResetPasswordPage,
  SentStatusPage,
} from '../../pages/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const NEW_PASSWORD = 'Tanker-lorries-at-Apapa-9';
const RESET_SUBJECT = 'Reset your FleetCare password';

test('a user who forgot the password gets a link by e-mail, chooses a new one and signs in with it', async ({
  page,
  context,
}) => {
  const account = await confirmedAccount(page.request);
  await context.clearCookies();
  const login = new LoginPage(page);
  const mailbox = new Mailbox(page);
  const newPassword = new EnterNewPasswordPage(page);

  await test.step('ask for a reset link', async () => {
    const reset = new ResetPasswordPage(page);
    await login.goto();
    await login.emailField.fill(account.email);
    await login.forgotPasswordLink.click();
    await expect(reset.heading).toBeVisible();
    await expect(reset.emailField).toHaveValue(account.email);
    await reset.sendLink();
    await expect(page).toHaveURL(/\/status\/sent-password-reset/);
    await expect(new SentStatusPage(page).checkInboxHeading).toBeVisible();
  });

  await test.step('open the e-mail and choose a new password', async () => {
    await mailbox.openLatest(account.email, RESET_SUBJECT);
    await mailbox.follow('Choose a new password');
    await expect(page).toHaveURL(/\/enter-new-password\?/);
    await expect(newPassword.heading).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await newPassword.choose(NEW_PASSWORD, 'not the same');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await newPassword.choose(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new DashboardHome(page).welcome(account.firstName)).toBeVisible();
  });

  await test.step('the used link now says so and offers a new one', async () => {
    await new SiteHeader(page).signOut();
    await mailbox.openLatest(account.email, RESET_SUBJECT);
    await mailbox.follow('Choose a new password');
    await expect(newPassword.usedLinkHeading).toBeVisible();
    await expect(newPassword.newLinkLink).toHaveAttribute('href', '/resetpassword');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(login.error).toContainText('The email or password is not right.');
    await login.retryPassword(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
