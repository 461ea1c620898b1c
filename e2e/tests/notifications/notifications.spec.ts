import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { notificationsApi, type AddressDto, type NotificationDto } from '@fleetcare/shared';
import { cancelMaintenance, submittedMaintenance } from '../../factories/maintenance.ts';
import { approvedTechnician, type TechnicianBase } from '../../factories/technicians.ts';
import { confirmedAccount, signInFromAnotherDevice } from '../../factories/users.ts';
import { createVehicle } from '../../factories/vehicles.ts';
import { SANDBOX_ACCOUNTS } from '../../factories/wallet.ts';
import {
  JobNotificationPage,
  NotificationBell,
  NotificationsPage,
  openWithLiveSocket,
} from '../../pages/notifications.ts';
import { apiUrl, dataOf } from '../../support/api.ts';
import { lagosDate, shown } from '../../support/dates.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const NEW_SIGN_IN = /New sign-in to your account from/;

/**
 * Where the job offer's mechanic works: Kaduna South, 25 km around. No demo mechanic works in Kaduna and no other
 * journey places one, so the requests made there are dispatched to this journey's mechanic alone.
 */
const KADUNA: TechnicianBase = {
  line: '9 Kachia Road',
  landmark: 'Near the Kakuri market',
  town: 'Kaduna South',
  lga: 'Kaduna South',
  state: 'Kaduna',
  lat: 10.4714,
  lng: 7.41026,
  radiusKm: 25,
};

/** The customer's car, in Kaduna: the street is for the booked mechanic only. */
const KADUNA_JOB: AddressDto = {
  line: '14 Ahmadu Bello Way',
  landmark: 'Opposite the Kaduna North LGA secretariat',
  town: 'Kaduna',
  lga: 'Kaduna North',
  state: 'Kaduna',
  lat: 10.52641,
  lng: 7.43879,
};

/** A picture at `width`, e2e/screenshots/notifications-<name>-<width>.png. */
async function shootAt(page: Page, name: string, width: number, fullPage = true) {
  await page.setViewportSize({ width, height: 800 });
  await shoot(page, `notifications-${name}`, { fullPage });
}

