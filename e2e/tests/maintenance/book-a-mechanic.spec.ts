import { expect, test, type Browser, type Page } from '@playwright/test';
import { approvedTechnician, type TechnicianBase } from '../../factories/technicians.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, uniquePlate } from '../../factories/vehicles.ts';
import { SANDBOX_ACCOUNTS, topUpThroughSandbox } from '../../factories/wallet.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { JobsPage, MaintenanceFormPage, MaintenanceRequestPage } from '../../pages/maintenance.ts';
import { lagosDate } from '../../support/dates.ts';
import { PNG_8X8 } from '../../support/files.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

/*
 * The booking of a mechanic from end to end, in three browsers. Two mechanics approved around Enugu (where no demo
 * mechanic works, so the request is theirs alone) keep their jobs page open; a customer on a phone (360 px) asks for
 * a service with photos. Both mechanics see the job arrive without a reload and quote; one revises. The customer
 * compares the two side by side, declines one with a reason and pays the other from the wallet. The booked mechanic
 * now sees the address; the declined one's job page says the job is no more available.
 */

/** Where both mechanics work: central Enugu, 25 km around. */
const ENUGU: TechnicianBase = {
  line: '4 Okpara Avenue',
  landmark: 'Near the Polo Park mall',
  town: 'Enugu',
  lga: 'Enugu North',
  state: 'Enugu',
  lat: 6.44132,
  lng: 7.49883,
  radiusKm: 25,
};

const SERVICES = { servicing: 'General servicing and oil change', brakes: 'Brake repair' };

