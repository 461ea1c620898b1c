import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { reviewsApi, screens, type CustomerReviewDto, type MaintenanceRequestDto } from '@fleetcare/shared';
import { addressNear, completedJob, reviewedJob } from '../../factories/jobs.ts';
import { sentQuotation, submittedMaintenance } from '../../factories/maintenance.ts';
import { approvedTechnician, type TechnicianBase } from '../../factories/technicians.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, uniquePlate } from '../../factories/vehicles.ts';
import { topUpThroughSandbox } from '../../factories/wallet.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { DEMO_ACCOUNTS, signInOnPage } from '../../pages/demo.ts';
import { CustomerJobPage } from '../../pages/maintenance-job.ts';
import {
  JobReview,
  MyReviewsList,
  ReviewsAdmin,
  TechnicianReviewsCard,
  TechnicianReviewsDialog,
} from '../../pages/reviews.ts';
import { LoginPage } from '../../pages/users.ts';
import { apiUrl } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';
import { shoot, snap } from '../../support/screenshots.ts';

/*
 * Customer reviews after the work: a mechanic answers a review once from their overview and the customer reads the
 * answer on the job's page; an admin hides an unfair review with a reason, so it leaves the mechanic's public
 * reviews and their rating, and shows it again; a customer comparing quotations reads a mechanic's reviews, more
 * than one page of them. The jobs and reviews that each journey is not about are made through the API (a completed
 * job with a complete report, then the customer's review). The mechanics work around Ibadan, Akure and Benin City,
 * where no demo mechanic and no other journey's mechanic works, so every request is theirs alone.
 */

const IBADAN: TechnicianBase = {
  line: '14 Ring Road',
  landmark: 'Opposite the Challenge bus stop',
  town: 'Ibadan',
  lga: 'Ibadan North-West',
  state: 'Oyo',
  lat: 7.37756,
  lng: 3.90591,
  radiusKm: 25,
};

const AKURE: TechnicianBase = {
  line: '3 Oba Adesida Road',
  landmark: 'Near the Cathedral junction',
  town: 'Akure',
  lga: 'Akure South',
  state: 'Ondo',
  lat: 7.25256,
  lng: 5.19312,
  radiusKm: 25,
};

const BENIN: TechnicianBase = {
  line: '21 Akpakpava Road',
  landmark: 'By the Ring Road roundabout',
  town: 'Benin City',
  lga: 'Oredo',
  state: 'Edo',
  lat: 6.33815,
  lng: 5.62575,
  radiusKm: 25,
};

const SERVICES = ['general-servicing'];
/** Labour of every job here; each customer's wallet holds enough for two. */
const LABOUR = { 'general-servicing': 15_000_00 };
const WALLET = 40_000_00;

/**
 * A fresh sandbox account number in the name of one of its holders (the sandbox names numbers by a fixed rule: the
 * 2nd to 4th digits pick the first name, the 5th and 6th the surname; the last four are free, never 9999).
 */
function sandboxAccountNumber(firstNameIndex: number, lastNameIndex: number): string {
  const tail = String(Math.floor(Math.random() * 9_999)).padStart(4, '0');
  return `3${String(firstNameIndex).padStart(3, '0')}${String(lastNameIndex).padStart(2, '0')}${tail}`;
}

/** A person's own request context, from their own address, so that each signs up as somebody else. */
const personContext = (baseURL: string) =>
  playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

/** A browser of its own at `width`, for the second person of a journey. */
async function secondBrowser(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    viewport: { width, height: width < 600 ? 800 : 900 },
  });
  const page = await context.newPage();
  await blockNewsletterPopup(page);
  return page;
}

/** A customer signed in on `request` with a car and a wallet that pays for two jobs. */
async function customerWithCar(request: APIRequestContext, firstName: string, lastName: string) {
  await confirmedAccount(request, { firstName, lastName });
  const vehicle = await createVehicle(request, { plateNumber: uniquePlate('RV') });
  await topUpThroughSandbox(request, WALLET);
  return vehicle;
}

/**
 * A job of `technician` for a new customer of that name, completed with its report and reviewed: answers the review
 * (and leaves the customer's request context open for the caller to dispose of).
 */
