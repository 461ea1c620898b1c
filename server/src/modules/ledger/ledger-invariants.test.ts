import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@fleetcare/shared';
import { openPglite, type Db } from '../../db/client.ts';
import { escrowHolds, ledgerAccounts } from '../../db/schema/index.ts';
import { fundPromo, fundWallet, insertMoneyUser } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedgerInvariants, describeLedgerProblems, holdFromWallet, refundHold } from './index.ts';

/*
 * The check must catch each kind of damage. These tests damage their own database on purpose (behind the
 * services' back, as a bug or a hand edit would), so this file never ends with expectLedgerSound.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

async function accountIdOf(userId: string, kind: 'wallet' | 'promo' | 'escrow' = 'wallet'): Promise<string> {
  const rows = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, userId));
  const row = rows.find((account) => account.kind === kind);
  if (!row) throw new Error(`no ${kind} for ${userId}`);
  return row.id;
}

/** Writes a transaction with the given entries straight into the tables, as a bug would. */
async function insertRawTransaction(
  target: Db,
  entries: { accountId: string; amount: number }[],
  kind = 'correction',
): Promise<string> {
  const id = randomUUID();
  await target.execute(
    sql`insert into ledger_transactions (id, kind, idempotency_key, description) values (${id}, ${kind}, ${`raw:${id}`}, 'Raw')`,
  );
  for (const entry of entries) {
    await target.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      values (${id}, ${entry.accountId}, ${entry.amount}, 0)`);
    await target.execute(
      sql`update ledger_accounts set balance = balance + ${entry.amount} where id = ${entry.accountId}`,
    );
  }
  return id;
}

describe('checkLedgerInvariants', () => {
  it('when everything went through the services, then the report is ok with nothing listed', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 5000);
    await holdFromWallet(t.deps, { payerId, amount: 2000, purposeKey: `order:${randomUUID()}`, description: 'x' });
    const report = await checkLedgerInvariants(db());
    expect(report).toEqual({
      ok: true,
      unbalanced: [],
      mixedCurrency: [],
      drifted: [],
      negative: [],
      escrow: [],
      promoLeaks: [],
      holdSplits: [],
    });
    expect(describeLedgerProblems(report)).toEqual([]);
  });

  it('when a transaction’s entries do not sum to zero, then it is listed as unbalanced', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 100);
    const transactionId = await insertRawTransaction(db(), [{ accountId: await accountIdOf(userId), amount: 50 }]);
    const report = await checkLedgerInvariants(db());
    expect(report.ok).toBe(false);
    expect(report.unbalanced).toContainEqual({ transactionId, sum: 50 });
    expect(describeLedgerProblems(report)).toContain(
      `transaction ${transactionId}: entries sum to 50 (or fewer than 2)`,
    );
  });

  it('when a transaction moves two currencies, then it is listed', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 100);
    const [usd] = await db()
      .insert(ledgerAccounts)
      .values({ kind: 'fees', ownerId: null, currency: 'USD' as unknown as Currency, allowNegative: true })
      .returning({ id: ledgerAccounts.id });
    const transactionId = await insertRawTransaction(db(), [
      { accountId: await accountIdOf(userId), amount: -100 },
      { accountId: usd?.id ?? '', amount: 100 },
    ]);
    const report = await checkLedgerInvariants(db());
    expect(report.mixedCurrency).toContainEqual({ transactionId, currencies: 'NGN,USD' });
  });

  it('when a cached balance differs from its entries, then the account is listed as drifted', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 700);
    const accountId = await accountIdOf(userId);
    await db().update(ledgerAccounts).set({ balance: 701 }).where(eq(ledgerAccounts.id, accountId));
    const report = await checkLedgerInvariants(db());
    expect(report.drifted).toContainEqual({ accountId, cached: 701, fromEntries: 700 });
  });

  it('when a wallet is below zero, then it is listed', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 10);
    const accountId = await accountIdOf(userId);
    // The check constraint stops this unless the flag is flipped too: the check must not rely on it.
    await db().update(ledgerAccounts).set({ allowNegative: true }).where(eq(ledgerAccounts.id, accountId));
    const other = await insertMoneyUser(db());
    await fundWallet(t.deps, other, 10);
    await insertRawTransaction(db(), [
      { accountId, amount: -20 },
      { accountId: await accountIdOf(other), amount: 20 },
    ]);
    const report = await checkLedgerInvariants(db());
    expect(report.negative).toContainEqual({ accountId, balance: -10 });
  });

  it('when a hold’s status no longer matches the escrow balance, then the payer is listed', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 3000);
    const purposeKey = `order:${randomUUID()}`;
    await holdFromWallet(t.deps, { payerId, amount: 3000, purposeKey, description: 'x' });
    await db().update(escrowHolds).set({ status: 'released' }).where(eq(escrowHolds.purposeKey, purposeKey));
    const report = await checkLedgerInvariants(db());
    expect(report.escrow).toContainEqual({ payerId, currency: 'NGN', held: 0, escrowBalance: 3000 });
    expect(describeLedgerProblems(report)).toContain(`payer ${payerId}: NGN holds in 'held' sum to 0, escrow is 3000`);
  });
});

describe('checkLedgerInvariants: promotional credit', () => {
  it('when promotional credit was spent, refunded and granted through the services, then nothing is listed', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 5000);
    await fundPromo(t.deps, payerId, 1500);
    const purposeKey = `order:${randomUUID()}`;
    await holdFromWallet(t.deps, { payerId, amount: 2000, purposeKey, description: 'x' });
    await refundHold(t.deps, { purposeKey });
    const report = await checkLedgerInvariants(db(), { owners: [payerId] });
    expect(report).toMatchObject({ ok: true, negative: [], promoLeaks: [], holdSplits: [] });
  });

  it('when promotional credit is below zero, then it is listed', async () => {
    const userId = await insertMoneyUser(db());
    await fundPromo(t.deps, userId, 10);
    const accountId = await accountIdOf(userId, 'promo');
    await db().update(ledgerAccounts).set({ allowNegative: true }).where(eq(ledgerAccounts.id, accountId));
    const other = await insertMoneyUser(db());
    await fundWallet(t.deps, other, 10);
    await insertRawTransaction(db(), [
      { accountId, amount: -25 },
      { accountId: await accountIdOf(other), amount: 25 },
    ]);
    const report = await checkLedgerInvariants(db(), { owners: [userId] });
    expect(report.negative).toContainEqual({ accountId, balance: -15 });
  });

  it('when a withdrawal or a top-up moves promotional credit, then the entry is listed as a leak', async () => {
    const userId = await insertMoneyUser(db());
    await fundPromo(t.deps, userId, 900);
    const promoId = await accountIdOf(userId, 'promo');
    // The platform's promotions account (NGN), made by the grant above.
    const [promotions] = await db()
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'promotions'), eq(ledgerAccounts.currency, 'NGN')));
    const platformId = promotions?.id ?? '';
    const payout = await insertRawTransaction(
      db(),
      [
        { accountId: promoId, amount: -500 },
        { accountId: platformId, amount: 500 },
      ],
      'payout',
    );
    const topUp = await insertRawTransaction(
      db(),
      [
        { accountId: promoId, amount: 100 },
        { accountId: platformId, amount: -100 },
      ],
      'top-up',
    );
    const report = await checkLedgerInvariants(db(), { owners: [userId] });
    expect(report.ok).toBe(false);
    expect(report.promoLeaks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transactionId: payout, kind: 'payout', amount: -500 }),
        expect.objectContaining({ transactionId: topUp, kind: 'top-up', amount: 100 }),
      ]),
    );
    expect(report.promoLeaks).toHaveLength(2);
    expect(describeLedgerProblems(report).join('\n')).toContain(
      `a payout transaction (${payout}) moved -500 of promotional credit`,
    );
  });

  it('when a hold’s recorded promotional part differs from what its postings moved, then the hold is listed', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 5000);
    await fundPromo(t.deps, payerId, 700);
    const purposeKey = `order:${randomUUID()}`;
    const { hold } = await holdFromWallet(t.deps, { payerId, amount: 2000, purposeKey, description: 'x' });
    expect(hold.promotional).toBe(700);
    await db().update(escrowHolds).set({ promoAmount: 0 }).where(eq(escrowHolds.purposeKey, purposeKey));
    const report = await checkLedgerInvariants(db(), { owners: [payerId] });
    expect(report.holdSplits).toEqual([{ holdId: hold._id, kind: 'hold', promoAmount: 0, promoMoved: -700 }]);
  });
});

describe('npm run ledger:check (scripts/check-ledger.ts)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const run = (env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-ledger.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout + error.stderr,
      }),
    );

  it('when the PGlite data directory holds a sound ledger, then it says so and exits 0; damaged, it lists the damage and exits 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-ledger-check-'));
    try {
      const database = await openPglite({ dataDir });
      await database.migrate();
      const deps = { ...t.deps, db: database.db, database };
      const payerId = await insertMoneyUser(database.db);
      await fundWallet(deps, payerId, 4000);
      await fundPromo(deps, payerId, 500);
      // ₦5 of promotional credit and ₦5 of cash.
      await holdFromWallet(deps, { payerId, amount: 1000, purposeKey: `order:${randomUUID()}`, description: 'x' });
      await database.close();

      const sound = await run({ DATA_DIR: dataDir });
      expect(sound.stdout).toContain('The ledger is sound.');
      expect(sound.stdout).toMatch(/3 transactions, 7 entries, 5 accounts, 1 escrow holds/);
      expect(sound.stdout).toMatch(/ok {3}promotional credit moves only by grants, payments for services and refunds/);
      expect(sound.code).toBe(0);

      const reopened = await openPglite({ dataDir });
      await reopened.db.update(ledgerAccounts).set({ balance: 1 }).where(eq(ledgerAccounts.kind, 'escrow'));
      await reopened.close();
      const damaged = await run({ DATA_DIR: dataDir });
      expect(damaged.code).toBe(1);
      expect(damaged.stdout).toMatch(/FAIL cached balances equal the sum of entries — 1 violations/);
      expect(damaged.stdout).toMatch(/cached balance 1, entries sum to 1000/);
      expect(damaged.stdout).toMatch(/escrow is 1/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('when DATA_DIR holds no database, then it says so and exits 2 (it never creates one)', async () => {
    const dataDir = path.join(os.tmpdir(), `fleetcare-no-ledger-${randomUUID()}`);
    const result = await run({ DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stdout).toContain(`there is no PGlite database in ${dataDir}`);
  }, 30_000);
});
