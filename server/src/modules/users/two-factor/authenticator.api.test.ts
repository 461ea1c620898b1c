import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../../lib/crypto.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  enableAuthenticator,
  eventsOf,
  nextStep,
  startOfNextStep,
  totpNow,
  userRow,
} from './two-factor.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROVISIONING = '/api/users/get-authenticator-app-provisioning-uri';
const REGENERATE = '/api/users/generate-new-authenticator-app-provisioning-uri';
const PROVISION = '/api/users/provision-authenticator';
const DISABLE = '/api/users/disable-authenticator';

describe('GET /api/users/get-authenticator-app-provisioning-uri', () => {
  it('when asked first, then a pending secret is made, stored encrypted, and shown with its URI and QR code', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.get(PROVISIONING).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { uri, secret, qrCode, enabled } = res.body.data;
    expect(enabled).toBe(false);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(`${parsed.protocol}//${parsed.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/FleetCare:${user.email}`);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('FleetCare');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const row = await userRow(t, user._id);
    expect(row.totpPendingSecret).not.toContain(secret);
    expect(decryptSecret(t.deps.keys.totpSecrets, String(row.totpPendingSecret))).toBe(secret);
    expect(row.totpSecret).toBeNull();
    expect(row.totpEnabledAt).toBeNull();
  });

  it('when asked again before confirming, then the same secret is shown', async () => {
    const { agent } = await signUpAndSignIn(t);
    const first = await agent.get(PROVISIONING).expect(200);
    const second = await agent.get(PROVISIONING).expect(200);
    expect(second.body.data.secret).toBe(first.body.data.secret);
  });

  it('when signed out, then 401 with the credentials detail', async () => {
    const res = await request(t.app).get(PROVISIONING).expect(401);
    expect(res.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('when the authenticator is on, then 409 TWO_FACTOR_ALREADY_ENABLED and the secret is never shown', async () => {
    const { agent } = await signUpAndSignIn(t);
    await enableAuthenticator(t, agent);
    const res = await agent.get(PROVISIONING).expect(409);
    expect(res.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect(JSON.stringify(res.body)).not.toMatch(/secret|otpauth/);
    expect((await agent.post(REGENERATE).expect(409)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });
});

describe('POST /api/users/generate-new-authenticator-app-provisioning-uri', () => {
  it('when asked, then a new secret replaces the pending one and codes of the old one stop working', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const old = String((await agent.get(PROVISIONING).expect(200)).body.data.secret);
    const res = await agent.post(REGENERATE).expect(200);
    const fresh = String(res.body.data.secret);
    expect(fresh).not.toBe(old);
    const row = await userRow(t, user._id);
    expect(decryptSecret(t.deps.keys.totpSecrets, String(row.totpPendingSecret))).toBe(fresh);
    const refused = await agent
      .post(PROVISION)
      .send({ code: await totpNow(t, old) })
      .expect(400);
    expect(refused.body.code).toBe('CODE_INVALID');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post(REGENERATE).expect(401);
  });
});

describe('POST /api/users/provision-authenticator', () => {
  it('when the code is right, then the authenticator is on, the secret moves encrypted, and it is logged', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const secret = String((await agent.get(PROVISIONING).expect(200)).body.data.secret);
    const epoch = Math.floor(t.clock.now().getTime() / 1000);
    const res = await agent
      .post(PROVISION)
      .send({ code: await generate({ secret, epoch }) })
      .expect(200);
    expect(res.body.data.twoFactor).toEqual({ authenticator: true, phone: false });
    expect(JSON.stringify(res.body)).not.toContain(secret);
    const row = await userRow(t, user._id);
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpPendingSecret).toBeNull();
    expect(decryptSecret(t.deps.keys.totpSecrets, String(row.totpSecret))).toBe(secret);
    expect(row.totpLastStep).toBe(Math.floor(epoch / 30));
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'two-factor-enabled', detail: 'authenticator' });
  });

  it('when the code is of the step before or after, then it is accepted (±1 step)', async () => {
    startOfNextStep(t);
    const early = await signUpAndSignIn(t);
    const secretA = String((await early.agent.get(PROVISIONING).expect(200)).body.data.secret);
    await early.agent
      .post(PROVISION)
      .send({ code: await totpNow(t, secretA, -30) })
      .expect(200);
    const late = await signUpAndSignIn(t);
    const secretB = String((await late.agent.get(PROVISIONING).expect(200)).body.data.secret);
    await late.agent
      .post(PROVISION)
      .send({ code: await totpNow(t, secretB, 30) })
      .expect(200);
  });

  it('when the code is two steps old or wrong, then 400 CODE_INVALID and the authenticator stays off', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const secret = String((await agent.get(PROVISIONING).expect(200)).body.data.secret);
    const stale = await agent
      .post(PROVISION)
      .send({ code: await totpNow(t, secret, -60) })
      .expect(400);
    expect(stale.body.code).toBe('CODE_INVALID');
    const right = await totpNow(t, secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await agent.post(PROVISION).send({ code: wrong }).expect(400)).body.code).toBe('CODE_INVALID');
    expect((await userRow(t, user._id)).totpEnabledAt).toBeNull();
  });

  it('when the code is not six digits, then 400 VALIDATION_FAILED', async () => {
    const { agent } = await signUpAndSignIn(t);
    await agent.get(PROVISIONING).expect(200);
    const res = await agent.post(PROVISION).send({ code: '12ab' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrorKeys: { code: 'validation:codeInvalidFormat' },
    });
    expect((await agent.post(PROVISION).send({}).expect(400)).body.fieldErrors).toHaveProperty('code');
  });

  it('when no secret was shown first, then 409 CONFLICT', async () => {
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.post(PROVISION).send({ code: '123456' }).expect(409)).body.code).toBe('CONFLICT');
  });

  it('when already on, then 409 TWO_FACTOR_ALREADY_ENABLED', async () => {
    const { agent } = await signUpAndSignIn(t);
    const secret = await enableAuthenticator(t, agent);
    const res = await agent
      .post(PROVISION)
      .send({ code: await totpNow(t, secret) })
      .expect(409);
    expect(res.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post(PROVISION).send({ code: '123456' }).expect(401);
  });
});

