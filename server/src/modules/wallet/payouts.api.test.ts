import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_FEE_TIERS, payoutTransferFeeKobo, walletsApi, type PayoutDto } from '@fleetcare/shared';
import { otpCodes, users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { fundPromo, fundWallet } from '../../../test/ledger-helpers.ts';
import { chargeWallet } from '../ledger/index.ts';
import { createCoupon } from './index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  addBankAccount,
  afterResendDelay,
  createQuietWalletApp,
  expectSound,
  newReference,
  PATHS,
  payoutByReference,
  payoutCode,
  payoutLedger,
  payoutOf,
  payoutRows,
  platformBalance,
  promoBalance,
  sandboxTransferCount,
  transfer,
  walletBalance,
  withGatewayDown,
  withId,
} from './wallet.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

const FIVE_THOUSAND = 5_000_00;
const FEE = payoutTransferFeeKobo(FIVE_THOUSAND);

/** A signed-in user with a funded wallet and one saved bank account. */
async function payer(funds = 20_000_00) {
  const session = await signUpAndSignIn(t);
  if (funds > 0) await fundWallet(t.deps, session.user._id, funds);
  const account = await addBankAccount(session.agent);
  return { ...session, account };
}

describe('GET /wallets/get-payout-transfer-fee', () => {
  it("when asked for an amount, then the gateway's tier fee, the total and the tiers", async () => {
    const { agent } = await signUpAndSignIn(t);
    const cases = [
      [1_000_00, 10_00],
      [5_000_00, 10_00],
      [5_000_01, 25_00],
      [50_000_00, 25_00],
      [50_000_01, 50_00],
    ] as const;
    for (const [amount, fee] of cases) {
      const res = await agent.get(PATHS.fee).query({ amount }).expect(200);
      expect(res.body.data).toEqual({
        amount,
        fee,
        total: amount + fee,
        currency: 'NGN',
        tiers: PAYOUT_FEE_TIERS.map((tier) => ({ upTo: tier.upToKobo, fee: tier.feeKobo })),
      });
    }
  });

  it('when the amount is missing, too small or not whole kobo, then 400; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (const amount of [undefined, 99_99, 'ten', 100_00.5]) {
      const res = await agent
        .get(PATHS.fee)
        .query(amount === undefined ? {} : { amount })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fieldErrorKeys)).toEqual(['amount']);
    }
    await request(t.app).get(PATHS.fee).query({ amount: 1_000_00 }).expect(401);
  });
});

