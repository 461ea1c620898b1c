import { expect, type Locator, type Page } from '@playwright/test';
import { buildPath } from '@fleetcare/shared';

const createQuotation = '/dashboard/spare-parts/my-quotations/create-quotation/:sparePartRequestId';
const requestQuotations = '/dashboard/spare-parts/spare-part-requests/show-all-quotations/:sparePartRequestId';

export interface QuotedLine {
  grade: string;
  brand?: string;
  /** In naira, as typed. */
  unitPrice: string;
  warrantyDays?: string;
}

/** /dashboard/spare-parts/my-quotations/create-quotation/:id: a supplier's quotation for an invited request. */
export class SupplierQuotationPage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(requestId: string) {
    await this.page.goto(buildPath(createQuotation, { sparePartRequestId: requestId }));
  }

  /** A part of the request on the form, by its position. */
  line(index: number): Locator {
    return this.page.getByTestId(`quote-line-${index}`);
  }

  async offer(index: number, { grade, brand, unitPrice, warrantyDays }: QuotedLine) {
    const line = this.line(index);
    await line.getByRole('radio', { name: 'I have it' }).check();
    await line.getByRole('combobox', { name: 'Grade' }).selectOption({ label: grade });
    if (brand) await line.getByRole('textbox', { name: 'Brand (optional)' }).fill(brand);
    await line.getByRole('textbox', { name: 'Price for one' }).fill(unitPrice);
    if (warrantyDays) await line.getByRole('textbox', { name: 'Warranty in days (optional)' }).fill(warrantyDays);
  }

  async notAvailable(index: number) {
    await this.line(index).getByRole('radio', { name: "I don't have it" }).check();
  }

  async delivery({ fee, days }: { fee: string; days: string }) {
    await this.main.getByRole('textbox', { name: 'Delivery fee' }).fill(fee);
    await this.main.getByRole('textbox', { name: 'Days to deliver after payment' }).fill(days);
  }

  get liveTotal(): Locator {
    return this.page.getByTestId('quotation-live-total');
  }

  async send() {
    await this.main.getByRole('button', { name: /^Send (quotation|revision)$/ }).click();
    await expect(this.page).toHaveURL(/\/dashboard\/spare-parts\/my-quotations\/submitted-quotations$/);
  }
}

/** /dashboard/spare-parts/spare-part-requests/show-all-quotations/:id: the customer's comparison. */
export class QuotationComparisonPage {
  constructor(private readonly page: Page) {}

  async goto(requestId: string) {
    await this.page.goto(buildPath(requestQuotations, { sparePartRequestId: requestId }));
  }

  /** Every quotation's offer for a part of the request, by the part's name. */
  offersFor(partName: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${partName} ×`) }).getByTestId('offer');
  }

  offerOf(partName: string, businessName: string): Locator {
    return this.offersFor(partName).filter({ hasText: businessName });
  }

  card(businessName: string): Locator {
    return this.page.getByTestId('quotation-card').filter({ hasText: businessName });
  }

  /** Opens the confirmation of paying a supplier's quotation ("Pay ₦X" on its card). */
  async openPay(businessName: string): Promise<Locator> {
    await this.card(businessName).getByRole('button', { name: /^Pay / }).click();
    return this.page.getByRole('alertdialog');
  }

  /** Pays the open confirmation from the wallet, landing on the request's page. */
  async payFromWallet(dialog: Locator) {
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(this.page).toHaveURL(/\/dashboard\/spare-parts\/spare-part-requests\/show\//);
  }
}
