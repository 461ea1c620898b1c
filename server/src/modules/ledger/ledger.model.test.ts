import { randomUUID } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payoutTransferFeeKobo } from '@fleetcare/shared';
import { ledgerAccounts, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { AppDeps } from '../../deps.ts';
import {
  chargeWalletInTransaction,
  checkLedgerInvariants,
  describeLedgerProblems,
  grantPromotionalCreditInTransaction,
  holdInTransaction,
  platformAccount,
  postInTransaction,
  refundHoldInTransaction,
  releaseHoldInTransaction,
  walletOf,
  type PostResult,
} from './index.ts';

/*
 * A model test: random short sequences of money operations (top-ups, wallet charges, holds, releases, refunds,
 * payouts started, settled and reversed, coupons giving promotional credit, with replayed and reused keys) run
 * against the real ledger and against a pure in-memory model that predicts every outcome and every balance. The
 * model spends promotional credit before cash (charges, holds), gives a refund back as it was paid, pays a payee in
 * cash, and lets a payout take cash only: refused whenever cash is short, whatever promotional credit there is,
 * which it never touches. After each sequence the database must agree with the model and the ledger's invariants
 * must hold. One database for all runs; each run has fresh users and keys. FC_RUNS and FC_SEED reproduce or widen
 * a run (fast-check prints the seed of a failure).
 */

const RUNS = Number(process.env.FC_RUNS ?? 1000);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const PURPOSES = 2;
const COUPONS = [500_00, 1_000_00];

type Outcome = 'ok' | 'replay' | 'INSUFFICIENT_FUNDS' | 'CONFLICT' | 'NOT_FOUND' | 'IDEMPOTENCY_KEY_REUSED' | 'skip';
const platformKinds = ['platform-revenue', 'gateway-clearing', 'payouts-in-flight', 'fees', 'promotions'] as const;
type Platform = (typeof platformKinds)[number];

type Op =
  | { type: 'topUp'; user: number; amount: number }
  | { type: 'replayTopUp'; pick: number; tamper: boolean }
  | { type: 'charge'; user: number; amount: number }
  | { type: 'replayCharge'; pick: number }
  | { type: 'hold'; user: number; amount: number; purpose: number; cashOnly: boolean }
  | { type: 'release'; purpose: number; payee: number; commissionPercent: number }
  | { type: 'refund'; purpose: number }
  | { type: 'payout'; user: number; amount: number }
  | { type: 'replayPayout'; pick: number }
  | { type: 'finishPayout'; pick: number; outcome: 'settled' | 'reversed' }
  | { type: 'coupon'; user: number; coupon: number; replay: boolean };

const kobo = (max: number) => fc.integer({ min: 1, max }).map((naira) => naira * 100);
const opArb = (userCount: number): fc.Arbitrary<Op> => {
  const user = fc.integer({ min: 0, max: userCount - 1 });
  const pick = fc.nat({ max: 20 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ type: fc.constant('topUp' as const), user, amount: kobo(20_000) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('replayTopUp' as const), pick, tamper: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('charge' as const), user, amount: kobo(8_000) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('replayCharge' as const), pick }) },
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constant('hold' as const),
        user,
        amount: kobo(8_000),
        purpose: fc.integer({ min: 0, max: PURPOSES - 1 }),
        cashOnly: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('release' as const),
        purpose: fc.integer({ min: 0, max: PURPOSES - 1 }),
        payee: user,
        commissionPercent: fc.constantFrom(0, 10, 15, 100),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('refund' as const),
        purpose: fc.integer({ min: 0, max: PURPOSES - 1 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('payout' as const), user, amount: kobo(60_000) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('replayPayout' as const), pick }) },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('finishPayout' as const),
        pick,
        outcome: fc.constantFrom('settled' as const, 'reversed' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('coupon' as const),
        user,
        coupon: fc.integer({ min: 0, max: COUPONS.length - 1 }),
        replay: fc.boolean(),
      }),
    },
  );
};
const scenarioArb = fc
  .integer({ min: 2, max: 4 })
  .chain((userCount) =>
    fc.record({ userCount: fc.constant(userCount), ops: fc.array(opArb(userCount), { minLength: 5, maxLength: 25 }) }),
  );

