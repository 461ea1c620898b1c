import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maintenanceDispatches, maintenanceRequests, notifications, quotations } from '../../../db/schema/index.ts';
import { createJobRunner, registerJobs } from '../../../jobs/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  ALAUSA,
  insertDispatch,
  insertQuotation,
  insertRequest,
  insertTechnician,
} from '../maintenance-fixtures.test-support.ts';
import { runExpirySweep } from './expiry.service.ts';

/* The expiry sweep on a fake clock: requests past their expiry, quotations past their validity. */

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.reset());
afterAll(async () => {
  await t.close();
});

const inHours = (hours: number) => new Date(t.deps.now().getTime() + hours * HOUR);

async function requestRow(id: string) {
  const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  if (!row) throw new Error('no request');
  return row;
}

async function quotationStatus(id: string) {
  const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, id));
  return row?.status;
}

const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('runExpirySweep', () => {
  it('expires open and quoted requests past expiresAt with their live quotations, leaves the dispatches, tells everyone once', async () => {
    const quoted = await insertRequest(t, { status: 'quoted', dispatchRound: 1, expiresAt: inHours(1) });
    const asked = await insertTechnician(t, ALAUSA);
    const quoting = await insertTechnician(t, ALAUSA);
    await insertDispatch(t, quoted.id, asked);
    await insertDispatch(t, quoted.id, quoting);
    const live = await insertQuotation(t, quoted.id, quoting, { validUntil: inHours(48) });
    const withdrawn = await insertQuotation(t, quoted.id, asked, { status: 'withdrawn' });
    const open = await insertRequest(t, { status: 'open', expiresAt: inHours(1) });
    const later = await insertRequest(t, { status: 'open', expiresAt: inHours(3) });
    const booked = await insertRequest(t, { status: 'booked', expiresAt: inHours(1) });

    t.clock.advance(HOUR);
    const sweep = await runExpirySweep(t.deps);
    expect(sweep.requestsExpired).toBeGreaterThanOrEqual(2);
    expect((await requestRow(quoted.id)).status).toBe('expired');
    expect((await requestRow(open.id)).status).toBe('expired');
    expect((await requestRow(later.id)).status).toBe('open');
    expect((await requestRow(booked.id)).status).toBe('booked');
    expect(await quotationStatus(live.id)).toBe('expired');
    expect(await quotationStatus(withdrawn.id)).toBe('withdrawn');
    const dispatches = await t.database.db
      .select()
      .from(maintenanceDispatches)
      .where(eq(maintenanceDispatches.requestId, quoted.id));
    expect(dispatches.map((row) => row.status)).toEqual(['offered', 'offered']);
    expect(await noticesOf(quoted.customerId)).toHaveLength(1);
    expect((await noticesOf(quoted.customerId))[0]?.message).toMatch(/expired/);
    expect(await noticesOf(open.customerId)).toHaveLength(1);
    expect(await noticesOf(asked)).toHaveLength(1);
    expect(await noticesOf(quoting)).toHaveLength(1);

    // A replay changes nothing and tells nobody again.
    const replay = await runExpirySweep(t.deps);
    expect(replay.requestsExpired).toBe(0);
    expect(await noticesOf(quoted.customerId)).toHaveLength(1);
    expect(await noticesOf(asked)).toHaveLength(1);
  });

  it('expires quotations past validUntil; a quoted request left with none is open again, one with another live stays quoted', async () => {
    const alone = await insertRequest(t, { status: 'quoted', expiresAt: inHours(72) });
    const pair = await insertRequest(t, { status: 'quoted', expiresAt: inHours(72) });
    const first = await insertTechnician(t, ALAUSA);
    const second = await insertTechnician(t, ALAUSA);
    const lapsing = await insertQuotation(t, alone.id, first, { validUntil: inHours(2) });
    const lapsingOfPair = await insertQuotation(t, pair.id, first, { validUntil: inHours(2) });
    const lasting = await insertQuotation(t, pair.id, second, { validUntil: inHours(24) });

    t.clock.advance(HOUR);
    await runExpirySweep(t.deps);
    expect(await quotationStatus(lapsing.id)).toBe('submitted');

    t.clock.advance(HOUR);
    const sweep = await runExpirySweep(t.deps);
    expect(sweep.quotationsExpired).toBe(2);
    expect(await quotationStatus(lapsing.id)).toBe('expired');
    expect(await quotationStatus(lapsingOfPair.id)).toBe('expired');
    expect(await quotationStatus(lasting.id)).toBe('submitted');
    expect((await requestRow(alone.id)).status).toBe('open');
    expect((await requestRow(pair.id)).status).toBe('quoted');

    const replay = await runExpirySweep(t.deps);
    expect(replay).toEqual({ requestsExpired: 0, quotationsExpired: 0, requestsReopened: 0 });
  });

  it('runs as the registered maintenance-expiry job', async () => {
    const request = await insertRequest(t, { status: 'open', expiresAt: inHours(1) });
    const runner = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
    registerJobs(runner, t.deps);
    t.clock.advance(HOUR);
    expect(await runner.runOnce('maintenance-expiry')).toBe(true);
    expect((await requestRow(request.id)).status).toBe('expired');
  });
});
