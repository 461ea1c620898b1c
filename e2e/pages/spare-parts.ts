import { expect, type Locator, type Page } from '@playwright/test';
import { buildPath, screens } from '@fleetcare/shared';

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

export interface RequestedPart {
  name: string;
  partNumber?: string;
  category: string;
  quantity: number;
  grades: string[];
}

/** The customer's spare-part request screens: the list, the draft form and a request's page. */
export class SparePartRequestsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto(screens.sparePartRequests);
    await expect(this.page.getByRole('heading', { level: 1, name: 'My spare-part requests' })).toBeVisible();
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The delivery address through the address input: the town picked from the type-ahead, then the street. */
  async deliverTo({ typed, place, street }: { typed: string; place: RegExp; street: string }) {
    await this.main.getByRole('combobox', { name: 'Town or area' }).fill(typed);
    await this.page.getByRole('option', { name: place }).first().click();
    await expect(this.page.getByText(/^Chosen: /)).toBeVisible();
    await this.main.getByRole('textbox', { name: 'Street and number' }).fill(street);
  }

  /** Adds a part through the part form; it is saved at once, and the count of parts grows. */
  async addPart(part: RequestedPart) {
    const before = await this.page.getByTestId('parts-count').innerText();
    await this.main.getByRole('button', { name: /^Add (a|another) part$/ }).click();
    const form = this.page.getByRole('form', { name: 'New part' });
    await form.getByRole('textbox', { name: 'Part', exact: true }).fill(part.name);
    if (part.partNumber) await form.getByRole('textbox', { name: 'Part number (optional)' }).fill(part.partNumber);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: part.category });
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill(String(part.quantity));
    for (const grade of part.grades) await form.getByRole('checkbox', { name: grade }).check();
    await form.getByRole('button', { name: 'Add part' }).click();
    await expect(form).toHaveCount(0);
    await expect(this.page.getByTestId('parts-count')).not.toHaveText(before);
  }

  get status() {
    return this.page.getByTestId('request-status');
  }

  get invitedSuppliers() {
    return this.page.getByTestId('invited-suppliers');
  }
}

const requestScreen = '/dashboard/spare-parts/spare-part-requests/show/:sparePartRequestId';
const invitedRequestScreen = '/dashboard/spare-parts/my-quotations/show-request/:sparePartRequestId';

/** The customer's request page once paid: its order, with the confirmation of the delivery. */
export class SparePartOrderPage {
  constructor(private readonly page: Page) {}

  async goto(requestId: string) {
    await this.page.goto(buildPath(requestScreen, { sparePartRequestId: requestId }));
  }

  get section(): Locator {
    return this.page.getByTestId('order-section');
  }

  step(name: 'paid' | 'dispatched' | 'delivered' | 'completed'): Locator {
    return this.page.getByTestId(`order-step-${name}`);
  }

  async confirmDelivery() {
    await this.section.getByRole('button', { name: 'Confirm I received the parts' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, I received them' }).click();
  }
}

/** The paid supplier's order on the show-request page: the delivery, then dispatching and delivering. */
export class SupplierOrderPage {
  constructor(private readonly page: Page) {}

  async goto(requestId: string) {
    await this.page.goto(buildPath(invitedRequestScreen, { sparePartRequestId: requestId }));
  }

  get order(): Locator {
    return this.page.getByTestId('supplier-order');
  }

  async dispatch(note: string) {
    await this.order.getByRole('button', { name: 'Mark as dispatched' }).click();
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByLabel('How do the parts travel?').fill(note);
    await dialog.getByRole('button', { name: 'Mark as dispatched' }).click();
    await expect(dialog).toBeHidden();
  }

  async deliver() {
    await this.order.getByRole('button', { name: 'Mark as delivered' }).click();
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(dialog).toBeHidden();
  }
}