describe('POST /wallets/transfer-to-bank-account', () => {
  it('when the code is right, then amount + fee leave the wallet at once, the payout is pending and the gateway is asked once', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const reference = newReference();
    const inFlightBefore = await platformBalance(t, 'payouts-in-flight');
    const res = await transfer(agent, { bankAccountId: account._id, amount: FIVE_THOUSAND, reference, otp }).expect(
      200,
    );
    expect(payoutOf(res)).toMatchObject({
      reference,
      amount: FIVE_THOUSAND,
      fee: FEE,
      currency: 'NGN',
      status: 'pending',
      bankAccount: {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      },
      failureReason: null,
      settledAt: null,
    });
    expect(await walletBalance(t, user._id)).toBe(20_000_00 - FIVE_THOUSAND - FEE);
    expect((await platformBalance(t, 'payouts-in-flight')) - inFlightBefore).toBe(FIVE_THOUSAND + FEE);
    const row = await payoutByReference(t, reference);
    expect(row).toMatchObject({ userId: user._id, bankAccountId: account._id, status: 'pending' });
    expect(row.transferCode).toMatch(/^TRF_/);
    expect(await payoutLedger(t, row.id)).toEqual(['payout']);
    expect(await sandboxTransferCount(t, reference)).toBe(1);
    await expectSound(t);
  });

  it('when the same request comes again, then the first payout answers, with no second debit, transfer or code', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const body = { bankAccountId: account._id, amount: FIVE_THOUSAND, reference: newReference(), otp };
    const first = payoutOf(await transfer(agent, body).expect(200));
    const again = payoutOf(await transfer(agent, { ...body, otp: '000000' }).expect(200));
    expect(again).toEqual(first);
    expect(await payoutRows(t, user._id)).toHaveLength(1);
    expect(await walletBalance(t, user._id)).toBe(20_000_00 - FIVE_THOUSAND - FEE);
    expect(await sandboxTransferCount(t, body.reference)).toBe(1);
    await expectSound(t);
  });

  it('when the reference was used for another amount, account or user, then 409 IDEMPOTENCY_KEY_REUSED and nothing moves', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const reference = newReference();
    await transfer(agent, { bankAccountId: account._id, amount: FIVE_THOUSAND, reference, otp }).expect(200);
    const other = await addBankAccount(agent);
    const stranger = await payer();
    const attempts = [
      transfer(agent, { bankAccountId: account._id, amount: FIVE_THOUSAND + 1, reference, otp: '123456' }),
      transfer(agent, { bankAccountId: other._id, amount: FIVE_THOUSAND, reference, otp: '123456' }),
      transfer(stranger.agent, {
        bankAccountId: stranger.account._id,
        amount: FIVE_THOUSAND,
        reference,
        otp: '123456',
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await payoutRows(t, user._id)).toHaveLength(1);
    expect(await payoutRows(t, stranger.user._id)).toHaveLength(0);
    expect(await walletBalance(t, user._id)).toBe(20_000_00 - FIVE_THOUSAND - FEE);
    expect(await walletBalance(t, stranger.user._id)).toBe(20_000_00);
    await expectSound(t);
  });

  it('when the code is wrong, expired or missing, then nothing moves (and a wrong code counts an attempt)', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const body = { bankAccountId: account._id, amount: FIVE_THOUSAND };

    const wrongRes = await transfer(agent, { ...body, reference: newReference(), otp: wrong }).expect(400);
    expect(wrongRes.body.code).toBe('CODE_INVALID');
    const [code] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user._id));
    expect(code?.attempts).toBe(1);

    const missing = await transfer(agent, { ...body, reference: newReference() }).expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.fieldErrorKeys).toEqual({ otp: 'validation:codeInvalidFormat' });

    t.clock.advance(10 * 60_000 + 1000);
    const expired = await transfer(agent, { ...body, reference: newReference(), otp });
    expect(expired.body.code).toBe('CODE_EXPIRED');

    expect(await payoutRows(t, user._id)).toHaveLength(0);
    expect(await walletBalance(t, user._id)).toBe(20_000_00);
    await expectSound(t);
  });

  it('when the wallet cannot cover amount + fee, then 402 INSUFFICIENT_WITHDRAWABLE_FUNDS, nothing moves and the code still works', async () => {
    const { agent, user, account } = await payer(FIVE_THOUSAND + FEE - 1);
    const otp = await payoutCode(t, agent, user.email);
    const res = await transfer(agent, {
      bankAccountId: account._id,
      amount: FIVE_THOUSAND,
      reference: newReference(),
      otp,
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_WITHDRAWABLE_FUNDS');
    expect(await payoutRows(t, user._id)).toHaveLength(0);
    expect(await walletBalance(t, user._id)).toBe(FIVE_THOUSAND + FEE - 1);
    // The refusal rolled back the code's use: a smaller withdrawal goes through with it.
    await transfer(agent, { bankAccountId: account._id, amount: 1_000_00, reference: newReference(), otp }).expect(200);
    await expectSound(t);
  });

  it("when the bank account is another user's, deleted or unknown, then 404, nothing moves and the code is not spent", async () => {
    const { agent, user, account } = await payer();
    const stranger = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const refused = [stranger.account._id, '00000000-0000-4000-8000-000000000000'];
    for (const bankAccountId of refused) {
      const res = await transfer(agent, { bankAccountId, amount: FIVE_THOUSAND, reference: newReference(), otp });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const deleted = await addBankAccount(agent);
    await agent.delete(withId(walletsApi.deleteBankAccount.path, deleted._id)).expect(200);
    const gone = await transfer(agent, {
      bankAccountId: deleted._id,
      amount: FIVE_THOUSAND,
      reference: newReference(),
      otp,
    });
    expect(gone.status).toBe(404);
    expect(await payoutRows(t, user._id)).toHaveLength(0);
    expect(await walletBalance(t, user._id)).toBe(20_000_00);
    await transfer(agent, { bankAccountId: account._id, amount: FIVE_THOUSAND, reference: newReference(), otp }).expect(
      200,
    );
    await expectSound(t);
  });

  it('when the body is not valid, then 400 with every field; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await transfer(agent, { bankAccountId: 'nope', amount: 50, reference: 'a b', otp: '12' }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      bankAccountId: 'validation:bankAccountInvalid',
      amount: 'validation:amountTooSmall',
      reference: 'validation:referenceInvalid',
      otp: 'validation:codeInvalidFormat',
    });
    await request(t.app)
      .post(PATHS.transfer)
      .send({
        bankAccountId: '00000000-0000-4000-8000-000000000000',
        amount: FIVE_THOUSAND,
        reference: newReference(),
        otp: '123456',
      })
      .expect(401);
  });

  it('when the gateway cannot be reached, then the payout stays pending with its money in payouts-in-flight', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const reference = newReference();
    const res = await withGatewayDown(t, ['initiateTransfer'], () =>
      transfer(agent, { bankAccountId: account._id, amount: FIVE_THOUSAND, reference, otp }),
    );
    expect(res.status).toBe(200);
    expect(payoutOf(res)).toMatchObject({ reference, status: 'pending' });
    expect(await sandboxTransferCount(t, reference)).toBe(0);
    expect(await walletBalance(t, user._id)).toBe(20_000_00 - FIVE_THOUSAND - FEE);
    await expectSound(t);
  });

  it('when the gateway refuses the transfer outright, then the payout fails and amount + fee come back at once', async () => {
    const { agent, user, account } = await payer();
    const otp = await payoutCode(t, agent, user.email);
    const reference = newReference();
    const real = t.deps.payments;
    t.deps.payments = {
      ...real,
      name: real.name,
      initiateTransfer: () =>
        Promise.resolve({ transferCode: 'TRF_refused', status: 'failed', reason: 'Insufficient balance' }),
    };
    try {
      const res = await transfer(agent, { bankAccountId: account._id, amount: FIVE_THOUSAND, reference, otp });
      expect(payoutOf(res)).toMatchObject({ status: 'failed', failureReason: 'Insufficient balance' });
    } finally {
      t.deps.payments = real;
    }
    expect(await walletBalance(t, user._id)).toBe(20_000_00);
    const row = await payoutByReference(t, reference);
    expect(await payoutLedger(t, row.id)).toEqual(['payout', 'payout-reversed']);
    await expectSound(t);
  });
});

