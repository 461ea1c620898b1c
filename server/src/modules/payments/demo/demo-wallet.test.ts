import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  paymentsApi,
  walletsApi,
  type Page,
  type PaymentTransactionDto,
  type WalletBalancesDto,
  type WalletTransactionDto,
} from '@fleetcare/shared';
import { signIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound } from '../../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import { coreSeedSteps, runSeed } from '../../../db/seed.ts';
import { createLogger } from '../../../lib/logger.ts';
import { demoWallets, demoWalletSeedStep } from './demo-wallet.ts';

const logger = createLogger('silent');
const api = (path: string) => `${API_PREFIX}${path}`;
type Agent = Awaited<ReturnType<typeof signIn>>['agent'];

/** What the story puts in an account's wallet: top-ups in, payments out (kobo). */
function expectedBalance(owner: string): number {
  const wallet = demoWallets.find((entry) => entry.owner === owner);
  return (wallet?.movements ?? []).reduce(
    (sum, movement) => sum + (movement.kind === 'top-up' ? 1 : -1) * movement.naira * 100,
    0,
  );
}

async function available(agent: Agent): Promise<number> {
  const res = await agent.get(api(walletsApi.getWalletBalances.path)).expect(200);
  return (res.body.data as WalletBalancesDto).balances.find((row) => row.currency === 'NGN')?.available ?? -1;
}

describe('the demo wallets', () => {
  let t: TestApp;
  let business: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    const steps = [...coreSeedSteps, demoWalletSeedStep(t.deps)];
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, steps)).toContain('demo-wallet');
    ({ agent: business } = await signIn(t, DEMO_EMAILS.business, DEMO_PASSWORD));
  }, 120_000);
  afterAll(() => t.close());

  it('the business wallet holds what its top-ups brought in less what it paid, and the ledger is sound', async () => {
    expect(expectedBalance('business')).toBeGreaterThan(0);
    expect(await available(business)).toBe(expectedBalance('business'));
    await expectLedgerSound(t.database.db);
  });

  it('the movements go back months, newest first, with the balance after each', async () => {
    const res = await business.get(api(walletsApi.myWalletTransactions.path)).query({ limit: 50 }).expect(200);
    const items = (res.body.data as Page<WalletTransactionDto>).items;
    expect(items.map((item) => item.kind).sort()).toEqual([...Array(7).fill('charge'), ...Array(3).fill('top-up')]);
    const times = items.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(t.deps.now().getTime() - (times.at(-1) ?? 0)).toBeGreaterThan(120 * 86_400_000);
    // Oldest first, each balance is the one before it plus the movement.
    const oldestFirst = [...items].reverse();
    oldestFirst.forEach((item, index) => {
      expect(item.balanceAfter).toBe((oldestFirst[index - 1]?.balanceAfter ?? 0) + item.amount);
    });
    const payment = items.find((item) => item.kind === 'charge');
    expect(payment?.description).toMatch(/^[A-Z][a-z].*: [A-Z]{3} \d{3} [A-Z]{2}$/);
  });

  it('each top-up is a paid card payment its row leads to', async () => {
    const res = await business.get(api(walletsApi.myWalletTransactions.path)).query({ kind: 'top-up' }).expect(200);
    const topUps = (res.body.data as Page<WalletTransactionDto>).items;
    expect(topUps).toHaveLength(3);
    for (const topUp of topUps) {
      const paid = await business
        .get(api(paymentsApi.getPaymentTransaction.path.replace(':id', topUp.paymentId ?? '')))
        .expect(200);
      expect(paid.body.data as PaymentTransactionDto).toMatchObject({
        purpose: 'wallet-top-up',
        status: 'success',
        amount: topUp.amount,
        reference: topUp.reference,
        cardSummary: expect.stringMatching(/•••• \d{4}$/),
      });
    }
  });

  it('the customer has a smaller history; the technician, supplier and admin none', async () => {
    const { agent: customer } = await signIn(t, DEMO_EMAILS.customer, DEMO_PASSWORD);
    expect(await available(customer)).toBe(expectedBalance('customer'));
    for (const email of [DEMO_EMAILS.technician, DEMO_EMAILS.supplier, DEMO_EMAILS.admin]) {
      const { agent } = await signIn(t, email, DEMO_PASSWORD);
      const res = await agent.get(api(walletsApi.myWalletTransactions.path)).expect(200);
      expect((res.body.data as Page<WalletTransactionDto>).total).toBe(0);
    }
  });

  it('an account that has paid before is left alone when the step runs on an older database', async () => {
    const other = await createTestApp();
    try {
      await runSeed({ db: other.database.db, logger, demoData: true }, coreSeedSteps);
      const { agent } = await signIn(other, DEMO_EMAILS.business, DEMO_PASSWORD);
      await agent
        .post(api(paymentsApi.generatePaymentReference.path))
        .send({ amount: 5_000_00, purpose: 'wallet-top-up' })
        .expect(201);
      await runSeed({ db: other.database.db, logger, demoData: true }, [demoWalletSeedStep(other.deps)]);
      const res = await agent.get(api(walletsApi.myWalletTransactions.path)).expect(200);
      expect((res.body.data as Page<WalletTransactionDto>).total).toBe(0);
      const { agent: customer } = await signIn(other, DEMO_EMAILS.customer, DEMO_PASSWORD);
      expect(await available(customer)).toBe(expectedBalance('customer'));
      await expectLedgerSound(other.database.db);
    } finally {
      await other.close();
    }
  });
});
