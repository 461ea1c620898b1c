import { expect, test, type Page } from '@playwright/test';
import { formatNaira } from '@fleetcare/shared';
import { confirmedAccount } from '../../factories/users.ts';
import { balancesOf, payoutFee, SANDBOX_ACCOUNTS, transactionCodeFor } from '../../factories/wallet.ts';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const available = (page: Page) => page.getByTestId('wallet-available');
const promotional = (page: Page) => page.getByTestId('wallet-promotional');

/** Starts a top-up of `naira` with a new card and lands on the sandbox checkout page. */
async function startTopUp(page: Page, naira: string) {
  await page.goto('/dashboard/wallet');
  const amount = page.getByLabel('Amount (₦)');
  if (['1,000', '5,000', '10,000'].includes(naira)) await page.getByRole('button', { name: `₦${naira}` }).click();
  else await amount.fill(naira);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/sandbox\/checkout\/FC-/);
  await expect(page.getByText('SANDBOX — no real money moves')).toBeVisible();
}

test('a new customer tops up ₦5,000 through the sandbox checkout and sees it live, redeems the demo coupon as promotional credit that cannot be withdrawn, adds a bank account in their name and withdraws cash with a code from the mailbox', async ({
  page,
  context,
}) => {
  const account = await confirmedAccount(page.request, { firstName: 'Chiamaka', lastName: 'Eze' });

  // A second tab on the wallet, left alone: its balance must change by itself when the money arrives.
  const watcher = await context.newPage();
  await test.step('a second tab shows the empty wallet', async () => {
    await watcher.goto('/dashboard/wallet');
    await expect(available(watcher)).toHaveText('₦0.00');
    await expect(watcher.getByText('No money in your wallet yet')).toBeVisible();
    await watcher.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
  });

  await test.step('top up ₦5,000 on the sandbox checkout page', async () => {
    await startTopUp(page, '5,000');
    await expect(page.getByTestId('sandbox-amount')).toHaveText('₦5,000.00');
    await page.getByTestId('sandbox-pay').click();
    // Back on the wallet with the reference, confirmed, and the address cleaned.
    await page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.search === '');
    await expect(page.getByText('₦5,000.00 added', { exact: true })).toBeVisible();
    await expect(available(page)).toHaveText('₦5,000.00');
  });

  await test.step('the other tab saw the balance change live, without a reload', async () => {
    await expect(available(watcher)).toHaveText('₦5,000.00');
    expect(await watcher.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(watcher.getByRole('list', { name: 'Recent transactions' }).getByText('+₦5,000.00')).toBeVisible();
    await watcher.close();
  });

  await test.step('keep the card for next time', async () => {
    await page.getByRole('button', { name: 'Save this card (visa •••• 4081) for next time' }).click();
    await expect(page.getByText('Card saved. Choose it next time you top up.')).toBeVisible();
  });

  await test.step('redeem the demo coupon FLEETCARE500: promotional credit, apart from the cash', async () => {
    await page.getByLabel('Coupon code').fill('fleetcare500');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(
      page.getByText('₦500.00 of promotional credit added with coupon FLEETCARE500. Spend it on FleetCare services.'),
    ).toBeVisible();
    await expect(promotional(page)).toHaveText('₦500.00 promotional credit');
    await expect(page.getByText("for services only, can't be withdrawn")).toBeVisible();
    await expect(available(page)).toHaveText('₦5,000.00');
    const recent = page.getByRole('list', { name: 'Recent transactions' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent.getByRole('listitem').first()).toContainText('Coupon');
    await expect(recent.getByRole('listitem').first().getByTestId('promotional-tag')).toHaveText('Promotional credit');
    await expect(recent.getByRole('listitem').first()).toContainText('Credit left ₦500.00');
    expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: 5_000_00, promotional: 500_00 });
  });

  await test.step("add a bank account: someone else's is refused with the bank's name, one in the profile's name is saved", async () => {
    await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/wallet\/bank-accounts#withdraw$/);
    await expect(page.getByText('Add a bank account first')).toBeVisible();
    await page.getByRole('button', { name: 'Add bank account', exact: true }).click();
    await page.getByLabel('Find your bank').fill('Guaranty');
    await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('058');
    // The sandbox names 0123456789 "NGOZI NWOSU": not Chiamaka Eze.
    await page.getByLabel('Account number').fill('0123456789');
    const notYours = page.getByRole('alert').filter({ hasText: 'This account is not in your name' });
    await expect(notYours).toContainText('The bank says it belongs to NGOZI NWOSU.');
    await expect(page.getByRole('button', { name: 'Save bank account' })).toBeDisabled();
    // The sandbox's test account for Chiamaka Eze is "EZE CHIAMAKA JOY": the same person.
    await page.getByLabel('Account number').fill(SANDBOX_ACCOUNTS.chiamakaEze);
    await expect(page.getByTestId('resolved-account-name')).toHaveText('EZE CHIAMAKA JOY');
    const name = (await page.getByTestId('resolved-account-name').textContent()) ?? '';
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByText('Guaranty Trust Bank •••• 0001 is saved.')).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved bank accounts' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved).toContainText(name);
  });

  const amount = 1_000_00;
  const { fee, total } = await payoutFee(page.request, amount);
  await test.step('only the cash is withdrawable: the promotional ₦500 is not', async () => {
    const form = page.locator('#withdraw');
    await expect(form.getByTestId('withdrawable')).toHaveText('Withdrawable: ₦5,000.00');
    await expect(form.getByTestId('withdraw-promotional-note')).toHaveText(
      "Your ₦500.00 promotional credit pays for FleetCare services and can't be withdrawn.",
    );
    // ₦5,400 + fee is less than cash and promotional credit together, but more than the cash.
    await form.getByLabel('Amount to withdraw (₦)').fill('5400');
    await expect(form.getByText('That is more than you can withdraw (₦5,000.00) once the fee is added.')).toBeVisible();
  });

  await test.step('withdraw ₦1,000 with a code read from the mailbox', async () => {
    const form = page.locator('#withdraw');
    await form.getByLabel('Amount to withdraw (₦)').fill('1000');
    await expect(form.getByText(`Fee ${formatNaira(fee)}, total ${formatNaira(total)}`)).toBeVisible();
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByText(/^We sent a code by e-mail to /)).toBeVisible();
    await form.getByLabel('6-digit code').fill(await transactionCodeFor(page.request, account.email));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/wallets/transfer-to-bank-account'));
    await form.getByRole('button', { name: 'Withdraw ₦1,000.00' }).click();
    const payout = ((await (await answer).json()) as { data: { status: string; reference: string } }).data;
    expect(payout.status).toBe('pending');
    await expect(page.getByText('₦1,000.00 is on its way')).toBeVisible();
    const row = page.locator(`[data-testid="payout"][data-reference="${payout.reference}"]`);
    await expect(row).toContainText(`Fee ${formatNaira(fee)} · ${formatNaira(total)} in all`);
    // The sandbox settles the transfer a moment later; the list follows it.
    await expect(row.locator('[data-status]')).toHaveText('Paid');
  });

  await test.step('the cash lost the amount and the fee; the promotional credit is untouched', async () => {
    const expected = 5_000_00 - total;
    expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: expected, promotional: 500_00 });
    await page.getByRole('main').getByRole('link', { name: 'Wallet', exact: true }).click();
    await expect(available(page)).toHaveText(formatNaira(expected));
    await expect(promotional(page)).toHaveText('₦500.00 promotional credit');
    await page.getByRole('link', { name: 'See all' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect(list.getByRole('listitem').first()).toContainText('Withdrawal');
    await expect(list.getByRole('listitem').first()).toContainText(`-${formatNaira(total)}`);
  });
});

