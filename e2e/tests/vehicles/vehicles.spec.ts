import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatPlate } from '@fleetcare/shared';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, fleetSize, uniquePlate } from '../../factories/vehicles.ts';
import { LoginPage } from '../../pages/users.ts';
import { FleetListPage, VehicleFormPage, VehiclePage } from '../../pages/vehicles.ts';
import { PNG_8X8 } from '../../support/files.ts';
import { randomIp } from '../../support/people.ts';
import { settle, shoot as shootPage } from '../../support/screenshots.ts';
import { expectTapTargets } from '../../support/tap-targets.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** A plate of the national format, as written on it ("KJA 482 QT"): random enough to be new in a run. */
function nationalPlate(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${letter()}${letter()}${letter()} ${digits} ${letter()}${letter()}`;
}

/** A Toyota made in Japan, model year 2019 (10th character K). */
const TOYOTA_VIN = 'JTDBR32E7K0123456';

/** Every screen pictured is also checked for targets too small to tap. */
async function shoot(page: Page, name: string) {
  await settle(page);
  await expectTapTargets(page);
  await shootPage(page, `fleet-${name}`);
}

test('an owner adds a vehicle from its VIN: the make and model year fill in, then the vehicle page opens', async ({
  page,
}) => {
  await confirmedAccount(page.request);
  const form = new VehicleFormPage(page);
  const vehiclePage = new VehiclePage(page);
  // The landing page's "Get Started" for fleets.
  await new FleetListPage(page).goto('?isAddingNewVehicle=true');
  await expect(page).toHaveURL('/dashboard/fleet/new');
  await expect(form.heading('Add a vehicle')).toBeVisible();

  await form.vin.fill(TOYOTA_VIN.toLowerCase());
  await expect(form.vinDecoded).toHaveText('Made by Toyota in Japan, model year 2019');
  await expect(form.brand).toHaveValue('Toyota');
  await expect(form.modelYear).toHaveValue('2019');

  // Typed as people write it; kept without spaces, shown as on the plate.
  const plate = nationalPlate();
  await form.plate.fill(plate.toLowerCase().replaceAll(' ', '-'));
  await form.model.fill('Corolla');
  await form.colour.fill('Silver');
  await form.add();

  await expect(page.getByText('2019 Toyota Corolla was added to your fleet', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/fleet\/edit\/[\w-]+\?justCreated=true$/);
  await form.openVehiclePageLink.click();
  await expect(vehiclePage.heading('2019 Toyota Corolla')).toBeVisible();
  await expect(page.getByText('Car · Silver')).toBeVisible();
  await expect(vehiclePage.overview).toContainText(plate);
  await expect(vehiclePage.overview).toContainText(TOYOTA_VIN);

  await vehiclePage.backToFleet();
  const card = new FleetListPage(page).card('2019 Toyota Corolla');
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

  const vehiclePage = new VehiclePage(page);
  const { sharing } = vehiclePage;
  await vehiclePage.goto(vehicle._id, 'collaborators');
  await expect(sharing.region).toContainText('Not shared with anyone yet.');
  await sharing.share(other.email, 'view');
  await expect(page.getByText(`${other.email} can now see 2016 Toyota Hiace.`)).toBeVisible();
  await expect(sharing.region.getByText('Bola Adeyemi')).toBeVisible();
  await expect(sharing.rightsOf('Bola Adeyemi')).toHaveValue('view');

  const otherPage = await otherContext.newPage();
  const otherFleet = new FleetListPage(otherPage);
  await otherFleet.goto();
  const card = otherFleet.card('2016 Toyota Hiace');
  await expect(card).toContainText(`Shared by ${owner.firstName} ${owner.lastName}`);
  await expect(card).toContainText('View only');
  await otherFleet.open('2016 Toyota Hiace');
  const otherVehicle = new VehiclePage(otherPage);
  await expect(otherVehicle.heading('2016 Toyota Hiace')).toBeVisible();
  await expect(otherVehicle.editLink).toHaveCount(0);
  await expect(otherVehicle.deleteButton).toHaveCount(0);

  // A stranger's address for the vehicle: a clear not-found state, none of its data.
  const strangerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  await confirmedAccount(strangerContext.request);
  const strangerPage = await strangerContext.newPage();
  const strangerVehicle = new VehiclePage(strangerPage);
  await strangerVehicle.goto(vehicle._id);
  await expect(strangerVehicle.notFoundHeading).toBeVisible();
  await expect(strangerPage.getByText(formatPlate(vehicle.plateNumber))).toHaveCount(0);

  // The owner stops sharing: the other account loses it at once.
  await sharing.stopSharing('Bola Adeyemi');
  await expect(page.getByText('Bola Adeyemi no longer sees 2016 Toyota Hiace.')).toBeVisible();
  await expect(sharing.region).toContainText('Not shared with anyone yet.');
  await otherFleet.goto();
  await expect(otherFleet.emptyHeading).toBeVisible();
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
  const fleet = new FleetListPage(page);
  await fleet.goto();
  await expect(fleet.emptyHeading).toBeVisible();
  const csv = await fleet.openImport();

  await csv.choose([...good, `${c},,bus,Toyota,Coaster,1900,,diesel,,,,`]);
  await expect(csv.dialog.getByText('1 problem to fix. Nothing was saved.')).toBeVisible();
  await expect(csv.rowErrors).toContainText('Row 4');
  await expect(csv.rowErrors).toContainText('Model year');
  await expect(csv.anyImportButton).toHaveCount(0);
  // Nothing was saved by the check.
  expect(await fleetSize(page.request)).toBe(0);

  await csv.chooseFixed([...good, `${c},,bus,Toyota,Coaster,2012,,diesel,,,,`]);
  await expect(csv.dialog.getByText('3 vehicles ready to import')).toBeVisible();
  await csv.importAll(3);
  await expect(page.getByText('3 vehicles were added to your fleet.')).toBeVisible();
  await expect(csv.dialog).toBeHidden();
  await expect(page.getByText('3 vehicles', { exact: true })).toBeVisible();
  await expect(fleet.card('2015 MAN TGS')).toContainText(b);
  await expect(fleet.card('2012 Toyota Coaster')).toContainText(c);
});

test('an owner searches, edits a vehicle, adds a photo, downloads the template and the export, then deletes it and finds it under Deleted vehicles', async ({
  page,
}) => {
  await confirmedAccount(page.request);
  const vehicle = await createVehicle(page.request, { brand: 'Honda', model: 'Accord', year: 2012 });
  await createVehicle(page.request, { category: 'van', brand: 'Ford', model: 'Transit', year: 2017, fuel: 'diesel' });
  const fleet = new FleetListPage(page);
  const form = new VehicleFormPage(page);
  const vehiclePage = new VehiclePage(page);

  await fleet.goto();
  await expect(fleet.cards).toHaveCount(2);
  await fleet.search.fill('accord');
  await expect(fleet.cards).toHaveCount(1);
  await expect(page).toHaveURL('/dashboard/fleet?search=accord');
  await fleet.category.selectOption('van');
  await expect(fleet.noMatchHeading).toBeVisible();
  await fleet.clearFilters();
  await expect(fleet.cards).toHaveCount(2);

  const template = page.waitForEvent('download');
  const csv = await fleet.openImport();
  await csv.downloadTemplate();
  expect((await template).suggestedFilename()).toBe('fleetcare-vehicles-template.csv');
  await page.keyboard.press('Escape');
  const exported = page.waitForEvent('download');
  await fleet.exportButton.click();
  const exportFile = await exported;
  expect(exportFile.suggestedFilename()).toMatch(/^fleetcare-vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await exportFile.path(), 'utf8')).toContain(vehicle.plateNumber);

  await form.gotoEdit(vehicle._id);
  await form.uploadPhoto({ name: 'accord.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(page.getByText('The photo was saved.')).toBeVisible();
  await expect(form.photo('2012 Honda Accord')).toBeVisible();
  await form.model.fill('Accord Crosstour');
  await form.save();
  await expect(page.getByText('Changes to 2012 Honda Accord Crosstour were saved.')).toBeVisible();
  await expect(vehiclePage.heading('2012 Honda Accord Crosstour')).toBeVisible();
  await vehiclePage.openTab('History');
  await expect(vehiclePage.history).toContainText('Details changed');
  await expect(vehiclePage.history).toContainText('Photo changed');

  await vehiclePage.deleteVehicle();
  await expect(page).toHaveURL('/dashboard/fleet');
  await expect(page.getByText('2012 Honda Accord Crosstour was deleted from your fleet.')).toBeVisible();
  await expect(fleet.cards).toHaveCount(1);
  await fleet.deletedVehiclesLink.click();
  await expect(page).toHaveURL('/dashboard/fleet?archived=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted vehicles' })).toBeVisible();
  await expect(fleet.importButton).toHaveCount(0);
  await expect(fleet.addVehicleLink).toHaveCount(0);
  const deleted = fleet.card('2012 Honda Accord Crosstour');
  await expect(fleet.cards).toHaveCount(1);
  await expect(deleted.getByText('Deleted', { exact: true })).toBeVisible();
  await fleet.open('2012 Honda Accord Crosstour');
  await expect(page).toHaveURL(`/dashboard/fleet/show/${vehicle._id}`);
  await expect(vehiclePage.heading('2012 Honda Accord Crosstour')).toBeVisible();
  await expect(page.getByText('Archived: this vehicle was deleted from the fleet.')).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`the fleet screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await confirmedAccount(page.request);
    const fleet = new FleetListPage(page);
    const form = new VehicleFormPage(page);
    const vehiclePage = new VehiclePage(page);

    await fleet.goto();
    await expect(fleet.emptyHeading).toBeVisible();
    await shoot(page, 'list-empty');

    const vehicle = await createVehicle(page.request, {
      plateNumber: nationalPlate(),
      vin: TOYOTA_VIN,
      colour: 'Silver',
      transmission: 'automatic',
      engine: '1.8 L',
      purchaseDate: '2021-06-01',
      notes: 'Serviced at the Ikeja workshop.',
    });
    await createVehicle(page.request, { category: 'truck', brand: 'MAN', model: 'TGS', year: 2015, fuel: 'diesel' });
    await createVehicle(page.request, { category: 'motorcycle', brand: 'Bajaj', model: 'Boxer', year: 2021 });
    await fleet.goto();
    await expect(fleet.cards).toHaveCount(3);
    await shoot(page, 'list');

    const csv = await fleet.openImport();
    await csv.choose([
      `${uniquePlate()},,car,Kia,Rio,1900,,petrol,,,,`,
      `${vehicle.plateNumber},,car,Kia,Rio,2019,,petrol,,,,`,
    ]);
    await expect(page.getByText('2 problems to fix. Nothing was saved.')).toBeVisible();
    await shoot(page, 'csv-errors');
    await page.keyboard.press('Escape');

    await form.gotoNew();
    await form.vin.fill(TOYOTA_VIN);
    await expect(form.vinDecoded).toBeVisible();
    await shoot(page, 'form');
    await form.add();
    await expect(form.plate).toBeFocused();
    await shoot(page, 'form-errors');

    await form.gotoEdit(vehicle._id);
    await expect(form.heading('Edit 2019 Toyota Corolla')).toBeVisible();
    await shoot(page, 'edit');

    await vehiclePage.goto(vehicle._id);
    await expect(vehiclePage.heading('2019 Toyota Corolla')).toBeVisible();
    await shoot(page, 'show');
    await vehiclePage.openTab('Sharing');
    await expect(vehiclePage.sharing.region).toBeVisible();
    await shoot(page, 'show-sharing');
    await vehiclePage.openTab('History');
    await expect(vehiclePage.history).toContainText('Vehicle added');
    await shoot(page, 'show-history');
    await vehiclePage.deleteButton.click();
    await expect(vehiclePage.deleteDialog('Delete 2019 Toyota Corolla?')).toBeVisible();
    await shoot(page, 'delete-dialog');
  });
}

