import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  jobApi,
  lagosToday,
  maintenancesApi,
  reportWritableJobStatuses,
  type MaintenanceStatus,
} from '@fleetcare/shared';
import { maintenanceJobEvents, maintenanceRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { seedServices, technician as technicianSession, type Session } from '../../../../test/job-helpers.ts';
import { accountBalance, insertMoneyUser, userBalances } from '../../../../test/ledger-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { customer as customerSession, holdsOf, pay, quotationOf, requestOf } from '../booking/booking.test-support.ts';
import {
  canTransition,
  requestTransitions,
  type RequestActor,
  type RequestTransitionName,
} from '../request-machine.ts';
import { runAutoCompleteSweep } from './auto-complete.service.ts';
import { isJobCancellation } from './job-actions.service.ts';
import { fillReport, finishWork } from './job.test-support.ts';
import { adminCancelJobInTransaction, resolveDisputeInTransaction } from './job-decisions.service.ts';

/*
 * The job's process, generated from the request machine: every status from booked on, every action of the job, every
 * actor who has a call asking for it (the customer and the technician over HTTP, an admin through the decision
 * services, the system through the auto-completion sweep). Whether the attempt is allowed is `canTransition` of the
 * transition the call takes; an allowed one leaves the request in the transition's `to`, a refused one is a 409
 * naming the status (404 to someone the call does not serve) and changes nothing: the request's row, its timeline,
 * its escrow holds and both sides' and the platform's balances are as before. The facts a rule besides the status
 * needs (the dispute window, a proposal to answer, the time the sweep waits for) are set so the rule allows it.
 *
 * Each status has one job for the attempts it refuses (they change nothing, so they share it) and a fresh job for
 * each attempt it allows, booked and walked there through the real calls.
 */

const BOOKING_TOTAL = 30_000_00;
/** The appointment is this many days away: early enough for every cancellation, re-opening and reschedule. */
const APPOINTMENT_DAYS = 10;
const HOUR = 3_600_000;
const DISPUTE_REASON = 'The brakes still squeal after the repair.';
const REASON = 'Both sides asked us to call it off.';

const statuses = [
  'booked',
  'en-route',
  'arrived',
  'in-progress',
  'work-done',
  'disputed',
  'completed',
  'technician-canceled',
  'canceled',
] as const satisfies readonly MaintenanceStatus[];
type JobStatus = (typeof statuses)[number];

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t);
  adminId = await insertMoneyUser(t.database.db, 'admin');
});
afterAll(() => t.close());

interface Job {
  id: string;
  customer: Session;
  technician: Session;
}

const UPDATE = apiPath(maintenancesApi.updateMaintenance);
const cancelPath = (id: string) => apiPath(maintenancesApi.cancelMaintenance, { id });
const proposePath = (id: string) => apiPath(jobApi.proposeReschedule, { id });
const answerPath = (id: string) => apiPath(jobApi.answerReschedule, { id });
const disputePath = (id: string) => apiPath(jobApi.raiseDispute, { id });
const reopenPath = (id: string) => apiPath(jobApi.reopenMaintenance, { id });

const inDays = (days: number) => addDays(lagosToday(t.clock.now()), days);

type Progress = 'en-route' | 'arrived' | 'in-progress' | 'work-done' | 'completed';
const progress = (session: Session, id: string, step: Progress) =>
  session.agent.patch(UPDATE).send({ id, progress: step, ...(step === 'en-route' && { etaMinutes: 30 }) });
const cancel = (session: Session, id: string) => session.agent.post(cancelPath(id)).send({ reason: 'Plans changed.' });
const dispute = (session: Session, id: string) => session.agent.post(disputePath(id)).field('reason', DISPUTE_REASON);

async function statusOf(id: string): Promise<MaintenanceStatus> {
  const [row] = await t.database.db
    .select({ status: maintenanceRequests.status })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row.status;
}

/** Fails with the answer when a walking step does not go through. */
async function step(res: { status: number; text: string }, what: string): Promise<void> {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
}