test('a failed checkout payment comes back with a clear message and no change to the balance', async ({ page }) => {
  await confirmedAccount(page.request, { firstName: 'Bola' });
  await startTopUp(page, '2500');
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₦2,500.00');
  await page.getByTestId('sandbox-fail').click();
  await page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.search === '');
  const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Nothing was added to your wallet.');
  await expect(available(page)).toHaveText('₦0.00');
  await expect(page.getByText('No money in your wallet yet')).toBeVisible();
  // "Try again" starts over with the same amount.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Amount (₦)')).toHaveValue('2500');
  expect((await balancesOf(page.request)).balances.every((balance) => balance.available === 0)).toBe(true);
});

test('an account whose e-mail is not confirmed cannot redeem a coupon, and can send the confirmation again', async ({
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  const signup = await page.request.post('/api/users/signup', {
    data: { firstName: 'Bola', lastName: 'Ade', email, password: STRONG_PASSWORD, acceptTerms: true },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await page.request.post('/api/users/login', { data: { email, password: STRONG_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/dashboard/wallet');
  await page.getByLabel('Coupon code').fill('FLEETCARE500');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Confirm your e-mail address first')).toBeVisible();
  await page.getByRole('button', { name: 'Send the confirmation e-mail again' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();
  await expect(page.getByTestId('wallet-promotional')).toHaveCount(0);
  expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: 0, promotional: 0 });
});
