import type { Page } from '@playwright/test';

/** The fleet screens: the list, the vehicle form, the vehicle page with its tabs, the calendar and the overview. */

const CSV_HEADER = 'plateNumber,vin,category,brand,model,year,colour,fuel,transmission,engine,purchaseDate,notes';

/** A CSV file of the import template's columns with these rows. */
export function csvFile(rows: string[]) {
  return { name: 'my-fleet.csv', mimeType: 'text/csv', buffer: Buffer.from([CSV_HEADER, ...rows].join('\r\n')) };
}

/** /dashboard/fleet: the vehicle cards, the search and filters, the CSV import and export. */
export class FleetListPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/dashboard/fleet${query}`);
  }

  get cards() {
    return this.page.getByRole('article');
  }

  card(name: string) {
    return this.page.getByRole('article', { name });
  }

  get emptyHeading() {
    return this.page.getByRole('heading', { name: 'No vehicles yet' });
  }

  get noMatchHeading() {
    return this.page.getByRole('heading', { name: 'No vehicles match' });
  }

  get search() {
    return this.page.getByRole('searchbox', { name: 'Search vehicles' });
  }

  get category() {
    return this.page.getByRole('combobox', { name: 'Category' });
  }

  get importButton() {
    return this.page.getByRole('button', { name: 'Import CSV' });
  }

  get exportButton() {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }

  get addVehicleLink() {
    return this.page.getByRole('link', { name: 'Add vehicle' });
  }

  get deletedVehiclesLink() {
    return this.page.getByRole('link', { name: 'Deleted vehicles' });
  }

  async clearFilters() {
    await this.page.getByRole('button', { name: 'Clear filters' }).click();
  }

  /** Opens a vehicle from its card. */
  async open(name: string) {
    await this.card(name).getByRole('link', { name }).click();
  }

  async openImport(): Promise<CsvImportDialog> {
    await this.importButton.click();
    return new CsvImportDialog(this.page);
  }
}

/** The CSV import dialog of the fleet list: a check of every row first, then the import. */
export class CsvImportDialog {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Import vehicles from a CSV file' });
  }

  get rowErrors() {
    return this.dialog.getByTestId('csv-row-errors');
  }

  /** Any "Import N vehicles" button. */
  get anyImportButton() {
    return this.dialog.getByRole('button', { name: /^Import \d/ });
  }

  async choose(rows: string[]) {
    await this.dialog.getByLabel('Choose a CSV file').setInputFiles(csvFile(rows));
  }

  async chooseFixed(rows: string[]) {
    await this.dialog.getByLabel('Choose the fixed file').setInputFiles(csvFile(rows));
  }

  async importAll(count: number) {
    await this.dialog.getByRole('button', { name: `Import ${count} vehicles` }).click();
  }

  async downloadTemplate() {
    await this.page.getByRole('button', { name: 'Download template' }).click();
  }
}

/** /dashboard/fleet/new and /dashboard/fleet/edit/:id. */
export class VehicleFormPage {
  constructor(private readonly page: Page) {}

  async gotoNew() {
    await this.page.goto('/dashboard/fleet/new');
  }

  async gotoEdit(vehicleId: string) {
    await this.page.goto(`/dashboard/fleet/edit/${vehicleId}`);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get vin() {
    return this.page.getByLabel('VIN (chassis number) (optional)');
  }

  get vinDecoded() {
    return this.page.getByTestId('vin-decoded');
  }

  get brand() {
    return this.page.getByLabel('Brand (make)');
  }

  get modelYear() {
    return this.page.getByLabel('Model year');
  }

  get plate() {
    return this.page.getByLabel('Plate number');
  }

  get model() {
    return this.page.getByLabel('Model', { exact: true });
  }

  get colour() {
    return this.page.getByLabel('Colour (optional)');
  }

  async add() {
    await this.page.getByRole('button', { name: 'Add vehicle' }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }

  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('Choose a photo').setInputFiles(file);
    await this.page.getByRole('button', { name: 'Upload photo' }).click();
  }

  photo(vehicleName: string) {
    return this.page.getByRole('img', { name: `Current photo of ${vehicleName}` });
  }

  get openVehiclePageLink() {
    return this.page.getByRole('link', { name: 'Open the vehicle page' });
  }
}

export type VehicleTab = 'checks' | 'mileage' | 'obd' | 'documents' | 'collaborators';

/** /dashboard/fleet/show/:id: the vehicle page and its tabs. */
export class VehiclePage {
  constructor(private readonly page: Page) {}

  async goto(vehicleId: string, tab?: VehicleTab) {
    await this.page.goto(`/dashboard/fleet/show/${vehicleId}${tab ? `?tab=${tab}` : ''}`);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get notFoundHeading() {
    return this.page.getByRole('heading', { name: 'We could not find this vehicle' });
  }

  get overview() {
    return this.page.getByRole('region', { name: 'Overview' });
  }

  get history() {
    return this.page.getByRole('region', { name: 'History' });
  }

  get editLink() {
    return this.page.getByRole('link', { name: 'Edit' });
  }

  get deleteButton() {
    return this.page.getByRole('button', { name: 'Delete' });
  }

  /** The tab links of the page ("Sharing", "History", ...). */
  async openTab(name: string) {
    await this.page.getByRole('link', { name }).click();
  }

  /** Back to the fleet list through the breadcrumb. */
  async backToFleet() {
    await this.page.getByRole('link', { name: 'My fleet' }).first().click();
  }

  deleteDialog(name?: string) {
    return this.page.getByRole('alertdialog', name ? { name } : {});
  }

  async deleteVehicle() {
    await this.deleteButton.click();
    await this.deleteDialog().getByRole('button', { name: 'Delete vehicle' }).click();
  }

  get sharing() {
    return new SharingSection(this.page);
  }

  get checks() {
    return new RoutineChecksTab(this.page);
  }

  get mileage() {
    return new MileageTab(this.page);
  }

  get obd() {
    return new ObdTab(this.page);
  }

  get documents() {
    return new DocumentsTab(this.page);
  }
}

/** The vehicle page's Sharing tab. */
export class SharingSection {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Sharing' });
  }

  async share(email: string, rights: 'view' | 'edit') {
    await this.region.getByLabel('Their FleetCare e-mail address').fill(email);
    await this.region.getByLabel('Rights').selectOption(rights);
    await this.region.getByRole('button', { name: 'Share' }).click();
  }

  rightsOf(fullName: string) {
    return this.region.getByRole('combobox', { name: `Rights of ${fullName}` });
  }

  async stopSharing(fullName: string) {
    await this.region.getByRole('button', { name: `Remove ${fullName}` }).click();
    await this.page
      .getByRole('alertdialog', { name: `Stop sharing with ${fullName}?` })
      .getByRole('button', { name: 'Stop sharing' })
      .click();
  }
}

/** When a routine check was last done, as a user answers: a date and/or mileage as typed, or "I don't know". */
export type LastDone = 'unknown' | { on?: string; km?: string };

/** The Checks tab: the routine checks with their due dates, and completed checks. */
export class RoutineChecksTab {
  constructor(private readonly page: Page) {}

  get cards() {
    return this.page.getByRole('article');
  }

  check(name: string) {
    return this.page.getByRole('article', { name });
  }

  get emptyState() {
    return this.page
      .getByRole('heading', { name: 'No routine checks yet' })
      .or(this.page.getByText('No routine checks yet'));
  }

  /** The question "When was it (were they) last done?" of the open form. */
  get lastDoneQuestion() {
    return this.page.getByRole('group', { name: /When (was it|were they) last done\?/ });
  }

  /** "When was it last done?": the date and/or mileage, or "I don't know". */
  async answerLastDone(lastDone: LastDone) {
    if (lastDone === 'unknown') {
      await this.page.getByRole('radio', { name: /I don't know/ }).check();
      return;
    }
    await this.page.getByRole('radio', { name: /I know when/ }).check();
    await this.page.getByLabel('Last done on').fill(lastDone.on ?? '');
    await this.page.getByLabel('Mileage when last done (km)').fill(lastDone.km ?? '');
  }

  /** Opens the recommended set's panel (it asks when they were last done). */
  async openAddRecommended(count: number) {
    await this.page.getByRole('button', { name: `Add all ${count} recommended checks` }).click();
  }

  /** Adds the recommended set with one answer of when they were last done. */
  async addRecommended(count: number, lastDone: LastDone) {
    await this.openAddRecommended(count);
    await this.answerLastDone(lastDone);
    await this.page.getByRole('button', { name: `Add ${count} checks` }).click();
  }

  async openAddForm() {
    await this.page.getByRole('button', { name: 'Add a check' }).click();
  }

  /** "Set when last done" of an item whose last time is not known. */
  async setLastDone(name: string, { on = '', km = '' }: { on?: string; km?: string }) {
    await this.check(name)
      .getByRole('button', { name: `Set when last done: ${name}` })
      .click();
    await this.page.getByLabel('Last done on').fill(on);
    await this.page.getByLabel('Mileage when last done (km)').fill(km);
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }

  async editLastDone(name: string, { on, km }: { on: string; km: string }) {
    await this.check(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await this.answerLastDone({ on, km });
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }

  async openRecordForm() {
    await this.page.getByRole('button', { name: 'Record a completed check' }).click();
  }

  get recordForm() {
    return this.page.locator('form').filter({ has: this.page.getByRole('button', { name: 'Save the check' }) });
  }

  /** In the record form: the result of one check item and the odometer, then save. */
  async record(name: string, { result, odometer }: { result: string; odometer: string }) {
    const form = this.recordForm;
    await form
      .getByRole('group', { name: `Result for ${name}` })
      .getByText(result, { exact: true })
      .click();
    await form.getByLabel('Odometer at the check (km, optional)').fill(odometer);
    await form.getByRole('button', { name: 'Save the check' }).click();
  }

  get completedHeading() {
    return this.page.getByRole('heading', { name: 'Completed checks' });
  }
}

/** The Mileage tab: the readings and their chart. */
export class MileageTab {
  constructor(private readonly page: Page) {}

  get readings() {
    return this.page.getByRole('list', { name: 'Readings' });
  }

  get reading() {
    return this.page.getByLabel('Odometer reading (km)');
  }

  /** The chart, named by how many readings it draws. */
  chart(readings: number) {
    return this.page.getByRole('img', { name: new RegExp(`${readings} readings`) });
  }

  async save(km: string) {
    await this.reading.fill(km);
    await this.page.getByRole('button', { name: 'Save the reading' }).click();
  }

  get saveCorrectionButton() {
    return this.page.getByRole('button', { name: 'Save the correction' });
  }

  get correctionReason() {
    return this.page.getByLabel('Why the correction');
  }
}

/** The OBD tab: the device token, the latest values, the trouble codes and the recent readings. */
export class ObdTab {
  constructor(private readonly page: Page) {}

  get tokenField() {
    return this.page.getByLabel('Device token');
  }

  async createToken() {
    await this.page.getByRole('button', { name: 'Create a device token' }).click();
  }

  async confirmTokenSaved() {
    await this.page.getByRole('button', { name: 'I have saved the token' }).click();
  }

  get latestValues() {
    return this.page
      .locator('div')
      .filter({ has: this.page.getByRole('heading', { name: 'Latest values' }) })
      .last();
  }

  get troubleCodes() {
    return this.page.getByRole('list', { name: 'Active trouble codes' });
  }

  get recentReadings() {
    return this.page.getByRole('list', { name: 'Recent readings' });
  }

  async showHowDevicesSend() {
    await this.page.getByText('How the device sends readings').click();
  }
}

/** The Documents tab: the vehicle's papers with their expiry. */
export class DocumentsTab {
  constructor(private readonly page: Page) {}

  card(name: string) {
    return this.page.getByRole('article', { name });
  }

  async openAddForm() {
    await this.page.getByRole('button', { name: 'Add a document' }).click();
  }

  async add({
    kind,
    number,
    expiresOn,
    file,
  }: {
    kind: string;
    number: string;
    expiresOn: string;
    file: { name: string; mimeType: string; buffer: Buffer };
  }) {
    await this.openAddForm();
    await this.page.getByLabel('Kind of paper').selectOption(kind);
    await this.page.getByLabel('Number (optional)').fill(number);
    await this.page.getByLabel('Expires on').fill(expiresOn);
    await this.page.getByLabel('File (optional)').setInputFiles(file);
    await this.page.getByRole('button', { name: 'Add the document' }).click();
  }
}

/** /dashboard/calendar: month, week and agenda views of what falls due. */
export class CalendarPage {
  constructor(private readonly page: Page) {}

  /** Without a view, the page picks its own (the list on phones, the month grid on wide screens). */
  async goto({ view, date }: { view?: 'month' | 'week' | 'agenda'; date?: string } = {}) {
    const query = new URLSearchParams({ ...(view ? { view } : {}), ...(date ? { date } : {}) }).toString();
    await this.page.goto(`/dashboard/calendar${query ? `?${query}` : ''}`);
  }

  /** The heading of the period shown ("Next 60 days", "March 2026"). */
  period(name: string) {
    return this.page.getByRole('heading', { level: 2, name });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'My Calendar' });
  }

  viewButton(label: string) {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** The agenda's day, by its date as the page shows it ("5 Mar 2026"). */
  day(shownDate: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(shownDate.replace(/ /g, '.*')) }) });
  }
}

/** The dashboard's "Your fleet" summary. */
export class FleetOverview {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Your fleet' });
  }

  get emptyState() {
    return this.page.getByText('No vehicles yet');
  }

  /** The vehicle count, e.g. "1 vehicle" or "2 vehicles" (then what is yours and what is shared). */
  vehiclesLink(count: string) {
    return this.region.getByRole('link', { name: new RegExp(`^${count}`) });
  }

  link(name: string) {
    return this.region.getByRole('link', { name });
  }
}