/** A mechanic's own browser (1280 px), signed in as a new approved mechanic, with the jobs page open. */
async function mechanicBrowser(
  browser: Browser,
  baseURL: string,
  person: { firstName: string; lastName: string; accountNumber: string },
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const page = await context.newPage();
  await blockNewsletterPopup(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await approvedTechnician(page.request, baseURL, {
    ...person,
    services: ['general-servicing', 'brake-repair'],
    base: ENUGU,
  });
  const jobs = new JobsPage(page);
  await jobs.gotoList();
  await expect(page.getByText('No jobs to quote for right now')).toBeVisible();
  return page;
}

test('a customer books at 360 px with photos; two mechanics get the job live and quote, one revises; the customer declines one and pays the other from the wallet; both sides see it booked', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  // The sandbox bank names these accounts after the mechanics: payouts need the name on the profile.
  // Before booking, the customer sees a mechanic's first name and initial only.
  const chiamaka = 'Chiamaka E.';
  const ngozi = 'Ngozi A.';
  const [first, second] = await Promise.all([
    mechanicBrowser(browser, baseURL, {
      firstName: 'Chiamaka',
      lastName: 'Eze',
      accountNumber: SANDBOX_ACCOUNTS.chiamakaEze,
    }),
    mechanicBrowser(browser, baseURL, {
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      accountNumber: SANDBOX_ACCOUNTS.ngoziAdeyemi,
    }),
  ]);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await confirmedAccount(page.request, { firstName: 'Obiageli', lastName: 'Nnamdi' });
  const plate = uniquePlate('EN');
  await createVehicle(page.request, { plateNumber: plate, brand: 'Honda', model: 'Accord', year: 2014 });
  await topUpThroughSandbox(page.request, 200_000_00);

  let requestId = '';
  await test.step('the customer asks for servicing and brakes in Enugu, with two photos', async () => {
    const form = new MaintenanceFormPage(page);
    await form.goto();
    await form.chooseVehicle(/Honda Accord/);
    await form.chooseServices(SERVICES.servicing, SERVICES.brakes);
    await expect(page.getByText(/Typical price for these services/)).toBeVisible();
    await form.describe('The brakes squeal when I stop and the oil light came on this morning.');
    await form.addPhotos([
      { name: 'brakes.png', mimeType: 'image/png', buffer: PNG_8X8 },
      { name: 'dashboard.png', mimeType: 'image/png', buffer: PNG_8X8 },
    ]);
    await expect(page.getByRole('img', { name: /Chosen photo/ })).toHaveCount(2);
    await form.address({
      typed: 'Enugu',
      option: /^Enugu, Enugu Enugu North LGA/,
      street: '22 Zik Avenue',
      landmark: 'Opposite the Uwani police station',
    });
    await form.when(lagosDate(2), 'Morning');
    await shoot(page, 'book-a-mechanic-form');
    await form.submit();
    await expect(page).toHaveURL(/\/dashboard\/maintenance\/show\/[0-9a-f-]+$/);
    requestId = page.url().split('/').pop() ?? '';
    await expect(page.getByText(/We've asked \d+ mechanics near you/)).toBeVisible();
    await expect(page.getByRole('img', { name: /Photo \d of the problem/ })).toHaveCount(2);
  });

  await test.step('both mechanics see the job arrive on their open page, and quote', async () => {
    for (const [mechanic, labour, callOutFee] of [
      [first, { servicing: 25_000, brakes: 18_000 }, 3_000],
      [second, { servicing: 22_000, brakes: 16_000 }, 5_000],
    ] as const) {
      const row = new JobsPage(mechanic).row(/Enugu/);
      await expect(row).toBeVisible();
      await row.click();
      await expect(mechanic).toHaveURL(new RegExp(`job=${requestId}`));
      await expect(mechanic.getByText('The brakes squeal when I stop')).toBeVisible();
      // The area, never the street, before booking.
      await expect(mechanic.getByText('22 Zik Avenue')).toHaveCount(0);
      const jobs = new JobsPage(mechanic);
      await jobs.quote({
        labour: { [SERVICES.servicing]: labour.servicing, [SERVICES.brakes]: labour.brakes },
        callOutFee,
      });
      await jobs.send();
    }
    await shoot(first, 'book-a-mechanic-quoted');
  });

  const request = new MaintenanceRequestPage(page);
  await test.step('the customer sees both quotations arrive, side by side', async () => {
    await expect(request.quotation(chiamaka)).toContainText('₦46,000.00');
    await expect(request.quotation(ngozi)).toContainText('₦43,000.00');
  });

  await test.step('the first mechanic revises: the customer sees the new total and the old one struck through', async () => {
    await first.getByRole('button', { name: 'Revise' }).click();
    await new JobsPage(first).quote({
      labour: { [SERVICES.servicing]: 20_000, [SERVICES.brakes]: 15_000 },
      callOutFee: 2_000,
    });
    await new JobsPage(first).sendRevision();
    await expect(request.quotation(chiamaka)).toContainText('₦37,000.00');
    await expect(request.quotation(chiamaka)).toContainText('Revised');
    await expect(request.quotation(chiamaka).getByText('Was ₦46,000.00')).toBeAttached();
    await shoot(page, 'book-a-mechanic-compare');
  });

  await test.step('the customer declines one with a reason and pays the other from the wallet', async () => {
    await request.decline(ngozi, 'The other mechanic can come sooner.');
    // A declined quotation leaves the comparison for the earlier ones, folded under it.
    await expect(request.quotation(ngozi)).toBeHidden();
    await page.getByText('1 earlier quotation').click();
    await expect(request.quotation(ngozi)).toContainText('Declined');
    await request.payFromWallet(chiamaka);
    await expect(page).toHaveURL(/\/status\/booking-successful/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booked' })).toBeVisible();
    await expect(page.getByText(/^Chiamaka Eze is booked for/)).toBeVisible();
    await shoot(page, 'book-a-mechanic-booked');
  });

  await test.step('the booked mechanic sees the booking and the address; the declined one, that the job is gone', async () => {
    await expect(
      first.getByText('The customer booked and paid you. Set off in time for the appointment.'),
    ).toBeVisible();
    await expect(first.getByText('22 Zik Avenue')).toBeVisible();
    await shoot(first, 'book-a-mechanic-job-booked');
    await expect(second.getByText('This job is no more available!')).toBeVisible();
    await expect(second.getByText('22 Zik Avenue')).toHaveCount(0);
    await shoot(second, 'book-a-mechanic-job-gone');
  });

  await test.step("the customer's request page says booked, with the mechanic", async () => {
    await page.goto(`/dashboard/maintenance/show/${requestId}`);
    await expect(page.getByText('Your mechanic is booked. They will call you before they come.')).toBeVisible();
    // Booked, the customer sees the mechanic's full name and the phone to call.
    const mechanic = page.getByRole('region', { name: 'Your mechanic' });
    await expect(mechanic).toContainText('Chiamaka Eze');
    await expect(mechanic.getByRole('link', { name: /^\+234 803/ })).toBeVisible();
    await shoot(page, 'book-a-mechanic-request-booked');
  });

  await first.context().close();
  await second.context().close();
});
