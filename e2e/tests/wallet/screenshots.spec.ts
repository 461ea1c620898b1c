import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import {
  addBankAccount,
  redeemCoupon,
  SANDBOX_ACCOUNTS,
  saveCardOf,
  topUpThroughSandbox,
  transactionCodeFor,
} from '../../factories/wallet.ts';
import { randomIp } from '../../support/people.ts';
import { screenshotPath } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** Fits the width (no sideways scrolling), then a full-page picture for people to look at. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  // A full-page picture of a scrolled page would show the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(`wallet-${name}-${width}.png`), fullPage: true });
}

for (const width of [360, 1280]) {
  test(`every wallet screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await confirmedAccount(page.request, { firstName: 'Ngozi', lastName: 'Adeyemi' });

    await test.step('the empty wallet and the empty lists', async () => {
      await page.goto('/dashboard/wallet');
      await expect(page.getByText('No money in your wallet yet')).toBeVisible();
      await shoot(page, 'wallet-empty', width);
      await page.goto('/dashboard/wallet/bank-accounts');
      await expect(page.getByText('Add a bank account first')).toBeVisible();
      await shoot(page, 'bank-accounts-empty', width);
      await page.goto('/dashboard/settings/payment-settings');
      await expect(page.getByText('No saved cards')).toBeVisible();
      await shoot(page, 'payment-settings-empty', width);
    });

    await test.step('the sandbox checkout page', async () => {
      await page.goto('/dashboard/wallet');
      await page.getByRole('button', { name: '₦10,000' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await shoot(page, 'sandbox-checkout', width);
      await page.getByTestId('sandbox-pay').click();
      await expect(page.getByText('₦10,000.00 added', { exact: true })).toBeVisible();
      await shoot(page, 'wallet-after-checkout', width);
    });

    const payment = await topUpThroughSandbox(page.request, 2_500_00);
    if (payment) await saveCardOf(page.request, payment.reference);
    await redeemCoupon(page.request);
    const bankAccount = await addBankAccount(page.request, { accountNumber: SANDBOX_ACCOUNTS.ngoziAdeyemi });
    await page.request.post('/api/users/send-transaction-otp', { data: { purpose: 'payout' } });
    const transfer = await page.request.post('/api/wallets/transfer-to-bank-account', {
      data: {
        bankAccountId: bankAccount._id,
        amount: 3_000_00,
        reference: `shot-${width}-${Date.now()}`,
        otp: await transactionCodeFor(page.request, account.email),
      },
    });
    expect(transfer.status(), await transfer.text()).toBeLessThan(300);

    await test.step('the wallet with money', async () => {
      await page.goto('/dashboard/wallet');
      await expect(page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')).toHaveCount(4);
      await shoot(page, 'wallet', width);
      await page.getByLabel('Amount (₦)').fill('12');
      await page.getByRole('button', { name: /Continue to payment|Pay now/ }).click();
      await expect(page.getByText('The smallest amount is ₦100.')).toBeVisible();
      await shoot(page, 'wallet-top-up-error', width);
    });

    await test.step('the transactions and one of them', async () => {
      await page.goto('/dashboard/wallet/wallet-transactions');
      await expect(page.getByText('4 transactions')).toBeVisible();
      await shoot(page, 'wallet-transactions', width);
      await page.getByRole('list', { name: 'Transactions' }).getByRole('button', { name: 'Coupon' }).click();
      await expect(page.getByRole('dialog', { name: 'Coupon' })).toContainText('+₦500.00');
      await page.screenshot({ path: screenshotPath(`wallet-transaction-detail-${width}.png`) });
      await page.keyboard.press('Escape');
      await page.getByRole('list', { name: 'Transactions' }).getByRole('link', { name: 'Top-up' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
      await expect(page.locator('[data-status]')).toHaveText('Paid');
      await shoot(page, 'order-details', width);
      await page.goto('/dashboard/order-details/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
      await shoot(page, 'order-details-not-found', width);
    });

    await test.step('bank accounts, the add form with the name check, withdrawals', async () => {
      await page.goto('/dashboard/wallet/bank-accounts');
      await expect(page.getByRole('list', { name: 'Saved bank accounts' }).getByRole('listitem')).toHaveCount(1);
      await expect(page.locator('[data-testid="payout"] [data-status]').first()).toHaveText('Paid');
      await page.locator('#withdraw').getByLabel('Amount to withdraw (₦)').fill('1500');
      await expect(page.getByText('Fee ₦10.00, total ₦1,510.00')).toBeVisible();
      await shoot(page, 'bank-accounts', width);
      await page.getByRole('button', { name: 'Add bank account', exact: true }).click();
      await page.getByLabel('Find your bank').fill('kuda');
      // The sandbox names 2045678901 "FUNMILAYO ADEBAYO": not this profile's name, so it cannot be saved.
      await page.getByLabel('Account number').fill('2045678901');
      await expect(page.getByText('This account is not in your name')).toBeVisible();
      await shoot(page, 'bank-account-form-not-yours', width);
      await page.getByLabel('Account number').fill(SANDBOX_ACCOUNTS.ngoziAdeyemi);
      await expect(page.getByTestId('resolved-account-name')).toHaveText('ADEYEMI NGOZI');
      await shoot(page, 'bank-account-form', width);
    });

    await test.step('saved cards', async () => {
      await page.goto('/dashboard/settings/payment-settings');
      await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);
      await shoot(page, 'payment-settings', width);
    });
  });
}