/** A job booked from the customer's wallet through the booking call, then walked to `status` by the real calls. */
async function jobIn(status: JobStatus): Promise<Job> {
  const payer = await customerSession(t, BOOKING_TOTAL);
  const mechanic = await technicianSession(t);
  const id = await requestOf(t, payer.user._id);
  await t.database.db
    .update(maintenanceRequests)
    .set({ preferredDate: inDays(APPOINTMENT_DAYS) })
    .where(eq(maintenanceRequests.id, id));
  const quotationId = await quotationOf(t, id, mechanic.user._id, { total: BOOKING_TOTAL });
  await step(await pay(payer.agent, { maintenanceId: id, quotationId, method: 'wallet' }), 'booking');
  const job = { id, customer: payer, technician: mechanic };
  const walk: Record<JobStatus, () => Promise<void>> = {
    booked: async () => {},
    'en-route': async () => step(await progress(mechanic, id, 'en-route'), 'set off'),
    arrived: async () => {
      await walk['en-route']();
      await step(await progress(mechanic, id, 'arrived'), 'arrive');
    },
    'in-progress': async () => {
      await walk.arrived();
      await step(await progress(mechanic, id, 'in-progress'), 'start work');
    },
    'work-done': async () => {
      await walk['in-progress']();
      await step(await finishWork(mechanic.agent, id), 'finish work');
    },
    disputed: async () => {
      await walk['work-done']();
      await step(await dispute(payer, id), 'dispute');
    },
    completed: async () => {
      await walk['work-done']();
      await step(await progress(payer, id, 'completed'), 'confirm');
    },
    'technician-canceled': async () => step(await cancel(mechanic, id), 'technician cancels'),
    canceled: async () => step(await cancel(payer, id), 'customer cancels'),
  };
  await walk[status]();
  expect(await statusOf(id)).toBe(status);
  return job;
}

/** What a refused attempt must leave as it was. */
async function snapshot(job: Job) {
  const { db } = t.database;
  const [row] = await db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, job.id));
  const events = await db
    .select()
    .from(maintenanceJobEvents)
    .where(eq(maintenanceJobEvents.requestId, job.id))
    .orderBy(asc(maintenanceJobEvents.at), asc(maintenanceJobEvents.id));
  return {
    row,
    events,
    holds: await holdsOf(t, job.id),
    customer: await userBalances(db, job.customer.user._id),
    technician: await userBalances(db, job.technician.user._id),
    platformRevenue: await accountBalance(db, 'platform-revenue', null),
  };
}

/** An attempt's answer: done, or refused with the error's HTTP status, code and detail. */
type Answer = { done: true } | { done: false; status: number; code: string; detail: string | undefined };

function answerOf(res: { status: number; body: unknown }): Answer {
  if (res.status === 200) return { done: true };
  const body = res.body as { code?: string; detail?: string };
  return { done: false, status: res.status, code: body.code ?? '', detail: body.detail };
}

