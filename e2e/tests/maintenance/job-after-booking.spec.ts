import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  appointmentStart,
  commissionOf,
  formatNaira,
  JOB_RULES,
  maintenanceTimeWindowNames,
  type MaintenanceRequestDto,
  type MaintenanceTimeWindow,
  type NigerianStateName,
  type QuotationDto,
} from '@fleetcare/shared';
import { bookedFromWallet, sentQuotation, submittedMaintenance } from '../../factories/maintenance.ts';
import { approvedTechnician, type TechnicianBase } from '../../factories/technicians.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, uniquePlate } from '../../factories/vehicles.ts';
import { balancesOf, topUpThroughSandbox } from '../../factories/wallet.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { CustomerJobPage, JobReceiptPage, TechnicianJobPage } from '../../pages/maintenance-job.ts';
import { WalletPage } from '../../pages/wallet.ts';
import { lagosDate } from '../../support/dates.ts';
import { PNG_8X8 } from '../../support/files.ts';
import { randomIp } from '../../support/people.ts';
import { shootAtBothWidths, snap } from '../../support/screenshots.ts';

/*
 * The job after booking, in two browsers: the customer on a phone (360 px) keeps the request page open, the booked
 * mechanic keeps the job page open on a desktop (1280 px), and each sees the other's steps arrive without a reload.
 * A: on the way with an estimate, arrived, work started, a surcharge with photos paid from the wallet, work done,
 * confirmed: the escrow (quotation and surcharge) reaches the mechanic's wallet less the commission. B: a booking
 * whose window starts within 24 hours is cancelled: the dialog says before confirming that the call-out fee is
 * kept, and the rest comes back to the wallet. The mechanics work around Jos and Ilorin, where no demo mechanic
 * (Lagos, Abuja, Port Harcourt) and no other journey's mechanic works, so each request is theirs alone.
 */

const JOS: TechnicianBase = {
  line: '12 Ahmadu Bello Way',
  landmark: 'Near the Terminus market',
  town: 'Jos',
  lga: 'Jos North',
  state: 'Plateau',
  lat: 9.92849,
  lng: 8.89212,
  radiusKm: 25,
};

const ILORIN: TechnicianBase = {
  line: '7 Unity Road',
  landmark: 'By the Post Office roundabout',
  town: 'Ilorin',
  lga: 'Ilorin East',
  state: 'Kwara',
  lat: 8.49664,
  lng: 4.54214,
  radiusKm: 25,
};

const SERVICES = {
  'general-servicing': 'General servicing and oil change',
  'brake-repair': 'Brake repair',
} as const;

/** Amounts as the English pages show them: "₦46,041.66". */
const naira = (kobo: number) => formatNaira(kobo, { locale: 'en' });

/**
 * A fresh sandbox account number in the name of one of its holders. The sandbox names any number by a fixed rule
 * (server/src/adapters/payments/sandbox-names.ts): the 2nd to 4th digits pick the first name (modulo 20), the 5th
 * and 6th the surname (modulo 20); the last four are free, and never 9999 (transfers to those fail).
 */
function sandboxAccountNumber(firstNameIndex: number, lastNameIndex: number): string {
  const tail = String(Math.floor(Math.random() * 9_999)).padStart(4, '0');
  return `3${String(firstNameIndex).padStart(3, '0')}${String(lastNameIndex).padStart(2, '0')}${tail}`;
}

/** YUSUF LAWAL and SEGUN AKANDE on the sandbox bank: Yusuf is its 11th first name, Lawal its 20th surname. */
const YUSUF_LAWAL = { firstName: 'Yusuf', lastName: 'Lawal', accountNumber: () => sandboxAccountNumber(10, 19) };
const SEGUN_AKANDE = { firstName: 'Segun', lastName: 'Akande', accountNumber: () => sandboxAccountNumber(14, 16) };

/**
 * Closes the notices ("The work has started.") still on screen: each stays six seconds, so whether one is in a
 * picture would depend on the machine's speed.
 */
async function closeNotices(page: Page) {
  const notices = page.locator('div[aria-live="polite"] > ul > li');
  await notices.evaluateAll((items) => items.forEach((item) => item.querySelector('button')?.click()));
  await expect(notices).toHaveCount(0);
}

/** Shoots the page at 360 px and at 1280 px, then puts its width back. */
async function shootBoth(page: Page, name: string) {
  await closeNotices(page);
  await shootAtBothWidths(page, name);
}

