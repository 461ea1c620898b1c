import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The header of every page: the logo, the Services and Help menus, the language switch, and either Login / Sign Up
 * or the bell, the cart and the account menu. Above 1200 px its entries are in the bar; at phone widths they sit in
 * the slide-in menu. Names are the English ones unless a Norwegian name is passed.
 */
export class SiteHeader {
  constructor(private readonly page: Page) {}

  get banner() {
    return this.page.getByRole('banner');
  }

  get homeLink() {
    return this.page.getByRole('link', { name: 'FleetCare home' });
  }

  servicesButton(name = 'Services') {
    return this.page.getByRole('button', { name });
  }

  helpButton(name = 'Help') {
    return this.page.getByRole('button', { name });
  }

  /** The menu a header button opens (Services, Help). */
  menu(name: string) {
    return this.page.getByRole('menu', { name });
  }

  menuItem(name: string) {
    return this.page.getByRole('menuitem', { name });
  }

  languageSwitch(name = 'Language') {
    return this.page.getByRole('combobox', { name }).first();
  }

  async chooseLanguage(language: 'en' | 'nb', switchName = 'Language') {
    await this.languageSwitch(switchName).selectOption(language);
  }

  get bell() {
    return this.page.getByRole('button', { name: 'Notifications' });
  }

  get cartLink() {
    return this.page.getByRole('link', { name: 'Subscription cart' });
  }

  /** The cart icon once it counts its items ("Subscription cart, 1 item"). */
  cartLinkWith(items: number) {
    return this.page.getByRole('link', { name: `Subscription cart, ${items} item${items === 1 ? '' : 's'}` });
  }

  accountMenuButton(prefix = 'Account menu for ') {
    return this.page.getByRole('button', { name: new RegExp(`^${prefix}`) });
  }

  /** The open account menu (or any open header menu). */
  get openMenu() {
    return this.page.getByRole('menu');
  }

  async openAccountMenu() {
    await this.accountMenuButton().click();
  }

  async openServices() {
    await this.servicesButton().click();
  }

  async openHelp() {
    await this.helpButton().click();
  }

  /** Help → Request a call, in the bar (above 1200 px). */
  async requestCallFromHelp() {
    await this.openHelp();
    await this.menuItem('Request a call').click();
  }

  /** The account menu's Log Out, which lands on /login. */
  async signOut() {
    await this.openAccountMenu();
    await this.menuItem('Log Out').click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}

/** The slide-in menu of phone widths: a modal panel with every entry of the header. */
export class SlideInMenu {
  constructor(private readonly page: Page) {}

  get openButton() {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  get panel() {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  get closeButton() {
    return this.panel.getByRole('button', { name: 'Close menu' });
  }

  link(name: string, options: { exact?: boolean } = {}) {
    return this.panel.getByRole('link', { name, ...options });
  }

  get accountHeading() {
    return this.panel.getByRole('heading', { name: 'Your account' });
  }

  get logOutButton() {
    return this.panel.getByRole('button', { name: 'Log Out' });
  }

  async open() {
    await this.openButton.click();
    await expect(this.panel).toBeVisible();
  }

  async requestCall() {
    await this.panel.getByRole('button', { name: 'Request a call' }).click();
  }
}

/** The footer, with its e-mail box that leads to sign-in or sign-up. */
export class SiteFooter {
  constructor(private readonly page: Page) {}

  get footer() {
    return this.page.getByRole('contentinfo');
  }

  get emailBox() {
    return this.footer.getByRole('textbox', { name: 'Your email' });
  }

  get continueButton() {
    return this.footer.getByRole('button', { name: 'Continue' });
  }

  get error() {
    return this.footer.getByRole('alert');
  }

  /** Scrolls down to the footer, as a visitor does: its e-mail box comes (its code loads) once the footer is near. */
  async scrollTo() {
    await this.footer.scrollIntoViewIfNeeded();
    await expect(this.emailBox).toBeVisible();
  }

  async continueWith(email: string) {
    await this.scrollTo();
    await this.emailBox.fill(email);
    await this.continueButton.click();
  }
}

/** The cookie banner shown to visitors from consent countries (Norway: in Norwegian). */
export class CookieBanner {
  constructor(
    private readonly page: Page,
    private readonly name = 'Informasjonskapsler på FleetCare',
  ) {}

  get region() {
    return this.page.getByRole('region', { name: this.name });
  }

  async accept(label = 'Godta') {
    await this.region.getByRole('button', { name: label }).click();
  }

  async postpone(label = 'Ikke nå') {
    await this.region.getByRole('button', { name: label }).click();
  }
}

/** The request-a-call modal. */
export class RequestCallDialog {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Request a call' });
  }

  get countryCode() {
    return this.dialog.getByRole('combobox', { name: 'Country code' });
  }

  async fill({ fullName, phone, about }: { fullName: string; phone: string; about: string }) {
    await this.dialog.getByRole('textbox', { name: 'Full name' }).fill(fullName);
    await this.dialog.getByRole('textbox', { name: 'Phone number without the country code' }).fill(phone);
    await this.dialog.getByRole('radio', { name: about }).check();
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Request a call' }).click();
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
  }

  error(text: string): Locator {
    return this.dialog.getByText(text);
  }
}

/** The not-found page, inside whichever layout the path belongs to. */
export class NotFoundPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'We could not find that page' });
  }

  async goHome() {
    await this.page.getByRole('link', { name: 'Go to the home page' }).click();
  }
}
