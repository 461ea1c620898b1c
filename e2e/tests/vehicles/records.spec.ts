import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle } from '../../factories/vehicles.ts';
import { randomIp } from '../../support/people.ts';
import { screenshotPath } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const DAY_MS = 86_400_000;

/** Today's date in Lagos (UTC+1 all year), as the server counts due dates, n days on. */
function lagosDate(daysFromToday = 0): string {
  return new Date(Date.now() + 60 * 60 * 1000 + daysFromToday * DAY_MS).toISOString().slice(0, 10);
}

/** "5 Mar 2026" as the en-NG pages show calendar dates. */
function shown(date: string): string {
  return new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Fits the width (no sideways scrolling), then a full-page picture for people to look at. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(`fleet-records-${name}-${width}.png`), fullPage: true });
}

test('add all default checks, log mileage, record a completed check and see the due date move; the calendar and the overview show the due items', async ({
  page,
}) => {
  await confirmedAccount(page.request, { firstName: 'Tunde' });
  const vehicle = await createVehicle(page.request);

  await test.step('add the recommended checks', async () => {
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=checks`);
    await expect(
      page.getByRole('heading', { name: 'No routine checks yet' }).or(page.getByText('No routine checks yet')),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add all 17 recommended checks' }).click();
    await expect(page.getByText('The recommended checks are added.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Engine oil' })).toContainText('Every 180 days or 5,000 km');
    await expect(page.getByRole('article')).toHaveCount(17);
  });

  await test.step('log the mileage', async () => {
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=mileage`);
    await page.getByLabel('Odometer reading (km)').fill('45000');
    await page.getByRole('button', { name: 'Save the reading' }).click();
    await expect(page.getByText('The reading is saved.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Readings' }).getByText('45,000 km')).toBeVisible();
    // Going down is a correction, which needs a reason.
    await page.getByLabel('Odometer reading (km)').fill('44000');
    await expect(page.getByText(/This is lower than the last reading \(45,000 km\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Save the correction' }).click();
    await expect(page.getByText('Say why the mileage goes down (for example: a typing error).')).toBeVisible();
    await page.getByLabel('Why the correction').fill('The first reading had a typing error');
    await page.getByRole('button', { name: 'Save the correction' }).click();
    await expect(page.getByText('The last reading is corrected.')).toBeVisible();
    await expect(page.getByText('Reason: The first reading had a typing error')).toBeVisible();
  });

  const lastOilChange = lagosDate(-200);
  await test.step('the engine oil was last changed 200 days ago: it is overdue', async () => {
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=checks`);
    const oil = page.getByRole('article', { name: 'Engine oil' });
    await oil.getByRole('button', { name: 'Edit Engine oil' }).click();
    await page.getByLabel('Last done on').fill(lastOilChange);
    await page.getByLabel('Mileage when last done (km)').fill('40000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Engine oil is saved.')).toBeVisible();
    await expect(oil).toContainText('Overdue');
    await expect(oil).toContainText(`Next due ${shown(lagosDate(-20))} or at 45,000 km`);
  });

  await test.step('record the oil change: the due date moves on', async () => {
    await page.getByRole('button', { name: 'Record a completed check' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the check' }) });
    await expect(form.getByRole('checkbox', { name: 'Engine oil' })).toBeChecked();
    await form.getByRole('group', { name: 'Result for Engine oil' }).getByText('Replaced', { exact: true }).click();
    await form.getByLabel('Odometer at the check (km, optional)').fill('44100');
    await form.getByRole('button', { name: 'Save the check' }).click();
    await expect(page.getByText('The check is saved. The next due dates are updated.')).toBeVisible();
    const oil = page.getByRole('article', { name: 'Engine oil' });
    await expect(oil).toContainText('OK');
    await expect(oil).toContainText(`Next due ${shown(lagosDate(180))} or at 49,100 km`);
    await expect(page.getByRole('heading', { name: 'Completed checks' })).toBeVisible();
    await expect(page.getByText('44,100 km · by Tunde Nwosu')).toBeVisible();
  });

  await test.step('the calendar shows the items falling due', async () => {
    const inThirtyDays = lagosDate(30);
    await page.goto(`/dashboard/calendar?view=agenda&date=${inThirtyDays}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Calendar' })).toBeVisible();
    const day = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(shown(inThirtyDays).replace(/ /g, '.*')) }) });
    await expect(day.getByRole('link', { name: /Tyres and pressure/ })).toBeVisible();
    await expect(day.getByRole('link', { name: /Lights/ })).toContainText('2019 Toyota Corolla');
    await day.getByRole('link', { name: /Lights/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/fleet/show/${vehicle._id}`));
  });

  await test.step('the overview counts the vehicle and nothing overdue', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tunde' })).toBeVisible();
    const fleet = page.getByRole('region', { name: 'Your fleet' });
    await expect(fleet.getByRole('link', { name: /^1 vehicle/ })).toBeVisible();
    await expect(fleet.getByRole('link', { name: '0 checks overdue' })).toBeVisible();
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
  let token = '';

  await test.step('create the device token, shown once', async () => {
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=obd`);
    await page.getByRole('button', { name: 'Create a device token' }).click();
    const field = page.getByLabel('Device token');
    await expect(field).not.toHaveValue('');
    token = await field.inputValue();
    await page.getByRole('button', { name: 'I have saved the token' }).click();
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
    const post = () =>
      page.request.post('/api/vehicles/obd/readings', {
        headers: { Authorization: `Bearer ${token}` },
        data: { readings },
      });
    const first = await post();
    expect(first.status(), await first.text()).toBeLessThan(300);
    expect((await first.json()).data).toEqual({ accepted: 2, duplicates: 0 });
    const replay = await post();
    expect((await replay.json()).data).toEqual({ accepted: 0, duplicates: 2 });

    await page.reload();
    const latest = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Latest values' }) })
      .last();
    await expect(latest).toContainText('88,012 km');
    await expect(latest).toContainText('13.8 V');
    await expect(page.getByRole('list', { name: 'Active trouble codes' })).toContainText('P0301');
    await expect(page.getByRole('list', { name: 'Active trouble codes' })).toContainText(/misfire/i);
    await expect(page.getByRole('list', { name: 'Recent readings' }).getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the odometer fed the mileage log', async () => {
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=mileage`);
    await expect(page.getByRole('list', { name: 'Readings' })).toContainText('From the OBD device');
  });

  await test.step('add the insurance with its PDF', async () => {
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=documents`);
    await page.getByRole('button', { name: 'Add a document' }).click();
    await page.getByLabel('Kind of paper').selectOption('insurance');
    await page.getByLabel('Number (optional)').fill('AXA-778812');
    await page.getByLabel('Expires on').fill(lagosDate(10));
    await page.getByLabel('File (optional)').setInputFiles({
      name: 'insurance.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Add the document' }).click();
    await expect(page.getByText('Insurance is added.')).toBeVisible();
    const card = page.getByRole('article', { name: 'Insurance' });
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
    const share = await page.request.patch('/api/vehicles/add-vehicle-collaborator', {
      data: { vehicleId: vehicle._id, email: account.email, role: 'view' },
    });
    expect(share.status(), await share.text()).toBe(200);
    await viewerPage.goto(`/dashboard/fleet/show/${vehicle._id}?tab=documents`);
    await expect(viewerPage.getByRole('article', { name: 'Insurance' })).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: /Add a document|Edit|Delete/ })).toHaveCount(0);
    await viewerPage.goto(`/dashboard/fleet/show/${vehicle._id}?tab=obd`);
    await expect(viewerPage.getByRole('list', { name: 'Active trouble codes' })).toContainText('P0301');
    await expect(viewerPage.getByRole('button', { name: /token|Stop the device/ })).toHaveCount(0);
    await viewer.close();
  });
});

