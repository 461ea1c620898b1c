import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { usersApi } from '@fleetcare/shared';
import { latestMessage, linkIn } from '../../factories/users.ts';
import { DashboardNav, roleCard } from '../../pages/dashboard-nav.ts';
import { signInOnPage } from '../../pages/demo.ts';
import { NotFoundPage } from '../../pages/shell.ts';
import { LoginPage } from '../../pages/users.ts';
import { apiUrl } from '../../support/api.ts';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../../support/people.ts';
import { shoot, snap } from '../../support/screenshots.ts';

/** The demo accounts every fresh database has (server/src/db/demo-accounts.ts), with their one password. */
const DEMO_PASSWORD = 'FleetCare-Demo-2026';
const demo = {
  customer: 'customer@demo.fleetcare.ng',
  business: 'business@demo.fleetcare.ng',
  technician: 'technician@demo.fleetcare.ng',
  supplier: 'supplier@demo.fleetcare.ng',
  admin: 'admin@demo.fleetcare.ng',
} as const;

const vehicleOwnerEntries = [
  'Overview',
  'Fleet',
  'Maintenance',
  'Spare parts',
  'Calendar',
  'Wallet',
  'Subscriptions',
  'Settings',
];
/**
 * A technician's entries: a vehicle owner's, with their jobs, their earnings, the application and the technician
 * profile before Settings.
 */
const technicianEntries = [
  ...vehicleOwnerEntries.slice(0, -1),
  'Jobs',
  'Earnings',
  'Application',
  'Technician profile',
  'Settings',
];

/** The entries on the phone's bottom bar; the others follow under More, in their order. */
const barEntries = ['Overview', 'Fleet', 'Calendar', 'Wallet'];
const inShownOrder = (entries: readonly string[], width: number) =>
  width < 1024
    ? [
        ...entries.filter((entry) => barEntries.includes(entry)),
        ...entries.filter((entry) => !barEntries.includes(entry)),
      ]
    : [...entries];

/** Where each entry leads (Settings opens its first page). */
const screens: Record<string, RegExp> = {
  Overview: /\/dashboard$/,
  Fleet: /\/dashboard\/fleet$/,
  Maintenance: /\/dashboard\/maintenance$/,
  'Spare parts': /\/dashboard\/spare-parts\/spare-part-requests$/,
  Jobs: /\/inspector\/inspector-job-notification$/,
  Earnings: /\/dashboard\/earnings$/,
  Calendar: /\/dashboard\/calendar(\?.*)?$/,
  Wallet: /\/dashboard\/wallet$/,
  Subscriptions: /\/dashboard\/subscriptions$/,
  Settings: /\/dashboard\/settings\/user-profile$/,
  'Technician profile': /\/dashboard\/settings\/technician-profile$/,
};

async function signIn(page: Page, email: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  // Each sign-in comes from its own address, so the per-address limits of one never meet another's.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await new LoginPage(page).goto('/dashboard');
  // The demo admin also gives a two-step code.
  await signInOnPage(page, email, /\/dashboard$/, DEMO_PASSWORD);
}