/** The model: what every operation must do, from nothing but arithmetic. */
interface Model {
  wallet: number[];
  promo: number[];
  escrow: number[];
  platform: Record<Platform, number>;
  topUps: { key: string; user: number; amount: number }[];
  charges: { key: string; user: number; amount: number }[];
  holds: Map<
    number,
    {
      payer: number;
      amount: number;
      /** The part paid with promotional credit. */
      promo: number;
      status: 'held' | 'released' | 'refunded';
      payee?: number;
      commission?: number;
    }
  >;
  payouts: { reference: string; user: number; amount: number; fee: number; finished?: 'settled' | 'reversed' }[];
  coupons: Map<string, number>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

/*
 * Each operation in its own database transaction, as the public functions run them, minus the WALLET_BALANCES
 * read after the commit (ledger.service.test.ts and escrow.service.test.ts prove that part): a quarter of the
 * work on PGlite.
 */
const inTransaction =
  <I, R>(operation: (deps: AppDeps, tx: AppDeps['db'], input: I) => Promise<R>) =>
  (input: I): Promise<R> =>
    t.deps.db.transaction((tx) => operation(t.deps, tx, input));
const postTx = inTransaction(postInTransaction);
const chargeTx = inTransaction(chargeWalletInTransaction);
const holdTx = inTransaction(holdInTransaction);
const releaseTx = inTransaction(releaseHoldInTransaction);
const refundTx = inTransaction(refundHoldInTransaction);
const grantTx = inTransaction(grantPromotionalCreditInTransaction);

const codeOf = async (action: () => Promise<{ replayed: boolean }>): Promise<Outcome> => {
  try {
    return (await action()).replayed ? 'replay' : 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code as Outcome;
    throw error;
  }
};

async function platformBalances(): Promise<Record<Platform, number>> {
  const rows = await t.database.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.kind, platformKinds), isNull(ledgerAccounts.ownerId)));
  const balances: Record<Platform, number> = {
    'platform-revenue': 0,
    'gateway-clearing': 0,
    'payouts-in-flight': 0,
    fees: 0,
    promotions: 0,
  };
  for (const row of rows) if (row.kind in balances) balances[row.kind as Platform] = row.balance;
  return balances;
}

