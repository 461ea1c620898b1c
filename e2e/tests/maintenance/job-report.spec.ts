import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { reportsApi, type ReportDto } from '@fleetcare/shared';
import { bookedFromWallet, sentQuotation, submittedMaintenance } from '../../factories/maintenance.ts';
import { approvedTechnician, type TechnicianBase } from '../../factories/technicians.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, uniquePlate } from '../../factories/vehicles.ts';
import { topUpThroughSandbox } from '../../factories/wallet.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { CustomerJobPage, TechnicianJobPage } from '../../pages/maintenance-job.ts';
import { ReportEditor } from '../../pages/maintenance-report.ts';
import { apiUrl, dataOf } from '../../support/api.ts';
import { lagosDate } from '../../support/dates.ts';
import { PNG_8X8 } from '../../support/files.ts';
import { pdfText } from '../../support/pdf.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

/*
 * A job's report from the phone to the service book, in two browsers at 360 px: the booked mechanic works through
 * the checklist (a part replaced with a note and a photo, the rest OK), writes the summary and the mileage and
 * completes the report, which marks the work done; the customer reads it, downloads it as a PDF (the naira sign
 * printed), confirms the job and rates the mechanic, who sees the review on their overview. The mechanic works
 * around Abeokuta, where no demo mechanic and no other journey's mechanic works, so the request is theirs alone.
 */

const ABEOKUTA: TechnicianBase = {
  line: '5 Lalubu Street',
  landmark: 'Near Oke-Ilewo junction',
  town: 'Abeokuta',
  lga: 'Abeokuta South',
  state: 'Ogun',
  lat: 7.15571,
  lng: 3.34509,
  radiusKm: 25,
};

const SUMMARY = 'Oil and filter changed; the old filter was clogged. Parts came to ₦18,500.';

