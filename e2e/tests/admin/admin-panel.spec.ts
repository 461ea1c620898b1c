import { expect, test } from '@playwright/test';
import { annualTotal, displayedMonthlyPrice, formatNaira } from '@fleetcare/shared';
import { confirmedAccount, type Account } from '../../factories/users.ts';
import { firstProduct } from '../../factories/subscriptions.ts';
import { AdminPanel, ResourceRecord } from '../../pages/admin.ts';
import { blockNewsletterPopup, LandingPage } from '../../pages/content.ts';
import { DEMO_ACCOUNTS, signInOnPage } from '../../pages/demo.ts';
import { LoginPage } from '../../pages/users.ts';
import { WalletPage } from '../../pages/wallet.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

/*
 * The demo admin at work: signs in with two-step, suspends a customer whose app is open in another browser (it is
 * signed out at once, and signing in says why), reinstates them, creates a coupon the customer redeems, changes a
 * plan's price the landing page then shows, and finds those actions in the audit log. The customer is one this
 * journey signs up, so no other journey's demo data changes.
 */

const SUSPEND_REASON = 'Three card top-ups were charged back by the bank.';
const REINSTATE_REASON = 'The bank confirmed the top-ups were genuine.';

/** How the landing page shows naira: whole naira unless there are kobo. */
const naira = (kobo: number) => formatNaira(kobo, { decimals: kobo % 100 !== 0, locale: 'en' });

