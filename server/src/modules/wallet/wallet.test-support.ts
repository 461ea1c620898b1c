import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type request from 'supertest';
import { API_PREFIX, walletsApi, type BankAccountDto, type PayoutDto } from '@fleetcare/shared';
import { GatewayUnavailableError, type PaymentGateway } from '../../adapters/payments/gateway.ts';
import { sandboxGatewayOf, type SandboxGateway } from '../../adapters/payments/sandbox.ts';
import { sandboxAccountNumberFor } from '../../adapters/payments/sandbox-names.ts';
import {
  bankAccounts,
  ledgerTransactions,
  notifications,
  payouts,
  sandboxGatewayRecords,
} from '../../db/schema/index.ts';
import { codeIn, latestMessage } from '../../../test/auth-helpers.ts';
import { accountBalance, expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Shared steps of the wallet tests (not a test file itself). */

export type TestAgent = ReturnType<typeof request.agent>;

export const api = (path: string) => `${API_PREFIX}${path}`;
export const withId = (path: string, id: string) => api(path.replace(':id', id));
export const PATHS = {
  balances: api(walletsApi.getWalletBalances.path),
  transactions: api(walletsApi.myWalletTransactions.path),
  banks: api(walletsApi.getPayoutBanks.path),
  verify: api(walletsApi.verifyBankAccount.path),
  add: api(walletsApi.addBankAccount.path),
  saved: api(walletsApi.getSavedBankAccounts.path),
  fee: api(walletsApi.getPayoutTransferFee.path),
  transfer: api(walletsApi.transferToBankAccount.path),
  payouts: api(walletsApi.myPayouts.path),
  redeem: api(walletsApi.redeemCoupon.path),
  sendOtp: '/api/users/send-transaction-otp',
};

/** Guaranty Trust Bank in the sandbox's (and Paystack's) list. */
export const GTBANK = { code: '058', name: 'Guaranty Trust Bank' };

/** The name signUpAndSignIn gives its users: payout accounts must be in it. */
export const TEST_HOLDER = { firstName: 'Amaka', lastName: 'Okafor' } as const;

/**
 * A fresh 10-digit account number the sandbox resolves to `holder` (the test users' name unless told otherwise);
 * `ending` fixes up to the last four digits.
 */
export function accountNumber(ending = '', holder: { firstName: string; lastName: string } = TEST_HOLDER): string {
  return sandboxAccountNumberFor(holder.firstName, holder.lastName, ending);
}

export const newReference = () => `wd-${randomUUID()}`;

/**
 * A test app whose sandbox webhooks are kept, not delivered: payouts stay pending until a test applies an
 * outcome, so the tests decide what the gateway said and when.
 */
export async function createQuietWalletApp(): Promise<TestApp & { webhooks: Buffer[] }> {
  const webhooks: Buffer[] = [];
  const t = await createTestApp(
    {},
    {
      sandboxWebhookDelivery: (rawBody) => {
        webhooks.push(rawBody);
        return Promise.resolve();
      },
    },
  );
  return Object.assign(t, { webhooks });
}

export const sandboxOf = (t: TestApp): SandboxGateway => sandboxGatewayOf(t.deps);

/** Saves a bank account through the API (the sandbox resolves the name). */
export async function addBankAccount(agent: TestAgent, number = accountNumber()): Promise<BankAccountDto> {
  const res = await agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: number });
  if (res.status !== 201) throw new Error(`add-bank-account answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: BankAccountDto }).data;
}

/** Asks for a payout code (no verified phone: it goes by e-mail) and reads it from the outbox. */
export async function payoutCode(t: TestApp, agent: TestAgent, email: string): Promise<string> {
  const res = await agent.post(PATHS.sendOtp).send({ purpose: 'payout' });
  if (res.status !== 200) throw new Error(`send-transaction-otp answered ${res.status}: ${JSON.stringify(res.body)}`);
  return codeIn((await latestMessage(t, email, 'transaction-otp')).textBody);
}

/** The next code may be asked for after a minute (the resend delay runs on the app's clock). */
export function afterResendDelay(t: TestApp): void {
  t.clock.advance(61_000);
}

export const walletBalance = (t: TestApp, userId: string) => accountBalance(t.database.db, 'wallet', userId);
export const promoBalance = (t: TestApp, userId: string) => accountBalance(t.database.db, 'promo', userId);
export const platformBalance = (
  t: TestApp,
  kind: 'payouts-in-flight' | 'gateway-clearing' | 'fees' | 'promotions',
): Promise<number> => accountBalance(t.database.db, kind, null);

export async function payoutRows(t: TestApp, userId: string) {
  return t.database.db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.createdAt));
}

export async function payoutByReference(t: TestApp, reference: string) {
  const [row] = await t.database.db.select().from(payouts).where(eq(payouts.reference, reference));
  if (!row) throw new Error(`no payout ${reference}`);
  return row;
}

/** Ledger transactions of one payout, by kind. */
export async function payoutLedger(t: TestApp, payoutId: string) {
  const rows = await t.database.db
    .select({ kind: ledgerTransactions.kind, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.payoutId, payoutId));
  return rows.map((row) => row.kind).sort();
}

/** How many transfers the sandbox "bank" holds for a reference. */
export async function sandboxTransferCount(t: TestApp, reference: string): Promise<number> {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(sandboxGatewayRecords)
    .where(and(eq(sandboxGatewayRecords.kind, 'transfer'), eq(sandboxGatewayRecords.reference, reference)));
  return row?.total ?? 0;
}

export async function notificationsOf(t: TestApp, userId: string) {
  return t.database.db
    .select({ message: notifications.message, category: notifications.category })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

export async function liveBankAccountCount(t: TestApp, userId: string): Promise<number> {
  const rows = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return rows.filter((row) => row.deletedAt === null).length;
}

/** Saves bank account rows straight into the database (for limit tests: no gateway round trips). */
export async function insertBankAccounts(t: TestApp, userId: string, howMany: number): Promise<void> {
  for (let i = 0; i < howMany; i += 1) {
    await t.database.db.insert(bankAccounts).values({
      userId,
      bankCode: GTBANK.code,
      bankName: GTBANK.name,
      accountNumber: accountNumber(),
      accountName: 'CHINEDU OKAFOR',
      recipientCode: `RCP_test_${randomUUID()}`,
    });
  }
}

export function transfer(
  agent: TestAgent,
  body: { bankAccountId: string; amount: number; reference: string; otp?: string },
) {
  return agent.post(PATHS.transfer).send(body);
}

export const payoutOf = (res: { body: unknown }) => (res.body as { data: PayoutDto }).data;

/**
 * Runs `fn` with the gateway's `methods` failing as an outage does, then puts the real gateway back (the app reads
 * deps.payments at each call).
 */
export async function withGatewayDown<T>(
  t: TestApp,
  methods: (keyof PaymentGateway)[],
  fn: () => Promise<T>,
): Promise<T> {
  const real = t.deps.payments;
  t.deps.payments = new Proxy(real, {
    get(target, property, receiver) {
      if (methods.includes(property as keyof PaymentGateway)) {
        return () => Promise.reject(new GatewayUnavailableError('connect ECONNREFUSED 127.0.0.1:443'));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  try {
    return await fn();
  } finally {
    t.deps.payments = real;
  }
}

/** Every money test ends with the whole ledger proved sound. */
export async function expectSound(t: TestApp): Promise<void> {
  await expectLedgerSound(t.database.db);
}

/** A live bank account row with a real sandbox transfer recipient (no API round trip). */
export async function bankAccountWithRecipient(t: TestApp, userId: string, number = accountNumber()) {
  const { recipientCode } = await t.deps.payments.createTransferRecipient({
    name: 'CHINEDU OKAFOR',
    accountNumber: number,
    bankCode: GTBANK.code,
  });
  const [row] = await t.database.db
    .insert(bankAccounts)
    .values({
      userId,
      bankCode: GTBANK.code,
      bankName: GTBANK.name,
      accountNumber: number,
      accountName: 'CHINEDU OKAFOR',
      recipientCode,
    })
    .returning();
  if (!row) throw new Error('bankAccountWithRecipient: no row');
  return row;
}
