import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { addDocument, addRecommendedChecks, createVehicle, logMileage } from '../../factories/vehicles.ts';
import { CalendarPage, FleetListPage, VehiclePage } from '../../pages/vehicles.ts';
import { lagosDate, shown } from '../../support/dates.ts';
import { randomIp } from '../../support/people.ts';
import { shoot as shootPage, snap } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const shoot = (page: Page, name: string) => shootPage(page, `reminders-${name}`);

/** An old car whose history nobody wrote down: a 2002 Corolla at 152,300 km. */
async function oldCorolla(page: Page) {
  await confirmedAccount(page.request, { firstName: 'Emeka' });
  const vehicle = await createVehicle(page.request, { brand: 'Toyota', model: 'Corolla', year: 2002 });
  await logMileage(page.request, vehicle._id, 152_300);
  return vehicle;
}

test('an item added with "I don\'t know" says so and is due now, never OK; answering it shows its next due', async ({
  page,
}) => {
  const vehicle = await oldCorolla(page);
  const vehiclePage = new VehiclePage(page);
  const { checks } = vehiclePage;

  await test.step('add the timing belt without knowing when it was last done', async () => {
    await vehiclePage.goto(vehicle._id, 'checks');
    await checks.openAddForm();
    // Nothing is assumed: the form asks, and does not go on until it is answered.
    await expect(checks.lastDoneQuestion).toBeVisible();
    await page.getByLabel('Item').selectOption({ label: 'Timing belt' });
    await page.getByRole('button', { name: 'Add the check' }).click();
    await expect(page.getByText("Say when it was last done, or choose “I don't know”.")).toBeVisible();
    await checks.answerLastDone('unknown');
    await page.getByRole('button', { name: 'Add the check' }).click();
    await expect(page.getByText('Timing belt is added.')).toBeVisible();
    const belt = checks.check('Timing belt');
    await expect(belt).toContainText('Last done unknown — check soon');
    await expect(belt).toContainText('Check soon');
    await expect(belt).not.toContainText(/\bOK\b/);
  });

  await test.step('the vehicle is due: on its page and in the fleet list filtered to what is due soon', async () => {
    await expect(vehiclePage.heading('2002 Toyota Corolla')).toBeVisible();
    await expect(page.getByText(`Next due ${shown(lagosDate())}`).first()).toBeVisible();
    const fleet = new FleetListPage(page);
    await fleet.goto('?due=due-soon');
    await expect(fleet.card('2002 Toyota Corolla')).toContainText('Due soon');
  });

  await test.step('set when it was last done: its next due is computed from that', async () => {
    await vehiclePage.goto(vehicle._id, 'checks');
    await checks.setLastDone('Timing belt', { on: lagosDate(-400), km: '140000' });
    await expect(page.getByText('Timing belt is saved.')).toBeVisible();
    const belt = checks.check('Timing belt');
    await expect(belt).toContainText(`Next due ${shown(lagosDate(1425))} or at 230,000 km`);
    await expect(belt).toContainText(`last done ${shown(lagosDate(-400))} at 140,000 km`);
    await expect(belt).toContainText('OK');
    await expect(belt).not.toContainText('Last done unknown');
  });
});

test('adding all recommended checks asks when they were last done; with "I don\'t know" none is OK', async ({
  page,
}) => {
  const vehicle = await oldCorolla(page);
  const vehiclePage = new VehiclePage(page);
  const { checks } = vehiclePage;
  await vehiclePage.goto(vehicle._id, 'checks');
  await checks.openAddRecommended(17);
  await expect(page.getByRole('group', { name: 'When were they last done?' })).toBeVisible();
  await checks.answerLastDone('unknown');
  await page.getByRole('button', { name: 'Add 17 checks' }).click();
  await expect(page.getByText('The recommended checks are added.')).toBeVisible();
  await expect(checks.cards).toHaveCount(17);
  await expect(checks.cards.filter({ hasText: 'Last done unknown — check soon' })).toHaveCount(17);
  await expect(checks.cards.filter({ hasText: /\bOK\b/ })).toHaveCount(0);
  await expect(checks.check('Timing belt')).not.toContainText('2031');

  // Recording a check of one of them answers it.
  await checks.openRecordForm();
  await checks.recordForm.getByRole('button', { name: 'Select none' }).click();
  await checks.recordForm.getByRole('checkbox', { name: 'Engine oil' }).check();
  await checks.record('Engine oil', { result: 'Replaced', odometer: '152400' });
  await expect(page.getByText('The check is saved. The next due dates are updated.')).toBeVisible();
  const oil = checks.check('Engine oil');
  await expect(oil).toContainText(`Next due ${shown(lagosDate(180))} or at 157,400 km`);
  await expect(oil).toContainText('OK');
  await expect(checks.cards.filter({ hasText: 'Last done unknown — check soon' })).toHaveCount(16);
});

test('the calendar list shows the next 60 days, so insurance expiring next month is listed', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await confirmedAccount(page.request);
  const vehicle = await createVehicle(page.request, { brand: 'Honda', model: 'Accord', year: 2012 });
  const expiresOn = lagosDate(40);
  await addDocument(page.request, vehicle._id, { type: 'insurance', number: 'AXA-40', expiresOn });
  const calendar = new CalendarPage(page);
  // Phones open on the list.
  await calendar.goto();
  await expect(calendar.viewButton('Agenda')).toHaveAttribute('aria-pressed', 'true');
  await expect(calendar.period('Next 60 days')).toBeVisible();
  const day = calendar.day(shown(expiresOn));
  await expect(day.getByRole('link', { name: /Insurance expires/ })).toContainText('2012 Honda Accord');
  await shoot(page, 'calendar-list');
});

for (const width of [360, 1280]) {
  test(`the reminder screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const vehicle = await oldCorolla(page);
    const other = await createVehicle(page.request, { brand: 'Honda', model: 'Accord', year: 2012 });
    await logMileage(page.request, other._id, 64_800);
    await addRecommendedChecks(page.request, other._id, { lastDoneAt: lagosDate(-100), lastDoneKm: 60_000 });
    const vehiclePage = new VehiclePage(page);
    const { checks } = vehiclePage;

    await vehiclePage.goto(vehicle._id, 'checks');
    await checks.openAddRecommended(17);
    await expect(checks.lastDoneQuestion).toBeVisible();
    await checks.answerLastDone({});
    await snap(page, 'reminders-add-all');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await checks.openAddForm();
    await page.getByLabel('Item').selectOption({ label: 'Timing belt' });
    await checks.answerLastDone({});
    await shoot(page, 'add-check');
    await checks.answerLastDone('unknown');
    await page.getByRole('button', { name: 'Add the check' }).click();
    await expect(checks.check('Timing belt')).toContainText('Last done unknown — check soon');
    await addRecommendedChecks(page.request, vehicle._id);
    await page.reload();
    await expect(checks.cards).toHaveCount(17);
    await shoot(page, 'schedule-list-unknown');

    await checks.check('Engine oil').getByRole('button', { name: 'Set when last done: Engine oil' }).click();
    // The form opens above the list and takes the focus, so a phone scrolls to it.
    await expect(page.getByRole('heading', { name: 'When was Engine oil last done?' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'When was Engine oil last done?' })).toBeInViewport();
    await snap(page, 'reminders-set-last-done');

    await vehiclePage.goto(other._id, 'checks');
    await expect(checks.check('Lights')).toContainText('Overdue');
    await expect(checks.check('Engine oil')).toContainText('Due soon');
    await shoot(page, 'schedule-list-known');
  });
}