/** A technician who has just signed up (and confirmed the address), signed in through `request`'s cookies. */
async function newTechnician(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('technician');
  const signup = await request.post(apiUrl(usersApi.signup), {
    data: {
      firstName: 'Chidi',
      lastName: 'Okeke',
      email,
      password: STRONG_PASSWORD,
      acceptTerms: true,
      role: 'technician',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const message = await latestMessage(request, email, 'verify-email');
  const token = linkIn(message.textBody).searchParams.get('token') ?? '';
  const verified = await request.post(apiUrl(usersApi.verifyEmail, { token }));
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}

/** Every entry opens its screen (never the not-found page) and is then the one marked current. */
async function walkEveryEntry(page: Page, nav: DashboardNav, names: string[]) {
  const notFound = new NotFoundPage(page);
  for (const name of [...names.slice(1), names[0] ?? 'Overview']) {
    await test.step(name, async () => {
      await nav.go(name);
      await expect(page).toHaveURL(screens[name] ?? /never/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(notFound.heading).toBeHidden();
      if (await nav.moreButton.isVisible()) {
        const onBar = nav.nav.getByRole('link', { name, exact: true });
        if (await onBar.isVisible()) await expect(onBar).toHaveAttribute('aria-current', 'page');
        else await expect(nav.moreButton).toBeVisible();
      } else {
        await expect(nav.nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      }
    });
  }
}

/** On phones: the entries are big enough to tap, and the end of the page scrolls clear of the bar. */
async function expectPhoneBarUsable(page: Page, nav: DashboardNav) {
  for (const target of [...(await nav.links.all()), nav.moreButton]) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await nav.nav.boundingBox())?.y ?? 0;
  const contentBottom = await page.evaluate(() => {
    const main = document.getElementById('main');
    const last = main?.lastElementChild?.getBoundingClientRect();
    return last ? last.bottom : 0;
  });
  expect(contentBottom).toBeLessThanOrEqual(barTop);
}

for (const width of [360, 1280]) {
  test(`at ${width} px the demo business sees a vehicle owner's entries, and each opens its screen`, async ({
    page,
  }) => {
    await signIn(page, demo.business, width);
    const nav = new DashboardNav(page);
    expect(await nav.entryNames()).toEqual(inShownOrder(vehicleOwnerEntries, width));
    await expect(nav.nav.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(roleCard(page, 'Technician account')).toHaveCount(0);
    if (width < 1024) {
      await expect(nav.links).toHaveCount(4);
      await expectPhoneBarUsable(page, nav);
    }
    await walkEveryEntry(page, nav, vehicleOwnerEntries);
  });

  test(`at ${width} px the demo technician sees the application and the technician profile, and a technician card with where the application stands`, async ({
    page,
  }) => {
    await signIn(page, demo.technician, width);
    const nav = new DashboardNav(page);
    expect(await nav.entryNames()).toEqual(inShownOrder(technicianEntries, width));
    const card = roleCard(page, 'Technician account');
    await expect(card).toContainText('Your account is set up for technician work.');
    await expect(card).toContainText('Your application:');
    // The application's page is outside the dashboard: it opens, and the browser's Back comes back.
    await nav.go('Application');
    await expect(page).toHaveURL(/\/technician\/technician-registration\/application-status$/);
    await expect(new NotFoundPage(page).heading).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The next step: the account's own vehicles (add the first one, or open the fleet once there are some).
    const next = card.getByRole('link', { name: /^(Add a vehicle of your own|Open your fleet)/ });
    await expect(next).toBeVisible();
    await next.click();
    await expect(page).toHaveURL(/\/dashboard\/fleet(\/new)?$/);
    await expect(new NotFoundPage(page).heading).toBeHidden();
    await nav.go('Overview');
    // Jobs opens outside the dashboard too (the job notification page, in the site layout): it opens and comes back.
    await nav.go('Jobs');
    await expect(page).toHaveURL(screens.Jobs ?? /never/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs near me' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard(\/fleet(\/new)?)?$/);
    await nav.go('Overview');
    await walkEveryEntry(
      page,
      nav,
      technicianEntries.filter((name) => name !== 'Application' && name !== 'Jobs'),
    );
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px a technician who has just signed up is told the next steps instead of an empty fleet`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await newTechnician(page.request);
    await page.goto('/dashboard');
    const card = roleCard(page, 'Technician account');
    await expect(card).toContainText('Your application: Not sent yet');
    await expect(card.getByRole('link', { name: 'Continue your registration' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/personal',
    );
    const next = card.getByRole('link', { name: /^Add a vehicle of your own/ });
    await expect(next).toBeVisible();
    await expect(page.getByText('No vehicles yet')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your fleet' })).toHaveCount(0);
    await shoot(page, 'dashboard-nav-new-technician');
    await next.click();
    await expect(page).toHaveURL(/\/dashboard\/fleet\/new$/);
  });
}

test('a technician who has not sent the application yet lands on its first step when signing in, and can still open the overview', async ({
  page,
  request,
}) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const email = await newTechnician(request);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/technician\/technician-registration\/personal$/);
  await page.goto('/dashboard');
  await expect(roleCard(page, 'Technician account')).toContainText('Your application: Not sent yet');
});

const shots = [
  { name: 'customer', email: demo.customer, card: null },
  { name: 'technician', email: demo.technician, card: 'Technician account' },
  { name: 'supplier', email: demo.supplier, card: 'Parts supplier account' },
  { name: 'admin', email: demo.admin, card: 'Administrator account' },
] as const;

for (const width of [360, 1280]) {
  test(`pictures of the overview and its navigation at ${width} px for each demo role`, async ({ page }) => {
    for (const account of shots) {
      await test.step(account.name, async () => {
        await page.context().clearCookies();
        await signIn(page, account.email, width);
        const nav = new DashboardNav(page);
        await expect(nav.nav).toBeVisible();
        if (account.card) await expect(roleCard(page, account.card)).toBeVisible();
        else await expect(page.getByRole('region', { name: 'Your fleet' })).toBeVisible();
        await shoot(page, `dashboard-nav-${account.name}`);
        if (width < 1024) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await snap(page, `dashboard-nav-${account.name}-bottom`);
          if (await nav.moreButton.isVisible()) {
            await nav.openMore();
            await snap(page, `dashboard-nav-${account.name}-more`);
            await nav.closeSheet();
          }
        }
      });
    }
  });
}