async function answerOfCall(call: () => Promise<unknown>): Promise<Answer> {
  try {
    await call();
    return { done: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { done: false, status: error.status, code: error.code, detail: error.detail };
  }
}

/** An admin decision in its own transaction, as the admin action engine runs it; its after-commit work follows. */
const decide = (run: (tx: TestApp['deps']['db']) => ReturnType<typeof resolveDisputeInTransaction>) =>
  answerOfCall(async () => {
    const decision = await t.deps.db.transaction(run);
    await decision.afterCommit();
  });

/** The other side of the job. */
const otherSide = (actor: 'customer' | 'technician') => (actor === 'customer' ? 'technician' : 'customer');
const sessionOf = (job: Job, actor: 'customer' | 'technician') =>
  actor === 'customer' ? job.customer : job.technician;

const jobActions = [
  'set-off',
  'arrive',
  'start-work',
  'finish-work',
  'confirm',
  'dispute',
  'cancel-booking',
  'technician-cancel',
  'reschedule',
  'reopen',
  'auto-complete',
  'resolve-dispute',
  'refund-dispute',
  'admin-cancel-booking',
] as const satisfies readonly RequestTransitionName[];
type JobAction = (typeof jobActions)[number];

/**
 * One call an actor makes to attempt an action. `takes` is the transition the server checks for it in a status (a
 * customer's cancel-maintenance is the job's cancel-booking once booked, the request's free cancel after the
 * technician dropped it); `serves` the sides the call is for (anyone else is told 404, as for a stranger's job).
 */
interface Attempt {
  name: string;
  action: JobAction;
  actor: RequestActor;
  takes: (status: JobStatus) => RequestTransitionName;
  serves: readonly ('customer' | 'technician')[];
  /** Facts the call's own rules need besides the status, set before the attempt (and before the snapshot). */
  arrange?: (job: Job) => Promise<void>;
  run: (job: Job) => Promise<Answer>;
}

const sides = ['customer', 'technician'] as const;
const progressOf: Partial<Record<JobAction, Progress>> = {
  'set-off': 'en-route',
  arrive: 'arrived',
  'start-work': 'in-progress',
  'finish-work': 'work-done',
  confirm: 'completed',
};

/** A proposal for a day well after the booked one, in the morning. */
const proposal = () => ({ preferredDate: inDays(APPOINTMENT_DAYS + 7), timeWindow: 'morning' });

const attempts: Attempt[] = [
  // The steps of the work and the confirmation are update-maintenance's `progress`, open to both sides.
  ...(['set-off', 'arrive', 'start-work', 'finish-work', 'confirm'] as const).flatMap((action) =>
    sides.map((actor): Attempt => ({
      name: `update-maintenance progress ${progressOf[action]}`,
      action,
      actor,
      takes: () => action,
      serves: sides,
      // Work done asks for a complete report: it is filled wherever it may still be written.
      ...(action === 'finish-work' && {
        arrange: async (job: Job) => {
          if (reportWritableJobStatuses.includes(await statusOf(job.id)))
            await fillReport(job.technician.agent, job.id);
        },
      }),
      run: async (job) => answerOf(await progress(sessionOf(job, actor), job.id, progressOf[action] ?? 'completed')),
    })),
  ),
  // raise-dispute and reopen-maintenance are the customer's calls.
  ...sides.map((actor): Attempt => ({
    name: 'raise-dispute',
    action: 'dispute',
    actor,
    takes: () => 'dispute',
    serves: ['customer'],
    run: async (job) => answerOf(await dispute(sessionOf(job, actor), job.id)),
  })),
  ...sides.map((actor): Attempt => ({
    name: 'reopen-maintenance',
    action: 'reopen',
    actor,
    takes: () => 'reopen',
    serves: ['customer'],
    run: async (job) => answerOf(await sessionOf(job, actor).agent.post(reopenPath(job.id))),
  })),
  // cancel-maintenance is each side's one way to call the job off: the server reads which cancellation it is.
  ...sides.map((actor): Attempt => ({
    name: 'cancel-maintenance',
    action: actor === 'customer' ? 'cancel-booking' : 'technician-cancel',
    actor,
    takes: (status) =>
      !isJobCancellation(status) ? 'cancel' : actor === 'customer' ? 'cancel-booking' : 'technician-cancel',
    serves: sides,
    run: async (job) => answerOf(await cancel(sessionOf(job, actor), job.id)),
  })),
  // A reschedule: one side proposes, or answers the other side's proposal (written on the job first).
  ...sides.map((actor): Attempt => ({
    name: 'propose-reschedule',
    action: 'reschedule',
    actor,
    takes: () => 'reschedule',
    serves: sides,
    run: async (job) => answerOf(await sessionOf(job, actor).agent.post(proposePath(job.id)).send(proposal())),
  })),
  ...sides.map((actor): Attempt => ({
    name: 'answer-reschedule (accept)',
    action: 'reschedule',
    actor,
    takes: () => 'reschedule',
    serves: sides,
    arrange: async (job) => {
      await t.database.db
        .update(maintenanceRequests)
        .set({
          rescheduleDate: proposal().preferredDate,
          rescheduleWindow: 'morning',
          rescheduleBy: otherSide(actor),
          rescheduleAt: t.clock.now(),
        })
        .where(eq(maintenanceRequests.id, job.id));
    },
    run: async (job) => answerOf(await sessionOf(job, actor).agent.post(answerPath(job.id)).send({ answer: 'accept' })),
  })),
  // The system completes through the sweep, once the work was done longer ago than the wait.
  {
    name: 'the auto-completion sweep',
    action: 'auto-complete',
    actor: 'system',
    takes: () => 'auto-complete',
    serves: sides,
    arrange: async (job) => {
      await t.database.db
        .update(maintenanceRequests)
        .set({ workDoneAt: new Date(t.clock.now().getTime() - 73 * HOUR) })
        .where(eq(maintenanceRequests.id, job.id));
    },
    run: async () => {
      await runAutoCompleteSweep(t.deps);
      return { done: true };
    },
  },
  // An admin decides through the decision services, in the admin action's transaction.
  ...(['release', 'partial-refund', 'full-refund'] as const).map((resolution): Attempt => ({
    name: `resolveDisputeInTransaction ${resolution}`,
    action: resolution === 'full-refund' ? 'refund-dispute' : 'resolve-dispute',
    actor: 'admin',
    takes: () => (resolution === 'full-refund' ? 'refund-dispute' : 'resolve-dispute'),
    serves: sides,
    run: (job) =>
      decide((tx) =>
        resolveDisputeInTransaction(t.deps, tx, {
          requestId: job.id,
          adminId,
          resolution,
          refund: resolution === 'partial-refund' ? BOOKING_TOTAL / 3 : 0,
          note: 'Half the work was redone by another mechanic.',
        }),
      ),
  })),
  {
    name: 'adminCancelJobInTransaction',
    action: 'admin-cancel-booking',
    actor: 'admin',
    takes: () => 'admin-cancel-booking',
    serves: sides,
    run: (job) =>
      decide((tx) =>
        adminCancelJobInTransaction(t.deps, tx, {
          requestId: job.id,
          adminId,
          refund: BOOKING_TOTAL / 2,
          reason: REASON,
        }),
      ),
  },
];

/** The technician who dropped the job is no side of the request any more; otherwise each actor is their side. */
function sideServed(attempt: Attempt, status: JobStatus): boolean {
  if (attempt.actor !== 'customer' && attempt.actor !== 'technician') return true;
  if (attempt.actor === 'technician' && status === 'technician-canceled') return false;
  return attempt.serves.includes(attempt.actor);
}

const cases = statuses.flatMap((status) =>
  attempts.map((attempt) => {
    const transition = attempt.takes(status);
    return { status, attempt, transition, allowed: canTransition(transition, status, attempt.actor) };
  }),
);

it('covers every job action, every status from booked on and every actor with a call for it', () => {
  expect(new Set(cases.map((c) => c.attempt.action))).toEqual(new Set(jobActions));
  expect(new Set(cases.map((c) => c.status))).toEqual(new Set(statuses));
  expect(new Set(cases.map((c) => c.attempt.actor))).toEqual(new Set(['customer', 'technician', 'admin', 'system']));
  // Each status allows something or is final; every job transition is allowed somewhere.
  const allowedNames = new Set(cases.filter((c) => c.allowed).map((c) => c.transition));
  for (const action of jobActions) expect(allowedNames).toContain(action);
});

describe.each(statuses)('a job in %s', (status) => {
  const refused = cases.filter((c) => c.status === status && !c.allowed);
  const allowed = cases.filter((c) => c.status === status && c.allowed);
  let shared: Job;
  beforeAll(async () => {
    if (refused.length > 0) shared = await jobIn(status);
  });

  it.each(refused.map((c) => ({ ...c, label: `${c.attempt.action} by ${c.attempt.actor} (${c.attempt.name})` })))(
    'refuses $label and changes nothing',
    async ({ attempt }) => {
      await attempt.arrange?.(shared);
      const before = await snapshot(shared);
      const answer = await attempt.run(shared);
      if (attempt.actor === 'system') {
        // The sweep refuses nothing out loud: it passes the job by.
        expect(answer).toEqual({ done: true });
      } else if (!sideServed(attempt, status)) {
        expect(answer).toMatchObject({ done: false, status: 404, code: 'NOT_FOUND' });
      } else {
        expect(answer).toMatchObject({ done: false, status: 409, detail: status });
        const codes = attempt.actor === 'admin' ? ['ACTION_NOT_APPLICABLE', 'MAINTENANCE_STATUS_CONFLICT'] : [];
        expect([...codes, 'MAINTENANCE_STATUS_CONFLICT']).toContain(answer.done ? '' : answer.code);
      }
      expect(await snapshot(shared)).toEqual(before);
    },
  );

  it.each(
    allowed.map((c) => ({
      ...c,
      to: requestTransitions[c.transition].to,
      label: `${c.attempt.action} by ${c.attempt.actor} (${c.attempt.name})`,
    })),
  )('allows $label: the request is then $to', async ({ attempt, to }) => {
    const job = await jobIn(status);
    await attempt.arrange?.(job);
    expect(await attempt.run(job)).toEqual({ done: true });
    expect(await statusOf(job.id)).toBe(to);
  });
});
