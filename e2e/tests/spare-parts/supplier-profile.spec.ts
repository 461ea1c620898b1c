import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { suppliersApi } from '@fleetcare/shared';
import { confirmedAccount } from '../../factories/users.ts';
import { AdminPanel, type ResourceRecord } from '../../pages/admin.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { DEMO_ACCOUNTS, signInOnPage } from '../../pages/demo.ts';
import { SupplierProfilePage, SupplierSignupPage } from '../../pages/spare-parts.ts';
import { LoginPage, Mailbox } from '../../pages/users.ts';
import { apiUrl } from '../../support/api.ts';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../../support/people.ts';
import { shootAtBothWidths } from '../../support/screenshots.ts';

/*
 * A parts supplier signs up on a phone (360 px), lands on the supplier profile once the e-mail address is
 * confirmed, saves a draft, fills in the rest (business, CAC number, the address by type-ahead, states, categories,
 * makes, grades) and submits it; in another browser the demo admin signs in with two-step, finds the profile in the
 * admin panel's suppliers and approves it, and the supplier's open page shows "Approved" without a reload. A second
 * journey: a rejection's reason is read by the supplier, who changes the profile and submits it again. Each screen
 * is pictured at 360 and 1280 px.
 */

/** The demo admin signed in (two-step) in a browser of their own, on the panel's Parts suppliers list. */
async function adminOnSuppliers(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const admin = await context.newPage();
  await blockNewsletterPopup(admin);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(admin).goto('/admin-panel');
  await signInOnPage(admin, DEMO_ACCOUNTS.admin, /\/admin-panel$/);
  const suppliers = await new AdminPanel(admin).open('Parts suppliers');
  return { context, admin, suppliers };
}

async function openSupplier(suppliers: Awaited<ReturnType<typeof adminOnSuppliers>>['suppliers'], name: string) {
  await suppliers.search(name);
  return suppliers.openRecord(name);
}