async function runScenario(scenario: { userCount: number; ops: Op[] }): Promise<void> {
  const { db } = t.database;
  const run = randomUUID().slice(0, 8);
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: scenario.userCount }, (_, index) => ({
        email: `model.${run}.${index}@example.com`,
        firstName: 'Model',
        lastName: `User ${index}`,
      })),
    )
    .returning({ id: users.id });
  const ids = userRows.map((row) => row.id);
  const idOf = (index: number) => ids[index] ?? '';
  const start = await platformBalances();
  const model: Model = {
    wallet: ids.map(() => 0),
    promo: ids.map(() => 0),
    escrow: ids.map(() => 0),
    platform: { 'platform-revenue': 0, 'gateway-clearing': 0, 'payouts-in-flight': 0, fees: 0, promotions: 0 },
    topUps: [],
    charges: [],
    holds: new Map(),
    payouts: [],
    coupons: new Map(),
  };
  const moveWallet = (user: number, amount: number) => {
    model.wallet[user] = (model.wallet[user] ?? 0) + amount;
  };
  const movePromo = (user: number, amount: number) => {
    model.promo[user] = (model.promo[user] ?? 0) + amount;
  };
  const moveEscrow = (user: number, amount: number) => {
    model.escrow[user] = (model.escrow[user] ?? 0) + amount;
  };
  /** What the user can spend on a service: promotional credit and cash. */
  const spendable = (user: number) => (model.promo[user] ?? 0) + (model.wallet[user] ?? 0);
  /** Spends on a service: promotional credit first, cash for the rest; answers the promotional part. */
  const spend = (user: number, amount: number): number => {
    const promo = Math.min(model.promo[user] ?? 0, amount);
    movePromo(user, -promo);
    moveWallet(user, -(amount - promo));
    return promo;
  };
  const purposeKey = (purpose: number) => `order:${run}:${purpose}`;
  const topUp = (key: string, user: number, amount: number): Promise<PostResult> =>
    postTx({
      kind: 'top-up',
      idempotencyKey: key,
      userId: idOf(user),
      description: 'Wallet top-up',
      postings: [
        { account: platformAccount('gateway-clearing'), amount: -amount },
        { account: walletOf(idOf(user)), amount },
      ],
    });
  const chargeOf = (charge: { key: string; user: number; amount: number }) =>
    chargeTx({
      userId: idOf(charge.user),
      amount: charge.amount,
      idempotencyKey: charge.key,
      description: 'Subscription fee',
    });
  const startPayout = (payout: { reference: string; user: number; amount: number; fee: number }) =>
    postTx({
      kind: 'payout',
      idempotencyKey: `payout:${payout.reference}`,
      userId: idOf(payout.user),
      description: 'Withdrawal to GTBank •••• 1234',
      postings: [
        { account: walletOf(idOf(payout.user)), amount: -(payout.amount + payout.fee) },
        { account: platformAccount('payouts-in-flight'), amount: payout.amount + payout.fee },
      ],
    });

  const log: string[] = [];
  for (const op of scenario.ops) {
    let expected: Outcome;
    let actual: Outcome;
    switch (op.type) {
      case 'topUp': {
        const key = `payment:${run}:${model.topUps.length}`;
        expected = 'ok';
        actual = await codeOf(() => topUp(key, op.user, op.amount));
        model.topUps.push({ key, user: op.user, amount: op.amount });
        moveWallet(op.user, op.amount);
        model.platform['gateway-clearing'] -= op.amount;
        break;
      }
      case 'replayTopUp': {
        const first = model.topUps[op.pick % Math.max(1, model.topUps.length)];
        if (!first) {
          expected = actual = 'skip';
          break;
        }
        // The gateway's webhook and the browser both confirm the same payment: one credit. A different amount
        // under the same reference is a bug, refused.
        expected = op.tamper ? 'IDEMPOTENCY_KEY_REUSED' : 'replay';
        actual = await codeOf(() => topUp(first.key, first.user, first.amount + (op.tamper ? 1 : 0)));
        break;
      }
      case 'charge': {
        const charge = { key: `charge:${run}:${log.length}`, user: op.user, amount: op.amount };
        if (spendable(op.user) >= op.amount) {
          expected = 'ok';
          model.charges.push(charge);
          spend(op.user, op.amount);
          model.platform['platform-revenue'] += op.amount;
        } else expected = 'INSUFFICIENT_FUNDS';
        actual = await codeOf(() => chargeOf(charge));
        break;
      }
      case 'replayCharge': {
        const first = model.charges[op.pick % Math.max(1, model.charges.length)];
        if (!first) {
          expected = actual = 'skip';
          break;
        }
        expected = 'replay';
        actual = await codeOf(() => chargeOf(first));
        break;
      }
      case 'hold': {
        const existing = model.holds.get(op.purpose);
        // A cash-only hold (money just paid by card for the job) leaves promotional credit alone.
        const covered = op.cashOnly ? (model.wallet[op.user] ?? 0) : spendable(op.user);
        if (existing) expected = existing.payer === op.user && existing.amount === op.amount ? 'replay' : 'CONFLICT';
        else if (covered >= op.amount) {
          expected = 'ok';
          const promo = op.cashOnly ? 0 : spend(op.user, op.amount);
          if (op.cashOnly) moveWallet(op.user, -op.amount);
          model.holds.set(op.purpose, { payer: op.user, amount: op.amount, promo, status: 'held' });
          moveEscrow(op.user, op.amount);
        } else expected = 'INSUFFICIENT_FUNDS';
        let heldPromo: number | undefined;
        actual = await codeOf(async () => {
          const result = await holdTx({
            payerId: idOf(op.user),
            amount: op.amount,
            purposeKey: purposeKey(op.purpose),
            description: 'Brake pads',
            cashOnly: op.cashOnly,
          });
          heldPromo = result.hold.promotional;
          return result;
        });
        // Every answer (a replay too) tells the hold's promotional part as it was recorded.
        const hold = model.holds.get(op.purpose);
        if (heldPromo !== undefined && hold && heldPromo !== hold.promo) {
          throw new Error(`hold ${op.purpose}: promotional part ${heldPromo}, the model says ${hold.promo}`);
        }
        break;
      }
      case 'release': {
        const hold = model.holds.get(op.purpose);
        const commission = hold ? Math.floor((hold.amount * op.commissionPercent) / 100) : 0;
        if (!hold) expected = 'NOT_FOUND';
        else if (hold.status === 'held') {
          expected = 'ok';
          Object.assign(hold, { status: 'released', payee: op.payee, commission });
          moveEscrow(hold.payer, -hold.amount);
          moveWallet(op.payee, hold.amount - commission);
          model.platform['platform-revenue'] += commission;
        } else if (hold.status === 'released' && hold.payee === op.payee && hold.commission === commission) {
          expected = 'replay';
        } else expected = 'CONFLICT';
        actual = await codeOf(() =>
          releaseTx({ purposeKey: purposeKey(op.purpose), payeeId: idOf(op.payee), commission }),
        );
        break;
      }
      case 'refund': {
        const hold = model.holds.get(op.purpose);
        if (!hold) expected = 'NOT_FOUND';
        else if (hold.status === 'held') {
          expected = 'ok';
          hold.status = 'refunded';
          moveEscrow(hold.payer, -hold.amount);
          movePromo(hold.payer, hold.promo);
          moveWallet(hold.payer, hold.amount - hold.promo);
        } else expected = hold.status === 'refunded' ? 'replay' : 'CONFLICT';
        actual = await codeOf(() => refundTx({ purposeKey: purposeKey(op.purpose) }));
        break;
      }
      case 'payout': {
        const payout = {
          reference: `${run}-${log.length}`,
          user: op.user,
          amount: op.amount,
          fee: payoutTransferFeeKobo(op.amount),
        };
        // Cash only: promotional credit never pays a withdrawal, however much there is.
        if ((model.wallet[op.user] ?? 0) >= payout.amount + payout.fee) {
          expected = 'ok';
          model.payouts.push(payout);
          moveWallet(op.user, -(payout.amount + payout.fee));
          model.platform['payouts-in-flight'] += payout.amount + payout.fee;
        } else expected = 'INSUFFICIENT_FUNDS';
        actual = await codeOf(() => startPayout(payout));
        break;
      }
      case 'replayPayout': {
        const payout = model.payouts[op.pick % Math.max(1, model.payouts.length)];
        if (!payout) {
          expected = actual = 'skip';
          break;
        }
        expected = 'replay';
        actual = await codeOf(() => startPayout(payout));
        break;
      }
      case 'finishPayout': {
        const payout = model.payouts[op.pick % Math.max(1, model.payouts.length)];
        if (!payout) {
          expected = actual = 'skip';
          break;
        }
        // The payouts service locks the payout row and allows one outcome; asking again repeats that outcome.
        const outcome = payout.finished ?? op.outcome;
        const total = payout.amount + payout.fee;
        if (payout.finished) expected = 'replay';
        else {
          expected = 'ok';
          payout.finished = outcome;
          model.platform['payouts-in-flight'] -= total;
          if (outcome === 'settled') {
            model.platform['gateway-clearing'] += payout.amount;
            model.platform.fees += payout.fee;
          } else moveWallet(payout.user, total);
        }
        actual = await codeOf(() =>
          postTx({
            kind: outcome === 'settled' ? 'payout-settled' : 'payout-reversed',
            idempotencyKey: `${outcome === 'settled' ? 'payout-settled' : 'payout-reversed'}:${payout.reference}`,
            userId: idOf(payout.user),
            description: outcome === 'settled' ? 'Withdrawal paid out' : 'Withdrawal returned',
            postings:
              outcome === 'settled'
                ? [
                    { account: platformAccount('payouts-in-flight'), amount: -total },
                    { account: platformAccount('gateway-clearing'), amount: payout.amount },
                    { account: platformAccount('fees'), amount: payout.fee },
                  ]
                : [
                    { account: platformAccount('payouts-in-flight'), amount: -total },
                    { account: walletOf(idOf(payout.user)), amount: total },
                  ],
          }),
        );
        break;
      }
      case 'coupon': {
        const amount = COUPONS[op.coupon] ?? 0;
        const redeemed = model.coupons.get(`${op.user}:${op.coupon}`) ?? 0;
        const sequence = op.replay && redeemed > 0 ? redeemed : redeemed + 1;
        if (sequence === redeemed) expected = 'replay';
        else {
          expected = 'ok';
          model.coupons.set(`${op.user}:${op.coupon}`, sequence);
          movePromo(op.user, amount);
          model.platform.promotions -= amount;
        }
        actual = await codeOf(() =>
          grantTx({
            kind: 'coupon',
            idempotencyKey: `coupon:${run}-${op.coupon}:${idOf(op.user)}:${sequence}`,
            userId: idOf(op.user),
            amount,
            description: 'Coupon WELCOME',
          }),
        );
        break;
      }
    }
    log.push(`${JSON.stringify(op)} → ${actual}`);
    if (actual !== expected) throw new Error(`expected ${expected}, got ${actual}:\n  ${log.join('\n  ')}`);
  }

  // The database agrees with the model: every user's wallet, promotional credit and escrow, and what moved on the
  // platform's side.
  const accountRows = await db
    .select({ kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.kind, ['wallet', 'promo', 'escrow']), inArray(ledgerAccounts.ownerId, ids)));
  const balanceOf = (kind: 'wallet' | 'promo' | 'escrow', userId: string) =>
    accountRows.find((row) => row.kind === kind && row.ownerId === userId)?.balance ?? 0;
  expect({
    wallet: ids.map((id) => balanceOf('wallet', id)),
    promo: ids.map((id) => balanceOf('promo', id)),
    escrow: ids.map((id) => balanceOf('escrow', id)),
  }).toEqual({ wallet: model.wallet, promo: model.promo, escrow: model.escrow });
  const end = await platformBalances();
  const moved = Object.fromEntries(
    Object.entries(end).map(([kind, balance]) => [kind, balance - start[kind as Platform]]),
  );
  expect(moved).toEqual(model.platform);
  const report = await checkLedgerInvariants(db, { owners: ids });
  if (!report.ok) throw new Error(`invariants broken:\n  ${describeLedgerProblems(report).join('\n  ')}`);
}

it(`when ${RUNS} random sequences of money operations run, then every outcome and balance matches the model and the ledger stays sound`, async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      await runScenario(scenario);
      runs += 1;
      // The whole-ledger check reads everything: every 100 runs, and at the end (afterAll).
      if (runs % 100 === 0) await expectLedgerSound(t.database.db);
    }),
    { numRuns: RUNS, seed: SEED },
  );
}, 600_000);