test.describe('live notifications', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a sign-in from another device raises the badge live; the dropdown leads to its page and the row greys', async ({
    page,
    baseURL,
  }) => {
    const account = await confirmedAccount(page.request);
    const { bell, dropdown, seeAllLink } = new NotificationBell(page);
    const newSignInRow = dropdown.getByRole('link', { name: NEW_SIGN_IN });
    await openWithLiveSocket(page, '/dashboard');
    await expect(bell).toHaveAccessibleName('Notifications');

    await signInFromAnotherDevice(baseURL ?? '', account);
    // No reload: the socket brings it.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unseen');
    await expect(bell).toHaveText('1');

    await bell.click();
    await expect(dropdown).toBeVisible();
    await expect(newSignInRow).toBeVisible();
    await expect(newSignInRow).toHaveAttribute('data-clicked', 'false');
    await expect(seeAllLink).toHaveAttribute('href', '/all-notifications');
    // Opening the bell clears the badge.
    await expect(bell).toHaveAccessibleName('Notifications');
    await shootAt(page, 'dropdown', 1280, false);
    await shootAt(page, 'dropdown', 360, false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Keyboard: Escape closes it and gives the focus back to the bell.
    await dropdown.focus();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(bell).toBeFocused();

    await bell.click();
    await newSignInRow.click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/user-profile(#recent-activity)?$/);
    await expect(dropdown).toBeHidden();

    await bell.click();
    await expect(newSignInRow).toHaveAttribute('data-clicked', 'true');
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell).toHaveText('');
  });

  test('/all-notifications shows 10 and "Load more" shows the rest; /notifications lists them too', async ({
    page,
    baseURL,
  }) => {
    const account = await confirmedAccount(page.request);
    for (let index = 0; index < 12; index += 1) await signInFromAnotherDevice(baseURL ?? '', account);

    const allPage = new NotificationsPage(page, 'all-notifications');
    await allPage.goto();
    await expect(allPage.heading).toBeVisible();
    const all = allPage.list;
    await expect(all.getByRole('listitem')).toHaveCount(10);
    await shootAt(page, 'all-notifications', 1280);
    await shootAt(page, 'all-notifications', 360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await allPage.loadMoreButton.click();
    await expect(all.getByRole('listitem')).toHaveCount(12);
    await expect(allPage.loadMoreButton).toBeHidden();

    // A row opened here is greyed when the user comes back.
    await all.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/user-profile/);
    await page.goBack();
    await expect(all.getByRole('link').first()).toHaveAttribute('data-clicked', 'true');

    const notifications = new NotificationsPage(page);
    await notifications.goto();
    await expect(notifications.heading).toBeVisible();
    const list = notifications.list;
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(notifications.settingsLink).toHaveAttribute('href', '/dashboard/settings/notification-settings');
    await shootAt(page, 'notifications', 1280);
    await shootAt(page, 'notifications', 360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await notifications.loadMoreButton.click();
    await expect(list.getByRole('listitem')).toHaveCount(12);
  });

  test('the pages are for signed-in users; a job link that finds nothing says so', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto('/all-notifications');
    await expect(visitor).toHaveURL('/login?redirectTo=%2Fall-notifications');
    await visitor.close();

    await confirmedAccount(page.request);
    const job = new JobNotificationPage(page);
    await job.goto('00000000-0000-4000-8000-000000000000');
    await expect(job.notFoundHeading).toBeVisible();
    await shootAt(page, 'job-not-found', 1280);
    await shootAt(page, 'job-not-found', 360);
  });

  test('a job offer: its row is highlighted in the dropdown and the list; its page shows the job to quote for, until the customer cancels it, when the row is no longer highlighted', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    // A mechanic approved in Kaduna, where no demo mechanic works and no other journey places one: the customer's
    // request below is dispatched to this mechanic alone. The sandbox bank names the payout account after her.
    const mechanic = await approvedTechnician(page.request, baseURL, {
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      accountNumber: SANDBOX_ACCOUNTS.ngoziAdeyemi,
      services: ['general-servicing', 'brake-repair'],
      base: KADUNA,
    });
    const { bell, dropdown } = new NotificationBell(page);
    await openWithLiveSocket(page, '/notifications');
    // The application's own notices are unseen yet: the badge counts them.
    await expect(bell).toHaveText(/^\d+$/);
    const unseenBefore = Number(await bell.textContent());

    const customer = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    });
    try {
      await confirmedAccount(customer, { firstName: 'Chidi', lastName: 'Okafor' });
      const vehicle = await createVehicle(customer);
      const preferredDate = lagosDate(2);
      const job = await submittedMaintenance(customer, {
        vehicleId: vehicle._id,
        services: ['brake-repair'],
        description: 'The brakes squeal when stopping.',
        address: KADUNA_JOB,
        preferredDate,
        timeWindow: 'morning',
      });
      expect(job.status).toBe('open');
      // Kaduna is this journey's own: the mechanic above is the only one asked.
      expect(job.techniciansAsked).toBe(1);

      const offers = await dataOf<{ items: NotificationDto[] }>(
        await page.request.get(apiUrl(notificationsApi.getMyNotifications, {}, { page: 1, limit: 10 })),
      );
      const offer = offers.items.find((item) => item.kind === 'job' && item.orderId === job._id);
      if (!offer) throw new Error(`${mechanic.email} got no job notification for ${job._id}`);
      // Technicians learn the area and the day, never the street.
      const message = `New job near you: a customer in Kaduna, Kaduna North asks for a quotation for ${shown(preferredDate)} (morning, 08:00–12:00). Open it to see the details and quote.`;
      expect(offer.message).toBe(message);

      await test.step('the offer reaches the open page live; in the dropdown its row is highlighted', async () => {
        // No reload: the socket brings it.
        await expect(bell).toHaveText(String(unseenBefore + 1));
        await expect(bell).toHaveAccessibleName(`Notifications, ${unseenBefore + 1} unseen`);
        await bell.click();
        const row = dropdown.locator(`[data-notification-row="${offer._id}"]`);
        await expect(row).toHaveAttribute('data-highlighted', 'true');
        await expect(row).toHaveAttribute('data-clicked', 'false');
        await expect(row).toContainText(message);
        await page.keyboard.press('Escape');
        await expect(dropdown).toBeHidden();
      });

      const notifications = new NotificationsPage(page);
      const jobPage = new JobNotificationPage(page);
      const list = notifications.list;
      const offerRow = list.locator(`[data-notification-row="${offer._id}"]`);
      await test.step('in the list the offer is highlighted, with where and when; the other rows are not', async () => {
        await notifications.goto();
        await expect(offerRow).toHaveAttribute('data-highlighted', 'true');
        await expect(offerRow).toHaveAttribute('data-clicked', 'false');
        // The area (town, LGA) and the appointment's start, never the street.
        await expect(offerRow).toContainText('Kaduna, Kaduna North ·');
        await expect(offerRow).not.toContainText(KADUNA_JOB.line);
        const approval = list.getByRole('link', { name: /Your technician application is approved/ });
        await expect(approval).toBeVisible();
        await expect(approval).not.toHaveAttribute('data-highlighted');
        await shootAt(page, 'job-rows', 1280);
        await shootAt(page, 'job-rows', 360);
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      await test.step('the offer opens its page with the job: the area, the vehicle, the service and the description', async () => {
        await offerRow.click();
        await expect(page).toHaveURL(`/inspector/inspector-job-notification?notification=${offer._id}`);
        await expect(page.getByRole('heading', { name: message })).toBeVisible();
        await expect(page.getByText('Kaduna, Kaduna North, Kaduna')).toBeVisible();
        await expect(page.getByText('2019 Toyota Corolla')).toBeVisible();
        await expect(page.getByText('Brake repair', { exact: true })).toBeVisible();
        await expect(page.getByText('The brakes squeal when stopping.')).toBeVisible();
        await expect(page.getByText(KADUNA_JOB.line)).toHaveCount(0);
        await expect(jobPage.sendQuotationButton).toBeVisible();
        await expect(jobPage.declineButton).toBeVisible();
        await shootAt(page, 'job-offer', 1280);
        await shootAt(page, 'job-offer', 360);
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      await test.step('the customer cancels: the open page says the job is no more available, and a notice says so', async () => {
        await cancelMaintenance(customer, job._id, 'The car was fixed at home.');
        await expect(page.getByText('This job is no more available!')).toBeVisible();
        await expect(jobPage.sendQuotationButton).toBeHidden();
        await expect(jobPage.declineButton).toBeHidden();
        await shootAt(page, 'job-gone', 1280);
        await shootAt(page, 'job-gone', 360);
        await page.setViewportSize({ width: 1280, height: 800 });
        await notifications.goto();
        const canceled = list.getByRole('link', {
          name: new RegExp(`The customer in Kaduna, Kaduna North canceled the job for ${shown(preferredDate)}`),
        });
        await expect(canceled).toBeVisible();
        await expect(canceled).not.toHaveAttribute('data-highlighted');
        await expect(offerRow).toHaveAttribute('data-clicked', 'true');
        // The offer says where its job stands now: no longer open, so no longer highlighted.
        await expect(offerRow).not.toHaveAttribute('data-highlighted');
      });
    } finally {
      await customer.dispose();
    }
  });
});
