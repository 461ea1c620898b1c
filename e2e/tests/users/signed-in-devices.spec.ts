import { expect, test } from '@playwright/test';
import { usersApi } from '@fleetcare/shared';
import { confirmedAccount } from '../../factories/users.ts';
import { LoginPage, SettingsPage, SignedInDevices } from '../../pages/users.ts';
import { apiUrl, waitForApi } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';
import { shoot, snap } from '../../support/screenshots.ts';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Tecno Spark 20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('ending another device’s session from the security settings signs that device out on its next navigation', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await confirmedAccount(request);
  // Confirming the address signed the factory's own request context in: sign it out, leaving only the two browsers.
  expect((await request.post(apiUrl(usersApi.logout))).status()).toBe(200);
  const phone = await browser.newContext({
    baseURL,
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });
  const phonePage = await phone.newPage();
  const devices = new SignedInDevices(page);

  await test.step('signed in on a laptop and on a phone', async () => {
    for (const signedIn of [page, phonePage]) {
      const login = new LoginPage(signedIn);
      await login.goto('/dashboard/settings/password-settings');
      await login.signIn(account.email, account.password);
      await expect(new SettingsPage(signedIn).changePasswordHeading).toBeVisible();
    }
  });

  await test.step('the laptop lists both, itself marked, and the phone with a way to end it', async () => {
    await devices.goto();
    await expect(devices.devices).toHaveCount(2);
    await expect(devices.thisDevice).toHaveCount(1);
    await expect(devices.thisDevice.getByRole('button')).toHaveCount(0);
    await expect(devices.device('Chrome on Android').getByRole('button', { name: /^End session/ })).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await shoot(page, 'devices-two-signed-in');
    }
  });

  await test.step('the laptop ends the phone’s session after confirming', async () => {
    await devices.askToEnd('Chrome on Android');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await snap(page, 'devices-confirm-end');
    }
    const ended = waitForApi(page, usersApi.endSession);
    await devices.confirmEnd();
    expect((await ended).status()).toBe(200);
    await expect(devices.confirmDialog).toBeHidden();
    await expect(devices.devices).toHaveCount(1);
    await expect(devices.onlyThisDevice).toBeVisible();
    const notice = devices.endedNotice('Chrome on Android');
    await expect(notice).toBeVisible();
    // The notice sits at the bottom of the window, which a whole-page picture puts mid-page: closed first.
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await shoot(page, 'devices-only-this-one');
    }
  });

  await test.step('the phone is signed out on its next navigation; the laptop stays signed in', async () => {
    await phonePage.goto('/dashboard/settings/notification-settings');
    await expect(phonePage).toHaveURL(
      `/login?redirectTo=${encodeURIComponent('/dashboard/settings/notification-settings')}`,
    );
    await expect(new LoginPage(phonePage).heading).toBeVisible();
    expect((await phone.cookies()).map((cookie) => cookie.name)).not.toContain('fUserJwt');

    await page.reload();
    await expect(devices.list).toBeVisible();
    await expect(devices.thisDevice).toHaveCount(1);
  });

  await phone.close();
});
