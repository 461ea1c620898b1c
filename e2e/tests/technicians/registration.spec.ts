import { expect, test } from '@playwright/test';
import { maintenanceApi, type ServiceDetailsDto } from '@fleetcare/shared';
import { latestMessage, linkIn } from '../../factories/users.ts';
import { SANDBOX_ACCOUNTS } from '../../factories/wallet.ts';
import { AdminPanel } from '../../pages/admin.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { DEMO_ACCOUNTS, signInOnPage } from '../../pages/demo.ts';
import {
  ApplicationStatusPage,
  ReferenceCheckPage,
  registrationStepPath,
  TechnicianRegistration,
  TechnicianSignupPage,
} from '../../pages/technicians.ts';
import { LoginPage, Mailbox } from '../../pages/users.ts';
import { BankAccountsPage } from '../../pages/wallet.ts';
import { apiUrl } from '../../support/api.ts';
import { CERTIFICATE_PDF, PNG_8X8 } from '../../support/files.ts';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../../support/people.ts';
import { shootAtBothWidths } from '../../support/screenshots.ts';

/*
 * A new mechanic registers on a phone (360 px) through every step: photo, skills from the catalogue, languages,
 * the address by type-ahead and a radius, working hours, NIN and a photo of an ID, a certificate PDF, two references
 * and a payout account added through the wallet on the sandbox bank. One reference confirms through the link sent
 * to them (read from /dev/mailbox), the application is sent, and in another browser the demo admin signs in with
 * two-step, opens the application (it is then in review) and approves it: the mechanic's status page, left open,
 * follows both without a reload. Each step is pictured at 360 and 1280 px.
 */

/** The sandbox bank names this test account EZE CHIAMAKA JOY: the mechanic is Chiamaka Eze. */
const MECHANIC = { firstName: 'Chiamaka', lastName: 'Eze' };

