import { expect, type Page } from '@playwright/test';

/** The header's bell with its dropdown, the notification lists and the push card. */

/** The bell, its unseen badge and its dropdown of the newest notifications. */
export class NotificationBell {
  constructor(private readonly page: Page) {}

  /** The bell button, whatever its badge says ("Notifications", "Notifications, 1 unseen"). */
  get bell() {
    return this.page.getByRole('button', { name: /^Notifications/ });
  }

  get dropdown() {
    return this.page.getByRole('dialog', { name: 'Notifications' });
  }

  row(name: string | RegExp) {
    return this.dropdown.getByRole('link', { name });
  }

  get seeAllLink() {
    return this.dropdown.getByRole('link', { name: 'See all' });
  }

  async open() {
    await this.bell.click();
  }
}

/**
 * Opens a page signed in and waits until the live socket has answered its first request (the unseen count): from
 * then on, a notification reaches the page without a reload.
 */
export async function openWithLiveSocket(page: Page, path: string) {
  const answered = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('count'),
    }),
  );
  await page.goto(path);
  await answered;
}

/** /notifications and /all-notifications: the pages of every notification, ten at a time. */
export class NotificationsPage {
  constructor(
    private readonly page: Page,
    private readonly which: 'notifications' | 'all-notifications' = 'notifications',
  ) {}

  async goto() {
    await this.page.goto(`/${this.which}`);
  }

  get heading() {
    return this.page.getByRole('heading', {
      level: 1,
      name: this.which === 'notifications' ? 'Notifications' : 'All notifications',
    });
  }

  get list() {
    return this.page.getByRole('list', {
      name: this.which === 'notifications' ? 'Your notifications' : 'All your notifications',
    });
  }

  get loadMoreButton() {
    return this.page.getByRole('button', { name: 'Load more' });
  }

  get settingsLink() {
    return this.page.getByRole('link', { name: 'Notification settings' });
  }
}

/** /inspector/inspector-job-notification: a job offer with its job, to quote for or decline. */
export class JobNotificationPage {
  constructor(private readonly page: Page) {}

  async goto(notificationId: string) {
    await this.page.goto(`/inspector/inspector-job-notification?notification=${notificationId}`);
  }

  get notFoundHeading() {
    return this.page.getByRole('heading', { name: 'We could not find this job notification' });
  }

  get sendQuotationButton() {
    return this.page.getByRole('button', { name: 'Send quotation' });
  }

  get declineButton() {
    return this.page.getByRole('button', { name: 'Decline job' });
  }
}

export const PUSH_CARD_TITLE = 'Get alerts on this phone even when FleetCare is closed';

/** The card on /notifications that offers push alerts on this device. */
export class PushCard {
  constructor(private readonly page: Page) {}

  get card() {
    return this.page.getByRole('region', { name: PUSH_CARD_TITLE });
  }

  get turnOnButton() {
    return this.card.getByRole('button', { name: 'Turn on' });
  }

  async turnOn() {
    await this.turnOnButton.click();
  }

  async notNow() {
    await this.card.getByRole('button', { name: 'Not now' }).click();
  }

  get on() {
    return this.page.getByText('Alerts are on for this device');
  }

  get failed() {
    return this.page.getByText('Could not turn on alerts, try again.');
  }

  get blocked() {
    return this.page.getByText('Alerts are blocked in your browser settings');
  }
}

/** Opens /notifications signed in (the account's cookies are in the browser). */
export async function gotoNotifications(page: Page) {
  await new NotificationsPage(page).goto();
  await expect(page).toHaveURL(/\/notifications$/);
}
