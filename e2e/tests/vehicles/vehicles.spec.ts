import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, uniquePlate } from '../../factories/vehicles.ts';
import { LoginPage } from '../../pages/users.ts';
import { randomIp } from '../../support/people.ts';
import { screenshotPath } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** A Toyota made in Japan, model year 2019 (10th character K). */
const TOYOTA_VIN = 'JTDBR32E7K0123456';

const CSV_HEADER = 'plateNumber,vin,category,brand,model,year,colour,fuel,transmission,engine,purchaseDate,notes';

function csvFile(rows: string[]) {
  return { name: 'my-fleet.csv', mimeType: 'text/csv', buffer: Buffer.from([CSV_HEADER, ...rows].join('\r\n')) };
}

/** Fits the width (no sideways scrolling), then a full-page picture for people to look at. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(`fleet-${name}-${width}.png`), fullPage: true });
}

test('an owner adds a vehicle from its VIN: the make and model year fill in, then the vehicle page opens', async ({
  page,
}) => {
  await confirmedAccount(page.request);
  // The landing page's "Get Started" for fleets.
  await page.goto('/dashboard/fleet?isAddingNewVehicle=true');
  await expect(page).toHaveURL('/dashboard/fleet/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible();

  await page.getByLabel('VIN (chassis number) (optional)').fill(TOYOTA_VIN.toLowerCase());
  await expect(page.getByTestId('vin-decoded')).toHaveText('Made by Toyota in Japan, model year 2019');
  await expect(page.getByLabel('Brand (make)')).toHaveValue('Toyota');
  await expect(page.getByLabel('Model year')).toHaveValue('2019');

  const plate = uniquePlate('LAG');
  await page.getByLabel('Plate number').fill(plate);
  await page.getByLabel('Model', { exact: true }).fill('Corolla');
  await page.getByLabel('Colour (optional)').fill('Silver');
  await page.getByRole('button', { name: 'Add vehicle' }).click();

  await expect(page.getByText('2019 Toyota Corolla was added to your fleet', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/fleet\/edit\/[\w-]+\?justCreated=true$/);
  await page.getByRole('link', { name: 'Open the vehicle page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '2019 Toyota Corolla' })).toBeVisible();
  await expect(page.getByText('Car · Silver')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(TOYOTA_VIN);

  await page.getByRole('link', { name: 'My fleet' }).first().click();
  const card = page.getByRole('article', { name: '2019 Toyota Corolla' });
  await expect(card).toContainText(plate);
  await expect(card).toContainText('No checks yet');
});

test('an owner shares a vehicle with another account, who then sees it in their fleet as view only', async ({
  page,
  browser,
}) => {
  const owner = await confirmedAccount(page.request, { firstName: 'Ifeoma', lastName: 'Nwosu' });
  const vehicle = await createVehicle(page.request, { brand: 'Toyota', model: 'Hiace', category: 'bus', year: 2016 });

  const otherContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const other = await confirmedAccount(otherContext.request, { firstName: 'Bola', lastName: 'Adeyemi' });

  await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=collaborators`);
  const sharing = page.getByRole('region', { name: 'Sharing' });
  await expect(sharing).toContainText('Not shared with anyone yet.');
  await sharing.getByLabel('Their FleetCare e-mail address').fill(other.email);
  await sharing.getByLabel('Rights').selectOption('view');
  await sharing.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(`${other.email} can now see 2016 Toyota Hiace.`)).toBeVisible();
  await expect(sharing.getByText('Bola Adeyemi')).toBeVisible();
  await expect(sharing.getByRole('combobox', { name: 'Rights of Bola Adeyemi' })).toHaveValue('view');

  const otherPage = await otherContext.newPage();
  await otherPage.goto('/dashboard/fleet');
  const card = otherPage.getByRole('article', { name: '2016 Toyota Hiace' });
  await expect(card).toContainText(`Shared by ${owner.firstName} ${owner.lastName}`);
  await expect(card).toContainText('View only');
  await card.getByRole('link', { name: '2016 Toyota Hiace' }).click();
  await expect(otherPage.getByRole('heading', { level: 1, name: '2016 Toyota Hiace' })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // A stranger's address for the vehicle: a clear not-found state, none of its data.
  const strangerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  await confirmedAccount(strangerContext.request);
  const strangerPage = await strangerContext.newPage();
  await strangerPage.goto(`/dashboard/fleet/show/${vehicle._id}`);
  await expect(strangerPage.getByRole('heading', { name: 'We could not find this vehicle' })).toBeVisible();
  await expect(strangerPage.getByText(vehicle.plateNumber)).toHaveCount(0);

  // The owner stops sharing: the other account loses it at once.
  await sharing.getByRole('button', { name: 'Remove Bola Adeyemi' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop sharing with Bola Adeyemi?' })
    .getByRole('button', { name: 'Stop sharing' })
    .click();
  await expect(page.getByText('Bola Adeyemi no longer sees 2016 Toyota Hiace.')).toBeVisible();
  await expect(sharing).toContainText('Not shared with anyone yet.');
  await otherPage.goto('/dashboard/fleet');
  await expect(otherPage.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await otherContext.close();
  await strangerContext.close();
});

test('a 3-row CSV with one bad row is refused row by row, then the fixed file imports all three', async ({ page }) => {
  await confirmedAccount(page.request);
  const [a, b, c] = [uniquePlate('CSV'), uniquePlate('CSV'), uniquePlate('CSV')];
  const good = [
    `${a},,car,Toyota,Camry,2018,Black,petrol,automatic,,,`,
    `${b},,truck,MAN,TGS,2015,White,diesel,manual,,,Lagos–Kano runs`,
  ];
  await page.goto('/dashboard/fleet');
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import vehicles from a CSV file' });

  await dialog
    .getByLabel('Choose a CSV file')
    .setInputFiles(csvFile([...good, `${c},,bus,Toyota,Coaster,1900,,diesel,,,,`]));
  await expect(dialog.getByText('1 problem to fix. Nothing was saved.')).toBeVisible();
  const errors = dialog.getByTestId('csv-row-errors');
  await expect(errors).toContainText('Row 4');
  await expect(errors).toContainText('Model year');
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  // Nothing was saved by the check.
  const afterCheck = await page.request.get('/api/vehicles/get-my-vehicles');
  expect(((await afterCheck.json()) as { data: { total: number } }).data.total).toBe(0);

  await dialog
    .getByLabel('Choose the fixed file')
    .setInputFiles(csvFile([...good, `${c},,bus,Toyota,Coaster,2012,,diesel,,,,`]));
  await expect(dialog.getByText('3 vehicles ready to import')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 vehicles' }).click();
  await expect(page.getByText('3 vehicles were added to your fleet.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 vehicles', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: '2015 MAN TGS' })).toContainText(b);
  await expect(page.getByRole('article', { name: '2012 Toyota Coaster' })).toContainText(c);
});

/** A real 8×8 PNG (the server checks the bytes, not the name). */
const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQaHDAihiGlgQARfQ0AbzCrFMAAAAASUVORK5CYII=',
  'base64',
);

