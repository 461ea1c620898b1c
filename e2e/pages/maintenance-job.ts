import { expect, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';
import type { UploadFile } from './maintenance.ts';
import { ReportEditor } from './maintenance-report.ts';

/**
 * The job after booking, for both sides: the booked technician's working view on their job page (the next step,
 * surcharges, what the job earns), and the customer's "Your job" on the request page (the timeline, surcharges to
 * pay, confirming the work, cancelling); the booking-canceled page and the receipt.
 */

/** The job's steps as the timeline names them, in order. */
export const JOB_STEPS = ['Booked', 'On the way', 'Arrived', 'Work started', 'Work done', 'Completed'] as const;
export type JobStep = (typeof JOB_STEPS)[number];

/** /inspector/inspector-job-notification?job=<id>, booked with the signed-in technician: their working view. */
export class TechnicianJobPage {
  constructor(private readonly page: Page) {}

  async goto(requestId: string) {
    await this.page.goto(`${screens.jobNotification}?job=${encodeURIComponent(requestId)}`);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Your job' })).toBeVisible();
  }

  /** The status chip beside "Your job", in words ("Booked", "On the way", ...). */
  get status() {
    return this.page.getByTestId('job-status');
  }

  get timeline() {
    return this.page.getByRole('region', { name: 'Progress' }).getByRole('list', { name: 'Job progress' });
  }

  get surcharges() {
    return this.page.getByRole('region', { name: 'Surcharges' });
  }

  /** "What this job earns you": held, commission and "You earn". */
  get earnings() {
    return this.page.getByRole('region', { name: 'What this job earns you' });
  }

  get payout() {
    return this.page.getByRole('region', { name: 'Payout' });
  }

  private nextStep(button: string) {
    return this.page.getByRole('region', { name: 'Next step' }).getByRole('button', { name: button });
  }

  /** "I'm on my way", with the minutes to arrive asked first. */
  async setOff(minutes: number) {
    await this.nextStep("I'm on my way").click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Are you setting off now?' });
    await dialog.getByLabel('Minutes until you arrive').fill(String(minutes));
    await dialog.getByRole('button', { name: "I'm on my way" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.status).toHaveText('On the way');
  }

  async arrive() {
    await this.nextStep("I've arrived").click();
    await expect(this.status).toHaveText('Arrived');
  }

  async startWork() {
    await this.nextStep('Start the work').click();
    await expect(this.status).toHaveText('Work in progress');
  }

  /**
   * The work is done once its report is: every task still to do marked OK, a summary, then Complete report (the
   * job's "Work done" step while a report is written).
   */
  async finishWork(summary = 'Everything booked was done; the vehicle was test-driven afterwards.') {
    const report = new ReportEditor(this.page);
    await report.markEveryTask('OK');
    await report.writeDetails({ summary });
    await report.complete();
    await expect(this.status).toHaveText('Work done');
  }

  /** Opens the surcharge form ("Add a surcharge"). */
  async openSurchargeForm() {
    await this.surcharges.getByRole('button', { name: 'Add a surcharge' }).click();
    return this.page.getByRole('form', { name: 'New surcharge' });
  }

  /**
   * Fills the open surcharge form: why, extra labour for one service (naira), one part (name, quantity, price per
   * unit in naira, grade) and photos. Does not send it.
   */
  async fillSurcharge({
    reason,
    labour,
    part,
    photos,
  }: {
    reason: string;
    labour: { service: string; naira: string };
    part: { name: string; quantity: number; unitNaira: string; grade: string };
    photos: UploadFile[];
  }) {
    const form = this.page.getByRole('form', { name: 'New surcharge' });
    await form.getByLabel('Why is it needed?').fill(reason);
    await form.getByRole('button', { name: 'Add labour' }).click();
    const labourRow = form.getByRole('group', { name: 'Labour 1' });
    await labourRow.getByRole('combobox', { name: 'Service' }).selectOption({ label: labour.service });
    await labourRow.getByLabel('Amount').fill(labour.naira);
    await form.getByRole('button', { name: 'Add a part' }).click();
    const partRow = form.getByRole('group', { name: 'Part 1' });
    await partRow.getByLabel('Part', { exact: true }).fill(part.name);
    await partRow.getByLabel('Quantity').fill(String(part.quantity));
    await partRow.getByLabel('Price per unit').fill(part.unitNaira);
    await partRow.getByRole('combobox', { name: 'Grade' }).selectOption({ label: part.grade });
    await form.getByLabel('Add photos').setInputFiles(photos);
    await expect(form.getByRole('img', { name: /^Surcharge photo \d$/ })).toHaveCount(photos.length);
    return form;
  }

  async sendSurcharge() {
    await this.page
      .getByRole('form', { name: 'New surcharge' })
      .getByRole('button', { name: 'Send surcharge' })
      .click();
    await expect(this.page.getByText('The surcharge was sent to the customer.')).toBeVisible();
  }

  /** A surcharge's card, by its total as shown ("₦14,666.66"). */
  surcharge(total: string) {
    return this.page.getByRole('article', { name: `Surcharge of ${total}` });
  }
}

/** /dashboard/maintenance/show/<id> once booked: the customer's "Your job". */
export class CustomerJobPage {
  constructor(private readonly page: Page) {}

  async goto(requestId: string) {
    await this.page.goto(screens.maintenanceDetails.replace(':maintenanceId', encodeURIComponent(requestId)));
    await expect(this.section).toBeVisible();
  }

  get section() {
    return this.page.getByRole('region', { name: 'Your job' });
  }

  get timeline() {
    return this.section.getByRole('list', { name: 'Job progress' });
  }

  /** What else happened: surcharges, reschedules, a cancellation. */
  get otherEvents() {
    return this.section.getByRole('list', { name: 'What else happened' });
  }

  /** A step of the timeline, whose hidden words say done, next or not yet. */
  step(name: JobStep) {
    return this.timeline.getByRole('listitem').filter({ hasText: new RegExp(`^${name} — `) });
  }

  /** Waits until every step up to `last` is done and the one after it (if any) is next. */
  async expectStepsDoneThrough(last: JobStep) {
    const index = JOB_STEPS.indexOf(last);
    for (const [position, name] of JOB_STEPS.entries()) {
      const state = position <= index ? 'done' : position === index + 1 ? 'next' : 'not yet';
      await expect(this.step(name)).toContainText(`${name} — ${state}`);
    }
  }

  /** A surcharge's card, by its total as shown ("₦14,666.66"). */
  surcharge(total: string) {
    return this.section.getByRole('article', { name: `Surcharge of ${total}` });
  }

  /** Pay a surcharge from the wallet: the pay dialog, the wallet chosen, and "Pay ₦…". */
  async paySurchargeFromWallet(total: string) {
    await this.surcharge(total)
      .getByRole('button', { name: `Pay ${total}` })
      .click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Pay the surcharge' });
    await dialog.getByRole('radio', { name: /^Wallet/ }).check();
    return dialog;
  }

  /** "Confirm the work is done", confirmed in its dialog. */
  async confirmWork() {
    await this.section.getByRole('button', { name: 'Confirm the work is done' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Confirm the work is done?' });
    await dialog.getByRole('button', { name: 'Yes, the work is done' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens "Cancel booking": the dialog says what cancelling now does before anything is confirmed. */
  async openCancel() {
    await this.section.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByText('Checking what canceling would do…')).toBeHidden();
    return dialog;
  }
}

/** /dashboard/order-details/<id>?type=maintenance: a job's receipt. */
export class JobReceiptPage {
  constructor(private readonly page: Page) {}

  async goto(requestId: string) {
    await this.page.goto(`${screens.orderDetails.replace(':orderId', encodeURIComponent(requestId))}?type=maintenance`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  }

  section(name: 'The job' | 'Quotation' | 'Surcharges' | 'Payments' | 'Settlement') {
    return this.page.getByRole('region', { name });
  }

  /** A figure of a section (a label and its amount, side by side), by its exact label. */
  figure(section: 'Quotation' | 'Payments' | 'Settlement', label: string) {
    return this.section(section)
      .locator('dl > div')
      .filter({ has: this.page.locator('dt').getByText(label, { exact: true }) });
  }
}
