import { expect, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';

/** A change to a report as the phone keeps it until the server has it (the fields of its kind besides these). */
export interface KeptChange {
  seq: number;
  kind: string;
  clientId: string;
  userId: string;
  maintenanceId: string;
  reportId: string;
  refusal: unknown;
  [field: string]: unknown;
}

/** A photo or video kept on the phone for its upload: the upload's clientId, its name, type and bytes. */
export interface KeptMedia {
  clientId: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A job's report: the booked technician's editor on their job page (each booked service's tasks with a status
 * picker, notes, photos behind "Add a note or photo", the summary and next service, Complete report), and the report as its readers see it at
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

  /** Opens a task's note box and photo buttons ("Add a note or photo") unless they are open. */
  async openTask(task: string) {
    const toggle = this.task(task).getByRole('button', { name: 'Add a note or photo' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  async addNote(task: string, text: string) {
    const card = this.task(task);
    await this.openTask(task);
    await card.getByLabel('Add a note').fill(text);
    await card.getByRole('button', { name: 'Add note' }).click();
    await expect(card.getByRole('list', { name: 'Notes' })).toContainText(text);
  }

  /** The words of a task's notes, in order (without the "Not sent yet" beside a note waiting on the phone). */
  notes(task: string) {
    return this.task(task).getByRole('list', { name: 'Notes' }).getByRole('listitem').locator('p');
  }

  /** Changes a note of a task (the `n`th, from 1) to `text` with "Save note". */
  async editNote(task: string, n: number, text: string) {
    const card = this.task(task);
    await card.getByRole('button', { name: `Edit note ${n}`, exact: true }).click();
    await card.getByLabel(`Note ${n}`, { exact: true }).fill(text);
    await card.getByRole('button', { name: 'Save note' }).click();
    await expect(this.notes(task).nth(n - 1)).toHaveText(text);
  }

  /** A task's photo and video tiles (a picture, or the icon standing in for one the page cannot show). */
  media(task: string) {
    return this.task(task).getByRole('list', { name: 'Photos and videos' }).getByRole('listitem');
  }

  /** Takes a photo for a task (the file picked as the phone's camera gives it) and waits for its tile. */
  async addPhoto(task: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    const before = await this.media(task).count();
    await this.openTask(task);
    await this.task(task).getByLabel('Take a photo').setInputFiles(file);
    await expect(this.media(task)).toHaveCount(before + 1);
    await expect(this.task(task).getByRole('img', { name: `Photo ${before + 1} of ${task}` })).toBeVisible();
  }

  /**
   * Waits until a task shows `count` photos as pictures, each drawn (its bytes loaded, from the phone or the
   * server), not the icon that stands in for a photo the page cannot show.
   */
  async expectPhotosDrawn(task: string, count: number) {
    await expect(this.media(task)).toHaveCount(count);
    const pictures = this.media(task).locator('img');
    await expect(pictures).toHaveCount(count);
    for (let index = 0; index < count; index += 1) {
      const picture = pictures.nth(index);
      // The tiles load lazily: each is brought into the window first.
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
  }

  /** The summary and, if given, the mileage; kept with "Save details". */
  async writeDetails({ summary, mileageKm }: { summary: string; mileageKm?: number }) {
    await this.region.getByLabel('Summary of the work').fill(summary);
    if (mileageKm !== undefined) await this.region.getByLabel('Mileage (km)').fill(String(mileageKm));
    await this.region.getByRole('button', { name: 'Save details' }).click();
  }

  /**
   * The changes the phone keeps for sending (IndexedDB `fleetcare-reports`, store `pending-ops`), in the order they
   * were made: each its kind and the `clientId` that makes a second send of it change nothing.
   */
  async keptChanges(): Promise<KeptChange[]> {
    return this.page.evaluate(
      () =>
        new Promise<KeptChange[]>((resolve, reject) => {
          const opening = indexedDB.open('fleetcare-reports');
          opening.onerror = () => reject(opening.error ?? new Error('IndexedDB would not open'));
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains('pending-ops')) {
              db.close();
              resolve([]);
              return;
            }
            const reading = db.transaction('pending-ops').objectStore('pending-ops').getAll();
            reading.onerror = () => reject(reading.error ?? new Error('IndexedDB would not read'));
            reading.onsuccess = () => {
              db.close();
              resolve((reading.result as KeptChange[]).sort((a, b) => a.seq - b.seq));
            };
          };
        }),
    );
  }

  /** The photos and videos kept on the phone for their uploads (IndexedDB `fleetcare-reports`, store `media`). */
  async keptMedia(): Promise<KeptMedia[]> {
    const kept = await this.page.evaluate(
      () =>
        new Promise<{ clientId: string; name: string; type: string; base64: string }[]>((resolve, reject) => {
          const opening = indexedDB.open('fleetcare-reports');
          opening.onerror = () => reject(opening.error ?? new Error('IndexedDB would not open'));
          opening.onsuccess = () => {
            const db = opening.result;
            const reading = db.transaction('media').objectStore('media').getAll();
            reading.onerror = () => reject(reading.error ?? new Error('IndexedDB would not read'));
            reading.onsuccess = () => {
              db.close();
              const records = reading.result as { clientId: string; name: string; type: string; data: ArrayBuffer }[];
              resolve(
                records.map(({ clientId, name, type, data }) => ({
                  clientId,
                  name,
                  type,
                  base64: btoa(Array.from(new Uint8Array(data), (byte) => String.fromCharCode(byte)).join('')),
                })),
              );
            };
          };
        }),
    );
    return kept.map(({ base64, ...media }) => ({ ...media, bytes: Buffer.from(base64, 'base64') }));
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
