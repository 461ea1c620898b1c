// Auto-completion sweep benchmark: runAutoCompleteSweep (the 'maintenance-auto-complete' job: a job whose work was
// done 72 hours ago without the customer confirming or disputing completes by itself and its escrow is released to
// the technician less the commission) over JOBS maintenance requests, DUE of them work done more than 72 hours ago,
// in one process wired as server/src/main.ts wires it (config, migrated database, deps). The other requests are
// spread over the statuses a live table has (open, quoted, booked, under way, work done within the 72 hours,
// completed, cancelled), inserted in bulk. Each due job is booked on a quotation of its own and paid into escrow
// through the ledger's services (a top-up per customer, then holdFromWallet per job, as a booking holds it), so the
// release is the real one. It times one sweep, then runs a second, and checks: every due job completed, no other
// job touched, each due job's hold released exactly once (one 'release' ledger transaction), the second sweep found
// nothing, and the ledger's invariants. Prints the figures and PASS/FAIL; target ≤ 5 s on PostgreSQL (printed on
// PGlite, no target). A broken check fails every run, smoke size too; a missed target fails a full-size run.
//
//   npm run bench:auto-complete                                (PGlite on disk, as `npm start` runs it)
//   BENCH_DATABASE_URL=postgres://user:pw@127.0.0.1:5432/db npm run bench:auto-complete
//                                                              (PostgreSQL: use an empty database, it adds its own
//                                                               rows and leaves them)
//   JOBS=100000 DUE=2000 npm run bench:auto-complete
//   BENCH_SMOKE=1 npm run bench:auto-complete                  (smoke size, as CI runs it: 5,000 requests, 100 due;
//                                                               the figures are printed, the target not enforced)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { addDays, lagosToday, type MaintenanceStatus } from '@fleetcare/shared';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase, queryRows } from '../server/src/db/client.ts';
import { maintenanceRequests, quotations, users, vehicles } from '../server/src/db/schema/index.ts';
import { createDeps } from '../server/src/deps.ts';
import { createLogger } from '../server/src/lib/logger.ts';
import {
  checkLedgerInvariants,
  describeLedgerProblems,
  holdFromWallet,
  platformAccount,
  postLedgerTransaction,
  walletOf,
} from '../server/src/modules/ledger/index.ts';
import { runAutoCompleteSweep } from '../server/src/modules/maintenance/jobs/auto-complete.service.ts';

const SMOKE = process.env.BENCH_SMOKE === '1';
const JOBS = Number(process.env.JOBS ?? (SMOKE ? 5_000 : 50_000));
const DUE = Number(process.env.DUE ?? (SMOKE ? 100 : 1_000));
const CUSTOMERS = Math.max(10, Math.ceil(JOBS / 250));
const TECHNICIANS = Math.max(5, Math.ceil(JOBS / 500));
const CONCURRENCY = 16;
const POOL_SIZE = 10;
const LIMIT_SECONDS = 5;
const QUOTATION_KOBO = 30_000_00;
const COMMISSION_BPS = 1500;
const HOUR = 3_600_000;
/** A missed target: a failure, or in smoke size only a note. */
const MISS = SMOKE ? 'over target (not enforced at smoke size)' : 'FAIL';

if (!(DUE > 0 && JOBS >= DUE)) throw new Error(`JOBS (${JOBS}) must be at least DUE (${DUE}), and DUE more than 0`);

