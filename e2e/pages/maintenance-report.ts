import { expect, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';

/**
 * A job's report: the booked technician's editor on their job page (each booked service's tasks with a status
 * picker, notes, photos, the summary and next service, Complete report), and the report as its readers see it at
 * /view-report/vehicle-inspection/{orderId}.
 */
export class ReportEditor {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Job report' });
  }

  /** "All changes saved", "3 changes waiting", "Offline — …". */
  get saveState() {
    return this.region.getByTestId('report-save-state');
  }

  task(title: string) {
    return this.region.getByRole('region', { name: title, exact: true });
  }

  /** Picks a task's status by its word ("OK", "Needs attention", ...): the chip is the radio's label. */
  async markTask(title: string, status: string) {
    const task = this.task(title);
    await task.getByText(status, { exact: true }).click();
    await expect(task.getByRole('radio', { name: status, exact: true })).toBeChecked();
  }

  /** Every task still to do gets `status`. */
  async markEveryTask(status: string) {
    const pickers = this.region.getByRole('group', { name: /^Status of / });
    const count = await pickers.count();
    for (let index = 0; index < count; index += 1) {
      const picker = pickers.nth(index);
      if (await picker.getByRole('radio', { name: 'To do', exact: true }).isChecked()) {
        await picker.getByText(status, { exact: true }).click();
        await expect(picker.getByRole('radio', { name: status, exact: true })).toBeChecked();
      }
    }
  }

  async addNote(task: string, text: string) {
    const card = this.task(task);
    await card.getByLabel('Add a note').fill(text);
    await card.getByRole('button', { name: 'Add note' }).click();
    await expect(card.getByRole('list', { name: 'Notes' })).toContainText(text);
  }

  /** The summary and, if given, the mileage; kept with "Save details". */
  async writeDetails({ summary, mileageKm }: { summary: string; mileageKm?: number }) {
    await this.region.getByLabel('Summary of the work').fill(summary);
    if (mileageKm !== undefined) await this.region.getByLabel('Mileage (km)').fill(String(mileageKm));
    await this.region.getByRole('button', { name: 'Save details' }).click();
  }

  /** "Complete report", once every change is sent, confirmed in its dialog: the job is then work done. */
  async complete() {
    await expect(this.saveState).toHaveText('All changes saved');
    const button = this.region.getByRole('button', { name: 'Complete report' });
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Complete the report?' });
    await dialog.getByRole('button', { name: 'Yes, complete it' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** /view-report/vehicle-inspection/{orderId}: the report as the customer, the collaborators and the mechanic read it. */
export class ReportViewPage {
  constructor(private readonly page: Page) {}

  async goto(orderId: string) {
    await this.page.goto(screens.viewReport.replace(':orderId', encodeURIComponent(orderId)));
    await expect(this.page.getByRole('heading', { level: 1, name: 'Job report' })).toBeVisible();
  }
}
