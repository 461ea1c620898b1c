import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import {
  addBankAccount,
  redeemCoupon,
  SANDBOX_ACCOUNTS,
  saveCardOf,
  topUpThroughSandbox,
  withdraw,
} from '../../factories/wallet.ts';
import {
  BankAccountsPage,
  OrderDetailsPage,
  PaymentSettingsPage,
  TransactionsPage,
  WalletPage,
} from '../../pages/wallet.ts';
import { randomIp } from '../../support/people.ts';
import { settle, shoot as shootPage, snap } from '../../support/screenshots.ts';
import { expectTapTargets } from '../../support/tap-targets.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** Every screen pictured is also checked for targets too small to tap. */
async function shoot(page: Page, name: string) {
  await settle(page);
  await expectTapTargets(page);
  await shootPage(page, `wallet-${name}`);
}

for (const width of [360, 1280]) {
  test(`every wallet screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await confirmedAccount(page.request, { firstName: 'Ngozi', lastName: 'Adeyemi' });
    const wallet = new WalletPage(page);
    const bankAccounts = new BankAccountsPage(page);
    const paymentSettings = new PaymentSettingsPage(page);

    await test.step('the empty wallet and the empty lists', async () => {
      await wallet.goto();
      await expect(wallet.emptyState).toBeVisible();
      await shoot(page, 'wallet-empty');
      await bankAccounts.goto();
      await expect(bankAccounts.emptyState).toBeVisible();
      await shoot(page, 'bank-accounts-empty');
      await paymentSettings.goto();
      await expect(paymentSettings.emptyState).toBeVisible();
      await shoot(page, 'payment-settings-empty');
    });

    await test.step('the sandbox checkout page', async () => {
      const checkout = await wallet.startTopUp('10,000');
      // The gateway's own page, not the app's: pictured only.
      await shootPage(page, 'wallet-sandbox-checkout');
      await checkout.pay();
      await expect(page.getByText('₦10,000.00 added', { exact: true })).toBeVisible();
      await shoot(page, 'wallet-after-checkout');
    });

    const payment = await topUpThroughSandbox(page.request, 2_500_00);
    if (payment) await saveCardOf(page.request, payment.reference);
    await redeemCoupon(page.request);
    const bankAccount = await addBankAccount(page.request, { accountNumber: SANDBOX_ACCOUNTS.ngoziAdeyemi });
    await withdraw(page.request, {
      email: account.email,
      bankAccountId: bankAccount._id,
      amount: 3_000_00,
      reference: `shot-${width}-${Date.now()}`,
    });

    await test.step('the wallet with money', async () => {
      await wallet.goto();
      await expect(wallet.recent.getByRole('listitem')).toHaveCount(4);
      await shoot(page, 'wallet');
      await wallet.amount.fill('12');
      await wallet.payButton.click();
      await expect(page.getByText('The smallest amount is ₦100.')).toBeVisible();
      await shoot(page, 'wallet-top-up-error');
    });

    await test.step('the transactions and one of them', async () => {
      const transactions = new TransactionsPage(page);
      const orderDetails = new OrderDetailsPage(page);
      await transactions.goto();
      await expect(page.getByText('4 transactions')).toBeVisible();
      await shoot(page, 'wallet-transactions');
      const detail = await transactions.openDetail('Coupon');
      await expect(detail).toContainText('+₦500.00');
      await expectTapTargets(page);
      await snap(page, 'wallet-transaction-detail');
      await page.keyboard.press('Escape');
      await transactions.openPayment('Top-up');
      await expect(orderDetails.heading).toBeVisible();
      await expect(orderDetails.status).toHaveText('Paid');
      await shoot(page, 'order-details');
      await orderDetails.goto('00000000-0000-4000-8000-000000000000');
      await expect(orderDetails.notFoundHeading).toBeVisible();
      await shoot(page, 'order-details-not-found');
    });

    await test.step('bank accounts, the add form with the name check, withdrawals', async () => {
      await bankAccounts.goto();
      await expect(bankAccounts.saved.getByRole('listitem')).toHaveCount(1);
      await expect(bankAccounts.latestPayoutStatus).toHaveText('Paid');
      await bankAccounts.withdraw.amount.fill('1500');
      await expect(page.getByText('Fee ₦10.00, total ₦1,510.00')).toBeVisible();
      await shoot(page, 'bank-accounts');
      await bankAccounts.startAdding('kuda');
      // The sandbox names 2045678901 "FUNMILAYO ADEBAYO": not this profile's name, so it cannot be saved.
      await bankAccounts.accountNumber.fill('2045678901');
      await expect(page.getByText('This account is not in your name')).toBeVisible();
      await shoot(page, 'bank-account-form-not-yours');
      await bankAccounts.accountNumber.fill(SANDBOX_ACCOUNTS.ngoziAdeyemi);
      await expect(bankAccounts.resolvedName).toHaveText('ADEYEMI NGOZI');
      await shoot(page, 'bank-account-form');
    });

    await test.step('saved cards', async () => {
      await paymentSettings.goto();
      await expect(paymentSettings.cards.getByRole('listitem')).toHaveCount(1);
      await expect(paymentSettings.cards.getByRole('listitem')).toContainText('Visa •••• 4081');
      await shoot(page, 'payment-settings');
    });
  });
}
