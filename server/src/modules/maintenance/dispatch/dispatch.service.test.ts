import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISPATCH } from '@fleetcare/shared';
import { maintenanceDispatches, maintenanceRequests, notifications } from '../../../db/schema/index.ts';
import { createJobRunner, registerJobs } from '../../../jobs/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { jobNotificationPath } from '../job-notices.ts';
import { lockRequest } from '../maintenance-requests.repository.ts';
import {
  ALAUSA,
  insertQuotation,
  insertRequest,
  insertTechnician,
  insertUser,
} from '../maintenance-fixtures.test-support.ts';
import { northOf } from './dispatch.fixture.ts';
import { runDispatchRound, runDispatchSweep } from './dispatch.service.ts';

/*
 * Widening dispatch on a fake clock: twelve qualified technicians north of the vehicle, 1 to 12 km away, asked five
 * at a time, nearest first, one round per 15 minutes while fewer than three quotations are live.
 */

const MINUTE = 60_000;
const WIDEN = DISPATCH.widenAfterMinutes * MINUTE;

let t: TestApp;
/** The technicians by distance: technicians[0] is 1 km away. */
const technicians: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let km = 1; km <= 12; km += 1) technicians.push(await insertTechnician(t, northOf(ALAUSA, km)));
});
beforeEach(() => t.clock.reset());
afterAll(async () => {
  await t.close();
});

async function dispatchesOf(requestId: string) {
  return t.database.db.select().from(maintenanceDispatches).where(eq(maintenanceDispatches.requestId, requestId));
}

async function requestRow(id: string) {
  const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  if (!row) throw new Error('no request');
  return row;
}

async function jobNotificationsOf(requestId: string, userIds: string[]) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.actionPath, jobNotificationPath(requestId))));
}

/** The first round, as submitting runs it. */
async function firstRound(requestId: string) {
  return t.database.db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    if (!row) throw new Error('no request');
    return runDispatchRound(t.deps, tx, row);
  });
}

