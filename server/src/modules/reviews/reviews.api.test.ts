import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quotationsApi,
  type JobReviewDto,
  type MyCustomerReviewsDto,
  type QuotationDto,
  type TechnicianReviewsDto,
} from '@fleetcare/shared';
import { adminAuditLog, notifications, quotations } from '../../db/schema/index.ts';
import { signInAdmin } from '../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { customer, request as insertRequest, technician, type Session } from '../../../test/job-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import { eraseReviewPersonalData } from './reviews.service.ts';
import {
  CREATE,
  DAY,
  jobFor,
  jobReviewPath,
  MINE,
  replyPath,
  review,
  reviewOf,
  reviewsOfJob,
  storedRating,
  technicianReviewsPath,
} from './reviews.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

const noticesOf = (userId: string) =>
  t.database.db
    .select({ message: notifications.message, actionPath: notifications.actionPath })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

const mine = async (agent: Session['agent'], query: Record<string, string> = {}) =>
  (await agent.get(MINE).query(query).expect(200)).body.data as MyCustomerReviewsDto;

const publicReviews = async (technicianId: string) =>
  (await request(t.app).get(technicianReviewsPath(technicianId)).expect(200)).body.data as TechnicianReviewsDto;

describe('POST /api/customer-reviews/create-customer-review', () => {
  it('when the customer of a completed job rates it, then 201 with the review, the rating counts it and the technician is told', async () => {
    const job = await jobFor(t);

    const res = await review(job, { rating: 4, text: '  Quick and tidy.  ' });

    expect(res.status).toBe(201);
    expect(reviewOf(res)).toEqual({
      _id: expect.any(String),
      maintenanceId: job.requestId,
      rating: 4,
      text: 'Quick and tidy.',
      reply: null,
      createdAt: expect.any(String),
      repliedAt: null,
      services: [
        { slug: 'brake-repair', name: 'Brake repair' },
        { slug: 'oil-change', name: 'Oil change' },
      ],
      vehicleLabel: '2019 Toyota Corolla',
      otherPartyName: 'Chinedu okeke',
      hidden: false,
    });
    expect(await storedRating(t, job.technician.user._id)).toEqual({ count: 1, sum: 4 });
    expect(await noticesOf(job.technician.user._id)).toEqual([
      {
        message: 'Amaka O. rated your work 4 of 5 stars. Read the review and reply to it on your profile.',
        actionPath: '/dashboard/settings/technician-profile',
      },
    ]);
  });

  it('when the text is left empty, then the review has none', async () => {
    const job = await jobFor(t);
    const res = await review(job, { rating: 5, text: '   ' }).expect(201);
    expect(reviewOf(res)).toMatchObject({ rating: 5, text: null });
  });

  it('when the stars are not a whole number from 1 to 5 or the text is too long, then 400 names the field and nothing is written', async () => {
    const job = await jobFor(t);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 'five' }, { rating: undefined }]) {
      const res = await review(job, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrorKeys).toHaveProperty('rating', 'validation:reviewRatingInvalid');
    }
    const long = await review(job, { text: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrorKeys).toHaveProperty('text', 'validation:reviewTextTooLong');
    const badJob = await review(job, { orderId: 'not-a-job' });
    expect(badJob.status).toBe(400);
    expect(await reviewsOfJob(t, job.requestId)).toEqual([]);
    expect(await storedRating(t, job.technician.user._id)).toEqual({ count: 0, sum: 0 });
  });

  it('when signed out, then 401', async () => {
    const job = await jobFor(t);
    const res = await request(t.app).post(CREATE).send({ orderId: job.requestId, rating: 5 });
    expect(res.status).toBe(401);
  });

  it('when another customer, the technician, or nobody’s job, then 404 and nothing is written', async () => {
    const job = await jobFor(t);
    const stranger = await customer(t);
    for (const agent of [stranger.agent, job.technician.agent]) {
      const res = await agent.post(CREATE).send({ orderId: job.requestId, rating: 1 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const unknown = await review(job, { orderId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await reviewsOfJob(t, job.requestId)).toEqual([]);
  });

  it('when the job is not completed, then 409 MAINTENANCE_STATUS_CONFLICT naming its status', async () => {
    for (const status of ['work-done', 'disputed', 'in-progress'] as const) {
      const job = await jobFor(t, { status });
      const res = await review(job);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: status });
    }
  });

  it('when the job was reviewed already, then 409 REVIEW_EXISTS and the rating counts it once', async () => {
    const job = await jobFor(t);
    await review(job, { rating: 2 }).expect(201);
    const again = await review(job, { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_EXISTS');
    expect(await reviewsOfJob(t, job.requestId)).toHaveLength(1);
    expect(await storedRating(t, job.technician.user._id)).toEqual({ count: 1, sum: 2 });
  });

  it('when the job was completed more than 30 days ago, then 409 REVIEW_WINDOW_CLOSED says so; at 29 days it is taken', async () => {
    const late = await jobFor(t, { completedDaysAgo: 31 });
    const res = await review(late);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REVIEW_WINDOW_CLOSED');
    expect(res.body.message).toContain('within 30 days');
    expect(await reviewsOfJob(t, late.requestId)).toEqual([]);

    await review(await jobFor(t, { completedDaysAgo: 29 })).expect(201);
  });
});

describe('POST /api/customer-reviews/reply-to-review/:id', () => {
  it('when the reviewed technician replies, then the review carries it and the customer is told; a second reply is 409', async () => {
    const job = await jobFor(t);
    const written = reviewOf(await review(job).expect(201));

    const res = await job.technician.agent.post(replyPath(written._id)).send({ text: 'Thank you, see you soon.' });

    expect(res.status).toBe(200);
    expect(reviewOf(res)).toMatchObject({
      _id: written._id,
      reply: 'Thank you, see you soon.',
      repliedAt: expect.any(String),
      otherPartyName: 'Amaka O.',
    });
    expect(await noticesOf(job.customer.user._id)).toContainEqual({
      message: "Your mechanic Chinedu okeke replied to your review. Read the reply on the job's page.",
      actionPath: `/dashboard/maintenance/show/${job.requestId}`,
    });

    const again = await job.technician.agent.post(replyPath(written._id)).send({ text: 'And thanks again.' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_REPLY_EXISTS');
    expect((await reviewsOfJob(t, job.requestId))[0]?.reply).toBe('Thank you, see you soon.');
  });

  it('when the text is empty or too long, then 400; signed out 401; the customer or another technician 404; an unknown review 404', async () => {
    const job = await jobFor(t);
    const written = reviewOf(await review(job).expect(201));
    const path = replyPath(written._id);
    expect((await job.technician.agent.post(path).send({ text: '  ' })).body.fieldErrorKeys).toHaveProperty(
      'text',
      'validation:reviewReplyRequired',
    );
    expect((await job.technician.agent.post(path).send({ text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await job.technician.agent.post(replyPath('nope')).send({ text: 'Hi' })).status).toBe(400);
    expect((await request(t.app).post(path).send({ text: 'Hi' })).status).toBe(401);
    const other = await technician(t);
    for (const agent of [job.customer.agent, other.agent]) {
      const res = await agent.post(path).send({ text: 'Hi' });
      expect(res.status).toBe(404);
    }
    expect((await job.technician.agent.post(replyPath(randomUUID())).send({ text: 'Hi' })).status).toBe(404);
    expect((await reviewsOfJob(t, job.requestId))[0]?.reply).toBeNull();
  });
});

describe('GET /api/customer-reviews/get-my-customer-reviews', () => {
  it('when a technician asks, then the reviews they received newest first with their rating; as a customer, those they wrote', async () => {
    const mechanic = await technician(t);
    const first = await jobFor(t, { mechanic });
    const second = await jobFor(t, { mechanic });
    await review(first, { rating: 5 }).expect(201);
    t.clock.advance(60_000);
    await review(second, { rating: 2 }).expect(201);

    const received = await mine(mechanic.agent);
    expect(received).toMatchObject({
      as: 'technician',
      total: 2,
      page: 1,
      limit: 10,
      summary: { rating: 3.5, ratingCount: 2 },
    });
    expect(received.items.map((item) => [item.maintenanceId, item.otherPartyName])).toEqual([
      [second.requestId, 'Amaka O.'],
      [first.requestId, 'Amaka O.'],
    ]);
    expect((await mine(mechanic.agent, { limit: '1', page: '2' })).items.map((item) => item.rating)).toEqual([5]);

    const written = await mine(first.customer.agent);
    expect(written).toMatchObject({ as: 'customer', total: 1, summary: null });
    expect(written.items[0]).toMatchObject({ maintenanceId: first.requestId, otherPartyName: 'Chinedu okeke' });
    expect(await mine(mechanic.agent, { as: 'customer' })).toMatchObject({ as: 'customer', total: 0, items: [] });
  });

  it('when a customer asks as a technician, then 403 NOT_A_TECHNICIAN; a bad query 400; signed out 401', async () => {
    const owner = await customer(t);
    const res = await owner.agent.get(MINE).query({ as: 'technician' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_TECHNICIAN');
    expect((await owner.agent.get(MINE).query({ as: 'admin' })).status).toBe(400);
    expect((await owner.agent.get(MINE).query({ limit: '51' })).status).toBe(400);
    expect((await request(t.app).get(MINE)).status).toBe(401);
  });
});

describe('GET /api/customer-reviews/get-job-review/:maintenanceId', () => {
  it('when the customer opens a completed job, then they may review it until 30 days after completion; then the review shows to both sides', async () => {
    const job = await jobFor(t, { completedDaysAgo: 2 });
    const before = (await job.customer.agent.get(jobReviewPath(job.requestId)).expect(200)).body.data as JobReviewDto;
    expect(before).toEqual({ review: null, canReview: true, reviewableUntil: expect.any(String) });
    expect(Date.parse(before.reviewableUntil ?? '') - (t.clock.now().getTime() - 2 * DAY)).toBeGreaterThan(
      30 * DAY - 60_000,
    );
    expect(
      ((await job.technician.agent.get(jobReviewPath(job.requestId)).expect(200)).body.data as JobReviewDto).canReview,
    ).toBe(false);

    await review(job).expect(201);
    const after = (await job.customer.agent.get(jobReviewPath(job.requestId)).expect(200)).body.data as JobReviewDto;
    expect(after).toMatchObject({ canReview: false, review: { rating: 4, otherPartyName: 'Chinedu okeke' } });
    const theirs = (await job.technician.agent.get(jobReviewPath(job.requestId)).expect(200)).body.data as JobReviewDto;
    expect(theirs.review).toMatchObject({ rating: 4, otherPartyName: 'Amaka O.' });
  });

  it('when the job is not completed or its time has passed, then nothing may be written; a stranger 404; signed out 401', async () => {
    const open = await jobFor(t, { status: 'work-done' });
    expect((await open.customer.agent.get(jobReviewPath(open.requestId)).expect(200)).body.data).toEqual({
      review: null,
      canReview: false,
      reviewableUntil: null,
    });
    const late = await jobFor(t, { completedDaysAgo: 40 });
    expect((await late.customer.agent.get(jobReviewPath(late.requestId)).expect(200)).body.data).toMatchObject({
      canReview: false,
    });
    const stranger = await customer(t);
    expect((await stranger.agent.get(jobReviewPath(late.requestId))).status).toBe(404);
    expect((await request(t.app).get(jobReviewPath(late.requestId))).status).toBe(401);
  });
});

describe('GET /api/customer-reviews/get-technician-reviews/:technicianId', () => {
  it('when anyone asks, then the technician’s visible reviews, newest first, with their name and rating', async () => {
    const mechanic = await technician(t);
    const job = await jobFor(t, { mechanic });
    await review(job, { rating: 5, text: 'Excellent.' }).expect(201);

    const read = await publicReviews(mechanic.user._id);

    expect(read).toEqual({
      technician: { _id: mechanic.user._id, name: 'Chinedu O.', rating: 5, ratingCount: 1 },
      items: [
        {
          _id: expect.any(String),
          rating: 5,
          text: 'Excellent.',
          reply: null,
          createdAt: expect.any(String),
          repliedAt: null,
          services: expect.any(Array),
          customerName: 'Amaka O.',
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    });
  });

  it('when the id is no technician’s, then 404; not an id, 400', async () => {
    const someone = await signUpAndSignIn(t);
    expect((await request(t.app).get(technicianReviewsPath(someone.user._id))).status).toBe(404);
    expect((await request(t.app).get(technicianReviewsPath('nope'))).status).toBe(400);
  });
});

describe('the rating where customers choose a technician', () => {
  it('when a rated technician quotes, then the quotation carries their average and count', async () => {
    const mechanic = await technician(t);
    await review(await jobFor(t, { mechanic }), { rating: 5 }).expect(201);
    await review(await jobFor(t, { mechanic }), { rating: 4 }).expect(201);
    const owner = await customer(t);
    const quoted = await insertRequest(t, owner.user._id, { status: 'quoted' });
    await t.database.db.insert(quotations).values({
      requestId: quoted.id,
      technicianId: mechanic.user._id,
      status: 'submitted',
      labour: [{ service: 'brake-repair', amount: 2_000_000 }],
      parts: [],
      callOutFee: 0,
      labourTotal: 2_000_000,
      partsTotal: 0,
      total: 2_000_000,
      earliestArrival: t.clock.now(),
      validUntil: new Date(t.clock.now().getTime() + DAY),
    });

    const res = await owner.agent
      .get(apiPath(quotationsApi.getMaintenanceQuotations, { maintenanceId: quoted.id }))
      .expect(200);

    const [quotation] = res.body.data as QuotationDto[];
    expect(quotation?.technician).toMatchObject({ rating: 4.5, ratingCount: 2 });
  });
});

describe('an admin hides a review', () => {
  const ACTION = (name: string) => `/api/custom-admin/run-action/reviews/${name}`;
  const act = (agent: Session['agent'], name: string, recordId: string) =>
    agent.post(ACTION(name)).send({
      idempotencyKey: randomUUID().replaceAll('-', ''),
      recordId,
      input: {},
      reason: 'Insults the mechanic by name.',
    });

  it('when hidden, then it leaves the rating and every list, cannot be replied to, is audited; shown again it counts again', async () => {
    const operations = await signInAdmin(t, ['operations']);
    const mechanic = await technician(t);
    const kept = await jobFor(t, { mechanic });
    const rude = await jobFor(t, { mechanic });
    await review(kept, { rating: 5 }).expect(201);
    const hiddenId = reviewOf(await review(rude, { rating: 1 }).expect(201))._id;
    expect(await storedRating(t, mechanic.user._id)).toEqual({ count: 2, sum: 6 });

    const res = await act(operations.agent, 'hide', hiddenId);

    expect(res.status).toBe(200);
    expect(await storedRating(t, mechanic.user._id)).toEqual({ count: 1, sum: 5 });
    expect((await mine(mechanic.agent)).items.map((item) => item.rating)).toEqual([5]);
    expect((await mine(mechanic.agent)).summary).toEqual({ rating: 5, ratingCount: 1 });
    expect((await mine(rude.customer.agent)).items).toEqual([]);
    expect((await publicReviews(mechanic.user._id)).items.map((item) => item.rating)).toEqual([5]);
    expect((await mechanic.agent.get(jobReviewPath(rude.requestId)).expect(200)).body.data.review).toBeNull();
    expect((await rude.customer.agent.get(jobReviewPath(rude.requestId)).expect(200)).body.data).toMatchObject({
      canReview: false,
      review: { hidden: true },
    });
    expect((await mechanic.agent.post(replyPath(hiddenId)).send({ text: 'Sorry.' })).status).toBe(404);
    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.recordId, hiddenId));
    expect(audit).toMatchObject({ resource: 'reviews', action: 'hide', reason: 'Insults the mechanic by name.' });

    const again = await act(operations.agent, 'hide', hiddenId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect(await storedRating(t, mechanic.user._id)).toEqual({ count: 1, sum: 5 });

    await act(operations.agent, 'unhide', hiddenId).expect(200);
    expect(await storedRating(t, mechanic.user._id)).toEqual({ count: 2, sum: 6 });
    expect((await publicReviews(mechanic.user._id)).total).toBe(2);
  });

  it('when support (who may only read reviews) tries, then 403 and nothing changes', async () => {
    const support = await signInAdmin(t, ['support']);
    const job = await jobFor(t);
    const id = reviewOf(await review(job).expect(201))._id;
    expect((await act(support.agent, 'hide', id)).status).toBe(403);
    expect(await storedRating(t, job.technician.user._id)).toEqual({ count: 1, sum: 4 });
  });
});

describe('erasing a customer’s account', () => {
  it('when the customer is erased, then their review loses its text and keeps its stars, reply and place in the rating', async () => {
    const job = await jobFor(t);
    const id = reviewOf(await review(job, { rating: 2, text: 'Late, and my name is Amaka.' }).expect(201))._id;
    await job.technician.agent.post(replyPath(id)).send({ text: 'Sorry for the delay.' }).expect(200);

    await t.database.db.transaction((tx) => eraseReviewPersonalData(tx, job.customer.user._id));

    expect(await reviewsOfJob(t, job.requestId)).toEqual([
      expect.objectContaining({ rating: 2, text: null, reply: 'Sorry for the delay.' }),
    ]);
    expect(await storedRating(t, job.technician.user._id)).toEqual({ count: 1, sum: 2 });
  });
});