test('a new mechanic registers through every step at 360 px, a reference confirms by the mailed link, the demo admin approves with two-step sign-in, and the open status page shows it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const registration = new TechnicianRegistration(page);
  const email = uniqueEmail('mechanic');
  const employer = {
    name: 'Bola Adeyemi',
    email: uniqueEmail('reference'),
    phone: { dialCode: '+234', number: '8051234567' },
  };
  const customer = {
    name: 'Tunde Bakare',
    email: uniqueEmail('reference'),
    phone: { dialCode: '+234', number: '7061234567' },
  };
  const catalogue = await page.request.get(apiUrl(maintenanceApi.getServiceDetails, undefined, { locale: 'en' }));
  const services = ((await catalogue.json()) as { data: ServiceDetailsDto[] }).data.slice(0, 2).map((s) => s.name);

  await test.step('signs up as a mechanic and, once the address is confirmed, lands on the first step', async () => {
    const signup = new TechnicianSignupPage(page);
    await signup.goto();
    await signup.signUp({ ...MECHANIC, email, password: STRONG_PASSWORD });
    await expect(page).toHaveURL(/\/status\/confirm-email\?email=/);
    const mailbox = new Mailbox(page);
    await mailbox.openLatest(email, 'Confirm your email address for FleetCare');
    await mailbox.follow('Confirm my email address');
    await registration.expectStep('personal', 'Personal details');
    await expect(registration.counter).toHaveText('Step 1 of 10 · 0 of 10 done');
    await expect(registration.field('First name')).toHaveValue(MECHANIC.firstName);
  });

  await test.step('personal details with a photo', async () => {
    await registration.fillPersonal({
      photo: { name: 'face.png', mimeType: 'image/png', buffer: PNG_8X8 },
      phone: { dialCode: '+234', number: '8031234567' },
      dateOfBirth: '1990-04-12',
      bio: 'Ten years on Toyota and Honda engines, and the electrics of both.',
    });
    await shootAtBothWidths(page, 'technician-registration-personal');
    await registration.saveAndContinue();
    await registration.expectStep('skills', 'Trade and skills');
  });

  await test.step('trades and services from the catalogue, years of experience', async () => {
    await registration.fillSkills({ trades: ['General mechanic', 'Auto-electrician'], services, years: 10 });
    await shootAtBothWidths(page, 'technician-registration-skills');
    await registration.saveAndContinue();
    await registration.expectStep('languages', 'Languages');
  });

  await test.step('languages with their levels', async () => {
    await registration.addLanguage('Yoruba', 'Native');
    await shootAtBothWidths(page, 'technician-registration-languages');
    await registration.saveAndContinue();
    await registration.expectStep('service-area', 'Where you work');
  });

  await test.step('the base address by type-ahead, with a landmark, and a radius', async () => {
    await registration.fillServiceArea({
      typed: 'Ikej',
      place: 'Ikeja, Lagos',
      street: '12 Allen Avenue',
      landmark: 'Near the Total filling station',
      radiusKm: 25,
    });
    await shootAtBothWidths(page, 'technician-registration-service-area');
    await registration.saveAndContinue();
    await registration.expectStep('availability', 'Working days and hours');
  });

  await test.step('working days and hours', async () => {
    await registration.chooseUsualWeek();
    await expect(registration.field('Saturday to')).toHaveValue('18:00');
    await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await shootAtBothWidths(page, 'technician-registration-availability');
    await registration.saveAndContinue();
    await registration.expectStep('identity', 'Your identity');
  });

  await test.step('the NIN and a photo of the ID card', async () => {
    await registration.enterNin('12345678901');
    await registration.uploadPaper({ file: { name: 'national-id.png', mimeType: 'image/png', buffer: PNG_8X8 } });
    await expect(registration.papers.first()).toContainText('ID document');
    await shootAtBothWidths(page, 'technician-registration-identity');
    await registration.saveAndContinue();
    await registration.expectStep('credentials', 'Certificates and licences');
  });

  await test.step('a trade-test certificate as a PDF, opened through its link', async () => {
    await registration.uploadPaper({
      kind: 'Trade-test certificate',
      title: 'NABTEB trade test, motor vehicle mechanic',
      file: { name: 'trade-test.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF },
    });
    const open = page.getByRole('link', { name: 'Open NABTEB trade test, motor vehicle mechanic' });
    const file = await page.request.get((await open.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shootAtBothWidths(page, 'technician-registration-credentials');
    await registration.next();
    await registration.expectStep('references', 'References');
  });

  await test.step('two references, each sent a link', async () => {
    await registration.addReference({ ...employer, relationship: 'Employer', yearsKnown: 6 });
    await registration.addReference({ ...customer, relationship: 'Customer', yearsKnown: 3 });
    await expect(registration.references.filter({ hasText: 'Waiting' })).toHaveCount(2);
    await shootAtBothWidths(page, 'technician-registration-references');
    await registration.next();
    await registration.expectStep('payout', 'Payout account');
  });

  await test.step("a payout account added through the wallet's form on the sandbox bank, and back", async () => {
    await shootAtBothWidths(page, 'technician-registration-payout-empty');
    await registration.addBankAccountLink.click();
    await expect(page).toHaveURL(/\/dashboard\/wallet\/bank-accounts\?returnTo=/);
    const bankAccounts = new BankAccountsPage(page);
    await bankAccounts.startAdding('GTB');
    await bankAccounts.accountNumber.fill(SANDBOX_ACCOUNTS.chiamakaEze);
    await expect(bankAccounts.resolvedName).toHaveText('EZE CHIAMAKA JOY');
    await bankAccounts.saveButton.click();
    await expect(page.getByText('Guaranty Trust Bank •••• 0001 is saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await registration.expectStep('payout', 'Payout account');
    await expect(registration.payoutCount).toHaveText('1 bank account is ready for payouts');
    await shootAtBothWidths(page, 'technician-registration-payout');
    await registration.next();
    await registration.expectStep('review', 'Review and send');
  });

  await test.step('a reference opens the link from the mailbox in their own browser and confirms', async () => {
    const message = await latestMessage(page.request, employer.email, 'technician-reference');
    const link = linkIn(message.textBody);
    expect(link.pathname).toBe('/technician/reference-check');
    const referenceContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
    const referencePage = await referenceContext.newPage();
    await blockNewsletterPopup(referencePage);
    await referencePage.setViewportSize({ width: 360, height: 800 });
    await referencePage.goto(`${link.pathname}${link.search}`);
    const check = new ReferenceCheckPage(referencePage);
    await expect(check.heading('Chiamaka E.')).toBeVisible();
    await shootAtBothWidths(referencePage, 'technician-reference-check');
    await check.answer('Yes, I know them', 'She has serviced our company buses since 2019.');
    await expect(check.thanks).toBeVisible();
    await expect(check.recordedAnswer).toContainText('You confirmed that you know Chiamaka E.');
    await shootAtBothWidths(referencePage, 'technician-reference-check-answered');
    await referenceContext.close();
  });

  const status = new ApplicationStatusPage(page);
  await test.step('the review shows everything and nothing missing; the application is sent', async () => {
    await page.reload();
    await registration.expectStep('review', 'Review and send');
    await expect(registration.missingItems).toHaveCount(0);
    await expect(registration.counter).toHaveText('Step 10 of 10 · 9 of 10 done');
    await expect(page.getByTestId('summary-references')).toContainText('Confirmed');
    await shootAtBothWidths(page, 'technician-registration-review');
    await registration.submit();
    await expect(page).toHaveURL(/\/technician\/technician-registration\/application-status$/);
    await expect(status.status).toHaveText('Waiting for review');
    await expect(status.references.filter({ hasText: 'Confirmed' })).toHaveCount(1);
    await shootAtBothWidths(page, 'technician-application-pending');
  });

  // The status page stays open from here: a reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { openedBeforeTheReview: true }));

  await test.step('the demo admin signs in with two-step in another browser and opens the application: it is in review', async () => {
    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
    const admin = await adminContext.newPage();
    await blockNewsletterPopup(admin);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await new LoginPage(admin).goto('/admin-panel');
    await signInOnPage(admin, DEMO_ACCOUNTS.admin, /\/admin-panel$/);
    const panel = new AdminPanel(admin);
    const applications = await panel.open('Technician applications');
    await applications.search(email);
    const record = await applications.openRecord('Chiamaka Eze');
    await expect(status.status).toHaveText('In review');

    await test.step('and approves it: the open status page shows it, with no reload', async () => {
      const approve = await record.startAction('Approve');
      await approve.submit();
      await expect(admin.getByText('Application approved; the technician has been told.')).toBeVisible();
      await expect(status.status).toHaveText('Approved');
      await expect(page.getByRole('heading', { name: 'Welcome to FleetCare!' })).toBeVisible();
      expect(await page.evaluate(() => (window as { openedBeforeTheReview?: boolean }).openedBeforeTheReview)).toBe(
        true,
      );
      await expect(status.history).toHaveCount(3);
      await shootAtBothWidths(page, 'technician-application-approved');
    });
    await adminContext.close();
  });

  await test.step('approved, the registration says changes go to review and keeps the references as they were', async () => {
    await page.goto(registrationStepPath('references'));
    await expect(page.getByText('You are an approved technician')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add reference' })).toHaveCount(0);
  });
});
