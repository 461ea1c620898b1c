import type { Page } from '@playwright/test';

/** The public site: the landing page, its newsletter popup, the blog, the help centre and the service pages. */

/**
 * Every journey's browser starts with the popup blocked (the config's storage state); a journey about the popup
 * starts empty instead: `test.use(withNewsletterPopup)`.
 */
export const withNewsletterPopup = { storageState: { cookies: [], origins: [] } };

/** Keeps the newsletter popup away (its block flag), for a page that started without it. */
export async function blockNewsletterPopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('blockNewsletterPopup', 'true'));
}

/** /: the hero, the services, the slider, the plan (#subscriptions) and the app section. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  async goto(hash = '') {
    await this.page.goto(`/${hash}`);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get servicesHeading() {
    return this.page.getByRole('heading', { name: "One place for your vehicle's whole life" });
  }

  link(name: string) {
    return this.page.getByRole('link', { name, exact: true });
  }

  get slider() {
    return this.page.getByRole('region', { name: 'FleetCare in three steps' });
  }

  slideButton(number: number) {
    return this.slider.getByRole('button', { name: new RegExp(`^Show slide ${number}`) });
  }

  get app() {
    return this.page.getByRole('region', { name: 'Get the FleetCare app' });
  }

  get subscriptions() {
    return new PlanSection(this.page);
  }
}

/** The landing page's #subscriptions section: the first plan with its annual/monthly switch. */
export class PlanSection {
  constructor(private readonly page: Page) {}

  get section() {
    return this.page.locator('#subscriptions');
  }

  plan(productName: string) {
    return this.section.getByRole('article', { name: productName });
  }

  price(productName: string) {
    return this.plan(productName).getByTestId('plan-price');
  }

  /** Brings the plan in (it loads when its section nears the viewport). */
  async scrollTo() {
    await this.section.scrollIntoViewIfNeeded();
  }

  radio(name: string | RegExp) {
    return this.section.getByRole('radio', { name });
  }

  async choose(term: 'Monthly' | 'Annually') {
    await this.section.locator('label', { hasText: term }).click();
  }

  addToCartButton(label = 'Add to cart') {
    return this.section.getByRole('button', { name: label });
  }
}

/** The newsletter popup that opens after 5 seconds on the landing page. */
export class NewsletterPopup {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Car care tips, once a month' });
  }

  get email() {
    return this.dialog.getByLabel('Email address');
  }

  async subscribe(email?: string) {
    if (email !== undefined) await this.email.fill(email);
    await this.dialog.getByRole('button', { name: 'Subscribe' }).click();
  }

  get dontShowAgain() {
    return this.dialog.getByRole('checkbox', { name: "Don't show this popup again" });
  }
}

/** /blog and /blog/:slug. */
export class BlogPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/blog') {
    await this.page.goto(path);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'FleetCare blog' });
  }

  post(title: string | RegExp) {
    return this.page.getByRole('link', { name: title });
  }

  get topics() {
    return this.page.getByRole('navigation', { name: 'Filter articles by topic' });
  }

  get articles() {
    return this.page.getByRole('article');
  }

  get notFoundHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'We could not find that article' });
  }
}

/** /help: the FAQ with its search. */
export class HelpPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/help');
  }

  get search() {
    return this.page.getByRole('searchbox', { name: 'Search the help articles' });
  }

  /** A question's summary, which opens and closes its answer. */
  question(text: string) {
    return this.page.locator('summary', { hasText: text });
  }

  async requestCall() {
    await this.page.getByRole('main').getByRole('button', { name: 'Request a call' }).first().click();
  }

  async showAll() {
    await this.page.getByRole('button', { name: 'Show all articles' }).click();
  }
}

/** /services/<category> and /services/get-price/<service>. */
export class ServicePage {
  constructor(private readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path);
  }

  service(name: string) {
    return this.page.getByRole('article', { name });
  }

  get priceRows() {
    return this.page.getByRole('table').getByRole('row');
  }

  get bookLink() {
    return this.page.getByRole('link', { name: 'Book a mechanic' }).first();
  }
}
