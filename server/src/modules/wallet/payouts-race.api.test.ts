// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTransferFeeKobo, type PayoutDto } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { fundPromo, fundWallet } from '../../../test/ledger-helpers.ts';
import { chargeWallet } from '../ledger/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { startPayout } from './payouts.service.ts';
import {
  addBankAccount,
  createQuietWalletApp,
  expectSound,
  newReference,
  payoutByReference,
  payoutCode,
  payoutLedger,
  payoutOf,
  payoutRows,
  promoBalance,
  sandboxTransferCount,
  transfer,
  walletBalance,
} from './wallet.test-support.ts';

/* Payouts racing each other: run on PostgreSQL (several connections) as well as PGlite. */

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

const FIVE_THOUSAND = 5_000_00;
const FEE = payoutTransferFeeKobo(FIVE_THOUSAND);

async function payer(funds = 20_000_00) {
  const session = await signUpAndSignIn(t);
  await fundWallet(t.deps, session.user._id, funds);
  const account = await addBankAccount(session.agent);
  return { ...session, account };
}

describe('payouts racing', () => {
  it('when the same payout request is sent 50 times at once, then one payout, one debit and one gateway transfer', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const body = { bankAccountId: account._id, amount: FIVE_THOUSAND, reference: newReference(), otp };
    const results = await Promise.all(Array.from({ length: 50 }, () => transfer(agent, body)));
    const statuses = results.map((res) => res.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const ids = new Set(results.map((res) => payoutOf(res)._id));
    expect(ids.size).toBe(1);
    expect(await payoutRows(t, user._id)).toHaveLength(1);
    expect(await walletBalance(t, user._id)).toBe(20_000_00 - FIVE_THOUSAND - FEE);
    const row = await payoutByReference(t, body.reference);
    expect(await payoutLedger(t, row.id)).toEqual(['payout']);
    expect(await sandboxTransferCount(t, body.reference)).toBe(1);
    await expectSound(t);
  });

  it('when 20 different payouts race for a balance that covers some, then the balance never goes negative and the rest are INSUFFICIENT_WITHDRAWABLE_FUNDS', async () => {
    // Each withdrawal is ₦1,000 + ₦10 fee; ₦7,500 covers 7 of them.
    const { user, account } = await payer(7_500_00);
    const confirmed = () => Promise.resolve();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        startPayout(
          t.deps,
          user._id,
          { bankAccountId: account._id, amount: 1_000_00, reference: newReference() },
          confirmed,
        ),
      ),
    );
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled') as PromiseFulfilledResult<PayoutDto>[];
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(paid).toHaveLength(7);
    expect(refused.map((outcome) => (outcome.reason as { code?: string }).code)).toEqual(
      Array(13).fill('INSUFFICIENT_WITHDRAWABLE_FUNDS'),
    );
    expect(await payoutRows(t, user._id)).toHaveLength(7);
    expect(await walletBalance(t, user._id)).toBe(7_500_00 - 7 * 1_010_00);
    await expectSound(t);
  });

  it('when payouts race with spending on services, then the payouts take only cash and promotional credit only pays services', async () => {
    // ₦5,000 of cash and ₦5,000 of promotional credit; each payout is ₦1,000 + ₦10, each charge ₦1,000.
    const { user, account } = await payer(5_000_00);
    await fundPromo(t.deps, user._id, 5_000_00);
    const confirmed = () => Promise.resolve();
    const [payouts, charges] = await Promise.all([
      Promise.allSettled(
        Array.from({ length: 8 }, () =>
          startPayout(
            t.deps,
            user._id,
            { bankAccountId: account._id, amount: 1_000_00, reference: newReference() },
            confirmed,
          ),
        ),
      ),
      Promise.allSettled(
        Array.from({ length: 8 }, (_, index) =>
          chargeWallet(t.deps, {
            userId: user._id,
            amount: 1_000_00,
            idempotencyKey: `race-charge:${user._id}:${index}`,
            description: 'Plan',
          }),
        ),
      ),
    ]);
    const paidOut = payouts.filter((outcome) => outcome.status === 'fulfilled').length;
    const charged = charges.filter((outcome) => outcome.status === 'fulfilled').length;
    const refusals = payouts.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
    );
    expect(refusals.every((code) => code === 'INSUFFICIENT_WITHDRAWABLE_FUNDS')).toBe(true);
    // Every kobo of cash a payout took was cash: the payouts and the charges' cash part never exceed ₦5,000.
    expect(paidOut * 1_010_00 + Math.max(0, charged - 5) * 1_000_00).toBeLessThanOrEqual(5_000_00);
    // Charges take promotional credit first and only the charges can: the first five always go through on it.
    expect(charged).toBeGreaterThanOrEqual(5);
    expect(await promoBalance(t, user._id)).toBe(0);
    await expectSound(t);
  });
});