test('an owner searches, edits a vehicle, adds a photo, downloads the template and the export, then deletes it and finds it under Deleted vehicles', async ({
  page,
}) => {
  await confirmedAccount(page.request);
  const vehicle = await createVehicle(page.request, { brand: 'Honda', model: 'Accord', year: 2012 });
  await createVehicle(page.request, { category: 'van', brand: 'Ford', model: 'Transit', year: 2017, fuel: 'diesel' });

  await page.goto('/dashboard/fleet');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('accord');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page).toHaveURL('/dashboard/fleet?search=accord');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('van');
  await expect(page.getByRole('heading', { name: 'No vehicles match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await template).suggestedFilename()).toBe('fleetcare-vehicles-template.csv');
  await page.keyboard.press('Escape');
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exportFile = await exported;
  expect(exportFile.suggestedFilename()).toMatch(/^fleetcare-vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
  const exportPath = await exportFile.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(exportPath, 'utf8')).toContain(vehicle.plateNumber);

  await page.goto(`/dashboard/fleet/edit/${vehicle._id}`);
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'accord.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('The photo was saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current photo of 2012 Honda Accord' })).toBeVisible();
  await page.getByLabel('Model', { exact: true }).fill('Accord Crosstour');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes to 2012 Honda Accord Crosstour were saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '2012 Honda Accord Crosstour' })).toBeVisible();
  await page.getByRole('link', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Details changed');
  await expect(history).toContainText('Photo changed');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete vehicle' }).click();
  await expect(page).toHaveURL('/dashboard/fleet');
  await expect(page.getByText('2012 Honda Accord Crosstour was deleted from your fleet.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Deleted vehicles' }).click();
  await expect(page).toHaveURL('/dashboard/fleet?archived=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted vehicles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add vehicle' })).toHaveCount(0);
  const deleted = page.getByRole('article', { name: '2012 Honda Accord Crosstour' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(deleted.getByText('Deleted', { exact: true })).toBeVisible();
  await deleted.getByRole('link', { name: '2012 Honda Accord Crosstour' }).click();
  await expect(page).toHaveURL(`/dashboard/fleet/show/${vehicle._id}`);
  await expect(page.getByRole('heading', { level: 1, name: '2012 Honda Accord Crosstour' })).toBeVisible();
  await expect(page.getByText('Archived: this vehicle was deleted from the fleet.')).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`the fleet screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await confirmedAccount(page.request);

    await page.goto('/dashboard/fleet');
    await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
    await shoot(page, 'list-empty', width);

    const vehicle = await createVehicle(page.request, {
      vin: TOYOTA_VIN,
      colour: 'Silver',
      transmission: 'automatic',
      engine: '1.8 L',
      purchaseDate: '2021-06-01',
      notes: 'Serviced at the Ikeja workshop.',
    });
    await createVehicle(page.request, { category: 'truck', brand: 'MAN', model: 'TGS', year: 2015, fuel: 'diesel' });
    await createVehicle(page.request, { category: 'motorcycle', brand: 'Bajaj', model: 'Boxer', year: 2021 });
    await page.goto('/dashboard/fleet');
    await expect(page.getByRole('article')).toHaveCount(3);
    await shoot(page, 'list', width);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles(
        csvFile([
          `${uniquePlate()},,car,Kia,Rio,1900,,petrol,,,,`,
          `${vehicle.plateNumber},,car,Kia,Rio,2019,,petrol,,,,`,
        ]),
      );
    await expect(page.getByText('2 problems to fix. Nothing was saved.')).toBeVisible();
    await shoot(page, 'csv-errors', width);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/fleet/new');
    await page.getByLabel('VIN (chassis number) (optional)').fill(TOYOTA_VIN);
    await expect(page.getByTestId('vin-decoded')).toBeVisible();
    await shoot(page, 'form', width);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByLabel('Plate number')).toBeFocused();
    await shoot(page, 'form-errors', width);

    await page.goto(`/dashboard/fleet/edit/${vehicle._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit 2019 Toyota Corolla' })).toBeVisible();
    await shoot(page, 'edit', width);

    await page.goto(`/dashboard/fleet/show/${vehicle._id}`);
    await expect(page.getByRole('heading', { level: 1, name: '2019 Toyota Corolla' })).toBeVisible();
    await shoot(page, 'show', width);
    await page.getByRole('link', { name: 'Sharing' }).click();
    await expect(page.getByRole('region', { name: 'Sharing' })).toBeVisible();
    await shoot(page, 'show-sharing', width);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Vehicle added');
    await shoot(page, 'show-history', width);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete 2019 Toyota Corolla?' })).toBeVisible();
    await shoot(page, 'delete-dialog', width);
  });
}