describe('runDispatchRound', () => {
  it('asks the five nearest not asked yet, in round 1, and records the round', async () => {
    const request = await insertRequest(t, { status: 'open' });
    const round = await firstRound(request.id);
    expect(round.technicianIds).toEqual(technicians.slice(0, 5));
    expect(round.row).toMatchObject({ dispatchRound: 1, dispatchRadiusKm: DISPATCH.maxRadiusKm });
    const rows = await dispatchesOf(request.id);
    expect(rows.map((row) => row.round)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('runDispatchSweep', () => {
  it('after 15 minutes with fewer than 3 quotations the next 5 are asked and notified, nobody twice; a replay asks nobody more', async () => {
    const request = await insertRequest(t, { status: 'open' });
    await firstRound(request.id);
    // Two live quotations: still fewer than three.
    await insertQuotation(t, request.id, technicians[0] ?? '');
    await insertQuotation(t, request.id, technicians[1] ?? '');

    t.clock.advance(WIDEN - MINUTE);
    await runDispatchSweep(t.deps);
    expect(await dispatchesOf(request.id)).toHaveLength(5);

    t.clock.advance(MINUTE);
    const sweep = await runDispatchSweep(t.deps);
    expect(sweep.asked).toBeGreaterThanOrEqual(5);
    const rows = await dispatchesOf(request.id);
    expect(rows).toHaveLength(10);
    const second = rows.filter((row) => row.round === 2).map((row) => row.technicianId);
    expect(second.sort()).toEqual(technicians.slice(5, 10).sort());
    expect(new Set(rows.map((row) => row.technicianId)).size).toBe(10);
    const after = await requestRow(request.id);
    expect(after.dispatchRound).toBe(2);
    expect(after.lastDispatchAt?.getTime()).toBeGreaterThanOrEqual((request.lastDispatchAt?.getTime() ?? 0) + WIDEN);
    const notified = await jobNotificationsOf(request.id, second);
    expect(notified).toHaveLength(5);
    expect(notified.every((row) => row.kind === 'job')).toBe(true);

    // A replay, and two runners at once: nobody is asked again.
    await runDispatchSweep(t.deps);
    await Promise.all([runDispatchSweep(t.deps), runDispatchSweep(t.deps)]);
    expect(await dispatchesOf(request.id)).toHaveLength(10);
    // Only the sweep's round notifies here (the first round ran without the submission's notices).
    expect(await jobNotificationsOf(request.id, technicians)).toHaveLength(5);
  });

  it('when the next round finds nobody new, only lastDispatchAt moves, and it is tried again 15 minutes later', async () => {
    const request = await insertRequest(t, { status: 'open' });
    await firstRound(request.id);
    t.clock.advance(WIDEN);
    await runDispatchSweep(t.deps);
    t.clock.advance(WIDEN);
    await runDispatchSweep(t.deps);
    // Twelve asked in three rounds (5, 5, 2): nobody is left.
    expect(await dispatchesOf(request.id)).toHaveLength(12);
    const third = await requestRow(request.id);
    expect(third.dispatchRound).toBe(3);

    t.clock.advance(WIDEN);
    await runDispatchSweep(t.deps);
    const fourth = await requestRow(request.id);
    expect(fourth.dispatchRound).toBe(3);
    expect(fourth.lastDispatchAt?.getTime()).toBeGreaterThan(third.lastDispatchAt?.getTime() ?? 0);
    expect(await dispatchesOf(request.id)).toHaveLength(12);

    // A technician goes on duty nearby: the next try asks them.
    const newcomer = await insertTechnician(t, northOf(ALAUSA, 3));
    t.clock.advance(WIDEN);
    await runDispatchSweep(t.deps);
    const rows = await dispatchesOf(request.id);
    expect(rows.find((row) => row.technicianId === newcomer)?.round).toBe(4);
  });

  it('a request with 3 live quotations is not widened', async () => {
    const request = await insertRequest(t, { status: 'quoted' });
    await firstRound(request.id);
    for (const technicianId of technicians.slice(0, 3)) await insertQuotation(t, request.id, technicianId);
    t.clock.advance(WIDEN);
    await runDispatchSweep(t.deps);
    expect(await dispatchesOf(request.id)).toHaveLength(5);
    expect((await requestRow(request.id)).dispatchRound).toBe(1);
  });

  it('an expired request, a booked one and a draft are not widened', async () => {
    const expiring = await insertRequest(t, { status: 'open', expiresAt: new Date(t.deps.now().getTime() + WIDEN) });
    await firstRound(expiring.id);
    const booked = await insertRequest(t, { status: 'booked', lastDispatchAt: t.deps.now() });
    const draft = await insertRequest(t, { status: 'draft' });
    t.clock.advance(WIDEN);
    await runDispatchSweep(t.deps);
    expect(await dispatchesOf(expiring.id)).toHaveLength(5);
    expect(await dispatchesOf(booked.id)).toHaveLength(0);
    expect(await dispatchesOf(draft.id)).toHaveLength(0);
  });

  it('never asks the customer on their own request', async () => {
    const customerId = await insertTechnician(t, northOf(ALAUSA, 0.5));
    const customer = await insertUser(t);
    const own = await insertRequest(t, { status: 'open', customerId });
    const other = await insertRequest(t, { status: 'open', customerId: customer.id });
    const ownRound = await firstRound(own.id);
    const otherRound = await firstRound(other.id);
    expect(ownRound.technicianIds).not.toContain(customerId);
    expect(otherRound.technicianIds[0]).toBe(customerId);
  });

  it('runs as the registered maintenance-dispatch job', async () => {
    const request = await insertRequest(t, { status: 'open' });
    await firstRound(request.id);
    const runner = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
    registerJobs(runner, t.deps);
    t.clock.advance(WIDEN);
    expect(await runner.runOnce('maintenance-dispatch')).toBe(true);
    expect((await requestRow(request.id)).dispatchRound).toBe(2);
  });
});
