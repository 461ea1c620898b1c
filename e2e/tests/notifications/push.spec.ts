import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { notificationsApi } from '@fleetcare/shared';
import { confirmedAccount } from '../../factories/users.ts';
import { gotoNotifications, NotificationsPage, PushCard } from '../../pages/notifications.ts';
import { watchApi } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** A signed-in user (the confirmation's cookies land in the browser) on /notifications. */
async function signedInOnNotifications(page: Page) {
  await confirmedAccount(page.request);
  await gotoNotifications(page);
}

/** Every answer to the page's requests to register a push device: their statuses, as they arrive. */
const watchRegistrations = (page: Page) => watchApi(page, notificationsApi.registerPushDevice);

/** A picture at each width, e2e/screenshots/push-<name>-<width>.png. */
async function shootAtWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, `push-${name}`);
  }
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

test('a signed-in user sees the card on /notifications, nothing is asked on load (the offline worker registers without asking), and Turn on with permission granted either registers the device or says it could not', async ({
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
  const push = new PushCard(page);

  await expect(push.card).toBeVisible();
  // Never on load: no permission is asked until the button is pressed. The worker itself is there for every
  // signed-in visitor (it keeps the job and report pages for offline use) without asking anything.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await shootAtWidths(page, 'card');

  await context.grantPermissions(['notifications'], { origin });
  await push.turnOn();

  await expect(push.on.or(push.failed)).toBeVisible();
  if (await push.on.isVisible()) {
    // A browser with a push service: the subscription reached the server.
    expect(registrations).toEqual([200]);
  } else {
    // Debian's headless Chromium has no push service: subscribe() is refused. The card says so, the error is only
    // logged, and nothing was sent to the server.
    expect(registrations).toEqual([]);
    expect(logged.some((text) => text.includes('could not turn on push alerts'))).toBe(true);
    await expect(push.turnOnButton).toBeEnabled();
    await shootAtWidths(page, 'card-error');
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
  const push = new PushCard(page);
  // Headless Chromium answers a permission question nobody granted with "denied", as a user blocking it would.
  await push.turnOn();
  await expect(push.blocked).toBeVisible();
  await expect(page.getByText(/set Notifications to Allow/)).toBeVisible();
  await expect(push.card).toBeHidden();
  expect(registrations).toEqual([]);
  await shootAtWidths(page, 'blocked');

  await page.reload();
  await expect(push.blocked).toBeVisible();
});

test('"Not now" hides the card, and it stays hidden after a reload', async ({ page }) => {
  await signedInOnNotifications(page);
  const push = new PushCard(page);
  await push.notNow();
  await expect(push.card).toBeHidden();
  await page.reload();
  await expect(new NotificationsPage(page).heading).toBeVisible();
  await expect(push.card).toBeHidden();
});