describe('promotional credit is not withdrawable', () => {
  it('when a confirmed user redeems the ₦500 coupon, then it shows as promotional credit and cannot be withdrawn, but pays for a service', async () => {
    const { agent, user, account } = await payer(0);
    await createCoupon(t.deps, { code: `WELCOME-${Date.now()}`, amount: 500_00 }).then((coupon) =>
      agent.post(PATHS.redeem).send({ code: coupon.code }).expect(200),
    );
    const balances = await agent.get(PATHS.balances).expect(200);
    expect(balances.body.data.balances[0]).toEqual({ currency: 'NGN', available: 0, promotional: 500_00, held: 0 });
    const otp = await payoutCode(t, agent, user.email);
    const res = await transfer(agent, { bankAccountId: account._id, amount: 100_00, reference: newReference(), otp });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_WITHDRAWABLE_FUNDS');
    expect(res.body.message).toBe(
      'Your withdrawable balance is ₦0.00, less than the ₦110.00 this withdrawal and its fee need. ' +
        'Your ₦500.00 of promotional credit pays for FleetCare services but cannot be withdrawn.',
    );
    expect(await payoutRows(t, user._id)).toHaveLength(0);
    expect(await promoBalance(t, user._id)).toBe(500_00);
    // It is spendable: a ₦400 service takes it before any cash.
    const charged = await chargeWallet(t.deps, {
      userId: user._id,
      amount: 400_00,
      idempotencyKey: `service:${user._id}`,
      description: 'Diagnostics',
    });
    expect(charged.spent).toEqual({ promotional: 400_00, cash: 0 });
    await expectSound(t);
  });

  it('when cash and promotional credit together would cover a withdrawal but cash alone does not, then it is refused and neither moves', async () => {
    const { agent, user, account } = await payer(3_000_00);
    await fundPromo(t.deps, user._id, 5_000_00);
    const otp = await payoutCode(t, agent, user.email);
    const res = await transfer(agent, {
      bankAccountId: account._id,
      amount: 3_000_00,
      reference: newReference(),
      otp,
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_WITHDRAWABLE_FUNDS');
    expect(res.body.message).toContain('Your withdrawable balance is ₦3,000.00');
    expect(await walletBalance(t, user._id)).toBe(3_000_00);
    expect(await promoBalance(t, user._id)).toBe(5_000_00);
    // What the cash covers goes through, from cash alone; the promotional credit stays whole.
    await transfer(agent, { bankAccountId: account._id, amount: 2_900_00, reference: newReference(), otp }).expect(200);
    expect(await walletBalance(t, user._id)).toBe(3_000_00 - 2_900_00 - payoutTransferFeeKobo(2_900_00));
    expect(await promoBalance(t, user._id)).toBe(5_000_00);
    await expectSound(t);
  });
});

describe('withdrawals need a confirmed e-mail address', () => {
  it('when an unconfirmed account redeems a coupon, then it is refused, and it can neither ask for a code nor withdraw (403 EMAIL_NOT_VERIFIED)', async () => {
    const { agent, user, account } = await payer(2_000_00);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const coupon = await createCoupon(t.deps, { code: `UNCONFIRMED-${Date.now()}`, amount: 500_00 });
    const redeemed = await agent.post(PATHS.redeem).send({ code: coupon.code }).expect(403);
    expect(redeemed.body.code).toBe('EMAIL_NOT_VERIFIED');
    const code = await agent.post(PATHS.sendOtp).send({ purpose: 'payout' }).expect(403);
    expect(code.body.code).toBe('EMAIL_NOT_VERIFIED');
    const res = await transfer(agent, {
      bankAccountId: account._id,
      amount: 1_000_00,
      reference: newReference(),
      otp: '123456',
    }).expect(403);
    expect(res.body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(await payoutRows(t, user._id)).toHaveLength(0);
    expect(await promoBalance(t, user._id)).toBe(0);
    expect(await walletBalance(t, user._id)).toBe(2_000_00);
    // Confirmed again, the same account withdraws.
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, user._id));
    const otp = await payoutCode(t, agent, user.email);
    await transfer(agent, { bankAccountId: account._id, amount: 1_000_00, reference: newReference(), otp }).expect(200);
  });
});

describe('GET /wallets/my-payouts', () => {
  it("when the user has payouts, then a page of their own, newest first; nobody else's", async () => {
    const { agent, user, account } = await payer();
    const stranger = await payer();
    const references: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const otp = await payoutCode(t, agent, user.email);
      afterResendDelay(t);
      const reference = newReference();
      references.push(reference);
      await transfer(agent, { bankAccountId: account._id, amount: 1_000_00 + i, reference, otp }).expect(200);
    }
    const res = await agent.get(PATHS.payouts).query({ page: 1, limit: 2 }).expect(200);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.data.items.map((item: PayoutDto) => item.reference)).toEqual([references[2], references[1]]);
    const second = await agent.get(PATHS.payouts).query({ page: 2, limit: 2 }).expect(200);
    expect(second.body.data.items.map((item: PayoutDto) => item.reference)).toEqual([references[0]]);
    const theirs = await stranger.agent.get(PATHS.payouts).expect(200);
    expect(theirs.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('when the page is not valid, then 400; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(PATHS.payouts).query({ page: 0, limit: 500 }).expect(400);
    expect(Object.keys(res.body.fieldErrorKeys).sort()).toEqual(['limit', 'page']);
    await request(t.app).get(PATHS.payouts).expect(401);
  });
});
