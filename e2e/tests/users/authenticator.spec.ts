import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { confirmedAccount } from '../../factories/users.ts';
import { SiteHeader } from '../../pages/shell.ts';
import { LoginPage, TwoFactorSettingsPage } from '../../pages/users.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** The code an authenticator app shows `offsetSeconds` from now. */
function codeFor(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

test('a user turns on the authenticator app and then signs in with password and code', async ({ page }) => {
  const account = await confirmedAccount(page.request);
  let secret = '';

  await test.step('set up the authenticator from the secret shown', async () => {
    const settings = new TwoFactorSettingsPage(page);
    await settings.goto();
    await expect(settings.qrCode).toBeVisible();
    const shown = (await settings.secret.textContent()) ?? '';
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    secret = shown.replace(/\s/g, '');

    await settings.turnOn('000000');
    await expect(page.getByRole('alert')).toBeVisible();

    await settings.turnOn(await codeFor(secret));
    await expect(page.getByText('Your authenticator app is set up. Signing in asks for its code.')).toBeVisible();
  });

  await test.step('sign out, then sign in with the password and a code', async () => {
    await new SiteHeader(page).signOut();
    const login = new LoginPage(page);
    await login.signIn(account.email, account.password);
    // A code works once: the sign-in uses the next time step's code, which the server accepts (±1 step).
    await login.enterCode(await codeFor(secret, 30));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  });
});
