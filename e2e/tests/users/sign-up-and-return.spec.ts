import { expect, test } from '@playwright/test';
import { SiteHeader } from '../../pages/shell.ts';
import { DashboardHome, LoginPage, Mailbox, SentStatusPage, SettingsPage, SignupPage } from '../../pages/users.ts';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a visitor signs up, confirms the e-mail from the mailbox, signs out and signs in again back on the page asked for', async ({
  page,
}) => {
  const email = uniqueEmail('ada');

  await test.step('sign up', async () => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUpAsVehicleOwner({ firstName: 'Adaeze', lastName: 'Obi', email, password: STRONG_PASSWORD });
    await expect(page).toHaveURL(/\/status\/confirm-email\?email=/);
    await expect(new SentStatusPage(page).confirmEmailHeading).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('open the confirmation e-mail in /dev/mailbox and follow its link', async () => {
    const mailbox = new Mailbox(page);
    await mailbox.openLatest(email, 'Confirm your email address for FleetCare');
    // The notice shows for six seconds: it is watched for from the click on, however slowly the dashboard opens.
    const noticeShown = expect(page.getByText('Your email address is confirmed. Welcome to FleetCare!')).toBeVisible();
    await mailbox.follow('Confirm my email address');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new DashboardHome(page).welcome('Adaeze')).toBeVisible();
    await noticeShown;
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  });

  await test.step('sign out', async () => {
    await new SiteHeader(page).signOut();
    const stored = await page.evaluate(() => [
      localStorage.getItem('user'),
      localStorage.getItem('authenticationMethod'),
    ]);
    expect(stored).toEqual([null, null]);
  });

  await test.step('a guarded page sends to /login?redirectTo=..., and signing in returns there', async () => {
    await new SettingsPage(page).goto('password-settings');
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%2Fsettings%2Fpassword-settings');
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await login.signIn(email, STRONG_PASSWORD);
    await expect(page).toHaveURL('/dashboard/settings/password-settings');
    await expect(new SettingsPage(page).changePasswordHeading).toBeVisible();
  });
});