for (const width of [360, 1280]) {
  test(`the fleet records screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await confirmedAccount(page.request, { firstName: 'Chioma' });
    await page.goto('/dashboard');
    await expect(page.getByText('No vehicles yet')).toBeVisible();
    await shoot(page, 'overview-empty', width);

    const vehicle = await createVehicle(page.request);
    const other = await createVehicle(page.request, { brand: 'Honda', model: 'Accord', year: 2012 });
    for (const id of [vehicle._id, other._id]) {
      await page.request.post(`/api/vehicles/add-all-vehicle-routine-check-schedules/${id}`);
      await page.request.post('/api/vehicles/set-vehicle-total-mileage', { data: { vehicleId: id, valueKm: 61_000 } });
    }
    const schedules = (await (
      await page.request.get(`/api/vehicles/get-vehicle-routine-check-schedule/${vehicle._id}`)
    ).json()) as { data: { _id: string; item: string }[] };
    const edits: [string, number][] = [
      ['engine-oil', -200],
      ['brake-pads', -360],
      ['battery', -80],
    ];
    for (const [item, days] of edits) {
      const schedule = schedules.data.find((row) => row.item === item);
      await page.request.patch('/api/vehicles/edit-vehicle-routine-check-schedule', {
        data: { scheduleId: schedule?._id, lastDoneAt: lagosDate(days), lastDoneKm: 55_000 },
      });
    }
    await page.request.post('/api/vehicles/add-vehicle-document', {
      multipart: { vehicleId: vehicle._id, type: 'insurance', number: 'AXA-1', expiresOn: lagosDate(12) },
    });
    await page.request.post('/api/vehicles/add-vehicle-document', {
      multipart: { vehicleId: vehicle._id, type: 'vehicle-licence', expiresOn: lagosDate(-3) },
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /^2 vehicles/ })).toBeVisible();
    await shoot(page, 'overview', width);

    for (const view of ['month', 'week', 'agenda']) {
      await page.goto(`/dashboard/calendar?view=${view}`);
      await expect(
        page.getByRole('button', { name: view[0]?.toUpperCase() + view.slice(1), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await shoot(page, `calendar-${view}`, width);
    }

    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=checks`);
    await expect(page.getByRole('article', { name: 'Engine oil' })).toContainText('Overdue');
    await shoot(page, 'checks', width);
    await page.getByRole('button', { name: 'Record a completed check' }).click();
    await shoot(page, 'checks-record', width);

    await page.request.post('/api/vehicles/set-vehicle-total-mileage', {
      data: { vehicleId: vehicle._id, valueKm: 61_420 },
    });
    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=mileage`);
    await expect(page.getByRole('img', { name: /2 readings/ })).toBeVisible();
    await shoot(page, 'mileage', width);

    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=obd`);
    await page.getByRole('button', { name: 'Create a device token' }).click();
    await expect(page.getByLabel('Device token')).not.toHaveValue('');
    await page.getByText('How the device sends readings').click();
    await shoot(page, 'obd-token', width);

    await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=documents`);
    await expect(page.getByRole('article', { name: 'Vehicle licence' })).toContainText('Expired');
    await shoot(page, 'documents', width);
    await page.getByRole('button', { name: 'Add a document' }).click();
    await shoot(page, 'documents-form', width);
  });
}
