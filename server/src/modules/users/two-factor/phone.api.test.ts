import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, outboxMessages } from '../../../db/schema/index.ts';
import { hashToken } from '../../../lib/crypto.ts';
import { codeIn, latestMessage, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { enablePhoneTwoFactor, eventsOf, uniquePhone, userRow, verifyNewPhone } from './two-factor.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEND = '/api/users/send-phone-verification-code';
const VERIFY = '/api/users/verify-phone-otp';
const ENABLE = '/api/users/enable-phone-2fa';
const DISABLE = '/api/users/disable-phone-2fa';

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codesOf(userId: string, purpose: string) {
  return t.database.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)));
}

describe('POST /api/users/send-phone-verification-code', () => {
  it('when a phone is given, then it is saved unverified and an SMS code is sent; only its hash is kept', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = uniquePhone();
    const res = await agent
      .post(SEND)
      .send({ phone: { dialCode: '+234', number: `0${phone.number}` } })
      .expect(200);
    expect(res.body.data).toEqual({
      sentTo: `+234 *** *** ${phone.number.slice(-4)}`,
      expiresAt: expect.any(String),
      resendAfterSeconds: 60,
    });
    const lifetime = new Date(res.body.data.expiresAt).getTime() - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    const sms = await latestMessage(t, phone.e164, 'phone-verify');
    expect(sms).toMatchObject({ channel: 'sms', status: 'stored', userId: user._id });
    expect(sms.textBody).toMatch(/^FleetCare code: \d{6}\. It expires in 10 minutes\. Never share it\.$/);
    const [code] = await codesOf(user._id, 'phone-verify');
    expect(code).toMatchObject({ destination: phone.e164, attempts: 0, usedAt: null });
    expect(code?.codeHash).toBe(hashToken(codeIn(sms.textBody)));
    const row = await userRow(t, user._id);
    expect(row).toMatchObject({ phoneDialCode: '+234', phoneNumber: phone.number, phoneVerifiedAt: null });
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'phone-changed', detail: null });
  });

  it('when no phone is given and the profile has none, then 400 PHONE_REQUIRED and nothing is sent', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    expect((await agent.post(SEND).send({}).expect(400)).body.code).toBe('PHONE_REQUIRED');
    expect(await codesOf(user._id, 'phone-verify')).toHaveLength(0);
  });

  it('when no phone is given, then the code goes to the profile phone', async () => {
    const phone = uniquePhone();
    const { agent } = await signUpAndSignIn(t, { phone: { dialCode: phone.dialCode, number: phone.number } });
    await agent.post(SEND).send({}).expect(200);
    expect((await latestMessage(t, phone.e164, 'phone-verify')).template).toBe('phone-verify');
  });

  it('when the phone is malformed, then 400 with the field error and the profile is unchanged', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post(SEND)
      .send({ phone: { dialCode: '234', number: '12' } })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['phone.dialCode', 'phone.number']);
    expect((await userRow(t, user._id)).phoneNumber).toBeNull();
  });

  it('when asked again within a minute, then 429 with Retry-After; after a minute a new code replaces the old', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = uniquePhone();
    const body = { phone: { dialCode: phone.dialCode, number: phone.number } };
    await agent.post(SEND).send(body).expect(200);
    const first = codeIn((await latestMessage(t, phone.e164, 'phone-verify')).textBody);
    const refused = await agent.post(SEND).send(body).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    await agent.post(SEND).send(body).expect(200);
    const second = codeIn((await latestMessage(t, phone.e164, 'phone-verify')).textBody);
    expect((await codesOf(user._id, 'phone-verify')).filter((c) => c.usedAt === null)).toHaveLength(1);
    if (first !== second) await agent.post(VERIFY).send({ code: first }).expect(400);
    await agent.post(VERIFY).send({ code: second }).expect(200);
  });

  it('when the number is corrected within a minute, then the new number gets a code at once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const typo = uniquePhone();
    const right = uniquePhone();
    await agent
      .post(SEND)
      .send({ phone: { dialCode: typo.dialCode, number: typo.number } })
      .expect(200);
    await agent
      .post(SEND)
      .send({ phone: { dialCode: right.dialCode, number: right.number } })
      .expect(200);
    const code = codeIn((await latestMessage(t, right.e164, 'phone-verify')).textBody);
    await agent.post(VERIFY).send({ code }).expect(200);
    expect(await userRow(t, user._id)).toMatchObject({ phoneNumber: right.number, phoneVerifiedAt: expect.any(Date) });
  });

  it('when phone two-factor is on, then the number cannot be swapped (409)', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = await verifyNewPhone(t, agent);
    await enablePhoneTwoFactor(t, agent, phone);
    const other = uniquePhone();
    const res = await agent
      .post(SEND)
      .send({ phone: { dialCode: other.dialCode, number: other.number } })
      .expect(409);
    expect(res.body.code).toBe('CONFLICT');
    expect((await userRow(t, user._id)).phoneNumber).toBe(phone.number);
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post(SEND).send({}).expect(401);
  });
});

