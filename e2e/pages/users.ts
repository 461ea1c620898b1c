import { expect, type Page } from '@playwright/test';

/** /login: e-mail and password, then (for two-factor accounts) the code step. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(redirectTo?: string) {
    await this.page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login');
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Sign in to FleetCare' });
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async enterCode(code: string) {
    await expect(this.page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await this.page.getByLabel('6-digit code').fill(code);
    await this.page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
}

/** The signed-in header's account menu. */
export class AccountMenu {
  constructor(private readonly page: Page) {}

  async signOut() {
    await this.page.getByRole('button', { name: /^Account menu for / }).click();
    await this.page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}

/** /dev/mailbox, clicked through as a person would: filter by recipient, open the message, follow its link. */
export class Mailbox {
  constructor(private readonly page: Page) {}

  async openLatest(recipient: string, subject: string) {
    await this.page.goto('/dev/mailbox');
    await this.page.getByLabel('Recipient').fill(recipient);
    await this.page.getByRole('button', { name: 'Filter' }).click();
    await this.page
      .getByRole('link', { name: new RegExp(subject) })
      .first()
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  }

  /** Clicks a link inside the HTML e-mail (it opens in the whole tab). */
  async follow(linkName: string) {
    await this.page.frameLocator('iframe[title="The e-mail as HTML"]').getByRole('link', { name: linkName }).click();
  }
}