async function reviewedJobOf(
  baseURL: string,
  technician: APIRequestContext,
  base: TechnicianBase,
  customer: { firstName: string; lastName: string; rating: number; text: string },
): Promise<{ review: CustomerReviewDto; job: MaintenanceRequestDto }> {
  const request = await personContext(baseURL);
  try {
    const vehicle = await customerWithCar(request, customer.firstName, customer.lastName);
    const job = await completedJob(
      { customer: request, technician },
      { vehicleId: vehicle._id, address: addressNear(base, `${customer.lastName} Close 4`), labour: LABOUR },
    );
    const review = await reviewedJob(request, job._id, { rating: customer.rating, text: customer.text });
    return { review, job };
  } finally {
    await request.dispose();
  }
}

/** The customer's open request in the area, and a quotation on it from each technician. */
async function quotedRequest(
  customer: APIRequestContext,
  vehicleId: string,
  base: TechnicianBase,
  technicians: APIRequestContext[],
): Promise<MaintenanceRequestDto> {
  const request = await submittedMaintenance(customer, {
    vehicleId,
    services: SERVICES,
    description: 'The brakes squeal and the car is due for its service.',
    address: addressNear(base, '9 Palace Road', 2),
  });
  for (const technician of technicians) await sentQuotation(technician, { maintenance: request, labour: LABOUR });
  return request;
}

const requestPath = (id: string) => screens.maintenanceDetails.replace(':maintenanceId', encodeURIComponent(id));

