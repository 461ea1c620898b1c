import { expect, type Page } from '@playwright/test';

/** The maintenance plans and the subscription cart. */

/** /dashboard/subscriptions/products: every plan, with the annual/monthly switch. */
export class PlansPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/subscriptions/products');
  }

  get plans() {
    return this.page.getByRole('article');
  }

  async chooseMonthly() {
    await this.page.locator('label', { hasText: 'Monthly' }).click();
  }

  /** Adds the nth plan of the list (0 first): the app opens the cart. */
  async addToCart(index: number) {
    await this.plans.nth(index).getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.page).toHaveURL(CART_PATH);
  }
}

const CART_PATH = '/dashboard/subscriptions/subscription-cart';

/** /dashboard/subscriptions/subscription-cart: the lines, their terms and the total. */
export class CartPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto(CART_PATH);
  }

  async waitUntilOpen() {
    await expect(this.page).toHaveURL(CART_PATH);
  }

  get lines() {
    return this.page.getByRole('article');
  }

  line(productName: string) {
    return this.page.getByRole('article', { name: productName });
  }

  get total() {
    return this.page.getByTestId('cart-total');
  }

  get emptyHeading() {
    return this.page.getByRole('heading', { name: 'Your cart is empty' });
  }

  get browsePlansLink() {
    return this.page.getByRole('link', { name: 'Browse plans' });
  }

  async switchToMonthly(productName: string) {
    await this.line(productName).getByRole('button', { name: 'Switch to monthly' }).click();
  }

  /** Any line's remove button (the dialog then asks to confirm). */
  get anyRemoveButton() {
    return this.page.getByRole('button', { name: /^Remove .* from the cart$/ }).first();
  }

  get confirmDialog() {
    return this.page.getByRole('alertdialog');
  }

  async remove(productName: string) {
    await this.line(productName)
      .getByRole('button', { name: `Remove ${productName} from the cart` })
      .click();
    await this.page
      .getByRole('alertdialog', { name: `Remove ${productName}?` })
      .getByRole('button', { name: 'Remove plan' })
      .click();
  }
}
