// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import { jobFor, replyPath, review, reviewOf, reviewsOfJob, storedRating } from './reviews.test-support.ts';

/* The same review sent at once, and two replies at once: each lands once, and the rating counts it once. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

describe('reviews racing', () => {
  it('when the same review is sent five times at once, then one is written, four are 409 REVIEW_EXISTS and the rating counts one', async () => {
    const job = await jobFor(t);

    const answers = await Promise.all(Array.from({ length: 5 }, () => review(job, { rating: 3 })));

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === 'REVIEW_EXISTS')).toBe(true);
    expect(await reviewsOfJob(t, job.requestId)).toHaveLength(1);
    expect(await storedRating(t, job.technician.user._id)).toEqual({ count: 1, sum: 3 });
  });

  it('when two jobs of one technician are reviewed at once, then both count', async () => {
    const first = await jobFor(t);
    const second = await jobFor(t, { mechanic: first.technician });

    await Promise.all([review(first, { rating: 5 }).expect(201), review(second, { rating: 2 }).expect(201)]);

    expect(await storedRating(t, first.technician.user._id)).toEqual({ count: 2, sum: 7 });
  });

  it('when the technician replies twice at once, then one reply is kept and the other is 409', async () => {
    const job = await jobFor(t);
    const id = reviewOf(await review(job).expect(201))._id;

    const answers = await Promise.all(
      ['First thanks.', 'Second thanks.'].map((text) => job.technician.agent.post(replyPath(id)).send({ text })),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const [row] = await reviewsOfJob(t, job.requestId);
    expect(['First thanks.', 'Second thanks.']).toContain(row?.reply);
  });
});
