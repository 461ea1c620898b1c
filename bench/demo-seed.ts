// Demo seed benchmark: how long a new database takes to seed with demo data, as `npm start`, the e2e server and
// the tests that seed do it on every start. Opens a fresh database (PGlite in a temporary directory, or PostgreSQL
// with BENCH_DATABASE_URL: it must be empty), migrates it, builds the app's services as server/src/main.ts does
// and runs every seed step, timing each one; then proves the ledger sound and prints what the demo accounts got.
// The figures are printed, not asserted (no target: the machine's speed decides them).
//
//   node --import tsx bench/demo-seed.ts
//   RUNS=3 node --import tsx bench/demo-seed.ts      (several fresh databases: the median and the slowest)
//   BENCH_DATABASE_URL=postgres://user:pw@127.0.0.1:5432/empty_db node --import tsx bench/demo-seed.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase, queryRows } from '../server/src/db/client.ts';
import { runSeed, type SeedStep } from '../server/src/db/seed.ts';
import { createDeps } from '../server/src/deps.ts';
import { createLogger } from '../server/src/lib/logger.ts';
import { checkLedgerInvariants, describeLedgerProblems } from '../server/src/modules/ledger/index.ts';
import { seedStepsFor } from '../server/src/seed-steps.ts';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
if (process.env.BENCH_DATABASE_URL && RUNS > 1) {
  console.error('RUNS > 1 needs a fresh database each time: use PGlite (leave BENCH_DATABASE_URL unset).');
  process.exit(2);
}

const ms = (started: number) => performance.now() - started;
const totals: number[] = [];
let exitCode = 0;

for (let run = 1; run <= RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-bench-seed-'));
  const appSecret = randomBytes(32).toString('base64url');
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    APP_SECRET: appSecret,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const logger = createLogger(config.logLevel);
  const opened = performance.now();
  const database = await openDatabase(config);
  await database.migrate();
  const migrateMs = ms(opened);
  const deps = createDeps({ config, database, logger, appSecret });
  try {
    const timings: [string, number][] = [];
    const timed = seedStepsFor(deps).map((step): SeedStep => ({
      ...step,
      async run(tx) {
        const started = performance.now();
        await step.run(tx);
        timings.push([step.name, ms(started)]);
      },
    }));
    const started = performance.now();
    await runSeed({ db: database.db, logger, demoData: true }, timed);
    const total = ms(started);
    totals.push(total);

    console.log(`Run ${run} on ${database.kind} (open and migrate ${migrateMs.toFixed(0)} ms)`);
    for (const [name, elapsed] of timings) console.log(`  ${name.padEnd(28)} ${elapsed.toFixed(0).padStart(6)} ms`);
    console.log(`  ${'all seed steps'.padEnd(28)} ${total.toFixed(0).padStart(6)} ms`);

    if (run === 1) {
      const [counts] = await queryRows<Record<string, string>>(
        database.db,
        sql`select
          (select count(*) from vehicles)::text as vehicles,
          (select count(*) from mileage_logs)::text as "mileage entries",
          (select count(*) from routine_check_schedules)::text as schedules,
          (select count(*) from routine_checks)::text as "routine checks",
          (select count(*) from vehicle_documents)::text as documents,
          (select count(*) from obd_readings)::text as "OBD readings",
          (select count(*) from vehicle_events)::text as "history entries",
          (select count(*) from ledger_transactions)::text as "ledger transactions"`,
      );
      console.log(
        `  ${Object.entries(counts ?? {})
          .map(([name, value]) => `${value} ${name}`)
          .join(', ')}`,
      );
    }
    const report = await checkLedgerInvariants(database.db);
    if (!report.ok) {
      console.log('  the ledger is NOT sound:');
      for (const line of describeLedgerProblems(report)) console.log(`    ${line}`);
      exitCode = 1;
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (RUNS > 1) {
  const sorted = [...totals].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(`${RUNS} runs: median ${median.toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
}
process.exit(exitCode);
