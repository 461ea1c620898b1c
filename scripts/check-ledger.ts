// Proves the ledger's invariants over the whole database and prints a readable report:
//   every transaction's entries sum to zero (and there are at least two), one currency per transaction,
//   every account's cached balance equals the sum of its entries, no wallet, promotional credit or escrow below
//   zero, each payer's escrow balance equals the sum of their holds still in status 'held', promotional credit
//   moved only by grants, payments for services and refunds (never a withdrawal), and each hold's promotional part
//   equal to what its hold took from promotional credit and its refund gave back.
// Exits 0 when the ledger is sound, 1 on any violation, 2 when the database cannot be read.
//
//   npm run ledger:check                         (the configured database: DATABASE_URL, else the PGlite data
//                                                 directory under DATA_DIR, as the server opens it)
//   DATABASE_URL=postgres://… npm run ledger:check
//   DATA_DIR=/var/lib/fleetcare npm run ledger:check   (PGlite: stop the server first — one process per data dir)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase, queryRows, type Database } from '../server/src/db/client.ts';
import { sql } from 'drizzle-orm';
import { checkLedgerInvariants, describeLedgerProblems } from '../server/src/modules/ledger/index.ts';

// Only the database settings matter here: the rest of the configuration (secrets, gateways) is not needed.
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_CONNECT_TIMEOUT_MS: process.env.DATABASE_CONNECT_TIMEOUT_MS,
  DATABASE_STATEMENT_TIMEOUT_MS: process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? '300000',
  DATABASE_POOL_SIZE: '1',
});
const where = config.database.url
  ? `PostgreSQL ${new URL(config.database.url).host}${new URL(config.database.url).pathname}`
  : `PGlite ${config.dataDir}`;

let database: Database | undefined;
let exitCode = 2;
try {
  // Opening a PGlite directory that holds no database would create one: a mistyped DATA_DIR must not look sound.
  if (!config.database.url && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new Error(`there is no PGlite database in ${config.dataDir} (set DATA_DIR or DATABASE_URL)`);
  }
  database = await openDatabase(config);
  const [counts] = await queryRows<{ transactions: string; entries: string; accounts: string; holds: string }>(
    database.db,
    sql`select
      (select count(*) from ledger_transactions)::text as transactions,
      (select count(*) from ledger_entries)::text as entries,
      (select count(*) from ledger_accounts)::text as accounts,
      (select count(*) from escrow_holds)::text as holds`,
  );
  const started = performance.now();
  const report = await checkLedgerInvariants(database.db);
  const elapsed = (performance.now() - started).toFixed(0);
  console.log(`Ledger check of ${where} (${elapsed} ms)`);
  console.log(
    `  ${counts?.transactions ?? 0} transactions, ${counts?.entries ?? 0} entries, ` +
      `${counts?.accounts ?? 0} accounts, ${counts?.holds ?? 0} escrow holds`,
  );
  const checks: [string, number][] = [
    ['every transaction balances (entries sum to zero, at least two)', report.unbalanced.length],
    ['one currency per transaction', report.mixedCurrency.length],
    ['cached balances equal the sum of entries', report.drifted.length],
    ['no wallet, promotional credit or escrow below zero', report.negative.length],
    ["escrow balances equal the holds still 'held'", report.escrow.length],
    ['promotional credit moves only by grants, payments for services and refunds', report.promoLeaks.length],
    ["holds' promotional parts equal what their postings moved", report.holdSplits.length],
  ];
  for (const [name, violations] of checks) {
    console.log(
      `  ${violations === 0 ? 'ok  ' : 'FAIL'} ${name}${violations === 0 ? '' : ` — ${violations} violations`}`,
    );
  }
  if (report.ok) {
    console.log('The ledger is sound.');
    exitCode = 0;
  } else {
    console.log('Violations:');
    for (const line of describeLedgerProblems(report)) console.log(`  ${line}`);
    exitCode = 1;
  }
} catch (error) {
  // Drizzle wraps the database's own error (with the whole query); its cause says what went wrong.
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
  console.error(`Could not check the ledger of ${where}: ${reason}`);
  exitCode = 2;
} finally {
  await database?.close().catch(() => undefined);
}
process.exit(exitCode);
