import { expect, type Page } from '@playwright/test';

/** The money screens: the wallet, the sandbox checkout, bank accounts and withdrawals, transactions, cards. */

/** The amounts the wallet offers as one-tap buttons. */
const QUICK_AMOUNTS = ['1,000', '5,000', '10,000'];

/** /dashboard/wallet: the balances, the top-up, the coupon and the recent transactions. */
export class WalletPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/wallet');
  }

  get available() {
    return this.page.getByTestId('wallet-available');
  }

  get promotional() {
    return this.page.getByTestId('wallet-promotional');
  }

  get emptyState() {
    return this.page.getByText('No money in your wallet yet');
  }

  get amount() {
    return this.page.getByLabel('Amount (₦)');
  }

  get recent() {
    return this.page.getByRole('list', { name: 'Recent transactions' });
  }

  /** Chooses an amount (a one-tap button when there is one) and goes on to the checkout. */
  async topUp(naira: string) {
    if (QUICK_AMOUNTS.includes(naira)) await this.page.getByRole('button', { name: `₦${naira}` }).click();
    else await this.amount.fill(naira);
    await this.page.getByRole('button', { name: 'Continue to payment' }).click();
  }

  /** The top-up button, whichever name it has (a new card, or a saved card: "Pay now"). */
  get payButton() {
    return this.page.getByRole('button', { name: /Continue to payment|Pay now/ });
  }

  /** Opens the wallet and starts a top-up of `naira` with a new card, landing on the sandbox checkout page. */
  async startTopUp(naira: string): Promise<SandboxCheckoutPage> {
    await this.goto();
    await this.topUp(naira);
    const checkout = new SandboxCheckoutPage(this.page);
    await checkout.waitUntilOpen();
    return checkout;
  }

  /** Back on the wallet from the checkout, the address cleaned of the reference. */
  async waitForReturn() {
    await this.page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.search === '');
  }

  /** After a paid checkout: keep the card ("Visa •••• 4081") for later top-ups. */
  saveCardButton(card: string) {
    return this.page.getByRole('button', { name: `Save this card (${card}) for next time` });
  }

  async redeem(code: string) {
    await this.page.getByLabel('Coupon code').fill(code);
    await this.page.getByRole('button', { name: 'Redeem' }).click();
  }

  get withdrawLink() {
    return this.page.getByRole('link', { name: 'Withdraw', exact: true });
  }

  get seeAllLink() {
    return this.page.getByRole('link', { name: 'See all' });
  }

  /** The failed-payment alert, with its "Try again". */
  get paymentFailed() {
    return this.page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  }
}

/** /sandbox/checkout/<reference>: the sandbox gateway's page, where a test card pays or fails. */
export class SandboxCheckoutPage {
  constructor(private readonly page: Page) {}

  async waitUntilOpen() {
    await this.page.waitForURL(/\/sandbox\/checkout\/FC-/);
    await expect(this.page.getByText('SANDBOX — no real money moves')).toBeVisible();
  }

  get amount() {
    return this.page.getByTestId('sandbox-amount');
  }

  async pay() {
    await this.page.getByTestId('sandbox-pay').click();
  }

  async fail() {
    await this.page.getByTestId('sandbox-fail').click();
  }
}

/** /dashboard/wallet/bank-accounts: the saved payout accounts, the add form and the withdraw form (#withdraw). */
export class BankAccountsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/wallet/bank-accounts');
  }

  get emptyState() {
    return this.page.getByText('Add a bank account first');
  }

  get saved() {
    return this.page.getByRole('list', { name: 'Saved bank accounts' });
  }

  get resolvedName() {
    return this.page.getByTestId('resolved-account-name');
  }

  get bank() {
    return this.page.getByLabel('Bank', { exact: true });
  }

  get accountNumber() {
    return this.page.getByLabel('Account number');
  }

  get saveButton() {
    return this.page.getByRole('button', { name: 'Save bank account' });
  }

  /** The alert of an account the bank names for someone else. */
  get notYours() {
    return this.page.getByRole('alert').filter({ hasText: 'This account is not in your name' });
  }

  /** Opens the add form and picks a bank by typing part of its name or a short name ("GTB"). */
  async startAdding(bankQuery: string) {
    await this.page.getByRole('button', { name: 'Add bank account', exact: true }).click();
    await this.page.getByLabel('Find your bank').fill(bankQuery);
  }

  /** The status of the newest withdrawal in the list. */
  get latestPayoutStatus() {
    return this.page.locator('[data-testid="payout"] [data-status]').first();
  }

  /** A withdrawal in the list, by its reference. */
  payout(reference: string) {
    return this.page.locator(`[data-testid="payout"][data-reference="${reference}"]`);
  }

  get withdraw() {
    return new WithdrawForm(this.page);
  }
}

/** The withdraw form: the amount with its fee, a code sent by e-mail, and the withdrawal. */
export class WithdrawForm {
  constructor(private readonly page: Page) {}

  get form() {
    return this.page.locator('#withdraw');
  }

  get amount() {
    return this.form.getByLabel('Amount to withdraw (₦)');
  }

  get withdrawable() {
    return this.form.getByTestId('withdrawable');
  }

  get promotionalNote() {
    return this.form.getByTestId('withdraw-promotional-note');
  }

  async sendCode() {
    await this.form.getByRole('button', { name: 'Send code' }).click();
  }

  async enterCode(code: string) {
    await this.form.getByLabel('6-digit code').fill(code);
  }

  async submit(label: string) {
    await this.form.getByRole('button', { name: label }).click();
  }
}

/** /dashboard/wallet/wallet-transactions: every transaction, each with its detail. */
export class TransactionsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/wallet/wallet-transactions');
  }

  get list() {
    return this.page.getByRole('list', { name: 'Transactions' });
  }

  /** The detail dialog of a transaction without a page of its own (a coupon). */
  async openDetail(kind: string) {
    await this.list.getByRole('button', { name: kind }).click();
    return this.page.getByRole('dialog', { name: kind });
  }

  /** The payment page of a transaction that has one (a top-up). */
  async openPayment(kind: string) {
    await this.list.getByRole('link', { name: kind }).first().click();
  }
}

/** /dashboard/order-details/:id: one payment. */
export class OrderDetailsPage {
  constructor(private readonly page: Page) {}

  async goto(paymentId: string) {
    await this.page.goto(`/dashboard/order-details/${paymentId}`);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Payment details' });
  }

  get notFoundHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'Payment not found' });
  }

  get status() {
    return this.page.locator('[data-status]');
  }
}

/** /dashboard/settings/payment-settings: the saved cards. */
export class PaymentSettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/settings/payment-settings');
  }

  get emptyState() {
    return this.page.getByText('No saved cards');
  }

  get cards() {
    return this.page.getByRole('list', { name: 'Saved cards' });
  }
}