test('a supplier signs up and completes the profile at 360 px, submits it, the demo admin approves it, and the open profile shows it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const email = uniqueEmail('supplier');
  const businessName = `Bello Auto Parts ${randomUUID().slice(0, 6)}`;
  const profile = new SupplierProfilePage(page);

  await test.step('signs up as a parts supplier and, once the address is confirmed, lands on the supplier profile', async () => {
    const signup = new SupplierSignupPage(page);
    await signup.goto();
    await signup.signUp({ firstName: 'Aisha', lastName: 'Bello', email, password: STRONG_PASSWORD });
    await expect(page).toHaveURL(/\/status\/confirm-email\?email=/);
    const mailbox = new Mailbox(page);
    await mailbox.openLatest(email, 'Confirm your email address for FleetCare');
    await mailbox.follow('Confirm my email address');
    await expect(page).toHaveURL(/\/dashboard\/settings\/supplier-profile$/);
    await expect(page.getByText('Set up your supplier profile')).toBeVisible();
    await expect(profile.status).toHaveText('Not sent yet');
    await expect(profile.missingItems).toHaveCount(7);
    await shootAtBothWidths(page, 'supplier-profile-new');
  });

  await test.step('saves a draft with the business alone; the rest is listed as missing', async () => {
    await profile.field('Business name').fill(businessName);
    await profile.field(/CAC registration number/).fill('rc-1456789');
    await profile.saveDraft();
    await expect(profile.field(/CAC registration number/)).toHaveValue('RC 1456789');
    await expect(profile.missingItems).toHaveCount(5);
    await expect(profile.status).toHaveText('Not sent yet');
  });

  await test.step('fills in the address, the states, the parts and the grades: nothing is missing', async () => {
    await profile.fill({
      businessName,
      cacNumber: 'RC 1456789',
      typed: 'Mushi',
      place: 'Mushin, Lagos',
      street: '14 Ladipo Street',
      landmark: 'Beside the Ladipo market gate',
      states: ['Lagos', 'Ogun'],
      categories: ['Brakes', 'Filters', 'Engine'],
      makes: ['Toyota', 'Honda', 'Lexus'],
      grades: ['New, genuine (OEM)', 'Tokunbo (used, imported)'],
    });
    await expect(page.getByText('Everything is filled in: you can submit your profile for review.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'States you deliver to' })).toContainText('2 chosen');
    await shootAtBothWidths(page, 'supplier-profile-filled');
  });

  await test.step('submits it: it waits for review and cannot be changed meanwhile', async () => {
    await profile.submit();
    await expect(page.getByText('An admin is checking your business details.')).toBeVisible();
    await expect(profile.field('Business name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
    await shootAtBothWidths(page, 'supplier-profile-submitted');
  });

  await test.step('the overview’s supplier card says the profile waits for review', async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Parts supplier account' });
    await expect(card.getByTestId('supplier-status')).toHaveText('Waiting for review');
    await shootAtBothWidths(page, 'supplier-overview-submitted');
    await card.getByRole('link', { name: 'See your supplier profile' }).click();
    await expect(profile.status).toHaveText('Waiting for review');
  });

  // The profile stays open from here: a reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { openedBeforeTheReview: true }));

  await test.step('the demo admin finds the profile among the parts suppliers and approves it; the open profile shows it with no reload', async () => {
    const { context, admin, suppliers } = await adminOnSuppliers(browser);
    await suppliers.search(businessName);
    await expect(suppliers.row(businessName)).toContainText('Waiting for review');
    await shootAtBothWidths(admin, 'admin-suppliers-list');
    const record: ResourceRecord = await suppliers.openRecord(businessName);
    await expect(record.value('CAC registration number')).toHaveText('RC 1456789');
    await expect(record.value('Town')).toHaveText('Mushin');
    await shootAtBothWidths(admin, 'admin-supplier-record');
    const approve = await record.startAction('Approve');
    await approve.submit();
    await expect(admin.getByText('Supplier approved; they have been told.')).toBeVisible();
    await context.close();

    await expect(profile.status).toHaveText('Approved');
    await expect(page.getByText('You are a FleetCare parts supplier.')).toBeVisible();
    expect(await page.evaluate(() => (window as { openedBeforeTheReview?: boolean }).openedBeforeTheReview)).toBe(true);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await shootAtBothWidths(page, 'supplier-profile-approved');
  });
});

test('a rejected supplier reads the reason, changes the CAC number and submits the profile again', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const businessName = `Nwosu Spares ${randomUUID().slice(0, 6)}`;
  const reason = 'The CAC number belongs to another business. Check it against your certificate.';
  const profile = new SupplierProfilePage(page);

  await test.step('a customer becomes a supplier with a first save and submits the profile', async () => {
    await confirmedAccount(page.request, { firstName: 'Ifeoma', lastName: 'Nwosu' });
    const saved = await page.request.post(apiUrl(suppliersApi.saveSupplierProfile), {
      data: {
        businessName,
        cacNumber: 'BN 2345678',
        address: {
          line: 'Block C, Shop 21, ASPAMDA',
          landmark: null,
          town: 'Ojo',
          lga: 'Ojo',
          state: 'Lagos',
          lat: 6.4653,
          lng: 3.2461,
        },
        deliveryStates: ['Lagos'],
        partCategories: ['body', 'lighting'],
        brands: ['toyota'],
        grades: ['tokunbo'],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const submitted = await page.request.patch(apiUrl(suppliersApi.submitSupplierProfile));
    expect(submitted.status(), await submitted.text()).toBe(200);
  });

  await test.step('the demo admin rejects it with a reason', async () => {
    const { context, admin, suppliers } = await adminOnSuppliers(browser);
    const record = await openSupplier(suppliers, businessName);
    const reject = await record.startAction('Reject');
    await reject.submit({ reason, confirm: true });
    await expect(admin.getByText('Profile rejected; the supplier has been told.')).toBeVisible();
    await context.close();
  });

  await test.step('the supplier reads the reason, changes the CAC number and submits again', async () => {
    await profile.goto();
    await expect(profile.status).toHaveText('Not approved');
    await expect(profile.rejectionReason).toHaveText(`Reason: ${reason}`);
    await expect(page.getByText('Everything is filled in: you can submit your profile for review.')).toBeVisible();
    await shootAtBothWidths(page, 'supplier-profile-rejected');
    await profile.field(/CAC registration number/).fill('BN 2345679');
    await profile.submit('Submit again');
    await expect(profile.rejectionReason).toHaveCount(0);
    await expect(profile.field(/CAC registration number/)).toHaveValue('BN 2345679');
  });
});
