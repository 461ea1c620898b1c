import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTransferFeeKobo, serverEvents, userRoom } from '@fleetcare/shared';
import { fundWallet, insertMoneyUser } from '../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { applyTransferOutcome } from './index.ts';
import { startPayout } from './payouts.service.ts';
import {
  bankAccountWithRecipient,
  createQuietWalletApp,
  expectSound,
  newReference,
  notificationsOf,
  payoutByReference,
  payoutLedger,
  platformBalance,
  walletBalance,
} from './wallet.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

const AMOUNT = 20_000_00;
const FEE = payoutTransferFeeKobo(AMOUNT);
const FUNDS = 50_000_00;

/** A user with ₦50,000 and a pending ₦20,000 payout (started without an OTP: the service's core). */
async function pendingPayout() {
  const userId = await insertMoneyUser(t.database.db, 'payee');
  await fundWallet(t.deps, userId, FUNDS);
  const account = await bankAccountWithRecipient(t, userId);
  const reference = newReference();
  const dto = await startPayout(t.deps, userId, { bankAccountId: account.id, amount: AMOUNT, reference }, () =>
    Promise.resolve(),
  );
  expect(dto.status).toBe('pending');
  return { userId, reference, payoutId: dto._id, account };
}

async function platform() {
  return {
    inFlight: await platformBalance(t, 'payouts-in-flight'),
    clearing: await platformBalance(t, 'gateway-clearing'),
    fees: await platformBalance(t, 'fees'),
  };
}

