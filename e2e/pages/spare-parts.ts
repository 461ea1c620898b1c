import { expect, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';

/** /signup?role=supplier: signing up as a parts supplier. */
export class SupplierSignupPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/signup?role=supplier');
  }

  async signUp({
    firstName,
    lastName,
    email,
    password,
  }: Record<'firstName' | 'lastName' | 'email' | 'password', string>) {
    const form = this.page.getByRole('main');
    await expect(form.getByRole('radio', { name: 'Parts supplier' })).toBeChecked();
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('New password').fill(password);
    await form.getByLabel(/I accept the/).check();
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

export interface SupplierDetails {
  businessName: string;
  cacNumber: string;
  /** What is typed in the town box, and the place picked from the suggestions. */
  typed: string;
  place: string;
  street: string;
  landmark: string;
  states: string[];
  categories: string[];
  makes: string[];
  grades: string[];
}

/** /dashboard/settings/supplier-profile: the supplier's profile, its status and what is missing. */
export class SupplierProfilePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto(screens.supplierProfile);
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 2, name: 'Supplier profile' });
  }

  /** The status pill beside the heading ("Not sent yet", "Waiting for review", "Approved", "Not approved"). */
  get status() {
    return this.page.getByTestId('supplier-status').first();
  }

  get missingItems() {
    return this.page.getByTestId('missing-items').getByRole('listitem');
  }

  get rejectionReason() {
    return this.page.getByTestId('rejection-reason');
  }

  field(label: string | RegExp) {
    return this.page.getByRole('main').getByRole('textbox', { name: label });
  }

  /** A box of a group of choices ("Lagos" in "States you deliver to"). */
  choice(group: string, option: string) {
    return this.page.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true });
  }

  async fill(details: SupplierDetails) {
    await this.field('Business name').fill(details.businessName);
    await this.field(/CAC registration number/).fill(details.cacNumber);
    await this.page.getByRole('combobox', { name: 'Town or area' }).fill(details.typed);
    await this.page
      .getByRole('option', { name: new RegExp(details.place) })
      .first()
      .click();
    await expect(this.page.getByText(`Chosen: ${details.place}`)).toBeVisible();
    await this.field('Street and number').fill(details.street);
    await this.field('Landmark (optional)').fill(details.landmark);
    const groups: [string, string[]][] = [
      ['States you deliver to', details.states],
      ['Part categories', details.categories],
      ['Makes you carry parts for', details.makes],
      ['Grades of parts', details.grades],
    ];
    for (const [group, options] of groups) {
      for (const option of options) await this.choice(group, option).check();
    }
  }

  async saveDraft() {
    await this.page.getByRole('button', { name: 'Save draft' }).click();
    await expect(this.page.getByText('Supplier profile saved.')).toBeVisible();
  }

  async submit(name: 'Submit for review' | 'Submit again' = 'Submit for review') {
    await this.page.getByRole('button', { name }).click();
    await expect(this.status).toHaveText('Waiting for review');
  }
}