test('a vehicle shared with the demo business account shows in that account’s fleet after it signs in', async ({
  page,
  browser,
}) => {
  await confirmedAccount(page.request, { firstName: 'Musa', lastName: 'Bello' });
  const vehicle = await createVehicle(page.request, { brand: 'Nissan', model: 'Urvan', category: 'bus', year: 2018 });
  await page.goto(`/dashboard/fleet/show/${vehicle._id}?tab=collaborators`);
  const sharing = page.getByRole('region', { name: 'Sharing' });
  await sharing.getByLabel('Their FleetCare e-mail address').fill('business@demo.fleetcare.ng');
  await sharing.getByLabel('Rights').selectOption('edit');
  await sharing.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('business@demo.fleetcare.ng can now see 2018 Nissan Urvan.')).toBeVisible();

  const demo = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const demoPage = await demo.newPage();
  const login = new LoginPage(demoPage);
  await login.goto('/dashboard/fleet');
  await login.signIn('business@demo.fleetcare.ng', 'FleetCare-Demo-2026');
  await expect(demoPage).toHaveURL(/\/dashboard\/fleet$/);
  await demoPage.getByRole('searchbox').fill(vehicle.plateNumber);
  const card = demoPage.getByRole('article', { name: '2018 Nissan Urvan' });
  await expect(card).toContainText('Shared by Musa Bello');
  await expect(card).toContainText('Can edit');
  await demo.close();
});