test('the demo admin suspends and reinstates a customer, creates a coupon they redeem, changes a plan price the landing page shows, and reads it all in the audit log', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const customerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const customerPage = await customerContext.newPage();
  await blockNewsletterPopup(customerPage);
  const panel = new AdminPanel(page);
  let customer: Account;
  let customerId = '';
  let userRecord: ResourceRecord;

  await test.step('a customer signs up and has their wallet open', async () => {
    customer = await confirmedAccount(customerPage.request);
    await new WalletPage(customerPage).goto();
    await expect(new WalletPage(customerPage).emptyState).toBeVisible();
  });

  await test.step('the demo admin signs in with the password and an authenticator code, and lands in the panel', async () => {
    await new LoginPage(page).goto('/admin-panel');
    await signInOnPage(page, DEMO_ACCOUNTS.admin, /\/admin-panel$/);
    await expect(panel.heading).toBeVisible();
    await expect(panel.today).toBeVisible();
    await shoot(page, 'admin-panel-home');
  });

  await test.step('finds the customer by e-mail in the users list', async () => {
    const users = await panel.open('Users');
    await users.search(customer.email);
    await expect(users.row(customer.email)).toHaveCount(1);
    userRecord = await users.openRecord(customer.email);
    await expect(userRecord.heading).toHaveText(customer.email);
    await expect(userRecord.value('Suspended')).toHaveText('No');
    customerId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  });

  await test.step('suspends them with a reason: the app open in the other browser is signed out at once and says why', async () => {
    const suspend = await userRecord.startAction('Suspend');
    await suspend.submit({ reason: SUSPEND_REASON, confirm: true });
    await expect(page.getByText('User suspended and signed out everywhere.')).toBeVisible();
    await expect(userRecord.value('Suspended')).toHaveText('Yes');
    await expect(userRecord.value('Why suspended')).toHaveText(SUSPEND_REASON);
    await shoot(page, 'admin-panel-user-suspended');

    await expect(customerPage).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fwallet$/);
    await expect(
      customerPage.getByText(
        `Your account has been suspended, so you have been signed out. Reason given: “${SUSPEND_REASON}”`,
      ),
    ).toBeVisible();
  });

  await test.step('signing in again is refused with the reason', async () => {
    const login = new LoginPage(customerPage);
    await login.signIn(customer.email, customer.password);
    await expect(login.error).toContainText('This account is suspended. Contact FleetCare support to find out more.');
    await expect(login.error).toContainText(`Reason given: “${SUSPEND_REASON}”`);
    await expect(customerPage).toHaveURL(/\/login/);
  });

  await test.step('the admin reinstates them, and they sign in again', async () => {
    const reinstate = await userRecord.startAction('Reinstate');
    await reinstate.submit({ reason: REINSTATE_REASON });
    await expect(page.getByText('User reinstated.')).toBeVisible();
    await expect(userRecord.value('Suspended')).toHaveText('No');

    await new LoginPage(customerPage).retryPassword(customer.password);
    await expect(customerPage).toHaveURL(/\/dashboard\/wallet$/);
  });

  const code = `PANEL-${Date.now().toString(36).toUpperCase()}`;
  await test.step('the admin creates a coupon worth ₦750', async () => {
    const coupons = await panel.open('Coupons');
    const create = await coupons.startAction('Create a coupon');
    await create.fill({ 'Code (letters, digits and hyphens)': code, Amount: '750' });
    await create.submit();
    await expect(page.getByText('Coupon created.')).toBeVisible();
    const coupon = new ResourceRecord(page);
    await expect(coupon.heading).toHaveText(code);
    await expect(coupon.value('Amount')).toHaveText('₦750.00');
  });

  await test.step('the customer redeems it in their wallet as promotional credit', async () => {
    const wallet = new WalletPage(customerPage);
    await wallet.redeem(code.toLowerCase());
    await expect(
      customerPage.getByText(
        `₦750.00 of promotional credit added with coupon ${code}. Spend it on FleetCare services.`,
      ),
    ).toBeVisible();
    await expect(wallet.promotional).toHaveText('₦750.00 promotional credit');
  });

  const product = await firstProduct(page.request);
  // Its own words, so this run's change is the one the audit log is searched for.
  const priceReason = `New labour rates from January (${code}).`;
  const newPrice = product.monthlyPrice + 1_500_00;
  await test.step(`the admin raises ${product.name}'s monthly price by ₦1,500`, async () => {
    const plans = await panel.open('Subscription plans');
    const plan = await plans.openRecord(product.name);
    await expect(plan.value('Monthly price')).toHaveText(formatNaira(product.monthlyPrice, { locale: 'en' }));
    const edit = await plan.startAction('Edit plan');
    await edit.fill({ 'Monthly price': String(newPrice / 100) });
    await edit.submit({ reason: priceReason });
    await expect(page.getByText('Plan saved.')).toBeVisible();
    await expect(plan.value('Monthly price')).toHaveText(formatNaira(newPrice, { locale: 'en' }));
  });

  await test.step('the landing page shows the new price, by the year and by the month', async () => {
    const priced = { ...product, monthlyPrice: newPrice };
    const landing = new LandingPage(customerPage);
    await landing.goto();
    const { subscriptions } = landing;
    await subscriptions.scrollTo();
    await expect(subscriptions.price(product.name)).toContainText(naira(annualTotal(priced)));
    await subscriptions.choose('Monthly');
    await expect(subscriptions.price(product.name)).toContainText(naira(displayedMonthlyPrice(priced)));
  });

  await test.step('the audit log has the suspension, the coupon and the price change, each with who, what and why', async () => {
    const audit = await panel.open('Audit log');
    await audit.filterBy('Action', 'suspend');
    const suspension = audit.row(customerId);
    await expect(suspension).toHaveCount(1);
    await expect(suspension).toContainText('users');
    await expect(suspension).toContainText(SUSPEND_REASON);

    await audit.filterBy('Action', 'create');
    await expect(audit.row('coupons').first()).toBeVisible();
    const entry = await audit.openRecord('create');
    await expect(entry.value('Resource')).toHaveText('coupons');
    await expect(entry.value('Changes (before → after)')).toContainText(code);

    await page.goBack();
    await audit.filterBy('Action', 'edit');
    const priceChange = audit.row(priceReason);
    await expect(priceChange).toHaveCount(1);
    await expect(priceChange).toContainText('subscription-products');
    await shoot(page, 'admin-panel-audit-log');
  });

  await test.step('on a phone too: the panel home and the customer’s record fit 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await panel.goto();
    await shoot(page, 'admin-panel-home');
    await page.goto(`/admin-panel/resources/users/${customerId}/show`);
    await expect(userRecord.heading).toHaveText(customer.email);
    await expect(userRecord.value('Suspended')).toHaveText('No');
    await shoot(page, 'admin-panel-user');
  });

  await customerContext.close();
});
