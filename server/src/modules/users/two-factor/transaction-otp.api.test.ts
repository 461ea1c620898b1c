import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../../db/schema/index.ts';
import { codeIn, latestMessage, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { verifyTransactionOtp } from './transaction-otp.service.ts';
import { enableAuthenticator, nextStep, totpNow, verifyNewPhone } from './two-factor.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEND = '/api/users/send-transaction-otp';
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/users/send-transaction-otp', () => {
  it('when the phone is verified, then the code goes by SMS', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = await verifyNewPhone(t, agent);
    const res = await agent.post(SEND).send({ purpose: 'payout' }).expect(200);
    expect(res.body.data).toMatchObject({
      channel: 'sms',
      sentTo: `+234 *** *** ${phone.number.slice(-4)}`,
      resendAfterSeconds: 60,
    });
    const sms = await latestMessage(t, phone.e164, 'transaction-otp');
    expect(sms.textBody).toMatch(/^FleetCare code: \d{6} to confirm your payout\. It expires in 10 minutes\./);
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, user._id), eq(otpCodes.purpose, 'transaction:payout')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', destination: phone.e164 });
  });

  it('when there is no verified phone, then the code goes by e-mail, as real HTML and text', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post(SEND).send({ purpose: 'bank-account' }).expect(200);
    const [local, domain] = user.email.split('@');
    expect(res.body.data).toMatchObject({ channel: 'email', sentTo: `${local?.charAt(0)}***@${domain}` });
    const mail = await latestMessage(t, user.email, 'transaction-otp');
    const code = codeIn(mail.textBody);
    expect(mail.subject).toBe(`Your FleetCare confirmation code: ${code}`);
    expect(mail.textBody).toContain('confirm your bank account change');
    expect(mail.htmlBody).toContain('<!doctype html>');
    expect(mail.htmlBody).toContain(code);
    await expect(verifyTransactionOtp(t.deps, user._id, 'bank-account', code)).resolves.toEqual({ method: 'code' });
  });

  it('when the purpose is unknown, then 400; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post(SEND).send({ purpose: 'withdraw-everything' }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ purpose: 'validation:purposeInvalid' });
    await request(t.app).post(SEND).send({ purpose: 'payout' }).expect(401);
  });

  it('when the e-mail address is not confirmed, then 403 EMAIL_NOT_VERIFIED and no code is sent', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const res = await agent.post(SEND).send({ purpose: 'payout' }).expect(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user._id));
    expect(rows).toEqual([]);
  });

  it('when asked again within a minute, then 429', async () => {
    const { agent } = await signUpAndSignIn(t);
    await agent.post(SEND).send({ purpose: 'payout' }).expect(200);
    expect((await agent.post(SEND).send({ purpose: 'payout' }).expect(429)).body.code).toBe('RATE_LIMITED');
  });
});

describe('verifyTransactionOtp (service, for payouts)', () => {
  async function sentCode() {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = await verifyNewPhone(t, agent);
    await agent.post(SEND).send({ purpose: 'payout' }).expect(200);
    const code = codeIn((await latestMessage(t, phone.e164, 'transaction-otp')).textBody);
    return { agent, user, code };
  }

  it('when the code is right, then it is accepted once', async () => {
    const { user, code } = await sentCode();
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).resolves.toEqual({ method: 'code' });
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('when the code is wrong, of another purpose, or of another user, then CODE_INVALID', async () => {
    const { user, code } = await sentCode();
    const other = await sentCode();
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', otherCode(code))).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await expect(verifyTransactionOtp(t.deps, user._id, 'bank-account', code)).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', other.code)).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).resolves.toEqual({ method: 'code' });
  });

  it('when the code is older than 10 minutes, then CODE_EXPIRED', async () => {
    const { user, code } = await sentCode();
    t.clock.advance(10 * 60_000 + 1000);
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('when 5 wrong codes were tried, then TOO_MANY_ATTEMPTS even for the right one', async () => {
    const { user, code } = await sentCode();
    for (let i = 0; i < 5; i += 1) {
      await expect(verifyTransactionOtp(t.deps, user._id, 'payout', otherCode(code))).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
    }
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('when the authenticator is on, then a current authenticator code works, once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const secret = await enableAuthenticator(t, agent);
    const code = await totpNow(t, secret);
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).resolves.toEqual({
      method: 'authenticator',
    });
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', code)).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    nextStep(t);
    await expect(verifyTransactionOtp(t.deps, user._id, 'payout', await totpNow(t, secret))).resolves.toEqual({
      method: 'authenticator',
    });
  });

  it('when the user does not exist, then NOT_FOUND', async () => {
    await expect(
      verifyTransactionOtp(t.deps, '00000000-0000-4000-8000-000000000000', 'payout', '123456'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
