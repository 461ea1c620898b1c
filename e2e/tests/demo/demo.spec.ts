import { expect, test, type Page } from '@playwright/test';
import { DemoVisitor, FleetFigures } from '../../pages/demo.ts';
import { FleetListPage, VehiclePage } from '../../pages/vehicles.ts';
import { WalletPage } from '../../pages/wallet.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** The business's vehicles by the name their cards and pages carry. */
const BUS_WITH_OVERDUE_OIL = '2016 Toyota HiAce';
const CAMRY_WITH_MISFIRE = '2017 Toyota Camry';
const BUS_WITH_EXPIRED_PAPER = '2008 Mazda E2200';

async function openVehicle(page: Page, name: string): Promise<string> {
  const fleet = new FleetListPage(page);
  await fleet.goto();
  await fleet.open(name);
  await expect(new VehiclePage(page).heading(name)).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

test('a visitor signs in as the demo business and finds a fleet with a history: due items, readings, papers, a trouble code and wallet transactions', async ({
  page,
}) => {
  await new DemoVisitor(page).signInAs('business');

  const figures = new FleetFigures(page);
  await expect(figures.figure(/^12 vehicles/)).toBeVisible();
  await expect(figures.figure(/^[1-9]\d* checks? overdue$/)).toBeVisible();
  await expect(figures.figure(/^[1-9]\d* checks? due soon$/)).toBeVisible();
  await expect(figures.figure('1 paper expired')).toBeVisible();
  await expect(figures.figure('1 paper expiring within 30 days')).toBeVisible();
  await expect(figures.comingUp.filter({ hasText: 'Overdue' }).first()).toBeVisible();

  const fleet = new FleetListPage(page);
  await fleet.goto();
  await expect(fleet.cards).toHaveCount(12);
  await expect(fleet.card(BUS_WITH_OVERDUE_OIL)).toContainText('Overdue');
  await expect(fleet.card('2020 Toyota Hilux')).toContainText('Up to date');
  await expect(fleet.card('2019 Nissan Navara')).toContainText('Due soon');

  const vehicle = new VehiclePage(page);
  const busId = await openVehicle(page, BUS_WITH_OVERDUE_OIL);
  await vehicle.goto(busId, 'checks');
  await expect(vehicle.checks.check('Engine oil')).toContainText('Overdue');
  await expect(vehicle.checks.check('Tyres and pressure')).toContainText('OK');
  await expect(page.getByText('by Emeka Obi').first()).toBeVisible();
  await expect(page.getByText('Oil dark and below the minimum mark. Oil change booked.')).toBeVisible();
  await vehicle.goto(busId, 'mileage');
  await expect(vehicle.mileage.chart(20)).toBeVisible();
  await expect(vehicle.mileage.readings.getByRole('listitem')).toHaveCount(20);

  const camryId = await openVehicle(page, CAMRY_WITH_MISFIRE);
  await vehicle.goto(camryId, 'obd');
  await expect(vehicle.obd.troubleCodes).toContainText('P0300');
  await expect(vehicle.obd.troubleCodes).toContainText('Random/Multiple Cylinder Misfire Detected');

  const mazdaId = await openVehicle(page, BUS_WITH_EXPIRED_PAPER);
  await vehicle.goto(mazdaId, 'documents');
  await expect(vehicle.documents.card('Roadworthiness certificate')).toContainText('Expired');

  const wallet = new WalletPage(page);
  await wallet.goto();
  await expect(wallet.available).toContainText('₦312,000.00');
  await expect(wallet.recent.getByRole('listitem').filter({ hasText: 'Top-up' }).first()).toBeVisible();
  await expect(wallet.recent.getByRole('listitem').filter({ hasText: 'Payment' }).first()).toBeVisible();

  // How the demo looks, at a phone's width and a laptop's.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    await expect(figures.comingUp.first()).toBeVisible();
    await shoot(page, 'demo-dashboard');
    await fleet.goto();
    await expect(fleet.cards).toHaveCount(12);
    await shoot(page, 'demo-fleet');
    await vehicle.goto(busId, 'checks');
    await expect(vehicle.checks.check('Engine oil')).toBeVisible();
    await shoot(page, 'demo-vehicle-checks');
    await vehicle.goto(busId, 'mileage');
    await expect(vehicle.mileage.chart(20)).toBeVisible();
    await shoot(page, 'demo-vehicle-mileage');
    await vehicle.goto(camryId, 'obd');
    await expect(vehicle.obd.troubleCodes).toBeVisible();
    await shoot(page, 'demo-vehicle-obd');
    await wallet.goto();
    await expect(wallet.recent).toBeVisible();
    await shoot(page, 'demo-wallet');
  }
});
