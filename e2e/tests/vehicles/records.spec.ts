import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import {
  addDocument,
  addRecommendedChecks,
  createVehicle,
  logMileage,
  markCheckDone,
  postObdReadings,
  shareVehicle,
} from '../../factories/vehicles.ts';
import { DashboardHome } from '../../pages/users.ts';
import { CalendarPage, FleetOverview, VehiclePage } from '../../pages/vehicles.ts';
import { lagosDate, shown } from '../../support/dates.ts';
import { randomIp } from '../../support/people.ts';
import { shoot as shootPage } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const shoot = (page: Page, name: string) => shootPage(page, `fleet-records-${name}`);

test('add all default checks, log mileage, record a completed check and see the due date move; the calendar and the overview show the due items', async ({
  page,
}) => {
  await confirmedAccount(page.request, { firstName: 'Tunde' });
  const vehicle = await createVehicle(page.request);
  const vehiclePage = new VehiclePage(page);
  const { checks, mileage } = vehiclePage;

  await test.step('add the recommended checks, all last done today', async () => {
    await vehiclePage.goto(vehicle._id, 'checks');
    await expect(checks.emptyState).toBeVisible();
    await checks.addRecommended(17, { on: lagosDate() });
    await expect(page.getByText('The recommended checks are added.')).toBeVisible();
    await expect(checks.check('Engine oil')).toContainText('Every 180 days or 5,000 km');
    await expect(checks.cards).toHaveCount(17);
  });

  await test.step('log the mileage', async () => {
    await vehiclePage.goto(vehicle._id, 'mileage');
    await mileage.save('45000');
    await expect(page.getByText('The reading is saved.')).toBeVisible();
    await expect(mileage.readings.getByText('45,000 km')).toBeVisible();
    // Going down is a correction, which needs a reason.
    await mileage.reading.fill('44000');
    await expect(page.getByText(/This is lower than the last reading \(45,000 km\)/)).toBeVisible();
    await mileage.saveCorrectionButton.click();
    await expect(page.getByText('Say why the mileage goes down (for example: a typing error).')).toBeVisible();
    await mileage.correctionReason.fill('The first reading had a typing error');
    await mileage.saveCorrectionButton.click();
    await expect(page.getByText('The last reading is corrected.')).toBeVisible();
    await expect(page.getByText('Reason: The first reading had a typing error')).toBeVisible();
  });

  const lastOilChange = lagosDate(-200);
  await test.step('the engine oil was last changed 200 days ago: it is overdue', async () => {
    await vehiclePage.goto(vehicle._id, 'checks');
    await checks.editLastDone('Engine oil', { on: lastOilChange, km: '40000' });
    await expect(page.getByText('Engine oil is saved.')).toBeVisible();
    const oil = checks.check('Engine oil');
    await expect(oil).toContainText('Overdue');
    await expect(oil).toContainText(`Next due ${shown(lagosDate(-20))} or at 45,000 km`);
  });

  await test.step('record the oil change: the due date moves on', async () => {
    await checks.openRecordForm();
    await expect(checks.recordForm.getByRole('checkbox', { name: 'Engine oil' })).toBeChecked();
    await checks.record('Engine oil', { result: 'Replaced', odometer: '44100' });
    await expect(page.getByText('The check is saved. The next due dates are updated.')).toBeVisible();
    const oil = checks.check('Engine oil');
    await expect(oil).toContainText('OK');
    await expect(oil).toContainText(`Next due ${shown(lagosDate(180))} or at 49,100 km`);
    await expect(checks.completedHeading).toBeVisible();
    await expect(page.getByText('44,100 km · by Tunde Nwosu')).toBeVisible();
  });

  await test.step('the calendar shows the items falling due', async () => {
    const calendar = new CalendarPage(page);
    const inThirtyDays = lagosDate(30);
    await calendar.goto({ view: 'agenda', date: inThirtyDays });
    await expect(calendar.heading).toBeVisible();
    const day = calendar.day(shown(inThirtyDays));
    await expect(day.getByRole('link', { name: /Tyres and pressure/ })).toBeVisible();
    await expect(day.getByRole('link', { name: /Lights/ })).toContainText('2019 Toyota Corolla');
    await day.getByRole('link', { name: /Lights/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/fleet/show/${vehicle._id}`));
  });

  await test.step('the overview counts the vehicle and nothing overdue', async () => {
    const home = new DashboardHome(page);
    const overview = new FleetOverview(page);
    await home.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tunde' })).toBeVisible();
    await expect(overview.vehiclesLink('1 vehicle')).toBeVisible();
    await expect(overview.link('0 checks overdue')).toBeVisible();
  });
});

test('an OBD device posts readings with its token; a document with a file is added; a viewer sees them read-only', async ({
  page,
  browser,
}) => {
  await confirmedAccount(page.request);
  const vehicle = await createVehicle(page.request, {
    brand: 'Toyota',
    model: 'Hilux',
    category: 'pickup',
    fuel: 'diesel',
  });
  const vehiclePage = new VehiclePage(page);
  const { obd, documents } = vehiclePage;
  let token = '';

  await test.step('create the device token, shown once', async () => {
    await vehiclePage.goto(vehicle._id, 'obd');
    await obd.createToken();
    await expect(obd.tokenField).not.toHaveValue('');
    token = await obd.tokenField.inputValue();
    await obd.confirmTokenSaved();
    await expect(page.getByText(`A device token is set up (it ends in …${token.slice(-4)}).`)).toBeVisible();
  });

  await test.step('the device posts readings; a replay has no second effect', async () => {
    const readings = [
      { timestamp: new Date(Date.now() - 20 * 60_000).toISOString(), odometerKm: 88_000, speedKmh: 40, rpm: 1800 },
      {
        timestamp: new Date(Date.now() - 10 * 60_000).toISOString(),
        odometerKm: 88_012,
        speedKmh: 0,
        rpm: 750,
        coolantTempC: 92,
        fuelLevelPct: 48,
        batteryVoltage: 13.8,
        troubleCodes: ['P0301'],
      },
    ];
    const first = await postObdReadings(page.request, token, readings);
    expect(first.status(), await first.text()).toBeLessThan(300);
    expect((await first.json()).data).toEqual({ accepted: 2, duplicates: 0 });
    const replay = await postObdReadings(page.request, token, readings);
    expect((await replay.json()).data).toEqual({ accepted: 0, duplicates: 2 });

    await page.reload();
    await expect(obd.latestValues).toContainText('88,012 km');
    await expect(obd.latestValues).toContainText('13.8 V');
    await expect(obd.troubleCodes).toContainText('P0301');
    await expect(obd.troubleCodes).toContainText(/misfire/i);
    await expect(obd.recentReadings.getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the odometer fed the mileage log', async () => {
    await vehiclePage.goto(vehicle._id, 'mileage');
    await expect(vehiclePage.mileage.readings).toContainText('From the OBD device');
  });

  await test.step('add the insurance with its PDF', async () => {
    await vehiclePage.goto(vehicle._id, 'documents');
    await documents.add({
      kind: 'insurance',
      number: 'AXA-778812',
      expiresOn: lagosDate(10),
      file: {
        name: 'insurance.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      },
    });
    await expect(page.getByText('Insurance is added.')).toBeVisible();
    const card = documents.card('Insurance');
    await expect(card).toContainText('Expires soon');
    await expect(card).toContainText('(in 10 days)');
    const file = card.getByRole('link', { name: /Open insurance.pdf/ });
    const response = await page.request.get((await file.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('a viewer collaborator sees the records without any edit control', async () => {
    const viewer = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
    const viewerPage = await viewer.newPage();
    const account = await confirmedAccount(viewerPage.request, { firstName: 'Bisi' });
    await shareVehicle(page.request, { vehicleId: vehicle._id, email: account.email, role: 'view' });
    const viewerVehicle = new VehiclePage(viewerPage);
    await viewerVehicle.goto(vehicle._id, 'documents');
    await expect(viewerVehicle.documents.card('Insurance')).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: /Add a document|Edit|Delete/ })).toHaveCount(0);
    await viewerVehicle.goto(vehicle._id, 'obd');
    await expect(viewerVehicle.obd.troubleCodes).toContainText('P0301');
    await expect(viewerPage.getByRole('button', { name: /token|Stop the device/ })).toHaveCount(0);
    await viewer.close();
  });
});

for (const width of [360, 1280]) {
  test(`the fleet records screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await confirmedAccount(page.request, { firstName: 'Chioma' });
    const home = new DashboardHome(page);
    const overview = new FleetOverview(page);
    const vehiclePage = new VehiclePage(page);
    await home.goto();
    await expect(overview.emptyState).toBeVisible();
    await shoot(page, 'overview-empty');

    const vehicle = await createVehicle(page.request);
    const other = await createVehicle(page.request, { brand: 'Honda', model: 'Accord', year: 2012 });
    for (const id of [vehicle._id, other._id]) {
      await addRecommendedChecks(page.request, id);
      await logMileage(page.request, id, 61_000);
    }
    const edits: [string, number][] = [
      ['engine-oil', -200],
      ['brake-pads', -360],
      ['battery', -80],
    ];
    for (const [item, days] of edits) {
      await markCheckDone(page.request, vehicle._id, item, { lastDoneAt: lagosDate(days), lastDoneKm: 55_000 });
    }
    await addDocument(page.request, vehicle._id, { type: 'insurance', number: 'AXA-1', expiresOn: lagosDate(12) });
    await addDocument(page.request, vehicle._id, { type: 'vehicle-licence', expiresOn: lagosDate(-3) });

    await home.goto();
    await expect(overview.vehiclesLink('2 vehicles')).toBeVisible();
    await shoot(page, 'overview');

    const calendar = new CalendarPage(page);
    for (const view of ['month', 'week', 'agenda'] as const) {
      await calendar.goto({ view });
      await expect(calendar.viewButton(view[0]?.toUpperCase() + view.slice(1))).toHaveAttribute('aria-pressed', 'true');
      await shoot(page, `calendar-${view}`);
    }

    await vehiclePage.goto(vehicle._id, 'checks');
    await expect(vehiclePage.checks.check('Engine oil')).toContainText('Overdue');
    await shoot(page, 'checks');
    await vehiclePage.checks.openRecordForm();
    await shoot(page, 'checks-record');

    await logMileage(page.request, vehicle._id, 61_420);
    await vehiclePage.goto(vehicle._id, 'mileage');
    await expect(vehiclePage.mileage.chart(2)).toBeVisible();
    await shoot(page, 'mileage');

    await vehiclePage.goto(vehicle._id, 'obd');
    await vehiclePage.obd.createToken();
    await expect(vehiclePage.obd.tokenField).not.toHaveValue('');
    await vehiclePage.obd.showHowDevicesSend();
    await shoot(page, 'obd-token');

    await vehiclePage.goto(vehicle._id, 'documents');
    await expect(vehiclePage.documents.card('Vehicle licence')).toContainText('Expired');
    await shoot(page, 'documents');
    await vehiclePage.documents.openAddForm();
    await shoot(page, 'documents-form');
  });
}