test('a vehicle shared with the demo business account shows in that account’s fleet after it signs in', async ({
  page,
  browser,
}) => {
  await confirmedAccount(page.request, { firstName: 'Musa', lastName: 'Bello' });
  const vehicle = await createVehicle(page.request, { brand: 'Nissan', model: 'Urvan', category: 'bus', year: 2018 });
  const vehiclePage = new VehiclePage(page);
  await vehiclePage.goto(vehicle._id, 'collaborators');
  await vehiclePage.sharing.share('business@demo.fleetcare.ng', 'edit');
  await expect(page.getByText('business@demo.fleetcare.ng can now see 2018 Nissan Urvan.')).toBeVisible();

  const demo = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const demoPage = await demo.newPage();
  const login = new LoginPage(demoPage);
  await login.goto('/dashboard/fleet');
  await login.signIn('business@demo.fleetcare.ng', 'FleetCare-Demo-2026');
  await expect(demoPage).toHaveURL(/\/dashboard\/fleet$/);
  const demoFleet = new FleetListPage(demoPage);
  await demoFleet.search.fill(vehicle.plateNumber);
  const card = demoFleet.card('2018 Nissan Urvan');
  await expect(card).toContainText('Shared by Musa Bello');
  await expect(card).toContainText('Can edit');
  await demo.close();
});
