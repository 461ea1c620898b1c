// Wallet-to-escrow holds benchmark: PAYERS payers, each funded first with a top-up posting, then HOLDS
// holds through holdFromWallet (the service every marketplace payment uses: wallet −X, escrow +X, one escrow_holds
// row, WALLET_BALANCES published) with CONCURRENCY of them in flight at once, in one process wired as
// server/src/main.ts wires it (config, migrated database, deps). It prints holds per second and the p50/p95/p99
// latency of one hold, checks the ledger's invariants afterwards, and PASS/FAIL against the issue's targets:
//   PostgreSQL with 10 connections: ≥ 300 holds/s and p99 ≤ 150 ms;   PGlite: ≥ 200 holds/s.
// Exits 1 when a target is missed.
//
//   npm run bench:wallet                                         (PGlite on disk, as `npm start` runs it)
//   BENCH_DATABASE_URL=postgres://user:pw@127.0.0.1:5432/db npm run bench:wallet   (PostgreSQL; adds its own data)
//   HOLDS=500 CONCURRENCY=10 npm run bench:wallet                (a smaller run)
//   BENCH_SMOKE=1 npm run bench:wallet                           (smoke size, as CI runs it: 50 payers, 200 holds;
//                                                                the figures are printed, the targets not enforced)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
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

const SMOKE = process.env.BENCH_SMOKE === '1';
const PAYERS = Number(process.env.PAYERS ?? (SMOKE ? 50 : 500));
const HOLDS = Number(process.env.HOLDS ?? (SMOKE ? 200 : 3000));
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const POOL_SIZE = 10;
const WARM_UP = SMOKE ? 10 : 100;
const HOLD_KOBO = 2_500_00;
/** A missed target: a failure, or in smoke size only a note. */
const MISS = SMOKE ? 'over (smoke size)' : 'FAIL';
const targets = {
  postgres: { perSecond: 300, p99Ms: 150 },
  pglite: { perSecond: 200, p99Ms: Number.POSITIVE_INFINITY },
} as const;

// ---------------------------------------------------------------- the service layer, as main.ts builds it
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-bench-wallet-'));
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
  // Holds need no gateway; production refuses the sandbox unless told it is a demo.
  PAYMENTS_SANDBOX_ALLOWED: 'true',
});
const logger = createLogger(config.logLevel);
const database = await openDatabase(config);
await database.migrate();
const deps = createDeps({ config, database, logger, appSecret });

// ---------------------------------------------------------------- measuring
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs `count` jobs with at most `concurrency` in flight; returns each job's latency. */
async function runConcurrently(count: number, concurrency: number, job: (index: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      await job(index);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return latencies;
}

const failures: string[] = [];
try {
  const target = targets[database.kind];
  console.log(
    `wallet holds benchmark on ${database.kind}` +
      `${database.kind === 'postgres' ? ` (pool of ${POOL_SIZE} connections)` : ''}: ` +
      `${PAYERS} payers, ${HOLDS} holds, ${CONCURRENCY} in flight${SMOKE ? ' (smoke size: targets not enforced)' : ''}`,
  );
  const run = randomBytes(3).toString('hex');
  const payerRows = await database.db
    .insert(users)
    .values(
      Array.from({ length: PAYERS }, (_, index) => ({
        email: `bench.wallet.${run}.${index}@example.com`,
        firstName: 'Bench',
        lastName: `Payer ${index}`,
      })),
    )
    .returning({ id: users.id });
  const payers = payerRows.map((row) => row.id);
  const holdsPerPayer = Math.ceil((HOLDS + WARM_UP) / PAYERS);
  const fundStarted = performance.now();
  await runConcurrently(PAYERS, CONCURRENCY, (index) => {
    const payerId = payers[index] ?? '';
    const amount = holdsPerPayer * HOLD_KOBO;
    return postLedgerTransaction(deps, {
      kind: 'top-up',
      idempotencyKey: `bench-top-up:${run}:${index}`,
      userId: payerId,
      description: 'Wallet top-up',
      postings: [
        { account: platformAccount('gateway-clearing'), amount: -amount },
        { account: walletOf(payerId), amount },
      ],
    });
  });
  console.log(`  funded ${PAYERS} wallets in ${ms(performance.now() - fundStarted)}`);

  const hold = (index: number) =>
    holdFromWallet(deps, {
      payerId: payers[index % PAYERS] ?? '',
      amount: HOLD_KOBO,
      purposeKey: `order:${randomUUID()}`,
      description: `Bench order ${index}`,
    });
  await runConcurrently(WARM_UP, CONCURRENCY, hold);

  const started = performance.now();
  const latencies = await runConcurrently(HOLDS, CONCURRENCY, hold);
  const seconds = (performance.now() - started) / 1000;
  const perSecond = HOLDS / seconds;
  const [p50, p95, p99] = [percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99)];
  const rateOk = perSecond >= target.perSecond;
  const p99Ok = p99 <= target.p99Ms;
  console.log(
    `  holds: ${perSecond.toFixed(0)}/s over ${HOLDS} in ${seconds.toFixed(2)} s ` +
      `(target ≥ ${target.perSecond}/s) ${rateOk ? 'PASS' : MISS}`,
  );
  console.log(
    `  latency of one hold: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}` +
      (Number.isFinite(target.p99Ms) ? ` (target p99 ≤ ${target.p99Ms} ms) ${p99Ok ? 'PASS' : MISS}` : ''),
  );
  if (!rateOk) failures.push('holds per second');
  if (!p99Ok) failures.push('p99 latency');

  const checkStarted = performance.now();
  const report = await checkLedgerInvariants(database.db);
  console.log(
    `  ledger invariants: ${report.ok ? 'ok' : 'BROKEN'} (checked in ${ms(performance.now() - checkStarted)})`,
  );
  if (!report.ok) {
    for (const line of describeLedgerProblems(report).slice(0, 20)) console.log(`    ${line}`);
    failures.push('ledger invariants');
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// The ledger's invariants are a correctness check, not a target: broken, they fail a smoke run too.
const broken = failures.includes('ledger invariants');
if (SMOKE && !broken) {
  console.log(
    `SMOKE: ran to the end${failures.length > 0 ? ` (over target at this size: ${failures.join(', ')})` : ''}`,
  );
  process.exit(0);
}
console.log(failures.length === 0 ? 'PASS' : `FAIL: ${failures.join(', ')}`);
process.exit(failures.length === 0 ? 0 : 1);