test('a mechanic replies once to a review from their overview; the customer reads the reply on the job, and no second reply is offered', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const REVIEW = 'Came on time and explained every part he changed. The car drives smoothly again.';
  const REPLY = 'Thank you, Kemi! Bring it back at 5,000 km and I will check the brakes too.';

  const mechanic = await secondBrowser(browser, 360);
  await approvedTechnician(mechanic.request, baseURL, {
    firstName: 'Oluwaseun',
    lastName: 'Balogun',
    accountNumber: sandboxAccountNumber(2, 2),
    services: SERVICES,
    base: IBADAN,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const vehicle = await customerWithCar(page.request, 'Kemi', 'Adewale');
  const job = await completedJob(
    { customer: page.request, technician: mechanic.request },
    { vehicleId: vehicle._id, address: addressNear(IBADAN, '27 Bodija Estate Road'), labour: LABOUR },
  );
  const review = await reviewedJob(page.request, job._id, { rating: 4, text: REVIEW });
  const customerJob = new CustomerJobPage(page);
  const jobReview = new JobReview(page);

  await test.step('the customer has the completed job open: their review, not answered yet', async () => {
    await customerJob.goto(job._id);
    await expect(jobReview.written).toContainText(REVIEW);
    await expect(jobReview.written.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(jobReview.written.getByText(/^Reply from/)).toHaveCount(0);
  });

  const list = new MyReviewsList(mechanic);
  await test.step('the mechanic reads it on their overview, which leads to the list on their profile to reply', async () => {
    await mechanic.goto('/dashboard');
    const card = new TechnicianReviewsCard(mechanic);
    await expect(card.region).toContainText(REVIEW);
    await expect(card.average).toHaveText('4');
    await expect(card.count).toHaveText('1');
    await expect(card.seeAllLink).toHaveAttribute('href', screens.technicianProfile);
    await shoot(mechanic, 'reviews-technician-overview');
    await card.seeAllLink.click();
    await expect(list.region).toBeVisible();
    await expect(list.replyForm(REVIEW, 'Kemi A.')).toBeVisible();
    await list.review(REVIEW).scrollIntoViewIfNeeded();
    await shoot(mechanic, 'reviews-technician-list');
  });

  await test.step('the mechanic replies; the form gives way to the reply', async () => {
    await list.reply(REVIEW, 'Kemi A.', REPLY);
    await expect(list.review(REVIEW)).toContainText('Your reply');
    await expect(list.review(REVIEW)).toContainText(REPLY);
    await shoot(mechanic, 'reviews-technician-replied');
  });

  await test.step('the customer’s open job page shows the reply without a reload', async () => {
    await expect(jobReview.reply('Oluwaseun Balogun')).toContainText(REPLY);
    await shoot(page, 'reviews-customer-job-replied');
  });

  await test.step('a second reply is not offered, and the server refuses one', async () => {
    await mechanic.reload();
    await expect(list.review(REVIEW)).toContainText(REPLY);
    await expect(list.region.getByRole('form')).toHaveCount(0);
    const again = await mechanic.request.post(apiUrl(reviewsApi.replyToReview, { id: review._id }), {
      data: { text: 'A second answer.' },
    });
    expect(again.status()).toBe(409);
  });

  await mechanic.context().close();
});

test('an admin hides an unfair review with a reason: it leaves the mechanic’s public reviews and their rating; shown again, it is back', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const FAIR = 'Replaced the brake pads quickly and cleaned up after himself.';
  const UNFAIR = 'Useless. Everyone in his family is a thief, avoid him!';
  const HIDE_REASON = 'Insults the mechanic’s family instead of describing the work.';
  const SHOW_REASON = 'Hidden in error: read again, it stays within the rules for reviews.';

  const technician = await personContext(baseURL);
  await approvedTechnician(technician, baseURL, {
    firstName: 'Folake',
    lastName: 'Olawale',
    accountNumber: sandboxAccountNumber(17, 10),
    services: SERVICES,
    base: AKURE,
  });
  await reviewedJobOf(baseURL, technician, AKURE, { firstName: 'Chidi', lastName: 'Nwachukwu', rating: 5, text: FAIR });
  await reviewedJobOf(baseURL, technician, AKURE, { firstName: 'Tayo', lastName: 'Ojo', rating: 2, text: UNFAIR });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const vehicle = await customerWithCar(page.request, 'Ronke', 'Alabi');
  const request = await quotedRequest(page.request, vehicle._id, AKURE, [technician]);
  const reviews = new TechnicianReviewsDialog(page, 'Folake O.');

  /** The customer's view of the mechanic: the rating on the quotation card and the reviews it opens. */
  async function expectPublicReviews(label: string, texts: string[]) {
    await page.goto(requestPath(request._id));
    await expect(reviews.ratingButton()).toHaveAccessibleName(`${label}: read the reviews`);
    await reviews.open();
    await expect(reviews.reviews).toHaveCount(texts.length);
    for (const [index, text] of texts.entries()) await expect(reviews.reviews.nth(index)).toContainText(text);
  }

  await test.step('the customer comparing quotations sees both reviews: 3.5 stars from 2', async () => {
    await expectPublicReviews('Rated 3.5 of 5 by 2 customers', [UNFAIR, FAIR]);
    await reviews.close();
  });

  const admin = await secondBrowser(browser, 1280);
  const reviewsAdmin = new ReviewsAdmin(admin);
  await test.step('the demo admin finds the review in Customer reviews and hides it with the reason', async () => {
    await new LoginPage(admin).goto('/admin-panel');
    await signInOnPage(admin, DEMO_ACCOUNTS.admin, /\/admin-panel$/);
    const record = await reviewsAdmin.openReview(UNFAIR);
    await expect(record.value('Stars')).toHaveText('2');
    await expect(record.value('Hidden')).toHaveText('No');
    await shoot(admin, 'reviews-admin-record');
    await reviewsAdmin.hide(record, HIDE_REASON);
    await shoot(admin, 'reviews-admin-hidden');
  });

  await test.step('the hidden review leaves the public list, and the rating counts only the other: 5 from 1', async () => {
    await expectPublicReviews('Rated 5 of 5 by 1 customer', [FAIR]);
    await expect(reviews.dialog).not.toContainText(UNFAIR);
    await reviews.close();
  });

  await test.step('shown again, the review is back in the list and the rating', async () => {
    const record = await reviewsAdmin.openReview(UNFAIR);
    await reviewsAdmin.unhide(record, SHOW_REASON);
    await expectPublicReviews('Rated 3.5 of 5 by 2 customers', [UNFAIR, FAIR]);
  });

  await admin.context().close();
  await technician.dispose();
});

test('a customer comparing quotations reads a mechanic’s reviews in a dialog, page after page', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const written = [
    { firstName: 'Amaka', lastName: 'Eze', rating: 5, text: 'Found the fault other mechanics missed.' },
    { firstName: 'Bola', lastName: 'Adeyemi', rating: 4, text: 'Good work, a little late in the morning.' },
    { firstName: 'Chuka', lastName: 'Obi', rating: 5, text: 'Fair price and he showed me the old parts.' },
    { firstName: 'Dayo', lastName: 'Bello', rating: 3, text: 'The oil change was fine; the car wash was not.' },
    { firstName: 'Efe', lastName: 'Omoregie', rating: 5, text: 'Came to my office and finished in an hour.' },
    { firstName: 'Femi', lastName: 'Ogun', rating: 4, text: 'Tidy and polite; I would book him again.' },
  ];

  const ikenna = await personContext(baseURL);
  await approvedTechnician(ikenna, baseURL, {
    firstName: 'Ikenna',
    lastName: 'Okonkwo',
    accountNumber: sandboxAccountNumber(18, 6),
    services: SERVICES,
    base: BENIN,
  });
  for (const customer of written) await reviewedJobOf(baseURL, ikenna, BENIN, customer);
  const musa = await personContext(baseURL);
  await approvedTechnician(musa, baseURL, {
    firstName: 'Musa',
    lastName: 'Abubakar',
    accountNumber: sandboxAccountNumber(16, 11),
    services: SERVICES,
    base: { ...BENIN, line: '5 Sapele Road', landmark: 'Near the New Benin market', lat: BENIN.lat - 0.01 },
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const vehicle = await customerWithCar(page.request, 'Grace', 'Osagie');
  const request = await quotedRequest(page.request, vehicle._id, BENIN, [ikenna, musa]);
  const reviews = new TechnicianReviewsDialog(page, 'Ikenna O.');
  // Newest first: the last written is read first.
  const newestFirst = [...written].reverse();

  await test.step('the two quotations side by side: Ikenna rated 4.3 by 6, Musa new', async () => {
    await page.goto(requestPath(request._id));
    await expect(reviews.ratingButton()).toHaveAccessibleName('Rated 4.3 of 5 by 6 customers: read the reviews');
    await expect(reviews.ratingButton()).toHaveText('4.3 (6)');
    const musaCard = page.getByRole('article', { name: 'Quotation from Musa A.' });
    await expect(musaCard).toBeVisible();
    await expect(musaCard.getByRole('button', { name: /read the reviews/ })).toHaveCount(0);
  });

  await test.step('the dialog opens with the five newest reviews, each with the customer’s name and initial', async () => {
    await reviews.open();
    await expect(reviews.dialog).toContainText('Rated 4.3 of 5 by 6 customers. The newest first.');
    await expect(reviews.reviews).toHaveCount(5);
    for (const [index, customer] of newestFirst.slice(0, 5).entries()) {
      const item = reviews.reviews.nth(index);
      await expect(item).toContainText(customer.text);
      await expect(item).toContainText(`${customer.firstName} ${customer.lastName.charAt(0)}.`);
      await expect(item.getByRole('img', { name: `${customer.rating} of 5 stars` })).toBeVisible();
    }
    await snap(page, 'reviews-dialog');
  });

  await test.step('"Show more" brings the sixth, and then there is no more to show', async () => {
    await reviews.showMore.click();
    await expect(reviews.reviews).toHaveCount(6);
    await expect(reviews.reviews.nth(5)).toContainText(newestFirst[5]?.text ?? '');
    await expect(reviews.showMore).toHaveCount(0);
    await reviews.reviews.nth(5).scrollIntoViewIfNeeded();
    await snap(page, 'reviews-dialog-more');
  });

  await test.step('at 1280 px the dialog opens again with the reviews already read, and closes back to the quotations', async () => {
    await reviews.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await reviews.open();
    await expect(reviews.reviews).toHaveCount(6);
    await expect(reviews.showMore).toHaveCount(0);
    await snap(page, 'reviews-dialog');
    await reviews.close();
    await expect(reviews.ratingButton()).toBeFocused();
  });

  await ikenna.dispose();
  await musa.dispose();
});