test('the mechanic writes the report on a phone and completes it; the customer reads it, downloads the PDF, confirms the job and rates the mechanic, who sees the review', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  test.setTimeout(300_000);

  const mechanicContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    viewport: { width: 360, height: 800 },
  });
  const mechanic = await mechanicContext.newPage();
  await blockNewsletterPopup(mechanic);
  await approvedTechnician(mechanic.request, baseURL, {
    // The sandbox bank names its account numbers by a fixed rule: 3-008-07-xxxx is BABATUNDE ADEBAYO's.
    firstName: 'Babatunde',
    lastName: 'Adebayo',
    accountNumber: `300807${String(Math.floor(Math.random() * 9_999)).padStart(4, '0')}`,
    services: ['general-servicing'],
    base: ABEOKUTA,
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await confirmedAccount(page.request, { firstName: 'Funke', lastName: 'Ogunleye' });
  const vehicle = await createVehicle(page.request, {
    plateNumber: uniquePlate('AB'),
    brand: 'Toyota',
    model: 'Corolla',
    year: 2014,
    category: 'car',
    fuel: 'petrol',
  });
  await topUpThroughSandbox(page.request, 80_000_00);
  const request = await submittedMaintenance(page.request, {
    vehicleId: vehicle._id,
    services: ['general-servicing'],
    description: 'The service light is on and the engine sounds rough.',
    address: {
      line: '18 Ibara Housing Estate',
      landmark: 'Behind the Ibara market',
      town: ABEOKUTA.town,
      lga: ABEOKUTA.lga,
      state: 'Ogun',
      lat: ABEOKUTA.lat + 0.01,
      lng: ABEOKUTA.lng + 0.01,
    },
    preferredDate: lagosDate(2),
    timeWindow: 'morning',
  });
  const quotation = await sentQuotation(mechanic.request, {
    maintenance: request,
    labour: { 'general-servicing': 25_000_00 },
    callOutFee: 2_000_00,
  });
  await bookedFromWallet(page.request, quotation);

  const job = new TechnicianJobPage(mechanic);
  const editor = new ReportEditor(mechanic);
  const customer = new CustomerJobPage(page);
  const checklist = (
    await dataOf<ReportDto>(await mechanic.request.get(apiUrl(reportsApi.getReport, { id: request._id })))
  ).tasks.map((task) => task.title);
  const [filter, ...rest] = checklist;
  if (!filter || rest.length === 0) throw new Error('the servicing checklist is too short for this journey');

  await test.step('the mechanic starts the work: the report waits with the servicing checklist to do', async () => {
    await job.goto(request._id);
    await job.setOff(20);
    await job.arrive();
    await job.startWork();
    await expect(editor.region).toBeVisible();
    for (const title of checklist) {
      await expect(editor.task(title).getByRole('radio', { name: 'To do', exact: true })).toBeChecked();
    }
    await expect(editor.region.getByRole('button', { name: 'Complete report' })).toBeDisabled();
  });

  await test.step('a part replaced, with a note and a photo; the rest OK; the summary and the mileage', async () => {
    await editor.markTask(filter, 'Replaced');
    await editor.addNote(filter, 'The filter was clogged with sludge: replaced with a new one.');
    await editor.task(filter).getByLabel('Take a photo').setInputFiles({
      name: 'old-filter.png',
      mimeType: 'image/png',
      buffer: PNG_8X8,
    });
    await expect(editor.task(filter).getByRole('img', { name: `Photo 1 of ${filter}` })).toBeVisible();
    await editor.markEveryTask('OK');
    await editor.writeDetails({ summary: SUMMARY, mileageKm: 84_250 });
    await expect(editor.saveState).toHaveText('All changes saved');
    await shoot(mechanic, 'job-report-technician-editor');
  });

  await test.step('the report completed, the work is done', async () => {
    await editor.complete();
    await expect(job.status).toHaveText('Work done');
  });

  await test.step('the customer reads the report from the job and downloads it as a PDF', async () => {
    await customer.goto(request._id);
    await customer.expectStepsDoneThrough('Work done');
    await customer.section.getByRole('link', { name: 'View the job report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job report' })).toBeVisible();
    await expect(page.getByText(SUMMARY)).toBeVisible();
    await expect(page.getByText('The filter was clogged with sludge: replaced with a new one.')).toBeVisible();
    await expect(page.getByText(/84,250\s?km/)).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(filter) }).first()).toBeVisible();
    await shoot(page, 'job-report-customer-view');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fleetcare-report-[0-9a-f]{8}\.pdf$/);
    const path = await download.path();
    const text = await pdfText(await readFile(path));
    expect(text).toContain(SUMMARY);
    expect(text).toContain('₦');
    expect(text).toContain('The filter was clogged with sludge: replaced with a new one.');
  });

  await test.step('opened straight from its address, the report comes written into the page, and the app takes it over', async () => {
    const reportUrl = page.url();
    const answer = await page.goto(reportUrl);
    expect(await answer?.text()).toContain(SUMMARY);
    // The app's own screen replaces the server's: one heading, the server's container gone.
    await expect(page.locator('#fc-first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Job report' })).toHaveCount(1);
    await expect(page.getByText(SUMMARY)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });

  await test.step('the customer confirms the job and rates the mechanic', async () => {
    await customer.goto(request._id);
    await customer.confirmWork();
    await customer.expectStepsDoneThrough('Completed');
    const rate = page.getByRole('region', { name: 'Rate your mechanic' });
    // A star is tapped: its label holds the picture and the words a screen reader says.
    await rate.locator('label', { hasText: '5 stars' }).click();
    await expect(rate.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await rate
      .getByLabel('Tell other customers about the work (optional)')
      .fill('On time, tidy, and the report says it all.');
    await rate.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Thank you! Your review has been sent.')).toBeVisible();
    await shoot(page, 'job-report-customer-reviewed');
  });

  await test.step('the mechanic sees the review on their overview', async () => {
    await mechanic.goto('/dashboard');
    const reviews = mechanic.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews).toContainText('On time, tidy, and the report says it all.');
    await shoot(mechanic, 'job-report-technician-reviews');
  });

  await mechanicContext.close();
});