// A seeded generator, so two runs seed the same table.
let seed = 20_270_301;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// ---------------------------------------------------------------- the service layer, as main.ts builds it
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-bench-auto-complete-'));
const appSecret = randomBytes(32).toString('base64url');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_SECRET: appSecret,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  PAYMENTS_SANDBOX_ALLOWED: 'true',
});
const logger = createLogger(config.logLevel);
const database = await openDatabase(config);
await database.migrate();
const deps = createDeps({ config, database, logger, appSecret });
const { db } = database;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs `count` jobs with at most `concurrency` in flight. */
async function runConcurrently(count: number, concurrency: number, job: (index: number) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await job(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

async function insertInChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

type RequestInsert = typeof maintenanceRequests.$inferInsert;

/** The statuses of the requests that are not due, with how often each comes up. */
const OTHER_STATUSES: readonly MaintenanceStatus[] = [
  'open',
  'quoted',
  'canceled',
  'expired',
  'booked',
  'en-route',
  'in-progress',
  'work-done',
  'disputed',
  'completed',
  'completed',
  'completed',
  'completed',
];

const failures: string[] = [];
try {
  console.log(
    `auto-complete sweep benchmark on ${database.kind}: ${JOBS} maintenance requests, ${DUE} work done more than ` +
      `72 hours ago${SMOKE ? ' (smoke size: target not enforced)' : ''}`,
  );
  const run = randomBytes(3).toString('hex');
  const now = deps.now();
  const seedStarted = performance.now();

  // People and vehicles.
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS + TECHNICIANS }, (_, n) => ({
        email: `bench.auto-complete.${run}.${n}@example.com`,
        firstName: 'Bench',
        lastName: n < CUSTOMERS ? `Customer ${n}` : `Technician ${n - CUSTOMERS}`,
        roles: n < CUSTOMERS ? ['customer'] : ['customer', 'technician'],
      })),
    )
    .returning({ id: users.id });
  const customerIds = people.slice(0, CUSTOMERS).map((row) => row.id);
  const technicianIds = people.slice(CUSTOMERS).map((row) => row.id);
  const vehicleRows = await db
    .insert(vehicles)
    .values(
      customerIds.map((ownerId, n) => ({
        ownerId,
        plateNumber: `BEN${run.slice(0, 3).toUpperCase()}${String(n).padStart(5, '0')}`,
        category: 'car' as const,
        brand: 'Toyota',
        model: 'Corolla',
        year: 2018,
        fuel: 'petrol' as const,
      })),
    )
    .returning({ id: vehicles.id, ownerId: vehicles.ownerId });

  // Every request, the due ones first (their ids are chosen here: their quotations and holds are keyed by them).
  const place = {
    addressLine: '14 Obafemi Awolowo Way',
    town: 'Ikeja',
    lga: 'Ikeja',
    state: 'Lagos',
    lat: 6.6137,
    lng: 3.3581,
    description: 'Service due.',
    services: ['general-servicing'],
    timeWindow: 'morning' as const,
    dispatchRound: 1,
  };
  const due: { id: string; customerId: string; technicianId: string; quotationId: string; holdKey: string }[] = [];
  const requests: RequestInsert[] = [];
  for (let n = 0; n < JOBS; n += 1) {
    const vehicle = vehicleRows[n % vehicleRows.length];
    if (!vehicle) throw new Error('no vehicle');
    const id = randomUUID();
    const technicianId = pick(technicianIds);
    const isDue = n < DUE;
    const status: MaintenanceStatus = isDue ? 'work-done' : pick(OTHER_STATUSES);
    const booked = !['open', 'quoted', 'canceled', 'expired'].includes(status);
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    const bookedAt = ago(isDue ? 100 + random() * 200 : 1 + random() * 500);
    const quotationId = randomUUID();
    const holdKey = `maintenance:${id}:wallet:${quotationId}`;
    if (isDue) due.push({ id, customerId: vehicle.ownerId, technicianId, quotationId, holdKey });
    // Work done more than 72 hours ago for the due ones; within the last 71 hours for the others still waiting.
    const workDoneAt = isDue
      ? ago(73 + random() * 48)
      : status === 'work-done'
        ? ago(random() * 71)
        : ['disputed', 'completed'].includes(status)
          ? ago(80 + random() * 400)
          : null;
    const settled = status === 'completed';
    requests.push({
      ...place,
      id,
      customerId: vehicle.ownerId,
      vehicleId: vehicle.id,
      status,
      preferredDate: addDays(lagosToday(bookedAt), 2),
      submittedAt: new Date(bookedAt.getTime() - 2 * HOUR),
      expiresAt: new Date(bookedAt.getTime() + 70 * HOUR),
      ...(booked && {
        technicianId,
        bookedQuotationId: quotationId,
        bookedAt,
        bookingHoldKey: holdKey,
        commissionBps: COMMISSION_BPS,
        enRouteAt: status === 'booked' ? null : bookedAt,
        workDoneAt,
      }),
      ...(settled && {
        completedAt: new Date((workDoneAt ?? now).getTime() + HOUR),
        settledAt: new Date((workDoneAt ?? now).getTime() + HOUR),
        refundedAmount: 0,
        releasedAmount: QUOTATION_KOBO,
        commissionAmount: 450_000,
      }),
      ...(status === 'canceled' && { canceledAt: bookedAt, canceledBy: 'customer' as const }),
      ...(status === 'disputed' && { disputeReason: 'The noise is back.', disputedAt: workDoneAt }),
      createdAt: new Date(bookedAt.getTime() - 3 * HOUR),
      updatedAt: bookedAt,
    });
  }
  // Shuffled, so the due rows are not the first ones written.
  for (let n = requests.length - 1; n > 0; n -= 1) {
    const other = Math.floor(random() * (n + 1));
    [requests[n], requests[other]] = [requests[other] as RequestInsert, requests[n] as RequestInsert];
  }
  await insertInChunks(requests, 1_000, (chunk) => db.insert(maintenanceRequests).values(chunk));

  // The due jobs' quotations, and their money in escrow through the ledger's services.
  await insertInChunks(due, 1_000, (chunk) =>
    db.insert(quotations).values(
      chunk.map((job) => ({
        id: job.quotationId,
        requestId: job.id,
        technicianId: job.technicianId,
        status: 'accepted' as const,
        labour: [{ service: 'general-servicing', amount: QUOTATION_KOBO }],
        parts: [],
        labourTotal: QUOTATION_KOBO,
        partsTotal: 0,
        callOutFee: 0,
        total: QUOTATION_KOBO,
        earliestArrival: now,
        validUntil: now,
      })),
    ),
  );
  const perCustomer = new Map<string, number>();
  for (const job of due) perCustomer.set(job.customerId, (perCustomer.get(job.customerId) ?? 0) + QUOTATION_KOBO);
  const funded = [...perCustomer.entries()];
  await runConcurrently(funded.length, CONCURRENCY, (index) => {
    const [customerId, amount] = funded[index] ?? ['', 0];
    return postLedgerTransaction(deps, {
      kind: 'top-up',
      idempotencyKey: `bench-auto-complete-top-up:${run}:${index}`,
      userId: customerId,
      description: 'Wallet top-up',
      postings: [
        { account: platformAccount('gateway-clearing'), amount: -amount },
        { account: walletOf(customerId), amount },
      ],
    });
  });
  await runConcurrently(due.length, CONCURRENCY, (index) => {
    const job = due[index];
    if (!job) throw new Error('no job');
    return holdFromWallet(deps, {
      payerId: job.customerId,
      amount: QUOTATION_KOBO,
      purposeKey: job.holdKey,
      description: `Maintenance booking ${job.id}`,
    });
  });
  console.log(
    `  seeded ${JOBS} requests (${DUE} due, ${CUSTOMERS} customers, ${TECHNICIANS} technicians) and ${DUE} holds ` +
      `in ${seconds(performance.now() - seedStarted)}`,
  );
  const before = await queryRows<{ status: string; count: number }>(
    db,
    sql`select ${maintenanceRequests.status} as status, count(*)::int as count from ${maintenanceRequests}
        group by ${maintenanceRequests.status}`,
  );

  // ---------------------------------------------------------------- the sweep
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const sweep = await runAutoCompleteSweep(deps);
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const ok = elapsed <= LIMIT_SECONDS * 1000;
  const limited = database.kind === 'postgres';
  console.log(
    `  sweep: ${sweep.completed} completed, ${sweep.failed} failed in ${seconds(elapsed)} ` +
      `(${(sweep.completed / (elapsed / 1000)).toFixed(0)} jobs/s)` +
      (limited ? ` (target ≤ ${LIMIT_SECONDS} s) ${ok ? 'PASS' : MISS}` : ' (no target on PGlite)'),
  );
  if (limited && !ok) failures.push('sweep time');
  console.log(`  this process's CPU during the sweep: ${seconds((cpu.user + cpu.system) / 1000)}`);

  const againStarted = performance.now();
  const again = await runAutoCompleteSweep(deps);
  console.log(
    `  a second sweep: ${again.completed} completed, ${again.failed} failed in ` +
      `${seconds(performance.now() - againStarted)}`,
  );

  // ---------------------------------------------------------------- the checks
  const check = (name: string, passed: boolean, detail: string) => {
    console.log(`  ${name}: ${detail} ${passed ? 'ok' : 'BROKEN'}`);
    if (!passed) failures.push(name);
  };
  check('sweep counts', sweep.completed === DUE && sweep.failed === 0, `${sweep.completed} of ${DUE} due`);
  check('second sweep', again.completed === 0 && again.failed === 0, `${again.completed} completed`);
  const dueIds = due.map((job) => job.id);
  let completed = 0;
  for (let start = 0; start < dueIds.length; start += 1_000) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${maintenanceRequests}
          where ${inArray(maintenanceRequests.id, dueIds.slice(start, start + 1_000))}
          and ${maintenanceRequests.status} = 'completed' and ${maintenanceRequests.releasedAmount} = ${QUOTATION_KOBO}`,
    );
    completed += row?.count ?? 0;
  }
  check('due jobs completed', completed === DUE, `${completed} of ${DUE}`);
  const after = await queryRows<{ status: string; count: number }>(
    db,
    sql`select ${maintenanceRequests.status} as status, count(*)::int as count from ${maintenanceRequests}
        group by ${maintenanceRequests.status}`,
  );
  const count = (rows: typeof before, status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  const othersUntouched =
    count(after, 'work-done') === count(before, 'work-done') - DUE &&
    count(after, 'completed') === count(before, 'completed') + DUE &&
    count(after, 'disputed') === count(before, 'disputed');
  check('other jobs untouched', othersUntouched, `${count(after, 'work-done')} still work-done (within 72 hours)`);
  const [releases] = await queryRows<{ holds: number; releases: number; twice: number }>(
    db,
    sql`select count(distinct h.id)::int as holds, count(t.id)::int as releases,
          (select count(*)::int from (
             select t2.hold_id from ledger_transactions t2 where t2.kind = 'release' group by t2.hold_id
             having count(*) > 1) twice) as twice
        from escrow_holds h
        left join ledger_transactions t on t.hold_id = h.id and t.kind = 'release'
        where h.purpose_key like ${`maintenance:%`} and h.description like ${'Maintenance booking %'}
          and h.status = 'released'`,
  );
  check(
    'released once',
    (releases?.twice ?? 1) === 0 && releases?.releases === releases?.holds && (releases?.holds ?? 0) >= DUE,
    `${releases?.releases} release transactions for ${releases?.holds} released holds, ` +
      `${releases?.twice} holds released more than once`,
  );
  const checkStarted = performance.now();
  const report = await checkLedgerInvariants(db);
  check('ledger invariants', report.ok, `checked in ${seconds(performance.now() - checkStarted)}`);
  if (!report.ok) for (const line of describeLedgerProblems(report).slice(0, 20)) console.log(`    ${line}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// The checks are correctness, not targets: broken, they fail a smoke run too.
const broken = failures.filter((failure) => failure !== 'sweep time');
if (SMOKE && broken.length === 0) {
  console.log(
    `SMOKE: ran to the end${failures.length > 0 ? ` (over target at this size: ${failures.join(', ')})` : ''}`,
  );
  process.exit(0);
}
console.log(failures.length === 0 ? 'PASS' : `FAIL: ${failures.join(', ')}`);
process.exit(failures.length === 0 ? 0 : 1);
