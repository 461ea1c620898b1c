import { expect, test } from '@playwright/test';
import { formatNaira, walletsApi } from '@fleetcare/shared';
import { confirmedAccount, unconfirmedAccount } from '../../factories/users.ts';
import { balancesOf, payoutFee, SANDBOX_ACCOUNTS, transactionCodeFor } from '../../factories/wallet.ts';
import { BankAccountsPage, TransactionsPage, WalletPage } from '../../pages/wallet.ts';
import { dataOf, waitForApi } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a new customer tops up ₦5,000 through the sandbox checkout and sees it live, redeems the demo coupon as promotional credit that cannot be withdrawn, adds a bank account in their name and withdraws cash with a code from the mailbox', async ({
  page,
  context,
}) => {
  const account = await confirmedAccount(page.request, { firstName: 'Chiamaka', lastName: 'Eze' });
  const wallet = new WalletPage(page);
  const bankAccounts = new BankAccountsPage(page);

  // A second tab on the wallet, left alone: its balance must change by itself when the money arrives.
  const watcherPage = await context.newPage();
  const watcher = new WalletPage(watcherPage);
  await test.step('a second tab shows the empty wallet', async () => {
    await watcher.goto();
    await expect(watcher.available).toHaveText('₦0.00');
    await expect(watcher.emptyState).toBeVisible();
    await watcherPage.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
  });

  await test.step('top up ₦5,000 on the sandbox checkout page', async () => {
    const checkout = await wallet.startTopUp('5,000');
    await expect(checkout.amount).toHaveText('₦5,000.00');
    await checkout.pay();
    // Back on the wallet with the reference, confirmed, and the address cleaned.
    await wallet.waitForReturn();
    await expect(page.getByText('₦5,000.00 added', { exact: true })).toBeVisible();
    await expect(wallet.available).toHaveText('₦5,000.00');
  });

  await test.step('the other tab saw the balance change live, without a reload', async () => {
    await expect(watcher.available).toHaveText('₦5,000.00');
    expect(await watcherPage.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(watcher.recent.getByText('+₦5,000.00')).toBeVisible();
    await watcherPage.close();
  });

  await test.step('keep the card for next time', async () => {
    await wallet.saveCardButton('Visa •••• 4081').click();
    await expect(page.getByText('Card saved. Choose it next time you top up.')).toBeVisible();
  });

  await test.step('redeem the demo coupon FLEETCARE500: promotional credit, apart from the cash', async () => {
    await wallet.redeem('fleetcare500');
    await expect(
      page.getByText('₦500.00 of promotional credit added with coupon FLEETCARE500. Spend it on FleetCare services.'),
    ).toBeVisible();
    await expect(wallet.promotional).toHaveText('₦500.00 promotional credit');
    await expect(page.getByText("for services only, can't be withdrawn")).toBeVisible();
    await expect(wallet.available).toHaveText('₦5,000.00');
    const items = wallet.recent.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Coupon');
    await expect(items.first().getByTestId('promotional-tag')).toHaveText('Promotional credit');
    await expect(items.first()).toContainText('Credit left ₦500.00');
    expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: 5_000_00, promotional: 500_00 });
  });

  await test.step("add a bank account: someone else's is refused with the bank's name, one in the profile's name is saved", async () => {
    await wallet.withdrawLink.click();
    await expect(page).toHaveURL(/\/dashboard\/wallet\/bank-accounts#withdraw$/);
    await expect(bankAccounts.emptyState).toBeVisible();
    await bankAccounts.startAdding('GTB');
    await expect(bankAccounts.bank).toHaveValue('058');
    // The sandbox names 0123456789 "NGOZI NWOSU": not Chiamaka Eze.
    await bankAccounts.accountNumber.fill('0123456789');
    await expect(bankAccounts.notYours).toContainText('The bank says it belongs to NGOZI NWOSU.');
    await expect(bankAccounts.saveButton).toBeDisabled();
    // The sandbox's test account for Chiamaka Eze is "EZE CHIAMAKA JOY": the same person.
    await bankAccounts.accountNumber.fill(SANDBOX_ACCOUNTS.chiamakaEze);
    await expect(bankAccounts.resolvedName).toHaveText('EZE CHIAMAKA JOY');
    const name = (await bankAccounts.resolvedName.textContent()) ?? '';
    await bankAccounts.saveButton.click();
    await expect(page.getByText('Guaranty Trust Bank •••• 0001 is saved.')).toBeVisible();
    await expect(bankAccounts.saved.getByRole('listitem')).toHaveCount(1);
    await expect(bankAccounts.saved).toContainText(name);
  });

  const amount = 1_000_00;
  const { fee, total } = await payoutFee(page.request, amount);
  const { withdraw } = bankAccounts;
  await test.step('only the cash is withdrawable: the promotional ₦500 is not', async () => {
    await expect(withdraw.withdrawable).toHaveText('Withdrawable: ₦5,000.00');
    await expect(withdraw.promotionalNote).toHaveText(
      "Your ₦500.00 promotional credit pays for FleetCare services and can't be withdrawn.",
    );
    // ₦5,400 + fee is less than cash and promotional credit together, but more than the cash.
    await withdraw.amount.fill('5400');
    await expect(
      withdraw.form.getByText('That is more than you can withdraw (₦5,000.00) once the fee is added.'),
    ).toBeVisible();
  });

  await test.step('withdraw ₦1,000 with a code read from the mailbox', async () => {
    await withdraw.amount.fill('1000');
    await expect(withdraw.form.getByText(`Fee ${formatNaira(fee)}, total ${formatNaira(total)}`)).toBeVisible();
    await withdraw.sendCode();
    await expect(withdraw.form.getByText(/^We sent a code by e-mail to /)).toBeVisible();
    await withdraw.enterCode(await transactionCodeFor(page.request, account.email));
    const answer = waitForApi(page, walletsApi.transferToBankAccount);
    await withdraw.submit('Withdraw ₦1,000.00');
    const payout = await dataOf<{ status: string; reference: string }>(await answer);
    expect(payout.status).toBe('pending');
    await expect(page.getByText('₦1,000.00 is on its way')).toBeVisible();
    const row = bankAccounts.payout(payout.reference);
    await expect(row).toContainText(`Fee ${formatNaira(fee)} · ${formatNaira(total)} in all`);
    // The sandbox settles the transfer a moment later; the list follows it.
    await expect(row.locator('[data-status]')).toHaveText('Paid');
  });

  await test.step('the cash lost the amount and the fee; the promotional credit is untouched', async () => {
    const expected = 5_000_00 - total;
    expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: expected, promotional: 500_00 });
    await page.getByRole('main').getByRole('link', { name: 'Wallet', exact: true }).click();
    await expect(wallet.available).toHaveText(formatNaira(expected));
    await expect(wallet.promotional).toHaveText('₦500.00 promotional credit');
    await wallet.seeAllLink.click();
    const first = new TransactionsPage(page).list.getByRole('listitem').first();
    await expect(first).toContainText('Withdrawal');
    await expect(first).toContainText(`-${formatNaira(total)}`);
  });
});

