import { expect, type Page } from '@playwright/test';

/**
 * The account screens. Form fields are looked up inside the page's main part: the footer has an e-mail box of
 * its own.
 */

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

  get emailField() {
    return this.page.getByRole('main').getByLabel('Email address');
  }

  get passwordField() {
    return this.page.getByRole('main').getByLabel('Password', { exact: true });
  }

  get signInButton() {
    return this.page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
  }

  get error() {
    return this.page.getByRole('alert');
  }

  get forgotPasswordLink() {
    return this.page.getByRole('link', { name: 'Forgot password?' });
  }

  get codeStepHeading() {
    return this.page.getByRole('heading', { name: 'Two-step sign-in' });
  }

  async signIn(email: string, password: string) {
    await this.emailField.fill(email);
    await this.passwordField.fill(password);
    await this.signInButton.click();
  }

  /** Tries another password after a refused one (the e-mail address stays filled in). */
  async retryPassword(password: string) {
    await this.passwordField.fill(password);
    await this.signInButton.click();
  }

  async enterCode(code: string) {
    await expect(this.codeStepHeading).toBeVisible();
    await this.page.getByLabel('6-digit code').fill(code);
    await this.page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
}

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** /signup. */
export class SignupPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Create your FleetCare account' });
  }

  get emailField() {
    return this.page.getByRole('main').getByLabel('Email address');
  }

  get createButton() {
    return this.page.getByRole('button', { name: 'Create account' });
  }

  async goto() {
    await this.page.goto('/signup');
  }

  /** Fills the form as a vehicle owner accepting the terms, then creates the account. */
  async signUpAsVehicleOwner({ firstName, lastName, email, password }: SignupDetails) {
    const form = this.page.getByRole('main');
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill(lastName);
    await this.emailField.fill(email);
    await form.getByLabel('New password').fill(password);
    await form.getByLabel('Vehicle owner').check();
    await form.getByLabel(/I accept the/).check();
    await this.createButton.click();
  }
}

/** /status/confirm-email and /status/sent-password-reset: what was sent, and where. */
export class SentStatusPage {
  constructor(private readonly page: Page) {}

  get confirmEmailHeading() {
    return this.page.getByRole('heading', { name: 'Confirm your email address' });
  }

  get checkInboxHeading() {
    return this.page.getByRole('heading', { name: 'Check your inbox' });
  }
}

/** /resetpassword: asks for a reset link. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Reset your password' });
  }

  get emailField() {
    return this.page.getByRole('main').getByLabel('Email address');
  }

  async sendLink() {
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }
}

/** /enter-new-password, opened from the reset e-mail. */
export class EnterNewPasswordPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Choose a new password' });
  }

  get usedLinkHeading() {
    return this.page.getByRole('heading', { name: 'This link has already been used' });
  }

  get newLinkLink() {
    return this.page.getByRole('link', { name: 'Send me a new link' });
  }

  async choose(password: string, repeated = password) {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Repeat the new password').fill(repeated);
    await this.page.getByRole('button', { name: 'Save and sign in' }).click();
  }
}

/** /dashboard, the signed-in home: the greeting and the account-deletion banner. */
export class DashboardHome {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard');
  }

  welcome(firstName?: string) {
    return firstName
      ? this.page.getByRole('heading', { name: `Welcome, ${firstName}` })
      : this.page.getByRole('heading', { name: /^Welcome, / });
  }

  get cancelDeletionButton() {
    return this.page.getByRole('button', { name: 'Cancel deletion' });
  }
}

/** /dashboard/settings/<screen>: the settings screens, each with its level-2 heading. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async goto(screen: 'user-profile' | 'password-settings' | 'two-factor' | 'notification-settings') {
    await this.page.goto(`/dashboard/settings/${screen}`);
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 2, name });
  }

  get changePasswordHeading() {
    return this.page.getByRole('heading', { name: 'Change password' });
  }

  /** Personal details → Delete my account: the dialog, the password, the confirmation. */
  async deleteAccount(password: string, { onDialog }: { onDialog?: () => Promise<void> } = {}) {
    await this.page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(this.page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    await onDialog?.();
    await this.page.getByLabel('Your password').fill(password);
    await this.page.getByRole('button', { name: 'Yes, delete my account' }).click();
  }
}

/** The "Signed-in devices" section of /dashboard/settings/password-settings: the account's sessions, one per row. */
export class SignedInDevices {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/settings/password-settings');
    await expect(this.list).toBeVisible();
  }

  get list() {
    return this.page.getByRole('list', { name: 'Signed-in devices' });
  }

  get devices() {
    return this.list.getByRole('listitem');
  }

  /** The row of a device by its label ("Chrome on Android"). */
  device(label: string) {
    return this.devices.filter({ hasText: label });
  }

  get thisDevice() {
    return this.devices.filter({ hasText: 'This device' });
  }

  get onlyThisDevice() {
    return this.page.getByText('Only this device is signed in');
  }

  get confirmDialog() {
    return this.page.getByRole('alertdialog', { name: 'End this session?' });
  }

  /** Opens the confirmation for that device's "End session". */
  async askToEnd(label: string) {
    await this.device(label)
      .getByRole('button', { name: /^End session/ })
      .click();
    await expect(this.confirmDialog).toBeVisible();
  }

  async confirmEnd() {
    await this.confirmDialog.getByRole('button', { name: 'End session' }).click();
  }

  /** The notice that a device's session has ended. */
  endedNotice(label: string) {
    return this.page.getByRole('listitem').filter({ hasText: `The session on ${label} has ended.` });
  }
}

/** /dashboard/settings/two-factor: the authenticator app, set up from the secret shown. */
export class TwoFactorSettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/settings/two-factor');
    await expect(this.page.getByRole('heading', { name: /Authenticator app/ })).toBeVisible();
  }

  get qrCode() {
    return this.page.getByRole('img', { name: 'QR code for adding FleetCare to your authenticator app' });
  }

  get secret() {
    return this.page.getByTestId('authenticator-secret');
  }

  async turnOn(code: string) {
    await this.page.getByLabel('6-digit code').fill(code);
    await this.page.getByRole('button', { name: 'Turn on' }).click();
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
