import { expect, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';

/** Booking a mechanic: the customer's request form and request page, the technician's jobs and job page. */

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /dashboard/maintenance/new: the request form. */
export class MaintenanceFormPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto(screens.newMaintenance);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Book a mechanic' })).toBeVisible();
  }

  async chooseVehicle(label: string | RegExp) {
    const select = this.page.getByRole('combobox', { name: 'Vehicle' });
    const option = select.getByRole('option', { name: label });
    await select.selectOption({ label: (await option.textContent()) ?? '' });
  }

  async chooseServices(...names: string[]) {
    // Each service is a chip: the label is what one taps, its checkbox is only for assistive technology.
    for (const name of names) {
      await this.page.locator('label', { hasText: name }).click();
      await expect(this.page.getByRole('checkbox', { name })).toBeChecked();
    }
  }

  async describe(text: string) {
    await this.page.getByLabel('Describe the problem').fill(text);
  }

  async addPhotos(files: UploadFile[]) {
    await this.page.getByLabel(/^Add photos/).setInputFiles(files);
  }

  /** The town by type-ahead (the suggestion `option`), the street and a landmark. */
  async address({
    typed,
    option,
    street,
    landmark,
  }: {
    typed: string;
    option: string | RegExp;
    street: string;
    landmark: string;
  }) {
    await this.page.getByRole('combobox', { name: 'Town or area' }).fill(typed);
    await this.page.getByRole('option', { name: option }).click();
    await expect(this.page.getByText(/^Chosen: /)).toBeVisible();
    await this.page.getByLabel('Street and number').fill(street);
    await this.page.getByLabel('Landmark (optional)').fill(landmark);
  }

  async when(date: string, window: 'Morning' | 'Afternoon' | 'Evening') {
    await this.page.getByLabel('Preferred date').fill(date);
    await this.page.getByRole('radio', { name: new RegExp(`^${window}`) }).check();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit', exact: true }).click();
  }
}

/** /dashboard/maintenance/show/{id}: the customer's request, its quotations side by side, paying one. */
export class MaintenanceRequestPage {
  constructor(private readonly page: Page) {}

  /** The quotation card of the mechanic named `name`. */
  quotation(name: string) {
    return this.page.getByRole('article', { name: `Quotation from ${name}` });
  }

  async decline(name: string, reason: string) {
    await this.quotation(name).getByRole('button', { name: 'Decline' }).click();
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByLabel('Reason (optional)').fill(reason);
    await dialog.getByRole('button', { name: 'Decline quotation' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Accept and pay, from the wallet: answers the amount the dialog asked for. */
  async payFromWallet(name: string) {
    await this.quotation(name).getByRole('button', { name: 'Accept and pay' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: `Book ${name}` });
    await dialog.getByRole('radio', { name: /^Wallet/ }).check();
    await dialog.getByRole('button', { name: /^Pay ₦/ }).click();
  }
}

/** /inspector/inspector-job-notification: the technician's jobs near them, and one job (?job=<request id>). */
export class JobsPage {
  constructor(private readonly page: Page) {}

  async gotoList() {
    await this.page.goto(screens.jobNotification);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Jobs near me' })).toBeVisible();
  }

  async gotoJob(requestId: string) {
    await this.page.goto(`${screens.jobNotification}?job=${encodeURIComponent(requestId)}`);
  }

  /** A job's row in the list, by what it says of the area. */
  row(text: string | RegExp) {
    return this.page.getByRole('link').filter({ hasText: text });
  }

  /** The labour price of each service, the call-out fee, and Send. */
  async quote({ labour, callOutFee }: { labour: Record<string, number>; callOutFee: number }) {
    for (const [service, amount] of Object.entries(labour)) {
      await this.page.getByLabel(`Labour: ${service}`).fill(String(amount));
    }
    await this.page.getByLabel('Call-out fee').fill(String(callOutFee));
  }

  async send() {
    await this.page.getByRole('button', { name: 'Send quotation' }).click();
    await expect(this.page.getByText('Your quotation was sent to the customer.')).toBeVisible();
  }

  async sendRevision() {
    await this.page.getByRole('button', { name: 'Send revision' }).click();
    await expect(this.page.getByText('Your revised quotation was sent to the customer.')).toBeVisible();
  }
}