describe('POST /api/users/disable-authenticator', () => {
  it('when the code is current, then the authenticator is off, the secret is gone, and it is logged', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const secret = await enableAuthenticator(t, agent);
    const res = await agent
      .post(DISABLE)
      .send({ code: await totpNow(t, secret) })
      .expect(200);
    expect(res.body.data.twoFactor.authenticator).toBe(false);
    const row = await userRow(t, user._id);
    expect(row).toMatchObject({ totpEnabledAt: null, totpSecret: null, totpPendingSecret: null });
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'two-factor-disabled', detail: 'authenticator' });
  });

  it('when the code was already used (the one that turned it on), then 400 CODE_INVALID and it stays on', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const secret = String((await agent.get(PROVISIONING).expect(200)).body.data.secret);
    const code = await totpNow(t, secret);
    await agent.post(PROVISION).send({ code }).expect(200);
    expect((await agent.post(DISABLE).send({ code }).expect(400)).body.code).toBe('CODE_INVALID');
    expect((await userRow(t, user._id)).totpEnabledAt).not.toBeNull();
  });

  it('when the code is of another secret, then 400 CODE_INVALID', async () => {
    const { agent } = await signUpAndSignIn(t);
    await enableAuthenticator(t, agent);
    const other = await signUpAndSignIn(t);
    const otherSecret = await enableAuthenticator(t, other.agent);
    const res = await agent
      .post(DISABLE)
      .send({ code: await totpNow(t, otherSecret) })
      .expect(400);
    expect(res.body.code).toBe('CODE_INVALID');
  });

  it('when the authenticator is off, then 409 TWO_FACTOR_NOT_ENABLED', async () => {
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.post(DISABLE).send({ code: '123456' }).expect(409)).body.code).toBe('TWO_FACTOR_NOT_ENABLED');
  });

  it('when the code is missing, then 400 VALIDATION_FAILED; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    await enableAuthenticator(t, agent);
    expect((await agent.post(DISABLE).send({}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await request(t.app).post(DISABLE).send({ code: '123456' }).expect(401);
  });

  it('when turned off and on again, then a new secret is shown and works', async () => {
    const { agent } = await signUpAndSignIn(t);
    const first = await enableAuthenticator(t, agent);
    await agent
      .post(DISABLE)
      .send({ code: await totpNow(t, first) })
      .expect(200);
    nextStep(t);
    const second = await enableAuthenticator(t, agent);
    expect(second).not.toBe(first);
  });
});