describe('POST /api/users/verify-phone-otp', () => {
  it('when the code is right, then the phone is verified, logged, and the code cannot be used again', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = uniquePhone();
    await agent
      .post(SEND)
      .send({ phone: { dialCode: phone.dialCode, number: phone.number } })
      .expect(200);
    const code = codeIn((await latestMessage(t, phone.e164, 'phone-verify')).textBody);
    const res = await agent.post(VERIFY).send({ code }).expect(200);
    expect(res.body.data.phone).toEqual({ dialCode: '+234', number: phone.number, verified: true });
    expect((await userRow(t, user._id)).phoneVerifiedAt).not.toBeNull();
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'phone-verified', detail: null });
    expect((await agent.post(VERIFY).send({ code }).expect(400)).body.code).toBe('CODE_INVALID');
  });

  it('when the code is older than 10 minutes, then 410 CODE_EXPIRED and the phone stays unverified', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = uniquePhone();
    await agent
      .post(SEND)
      .send({ phone: { dialCode: phone.dialCode, number: phone.number } })
      .expect(200);
    const code = codeIn((await latestMessage(t, phone.e164, 'phone-verify')).textBody);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await agent.post(VERIFY).send({ code }).expect(410)).body.code).toBe('CODE_EXPIRED');
    expect((await userRow(t, user._id)).phoneVerifiedAt).toBeNull();
  });

  it('when 5 wrong codes were tried, then the right one gets 429 TOO_MANY_ATTEMPTS', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = uniquePhone();
    await agent
      .post(SEND)
      .send({ phone: { dialCode: phone.dialCode, number: phone.number } })
      .expect(200);
    const code = codeIn((await latestMessage(t, phone.e164, 'phone-verify')).textBody);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await agent
            .post(VERIFY)
            .send({ code: otherCode(code) })
            .expect(400)
        ).body.code,
      ).toBe('CODE_INVALID');
    }
    expect((await agent.post(VERIFY).send({ code }).expect(429)).body.code).toBe('TOO_MANY_ATTEMPTS');
    const [row] = await codesOf(user._id, 'phone-verify');
    expect(row).toMatchObject({ attempts: 5, usedAt: null });
    expect((await userRow(t, user._id)).phoneVerifiedAt).toBeNull();
  });

  it('when no code was sent, then 400 CODE_INVALID; no phone, 400 PHONE_REQUIRED; bad format, 400; signed out, 401', async () => {
    const withPhone = await signUpAndSignIn(t, { phone: { dialCode: '+234', number: uniquePhone().number } });
    expect((await withPhone.agent.post(VERIFY).send({ code: '123456' }).expect(400)).body.code).toBe('CODE_INVALID');
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.post(VERIFY).send({ code: '123456' }).expect(400)).body.code).toBe('PHONE_REQUIRED');
    expect((await agent.post(VERIFY).send({ code: 'abc' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await request(t.app).post(VERIFY).send({ code: '123456' }).expect(401);
  });
});

describe('POST /api/users/enable-phone-2fa and disable-phone-2fa', () => {
  it('when enabled and disabled with SMS codes, then the user, the log and the outbox follow', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const phone = await verifyNewPhone(t, agent);

    const sent = await agent.post(ENABLE).send({}).expect(200);
    expect(sent.body.data).toMatchObject({ sentTo: `+234 *** *** ${phone.number.slice(-4)}`, resendAfterSeconds: 60 });
    const enableSms = await latestMessage(t, phone.e164, 'phone-2fa');
    expect(enableSms.textBody).toContain('to turn on sign-in codes');
    const on = await agent
      .post(ENABLE)
      .send({ code: codeIn(enableSms.textBody) })
      .expect(200);
    expect(on.body.data.twoFactor).toEqual({ authenticator: false, phone: true });
    expect((await userRow(t, user._id)).phone2faEnabledAt).not.toBeNull();
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'two-factor-enabled', detail: 'phone' });
    expect((await agent.post(ENABLE).send({}).expect(409)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');

    await agent.post(DISABLE).send({}).expect(200);
    const disableSms = await latestMessage(t, phone.e164, 'phone-2fa');
    expect(disableSms.textBody).toContain('to turn off sign-in codes');
    expect(disableSms.id).not.toBe(enableSms.id);
    const wrong = await agent
      .post(DISABLE)
      .send({ code: otherCode(codeIn(disableSms.textBody)) })
      .expect(400);
    expect(wrong.body.code).toBe('CODE_INVALID');
    const off = await agent
      .post(DISABLE)
      .send({ code: codeIn(disableSms.textBody) })
      .expect(200);
    expect(off.body.data.twoFactor.phone).toBe(false);
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'two-factor-disabled', detail: 'phone' });
  });

  it('when the code is one sent to verify the phone, then it cannot turn on two-factor', async () => {
    const { agent } = await signUpAndSignIn(t);
    const phone = await verifyNewPhone(t, agent);
    await agent.post(ENABLE).send({}).expect(200);
    t.clock.advance(61_000);
    await agent.post(SEND).send({}).expect(200);
    const verifyCode = codeIn((await latestMessage(t, phone.e164, 'phone-verify')).textBody);
    const enableCode = codeIn((await latestMessage(t, phone.e164, 'phone-2fa')).textBody);
    if (verifyCode !== enableCode) await agent.post(ENABLE).send({ code: verifyCode }).expect(400);
  });

  it('when the phone is not verified, then 409 PHONE_NOT_VERIFIED and no SMS; no phone, 400 PHONE_REQUIRED', async () => {
    const phone = uniquePhone();
    const unverified = await signUpAndSignIn(t, { phone: { dialCode: phone.dialCode, number: phone.number } });
    expect((await unverified.agent.post(ENABLE).send({}).expect(409)).body.code).toBe('PHONE_NOT_VERIFIED');
    const sms = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone.e164));
    expect(sms).toHaveLength(0);
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.post(ENABLE).send({}).expect(400)).body.code).toBe('PHONE_REQUIRED');
  });

  it('when disabling while off, then 409 TWO_FACTOR_NOT_ENABLED; a malformed code, 400; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.post(DISABLE).send({}).expect(409)).body.code).toBe('TWO_FACTOR_NOT_ENABLED');
    expect((await agent.post(ENABLE).send({ code: '' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await request(t.app).post(ENABLE).send({}).expect(401);
    await request(t.app).post(DISABLE).send({}).expect(401);
  });
});
