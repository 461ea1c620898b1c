import { expect, type Locator, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';

/** The technician registration, its application status page and the public page a reference's link opens. */

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface Phone {
  dialCode: string;
  number: string;
}

/** A registration step's address. */
export const registrationStepPath = (step: string) => `${screens.technicianRegistration}/${step}`;

/** /signup?role=technician, as the page for mechanics sends people there: the Mechanic role already chosen. */
export class TechnicianSignupPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/signup?role=technician');
  }

  async signUp({
    firstName,
    lastName,
    email,
    password,
  }: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
  }) {
    const form = this.page.getByRole('main');
    await expect(form.getByRole('radio', { name: 'Mechanic' })).toBeChecked();
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('New password').fill(password);
    await form.getByLabel(/I accept the/).check();
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

/** /technician/technician-registration/<step>: one step of the registration, its progress and its Back/Next. */
export class TechnicianRegistration {
  constructor(private readonly page: Page) {}

  async goto(step?: string) {
    await this.page.goto(step ? registrationStepPath(step) : screens.technicianRegistration);
  }

  /** The step's title (the page's level-1 heading). */
  heading(title: string) {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  /** "Step 3 of 10 · 2 of 10 done". */
  get counter() {
    return this.page.getByTestId('step-counter');
  }

  /** Waits until the step with this title shows at its address. */
  async expectStep(step: string, title: string) {
    await expect(this.page).toHaveURL(new RegExp(`${registrationStepPath(step)}$`));
    await expect(this.heading(title)).toBeVisible();
  }

  /** Saves the step's form (Next on a step that is a form). */
  async saveAndContinue() {
    await this.page.getByRole('button', { name: 'Save and continue' }).click();
  }

  /** Next on a step saved as it goes (uploads, references, payout). */
  async next() {
    await this.page.getByRole('main').getByRole('link', { name: 'Next', exact: true }).click();
  }

  field(label: string): Locator {
    return this.page.getByRole('main').getByLabel(label, { exact: true });
  }

  /** Step 1: the photo (sent at once), the phone, the date of birth and a few words. */
  async fillPersonal({
    photo,
    phone,
    dateOfBirth,
    bio,
  }: {
    photo: UploadFile;
    phone: Phone;
    dateOfBirth: string;
    bio: string;
  }) {
    await this.page.getByLabel('Add a photo of your face').setInputFiles(photo);
    await expect(this.page.getByTestId('photo-preview')).toBeVisible();
    await this.page.getByRole('button', { name: 'Use this photo' }).click();
    await expect(this.page.getByRole('button', { name: 'Use this photo' })).toBeHidden();
    await expect(this.page.getByLabel('Change your photo')).toBeVisible();
    await this.field('Country code').fill(phone.dialCode);
    await this.field('Phone number').fill(phone.number);
    await this.field('Date of birth').fill(dateOfBirth);
    await this.field('About you (optional)').fill(bio);
  }

  /** A chip (trade or service): its checkbox, and the label that is what a finger taps. */
  chip(name: string) {
    return this.page.getByRole('main').getByRole('checkbox', { name, exact: true });
  }

  private chipLabel(name: string) {
    const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return this.page.getByRole('main').locator('label').filter({ hasText: exactly });
  }

  /** Step 2: trades and catalogue services as chips, and the years of experience. */
  async fillSkills({ trades, services, years }: { trades: string[]; services: string[]; years: number }) {
    for (const name of [...trades, ...services]) {
      await this.chipLabel(name).click();
      await expect(this.chip(name)).toBeChecked();
    }
    await this.field('Years of experience').fill(String(years));
  }

  /** Step 3: adds a language row and sets its level (the first row starts as English, fluent). */
  async addLanguage(language: string, level: string) {
    await this.page.getByRole('button', { name: 'Add a language' }).click();
    const row = this.page.getByRole('main').getByRole('listitem').last();
    await row.getByLabel('Language').selectOption({ label: language });
    await row.getByLabel('How well').selectOption({ label: level });
  }

  /** Step 4: the place by type-ahead, the street, a landmark and the radius. */
  async fillServiceArea({
    typed,
    place,
    street,
    landmark,
    radiusKm,
  }: {
    typed: string;
    place: string;
    street: string;
    landmark: string;
    radiusKm: number;
  }) {
    await this.page.getByRole('combobox', { name: 'Town or area' }).fill(typed);
    await this.page
      .getByRole('option', { name: new RegExp(place) })
      .first()
      .click();
    await expect(this.page.getByText(`Chosen: ${place}`)).toBeVisible();
    await this.field('Street and number').fill(street);
    await this.field('Landmark (optional)').fill(landmark);
    await this.page.getByRole('spinbutton', { name: 'How far you travel' }).fill(String(radiusKm));
  }

  /** Step 5: the Mon–Sat, 8–18 week in one tap. */
  async chooseUsualWeek() {
    await this.page.getByRole('button', { name: 'Mon–Sat, 08:00–18:00' }).click();
  }

  /** Uploads a paper through the step's upload form, waiting until it is listed. */
  async uploadPaper({ kind, title, file }: { kind?: string; title?: string; file: UploadFile }) {
    if (kind) await this.field('Kind of document').selectOption({ label: kind });
    if (title) await this.field('Name of the document').fill(title);
    await this.field('File').setInputFiles(file);
    const before = await this.papers.count();
    await this.page.getByRole('button', { name: /^Upload/ }).click();
    await expect(this.papers).toHaveCount(before + 1);
  }

  get papers() {
    return this.page.getByTestId('credential');
  }

  /** Step 6: the NIN (the ID document is uploaded with uploadPaper). */
  async enterNin(nin: string) {
    await this.field('National Identification Number (NIN)').fill(nin);
  }

  get references() {
    return this.page.getByTestId('reference');
  }

  /** Step 8: adds a reference; they are sent the link. */
  async addReference({
    name,
    email,
    phone,
    relationship,
    yearsKnown,
  }: {
    name: string;
    email: string;
    phone: Phone;
    relationship: string;
    yearsKnown: number;
  }) {
    const before = await this.references.count();
    const form = this.page.getByRole('region', { name: 'Add a reference' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Country code').fill(phone.dialCode);
    await form.getByLabel('Phone number', { exact: true }).fill(phone.number);
    await form.getByLabel('How they know you').selectOption({ label: relationship });
    await form.getByLabel('Years they have known you').fill(String(yearsKnown));
    await form.getByRole('button', { name: 'Add reference' }).click();
    await expect(this.references).toHaveCount(before + 1);
  }

  /** Step 9: the way to the wallet's bank accounts. */
  get addBankAccountLink() {
    return this.page.getByRole('link', { name: 'Add a bank account' });
  }

  get payoutCount() {
    return this.page.getByTestId('payout-count');
  }

  /** Step 10: what is still missing, and the submit. */
  get missingItems() {
    return this.page.getByTestId('missing-item');
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Send application' }).click();
  }
}

/** /technician/technician-registration/application-status. */
export class ApplicationStatusPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto(screens.technicianApplicationStatus);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Your technician application' });
  }

  /** The status badge beside "Status:". */
  get status() {
    return this.page.getByTestId('application-status');
  }

  get references() {
    return this.page.getByTestId('reference');
  }

  get history() {
    return this.page.getByTestId('history').getByRole('listitem');
  }
}

/** /technician/reference-check?token=…: what a reference sees, and their one answer. */
export class ReferenceCheckPage {
  constructor(private readonly page: Page) {}

  heading(applicant: string) {
    return this.page.getByRole('heading', { level: 1, name: `Do you know ${applicant}?` });
  }

  async answer(answer: 'Yes, I know them' | "No, I don't", comment = '') {
    await this.page.getByRole('radio', { name: answer }).check();
    if (comment) await this.page.getByLabel('Anything to add? (optional)').fill(comment);
    await this.page.getByRole('button', { name: 'Send my answer' }).click();
  }

  get thanks() {
    return this.page.getByRole('heading', { level: 1, name: 'Thank you' });
  }

  get recordedAnswer() {
    return this.page.getByTestId('reference-answer');
  }
}