/** The window as it is (an open dialog) at 360 px and at 1280 px, then the width back. */
async function snapBoth(page: Page, name: string, ready: () => Promise<void>) {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const size of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await ready();
    await snap(page, name);
  }
  await page.setViewportSize(before);
}

/** The mechanic's own browser (1280 px): a new approved, on-duty mechanic at `base`, signed in. */
async function mechanicBrowser(
  browser: Browser,
  baseURL: string,
  person: { firstName: string; lastName: string; accountNumber: () => string },
  base: TechnicianBase,
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const page = await context.newPage();
  await blockNewsletterPopup(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await approvedTechnician(page.request, baseURL, {
    firstName: person.firstName,
    lastName: person.lastName,
    accountNumber: person.accountNumber(),
    services: Object.keys(SERVICES),
    base,
  });
  return page;
}

/**
 * The customer (the test's own page, 360 px): a new account with a vehicle and `topUp` kobo in the wallet, and a
 * request for both services at `base` on `preferredDate` in `timeWindow`, submitted (the mechanic there is asked).
 */
async function customerWithRequest(
  page: Page,
  {
    firstName,
    lastName,
    base,
    street,
    topUp,
    preferredDate,
    timeWindow,
  }: {
    firstName: string;
    lastName: string;
    base: TechnicianBase;
    street: string;
    topUp: number;
    preferredDate: string;
    timeWindow: MaintenanceTimeWindow;
  },
): Promise<MaintenanceRequestDto> {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await confirmedAccount(page.request, { firstName, lastName });
  const vehicle = await createVehicle(page.request, {
    plateNumber: uniquePlate('JB'),
    brand: 'Toyota',
    model: 'Hiace',
    year: 2016,
    category: 'bus',
    fuel: 'diesel',
  });
  await topUpThroughSandbox(page.request, topUp);
  return submittedMaintenance(page.request, {
    vehicleId: vehicle._id,
    services: Object.keys(SERVICES),
    description: 'The brakes grind when the bus stops and the service light is on.',
    address: {
      line: street,
      landmark: 'Opposite the filling station',
      town: base.town,
      lga: base.lga,
      state: base.state as NigerianStateName,
      lat: base.lat + 0.01,
      lng: base.lng + 0.01,
    },
    preferredDate,
    timeWindow,
  });
}

test('a booked job goes on the way, arrives and starts; the mechanic adds a surcharge with photos, the customer pays it from the wallet; work done and confirmed, the mechanic is paid the quotation and the surcharge less the commission, and both sides saw every step live', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  test.setTimeout(600_000);
  const mechanic = await mechanicBrowser(browser, baseURL, YUSUF_LAWAL, JOS);
  const request = await customerWithRequest(page, {
    firstName: 'Hauwa',
    lastName: 'Gyang',
    base: JOS,
    street: '31 Rwang Pam Street',
    topUp: 100_000_00,
    preferredDate: lagosDate(2),
    timeWindow: 'morning',
  });
  expect(request.techniciansAsked).toBeGreaterThanOrEqual(1);

  // Amounts that leave half a kobo of commission to round (15 % of an odd number of kobo).
  const quotation: QuotationDto = await sentQuotation(mechanic.request, {
    maintenance: request,
    labour: { 'general-servicing': 21_500_00, 'brake-repair': 14_750_00 },
    callOutFee: 3_250_00,
  });
  expect(quotation.totals.total).toBe(39_500_00);
  await bookedFromWallet(page.request, quotation);

  const surchargeLabour = 6_000_00;
  const surchargePart = { quantity: 2, unitPrice: 4_333_33 };
  const surchargeTotal = surchargeLabour + surchargePart.quantity * surchargePart.unitPrice;
  const held = quotation.totals.total + surchargeTotal;
  const commission = commissionOf(held, JOB_RULES.defaultCommissionBps);
  const earned = held - commission;

  const job = new TechnicianJobPage(mechanic);
  const customer = new CustomerJobPage(page);

  await test.step('both sides open the booked job: the mechanic sees the booking, the customer the timeline', async () => {
    await job.goto(request._id);
    await expect(job.status).toHaveText('Booked');
    await expect(mechanic.getByText('The customer booked and paid you.', { exact: false })).toBeVisible();
    await expect(mechanic.getByText('31 Rwang Pam Street', { exact: false })).toBeVisible();
    await customer.goto(request._id);
    await expect(customer.section).toContainText('Booked');
    await customer.expectStepsDoneThrough('Booked');
    // Before the mechanic sets off, there is nothing to pay extra.
    await expect(customer.section.getByRole('region', { name: 'Surcharges' })).toHaveCount(0);
  });

  await test.step('the mechanic sets off with a 25-minute estimate: the customer sees it arrive', async () => {
    await job.setOff(25);
    await expect(customer.section.getByRole('status').filter({ hasText: 'Your mechanic is on the way' })).toContainText(
      'ETA 25 min',
    );
    await customer.expectStepsDoneThrough('On the way');
    await expect(customer.step('On the way')).toContainText('ETA 25 min');
    await shootBoth(page, 'job-after-booking-customer-on-the-way');
  });

  await test.step('arrived, then the work starts: each step reaches the customer', async () => {
    await job.arrive();
    await customer.expectStepsDoneThrough('Arrived');
    await expect(customer.section.getByText('Your mechanic is on the way')).toHaveCount(0);
    await job.startWork();
    await customer.expectStepsDoneThrough('Work started');
    await expect(customer.section).toContainText('Work in progress');
    // Once the work has started the customer can no longer cancel: the button is gone.
    await expect(customer.section.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  });

  const total = naira(surchargeTotal);
  await test.step('the mechanic adds a surcharge for extra labour and two pads, with two photos', async () => {
    await job.openSurchargeForm();
    const form = await job.fillSurcharge({
      reason: 'The rear brake discs are worn below the limit: they need skimming and new pads.',
      labour: { service: SERVICES['brake-repair'], naira: '6,000' },
      part: { name: 'Rear brake pads', quantity: 2, unitNaira: '4,333.33', grade: 'New, quality aftermarket' },
      photos: [
        { name: 'discs.png', mimeType: 'image/png', buffer: PNG_8X8 },
        { name: 'pads.png', mimeType: 'image/png', buffer: PNG_8X8 },
      ],
    });
    await expect(form.getByTestId('surcharge-running-total')).toHaveText(total);
    await shootBoth(mechanic, 'job-after-booking-technician-surcharge-form');
    await job.sendSurcharge();
    await expect(job.surcharge(total)).toContainText('Waiting for payment');
    await expect(job.surcharge(total).getByRole('img', { name: /^Surcharge photo/ })).toHaveCount(2);
  });

  await test.step('the customer sees the surcharge arrive, with its reason, lines and photos, and pays it from the wallet', async () => {
    const card = customer.surcharge(total);
    await expect(card).toContainText('Waiting for payment');
    await expect(card).toContainText('The rear brake discs are worn below the limit');
    await expect(card).toContainText('2 × Rear brake pads');
    await expect(card).toContainText('New aftermarket');
    // The customer is told of the surcharge once its announced photos are in: the card arrives with both.
    await expect(card.getByRole('img', { name: /^Surcharge photo/ })).toHaveCount(2);
    await expect(customer.otherEvents).toContainText(`The mechanic asked for a surcharge · ${total}`);
    await shootBoth(page, 'job-after-booking-customer-surcharge');
    const dialog = await customer.paySurchargeFromWallet(total);
    await expect(dialog).toContainText(total);
    await snapBoth(page, 'job-after-booking-customer-pay-surcharge', async () => {
      await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    });
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: `Pay ${total}` })).toHaveCount(0);
    await expect(customer.otherEvents).toContainText(`The surcharge was paid · ${total}`);
  });

  await test.step('the mechanic sees it paid without a reload, and what the job now earns them', async () => {
    await expect(job.surcharge(total)).toContainText('Paid');
    await expect(job.surcharge(total).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await expect(job.earnings).toContainText(naira(held));
    await expect(job.earnings).toContainText(`−${naira(commission)}`);
    await expect(job.earnings.getByTestId('job-earns')).toHaveText(naira(earned));
    await shootBoth(mechanic, 'job-after-booking-technician-working');
  });

  await test.step('work done: the customer is asked to confirm or report a problem', async () => {
    await job.finishWork();
    // No more surcharges once the work is done.
    await expect(job.surcharges.getByRole('button', { name: 'Add a surcharge' })).toHaveCount(0);
    const workDone = customer.section.getByRole('region', { name: 'Is the work done?' });
    await expect(workDone.getByRole('button', { name: 'Confirm the work is done' })).toBeVisible();
    await expect(workDone.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    await customer.expectStepsDoneThrough('Work done');
    await shootBoth(page, 'job-after-booking-customer-work-done');
  });

  await test.step('the customer confirms: the job is completed and every step is on the timeline', async () => {
    await customer.confirmWork();
    await expect(customer.section).toContainText('Completed');
    await customer.expectStepsDoneThrough('Completed');
    await expect(customer.otherEvents.getByRole('listitem')).toHaveText([
      new RegExp(`^The mechanic asked for a surcharge · ${total.replace('.', '\\.')}`),
      new RegExp(`^The surcharge was paid · ${total.replace('.', '\\.')}`),
    ]);
    const payment = customer.section.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText(naira(held));
    await expect(customer.section.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await shootBoth(page, 'job-after-booking-customer-completed');
  });

  await test.step('the mechanic sees the job completed and paid out live', async () => {
    await expect(job.status).toHaveText('Completed');
    await expect(job.payout).toContainText(naira(held));
    await expect(job.payout).toContainText(naira(commission));
    await expect(job.payout).toContainText(naira(earned));
    await shootBoth(mechanic, 'job-after-booking-technician-completed');
  });

  await test.step("the mechanic's wallet holds the release less the commission", async () => {
    const wallet = new WalletPage(mechanic);
    await wallet.goto();
    await expect(wallet.available).toHaveText(naira(earned));
    // The newest movement is the payment received that leaves the balance at what the job earned.
    const newest = wallet.recent.getByRole('listitem').first();
    await expect(newest).toContainText('Payment received');
    await expect(newest).toContainText(`Balance ${naira(earned)}`);
    await shootBoth(mechanic, 'job-after-booking-technician-wallet');
  });

  await test.step("the mechanic's earnings list the job: released, commission, earned", async () => {
    await mechanic.goto('/dashboard/earnings');
    await expect(mechanic.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(mechanic.getByTestId('earnings-total')).toHaveText(naira(earned));
    await expect(mechanic.getByTestId('earnings-commission')).toHaveText(naira(commission));
    await expect(mechanic.getByTestId('earnings-jobs')).toHaveText('1');
    await expect(mechanic.getByTestId('earnings-pending')).toHaveText(naira(0));
    const item = mechanic.getByRole('listitem').filter({ hasText: 'Toyota Hiace' });
    await expect(item).toContainText(naira(held));
    await expect(item).toContainText(`−${naira(commission)}`);
    await expect(item).toContainText(naira(earned));
    await shootBoth(mechanic, 'job-after-booking-technician-earnings');
    const receiptLink = item.getByRole('link', { name: /^See the receipt: 2016 Toyota Hiace, / });
    await expect(receiptLink).toBeVisible();
    await receiptLink.click();
    const receipt = new JobReceiptPage(mechanic);
    await expect(mechanic.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(receipt.figure('Settlement', 'Your earnings')).toContainText(naira(earned));
    await shootBoth(mechanic, 'job-after-booking-technician-receipt');
  });

  await test.step("the customer's receipt: the quotation, the paid surcharge, both payments", async () => {
    const receipt = new JobReceiptPage(page);
    await receipt.goto(request._id);
    await expect(receipt.figure('Quotation', 'Call-out fee')).toContainText(naira(3_250_00));
    await expect(receipt.figure('Quotation', 'Quotation total')).toContainText(naira(quotation.totals.total));
    await expect(receipt.section('Surcharges')).toContainText(total);
    await expect(receipt.section('Surcharges')).toContainText('Paid');
    await expect(receipt.section('Payments').getByRole('listitem')).toHaveCount(2);
    await expect(receipt.figure('Payments', 'Total paid')).toContainText(naira(held));
    await expect(receipt.figure('Settlement', 'Released to the mechanic')).toContainText(naira(held));
    await shootBoth(page, 'job-after-booking-customer-receipt');
    // What is left in the customer's wallet: the top-up less the booking and the surcharge.
    expect((await balancesOf(page.request)).balances[0]).toMatchObject({ available: 100_000_00 - held });
  });

  await mechanic.context().close();
});

/** The soonest time window of today or tomorrow in Lagos that starts at least an hour from now. */
function soonestWindow(timeZone: string): { date: string; window: MaintenanceTimeWindow; start: Date } {
  for (const days of [0, 1]) {
    const date = lagosDate(days);
    for (const window of maintenanceTimeWindowNames) {
      const start = appointmentStart(date, window, timeZone);
      if (start.getTime() - Date.now() >= 3_600_000) return { date, window, start };
    }
  }
  throw new Error('no window starts today or tomorrow');
}

test('a booking whose window starts within 24 hours is cancelled by the customer: the dialog shows the refund less the call-out fee before confirming, the canceled page and the wallet show the refund', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  test.setTimeout(600_000);
  const soon = soonestWindow('Africa/Lagos');
  expect(soon.start.getTime() - Date.now()).toBeLessThan(JOB_RULES.freeCancelHoursBefore * 3_600_000);
  const mechanic = await mechanicBrowser(browser, baseURL, SEGUN_AKANDE, ILORIN);
  const request = await customerWithRequest(page, {
    firstName: 'Kemi',
    lastName: 'Oladipo',
    base: ILORIN,
    street: '18 Taiwo Road',
    topUp: 60_000_00,
    preferredDate: soon.date,
    timeWindow: soon.window,
  });
  const callOutFee = 4_500_00;
  const quotation = await sentQuotation(mechanic.request, {
    maintenance: request,
    labour: { 'general-servicing': 18_000_00, 'brake-repair': 12_500_00 },
    callOutFee,
  });
  await bookedFromWallet(page.request, quotation);
  const refund = quotation.totals.total - callOutFee;
  const customer = new CustomerJobPage(page);
  const job = new TechnicianJobPage(mechanic);
  await job.goto(request._id);
  await expect(job.status).toHaveText('Booked');

  await test.step('the cancel dialog says, before confirming, that the call-out fee goes to the mechanic and the rest back', async () => {
    await customer.goto(request._id);
    await customer.expectStepsDoneThrough('Booked');
    const dialog = await customer.openCancel();
    await expect(dialog).toContainText('The appointment is less than 24 hours away');
    await expect(dialog.getByText('Back to your wallet', { exact: true }).locator('..')).toContainText(naira(refund));
    await expect(dialog.getByText('Call-out fee kept by the mechanic', { exact: true }).locator('..')).toContainText(
      naira(callOutFee),
    );
    await dialog.getByLabel('Why are you canceling? (optional)').fill('The bus is needed for a school run today.');
    await snapBoth(page, 'job-after-booking-cancel-dialog', async () => {
      await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    });
    // Nothing has moved yet: the wallet still holds what it held.
    expect((await balancesOf(page.request)).balances[0]).toMatchObject({
      available: 60_000_00 - quotation.totals.total,
    });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  });

  await test.step('the booking-canceled page shows the refund and the call-out fee', async () => {
    await expect(page).toHaveURL(new RegExp(`/status/booking-canceled\\?maintenance=${request._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Booking canceled' })).toBeVisible();
    const money = page.getByRole('region', { name: 'Your money' });
    await expect(money).toContainText('You canceled less than 24 hours before the appointment');
    await expect(money.getByText('Refunded to your wallet', { exact: true }).locator('..')).toContainText(
      naira(refund),
    );
    await expect(money.getByText('Call-out fee to the mechanic', { exact: true }).locator('..')).toContainText(
      naira(callOutFee),
    );
    await expect(money).toContainText('Reason given: The bus is needed for a school run today.');
    await shootBoth(page, 'job-after-booking-canceled');
  });

  await test.step("the customer's wallet shows the refund", async () => {
    await page.getByRole('link', { name: 'Open your wallet' }).click();
    const wallet = new WalletPage(page);
    await expect(wallet.available).toHaveText(naira(60_000_00 - callOutFee));
    const refundRow = wallet.recent.getByRole('listitem').filter({ hasText: 'Refund' }).first();
    await expect(refundRow).toContainText(naira(refund));
    await shootBoth(page, 'job-after-booking-canceled-wallet');
  });

  await test.step('the mechanic sees the cancellation live, with the call-out fee less the commission', async () => {
    await expect(job.status).toHaveText('Canceled');
    await expect(mechanic.getByText('The customer canceled this job')).toBeVisible();
    const feeCommission = commissionOf(callOutFee, JOB_RULES.defaultCommissionBps);
    await expect(job.payout).toContainText(naira(callOutFee - feeCommission));
    await shootBoth(mechanic, 'job-after-booking-technician-canceled');
  });

  await test.step("the customer's receipt of the cancelled job", async () => {
    const receipt = new JobReceiptPage(page);
    await receipt.goto(request._id);
    await expect(receipt.figure('Settlement', 'Refunded to your wallet')).toContainText(naira(refund));
    await expect(receipt.figure('Settlement', 'Released to the mechanic')).toContainText(naira(callOutFee));
    await shootBoth(page, 'job-after-booking-canceled-receipt');
  });

  await mechanic.context().close();
});
