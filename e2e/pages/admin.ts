import { expect, type Locator, type Page } from '@playwright/test';

/** The admin panel (/admin-panel): its menu, a resource's list and record pages, and an action's form. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The panel's own menu of resources (inside the page's main part), and its home. */
export class AdminPanel {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin-panel');
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Admin panel', level: 1 });
  }

  get menu() {
    return this.page.getByRole('main').getByRole('navigation', { name: 'Admin panel' });
  }

  /** The figures of the home page ("0 Payouts pending"). */
  get today() {
    return this.page.getByRole('region', { name: 'Today' });
  }

  /** Opens a resource's list from the menu by its title ("Users", "Coupons", "Audit log"). */
  async open(title: string): Promise<ResourceList> {
    await this.menu.getByRole('link', { name: title, exact: true }).click();
    const list = new ResourceList(this.page, title);
    await expect(list.heading).toBeVisible();
    return list;
  }
}

/** A resource's list: its search, filters, table and collection actions (creating a coupon). */
export class ResourceList {
  constructor(
    private readonly page: Page,
    readonly title: string,
  ) {}

  get heading() {
    return this.page.getByRole('heading', { name: this.title, level: 1 });
  }

  get table() {
    return this.page.getByRole('main').getByRole('region', { name: this.title });
  }

  get rows() {
    return this.table.getByRole('row');
  }

  /** The row whose cells hold this text. */
  row(text: string | RegExp) {
    return this.rows.filter({ hasText: text });
  }

  /** Types in the search box; the list follows once typing pauses. */
  async search(text: string) {
    await this.page.getByRole('searchbox', { name: `Search ${this.title}` }).fill(text);
    await expect(this.page).toHaveURL((url) => url.searchParams.get('q') === text);
  }

  /** Sets a text filter from the Filters panel ("Action": "suspend"), applied with Enter. */
  async filterBy(field: string, value: string) {
    const filters = this.page.getByRole('button', { name: 'Filters' });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    const box = this.page.getByRole('main').getByRole('textbox', { name: field, exact: true });
    await box.fill(value);
    await box.press('Enter');
    await expect(this.page).toHaveURL(/[?&]filter=/);
  }

  /** Opens the record a row's title links to. */
  async openRecord(title: string | RegExp): Promise<ResourceRecord> {
    await this.table.getByRole('rowheader').getByRole('link', { name: title }).first().click();
    const record = new ResourceRecord(this.page);
    await expect(record.heading).toBeVisible();
    return record;
  }

  /** Opens a collection action's form ("Create a coupon"). */
  async startAction(title: string): Promise<ActionForm> {
    await this.page.getByRole('main').getByRole('button', { name: title, exact: true }).click();
    const form = new ActionForm(this.page, title);
    await expect(form.dialog).toBeVisible();
    return form;
  }
}

/** A record's page: its fields (label, value), related sections and the actions that apply to it now. */
export class ResourceRecord {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  get details() {
    return this.page.getByRole('region', { name: 'Details' });
  }

  /** A field's value, by its label. */
  value(label: string): Locator {
    return this.details
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  actionButton(title: string) {
    return this.page.getByRole('main').getByRole('button', { name: title, exact: true });
  }

  /** Opens a record action's form ("Suspend", "Edit plan"). */
  async startAction(title: string): Promise<ActionForm> {
    await this.actionButton(title).click();
    const form = new ActionForm(this.page, title);
    await expect(form.dialog).toBeVisible();
    return form;
  }
}

/** An action's form in its dialog: fields by label, the reason, and the confirmation a dangerous action asks for. */
export class ActionForm {
  constructor(
    private readonly page: Page,
    private readonly title: string,
  ) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: this.title });
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Chooses an option of a select by the words it shows. */
  async choose(label: string, option: string) {
    await this.field(label).selectOption({ label: option });
  }

  /** The message above the fields when the server refuses the action as a whole. */
  get error() {
    return this.dialog.getByRole('alert').first();
  }

  /** Sends the form expecting a refusal: the dialog stays open. */
  async submitRefused({ reason, confirm = false }: { reason?: string; confirm?: boolean } = {}) {
    if (reason !== undefined) await this.field('Reason').fill(reason);
    await this.dialog.getByRole('button', { name: this.title, exact: true }).click();
    if (confirm) await this.dialog.getByRole('button', { name: `Yes: ${this.title}` }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Sends the form (confirming when the action is a dangerous one) and waits for the dialog to close. */
  async submit({ reason, confirm = false }: { reason?: string; confirm?: boolean } = {}) {
    if (reason !== undefined) await this.field('Reason').fill(reason);
    await this.dialog.getByRole('button', { name: this.title, exact: true }).click();
    if (confirm) {
      await expect(this.dialog.getByText(`${this.title}: are you sure?`)).toBeVisible();
      await this.dialog.getByRole('button', { name: `Yes: ${this.title}` }).click();
    }
    await expect(this.dialog).toBeHidden();
  }
}

/** /admin-panel/roles: who holds admin roles, adding an admin, granting and revoking roles. */
export class RolesPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Roles', level: 1 });
  }

  get admins() {
    return this.page.getByRole('main').getByRole('region', { name: 'Admins' });
  }

  /** An admin's row, by their e-mail. */
  admin(email: string) {
    return this.admins.getByRole('row').filter({ hasText: email });
  }

  /** The roles shown for an admin ("Super admin", "Finance"). */
  rolesOf(email: string) {
    return this.page.getByRole('list', { name: `Roles of ${email}` }).getByRole('listitem');
  }

  async addAdmin(): Promise<ActionForm> {
    await this.page.getByRole('main').getByRole('button', { name: 'Add an admin' }).click();
    const form = new ActionForm(this.page, 'Add an admin');
    await expect(form.dialog).toBeVisible();
    return form;
  }

  /** Opens "Grant a role" or "Revoke a role" for an admin. */
  async roleAction(email: string, title: 'Grant a role' | 'Revoke a role'): Promise<ActionForm> {
    await this.admin(email).getByRole('button', { name: title }).click();
    const form = new ActionForm(this.page, title);
    await expect(form.dialog).toBeVisible();
    return form;
  }
}