test('a failed checkout payment comes back with a clear message and no change to the balance', async ({ page }) => {
  await confirmedAccount(page.request, { firstName: 'Bola' });
  const wallet = new WalletPage(page);
  const checkout = await wallet.startTopUp('2500');
  await expect(checkout.amount).toHaveText('₦2,500.00');
  await checkout.fail();
  await wallet.waitForReturn();
  await expect(wallet.paymentFailed).toBeVisible();
  await expect(wallet.paymentFailed).toContainText('Nothing was added to your wallet.');
  await expect(wallet.available).toHaveText('₦0.00');
  await expect(wallet.emptyState).toBeVisible();
  // "Try again" starts over with the same amount.
  await wallet.paymentFailed.getByRole('button', { name: 'Try again' }).click();
  await expect(wallet.amount).toHaveValue('2500');
  expect((await balancesOf(page.request)).balances.every((balance) => balance.available === 0)).toBe(true);
});

test('an account whose e-mail is not confirmed cannot redeem a coupon, and can send the confirmation again', async ({
  page,
}) => {
  const { email } = await unconfirmedAccount(page.request);
  const wallet = new WalletPage(page);
  await wallet.goto();
  await wallet.redeem('FLEETCARE500');
  await expect(page.getByText('Confirm your e-mail address first')).toBeVisible();
  await page.getByRole('button', { name: 'Send the confirmation e-mail again' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();
  await expect(wallet.promotional).toHaveCount(0);
  expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: 0, promotional: 0 });
});
