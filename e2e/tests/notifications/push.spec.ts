import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { randomIp } from '../../support/people.ts';
import { screenshotPath } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const REGISTER_DEVICE = '/api/users/register-push-notification-device';
const CARD_TITLE = 'Get alerts on this phone even when FleetCare is closed';

const card = (page: Page) => page.getByRole('region', { name: CARD_TITLE });

/** A signed-in user (the confirmation's cookies land in the browser) on /notifications. */
async function signedInOnNotifications(page: Page) {
  await confirmedAccount(page.request);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/notifications$/);
}

/** Every POST the page sends to register a push device, with the server's status. */
function watchRegistrations(page: Page) {
  const seen: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === REGISTER_DEVICE) {
      seen.push(response.status());
    }
  });
  return seen;
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(`push-${name}-${width}.png`), fullPage: true });
}

/**
 * A DevTools session with the ServiceWorker domain on, and the id it gives the site's worker registration: with
 * both, a test hands the worker a push as a push service would.
 */
async function serviceWorkerSession(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) {
      if (registration.scopeURL === `${origin}/` && !registration.isDeleted) ids.push(registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, registrationId: ids[0] ?? '' };
}

test('the service worker is served at the site root as JavaScript and never cached', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const text = await response.text();
  for (const event of ['push', 'notificationclick', 'pushsubscriptionchange']) {
    expect(text).toContain(`addEventListener('${event}'`);
  }
});

test('a signed-in user sees the card on /notifications, nothing is asked on load, and Turn on with permission granted either registers the device or says it could not', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const registrations = watchRegistrations(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await signedInOnNotifications(page);

  await expect(card(page)).toBeVisible();
  // Never on load: no worker is registered and no permission asked until the button is pressed.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  for (const width of [360, 1280]) await shoot(page, 'card', width);

  await context.grantPermissions(['notifications'], { origin });
  await card(page).getByRole('button', { name: 'Turn on' }).click();

  const on = page.getByText('Alerts are on for this device');
  const failed = page.getByText('Could not turn on alerts, try again.');
  await expect(on.or(failed)).toBeVisible();
  if (await on.isVisible()) {
    // A browser with a push service: the subscription reached the server.
    expect(registrations).toEqual([200]);
  } else {
    // Debian's headless Chromium has no push service: subscribe() is refused. The card says so, the error is only
    // logged, and nothing was sent to the server.
    expect(registrations).toEqual([]);
    expect(logged.some((text) => text.includes('could not turn on push alerts'))).toBe(true);
    await expect(card(page).getByRole('button', { name: 'Turn on' })).toBeEnabled();
    for (const width of [360, 1280]) await shoot(page, 'card-error', width);
  }

  await test.step('the worker shows a push as the server sends it, tagged by notification', async () => {
    const { cdp, registrationId } = await serviceWorkerSession(context, page, origin);
    const payload = {
      notificationId: '7c0b7c39-54f9-4c2f-9f57-2d4d3a8f5e11',
      title: 'FleetCare',
      body: 'New sign-in to your account from another device',
      url: '/dashboard/settings/user-profile#recent-activity',
      createdAt: new Date().toISOString(),
    };
    // The same push twice: one system notification, not two.
    for (let i = 0; i < 2; i += 1) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
    }
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            icon: new URL(shown.icon).pathname,
            url: (shown.data as { url: string }).url,
          }));
        }),
      )
      .toEqual([
        {
          title: 'FleetCare',
          body: payload.body,
          tag: payload.notificationId,
          icon: '/icons/icon-192.png',
          url: `${origin}${payload.url}`,
        },
      ]);
  });
});

test('when the browser refuses notifications, then the card says they are blocked and how to unblock them, and nothing is sent', async ({
  page,
}) => {
  const registrations = watchRegistrations(page);
  await signedInOnNotifications(page);
  // Headless Chromium answers a permission question nobody granted with "denied", as a user blocking it would.
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Alerts are blocked in your browser settings')).toBeVisible();
  await expect(page.getByText(/set Notifications to Allow/)).toBeVisible();
  await expect(card(page)).toBeHidden();
  expect(registrations).toEqual([]);
  for (const width of [360, 1280]) await shoot(page, 'blocked', width);

  await page.reload();
  await expect(page.getByText('Alerts are blocked in your browser settings')).toBeVisible();
});

test('"Not now" hides the card, and it stays hidden after a reload', async ({ page }) => {
  await signedInOnNotifications(page);
  await card(page).getByRole('button', { name: 'Not now' }).click();
  await expect(card(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page)).toBeHidden();
});
