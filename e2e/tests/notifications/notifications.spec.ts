import { expect, test, type Page } from '@playwright/test';
import { jobsApi, notificationsApi } from '@fleetcare/shared';
import { confirmedAccount, signInFromAnotherDevice } from '../../factories/users.ts';
import {
  JobNotificationPage,
  NotificationBell,
  NotificationsPage,
  openWithLiveSocket,
} from '../../pages/notifications.ts';
import { routeApi } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const NEW_SIGN_IN = /New sign-in to your account from/;

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

  test('job offers and available technicians: highlighted rows and the job page with the job to quote for', async ({
    page,
  }) => {
    // The notifications and their jobs are stood in for here (a signed-up account is no technician), in the DTO
    // shapes of shared/src/notifications/notification.dto.ts and shared/src/maintenance/maintenance-request.dto.ts.
    await confirmedAccount(page.request);
    const base = { category: 'bookings', isClicked: false, createdAt: new Date(Date.now() - 3_600_000).toISOString() };
    const job = {
      ...base,
      kind: 'job',
      actionPath: null,
      isJobNotification: true,
      orderId: '9b2f6a1e-0000-4000-8000-0000000000a1',
      accepted: false,
      declined: false,
      isJobStillAvailable: true,
      avatar: null,
      initials: 'CE',
      jobSummary: {
        address: '14 Awolowo Road, Ikoyi',
        city: 'Lagos',
        zipCode: '101233',
        inspectionDate: '2026-12-03T09:30:00.000Z',
      },
    };
    const items = [
      {
        ...job,
        _id: '9b2f6a1e-0000-4000-8000-000000000001',
        message: 'Chidi Eze needs a brake inspection on a Toyota Corolla.',
      },
      {
        ...job,
        _id: '9b2f6a1e-0000-4000-8000-000000000002',
        message: 'Bola Ade needs an oil change.',
        orderId: '9b2f6a1e-0000-4000-8000-0000000000a3',
        initials: 'BA',
        isJobStillAvailable: false,
        isClicked: true,
      },
      {
        ...base,
        _id: '9b2f6a1e-0000-4000-8000-000000000003',
        kind: 'available-inspector',
        message: 'is available for your order FC-1042.',
        actionPath: '/dashboard',
        typeOfNotification: 'inspector-available',
        orderSequenceId: 'FC-1042',
        meta: {
          orderId: '9b2f6a1e-0000-4000-8000-0000000000a2',
          avatar: null,
          initials: 'EB',
          fullName: 'Emeka Bello',
        },
      },
    ];
    await routeApi(page, notificationsApi.getMyNotifications, (route, url) => {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return route.fulfill({
        json: {
          success: true,
          data: { items, total: items.length, page: Number(url.searchParams.get('page')), limit },
        },
      });
    });
    await routeApi(page, notificationsApi.getNotification, (route, url) => {
      const id = url.pathname.split('/').pop();
      const found = items.find((item) => item._id === id);
      return found
        ? route.fulfill({ json: { success: true, data: found } })
        : route.fulfill({ status: 404, json: { success: false, code: 'NOT_FOUND', message: 'Not found.' } });
    });
    const jobOf = (id: string, isJobStillAvailable: boolean) => ({
      _id: id,
      status: isJobStillAvailable ? 'open' : 'booked',
      vehicle: { _id: '9b2f6a1e-0000-4000-8000-0000000000b1', label: '2019 Toyota Corolla' },
      services: [{ slug: 'brake-inspection', name: 'Brake inspection' }],
      description: 'The brakes squeal when stopping.',
      preferredDate: '2026-12-03',
      timeWindow: 'morning',
      timeZone: 'Africa/Lagos',
      media: [],
      quotationsCount: 0,
      submittedAt: '2026-11-28T09:00:00.000Z',
      expiresAt: '2026-12-01T09:00:00.000Z',
      createdAt: '2026-11-28T09:00:00.000Z',
      updatedAt: '2026-11-28T09:00:00.000Z',
      area: { town: 'Ikoyi', lga: 'Eti-Osa', state: 'Lagos' },
      distanceKm: 3.4,
      accepted: false,
      declined: false,
      isJobStillAvailable,
      myQuotationId: null,
      customerContact: null,
      exactAddress: null,
    });
    await routeApi(page, jobsApi.getJob, (route, url) => {
      const id = url.pathname.split('/').pop() ?? '';
      return route.fulfill({ json: { success: true, data: jobOf(id, !id.endsWith('a3')) } });
    });
    await routeApi(page, notificationsApi.markAsClicked, (route) =>
      route.fulfill({ json: { success: true, data: { ...items[0], isClicked: true } } }),
    );

    const notifications = new NotificationsPage(page);
    const jobPage = new JobNotificationPage(page);
    await notifications.goto();
    const list = notifications.list;
    const open = list.getByRole('link', { name: /brake inspection/ });
    await expect(open).toHaveAttribute('data-highlighted', 'true');
    await expect(open).toContainText('14 Awolowo Road, Ikoyi, Lagos 101233');
    await expect(list.getByRole('link', { name: /oil change/ })).not.toHaveAttribute('data-highlighted');
    await expect(list.getByRole('link', { name: /Emeka Bello/ })).toBeVisible();
    await shootAt(page, 'job-rows', 1280);
    await shootAt(page, 'job-rows', 360);
    await page.setViewportSize({ width: 1280, height: 800 });

    await open.click();
    await expect(page).toHaveURL(`/inspector/inspector-job-notification?notification=${items[0]?._id}`);
    await expect(
      page.getByRole('heading', { name: 'Chidi Eze needs a brake inspection on a Toyota Corolla.' }),
    ).toBeVisible();
    await expect(page.getByText('Ikoyi, Eti-Osa, Lagos')).toBeVisible();
    await expect(jobPage.sendQuotationButton).toBeVisible();
    await expect(jobPage.declineButton).toBeVisible();
    await shootAt(page, 'job-offer', 1280);
    await shootAt(page, 'job-offer', 360);

    await jobPage.goto(items[1]?._id ?? '');
    await expect(page.getByText('This job is no more available!')).toBeVisible();
    await expect(jobPage.sendQuotationButton).toBeHidden();
  });
});