describe('applyTransferOutcome', () => {
  it('when the transfer succeeds, then the payout is paid: payouts-in-flight → gateway clearing + fees, and the user is told', async () => {
    const { userId, reference, payoutId, account } = await pendingPayout();
    const before = await platform();
    const applied = await applyTransferOutcome(t.deps, { reference, status: 'success', transferCode: 'TRF_ok' });
    expect(applied.result).toBe('settled');
    expect(applied.payout).toMatchObject({ status: 'success', reference });
    expect(applied.payout?.settledAt).not.toBeNull();
    const after = await platform();
    expect(after.inFlight - before.inFlight).toBe(-(AMOUNT + FEE));
    expect(after.clearing - before.clearing).toBe(AMOUNT);
    expect(after.fees - before.fees).toBe(FEE);
    expect(await walletBalance(t, userId)).toBe(FUNDS - AMOUNT - FEE);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    expect(await payoutByReference(t, reference)).toMatchObject({ status: 'success', transferCode: 'TRF_ok' });
    const [notice] = await notificationsOf(t, userId);
    expect(notice).toMatchObject({ category: 'payments' });
    expect(notice?.message).toBe(
      `Your withdrawal of ₦20,000.00 to Guaranty Trust Bank •••• ${account.accountNumber.slice(-4)} has been paid.`,
    );
    await expectSound(t);
  });

  it('when the same success comes again, or a failure after it, then nothing changes', async () => {
    const { userId, reference, payoutId } = await pendingPayout();
    await applyTransferOutcome(t.deps, { reference, status: 'success' });
    const before = await platform();
    expect((await applyTransferOutcome(t.deps, { reference, status: 'success' })).result).toBe('unchanged');
    expect((await applyTransferOutcome(t.deps, { reference, status: 'failed', reason: 'late' })).result).toBe(
      'unchanged',
    );
    expect(await platform()).toEqual(before);
    expect(await walletBalance(t, userId)).toBe(FUNDS - AMOUNT - FEE);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    expect(await notificationsOf(t, userId)).toHaveLength(1);
    await expectSound(t);
  });

  it('when the transfer fails, then amount + fee go back to the wallet once, with the reason', async () => {
    const { userId, reference, payoutId } = await pendingPayout();
    const before = await platform();
    const applied = await applyTransferOutcome(t.deps, {
      reference,
      status: 'failed',
      reason: 'Could not credit the beneficiary account',
    });
    expect(applied.result).toBe('refunded');
    expect(applied.payout).toMatchObject({
      status: 'failed',
      failureReason: 'Could not credit the beneficiary account',
    });
    expect(await walletBalance(t, userId)).toBe(FUNDS);
    expect((await platform()).inFlight - before.inFlight).toBe(-(AMOUNT + FEE));
    // A duplicate failure, a late success, a reversal: nothing more.
    for (const status of ['failed', 'success', 'reversed'] as const) {
      expect((await applyTransferOutcome(t.deps, { reference, status })).result).toBe('unchanged');
    }
    expect(await walletBalance(t, userId)).toBe(FUNDS);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-reversed']);
    const [notice] = await notificationsOf(t, userId);
    expect(notice?.message).toContain('did not go through. ₦20,025.00 is back in your wallet.');
    await expectSound(t);
  });

  it('when a pending transfer is reversed, then the payout is reversed and refunded', async () => {
    const { userId, reference } = await pendingPayout();
    const applied = await applyTransferOutcome(t.deps, { reference, status: 'reversed' });
    expect(applied.payout).toMatchObject({ status: 'reversed', failureReason: 'The bank returned the transfer.' });
    expect(await walletBalance(t, userId)).toBe(FUNDS);
    await expectSound(t);
  });

  it('when a paid transfer is reversed later, then the money comes back once (out of gateway clearing and fees)', async () => {
    const { userId, reference, payoutId } = await pendingPayout();
    await applyTransferOutcome(t.deps, { reference, status: 'success' });
    const before = await platform();
    const applied = await applyTransferOutcome(t.deps, { reference, status: 'reversed', reason: 'Account closed' });
    expect(applied.result).toBe('refunded');
    expect(applied.payout).toMatchObject({ status: 'reversed', failureReason: 'Account closed' });
    expect(await walletBalance(t, userId)).toBe(FUNDS);
    const after = await platform();
    expect(after).toEqual({ inFlight: before.inFlight, clearing: before.clearing - AMOUNT, fees: before.fees - FEE });
    expect((await applyTransferOutcome(t.deps, { reference, status: 'reversed' })).result).toBe('unchanged');
    expect(await walletBalance(t, userId)).toBe(FUNDS);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-reversed', 'payout-settled']);
    const [notice] = await notificationsOf(t, userId);
    expect(notice?.message).toContain('was returned by the bank. ₦20,025.00 is back in your wallet.');
    await expectSound(t);
  });

  it('when a payout starts and when it is refunded, then the new balance is pushed live (WALLET_BALANCES)', async () => {
    const events: { room: string; event: string; payload: unknown }[] = [];
    const unbind = t.deps.realtime.bind({
      emit: (room, event, payload) => events.push({ room, event, payload }),
      disconnect: () => undefined,
    });
    try {
      const { userId, reference } = await pendingPayout();
      const pushed = () =>
        events
          .filter((event) => event.room === userRoom(userId) && event.event === serverEvents.WALLET_BALANCES)
          .map((event) => event.payload);
      const balance = (available: number) => ({ balances: [{ currency: 'NGN', available, promotional: 0, held: 0 }] });
      expect(pushed()).toEqual([balance(FUNDS), balance(FUNDS - AMOUNT - FEE)]);
      await applyTransferOutcome(t.deps, { reference, status: 'failed' });
      expect(pushed()).toEqual([balance(FUNDS), balance(FUNDS - AMOUNT - FEE), balance(FUNDS)]);
    } finally {
      unbind();
    }
  });

  it('when the reference is unknown, then nothing changes', async () => {
    const applied = await applyTransferOutcome(t.deps, { reference: newReference(), status: 'success' });
    expect(applied).toEqual({ result: 'unknown-reference', payout: null });
    await expectSound(t);
  });

  it('when successes and failures of one transfer arrive at once, then exactly one of them applies', async () => {
    const { userId, reference, payoutId } = await pendingPayout();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        applyTransferOutcome(t.deps, { reference, status: index % 2 === 0 ? 'success' : 'failed' }),
      ),
    );
    const applied = outcomes.filter((outcome) => outcome.result !== 'unchanged');
    expect(applied).toHaveLength(1);
    const ledger = await payoutLedger(t, payoutId);
    expect(ledger).toHaveLength(2);
    const row = await payoutByReference(t, reference);
    expect(await walletBalance(t, userId)).toBe(row.status === 'success' ? FUNDS - AMOUNT - FEE : FUNDS);
    await expectSound(t);
  });
});
