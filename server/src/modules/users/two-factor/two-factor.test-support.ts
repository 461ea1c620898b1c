import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Agent } from 'supertest';
import { expect } from 'vitest';
import { securityEvents, users } from '../../../db/schema/index.ts';
import { codeIn, latestMessage, signIn } from '../../../../test/auth-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/** Shared steps of the two-factor API tests (not a test file itself). */

let phoneCounter = 0;

/** A distinct Nigerian mobile number per test, so outbox reads never mix tests up. */
export function uniquePhone() {
  phoneCounter += 1;
  const digits = `${Date.now() % 1_000_000}${phoneCounter}`.padStart(8, '0').slice(-8);
  const number = `80${digits}`;
  return { dialCode: '+234', number, e164: `+234${number}` };
}

/** The authenticator code of the app's current time (moved by t.clock), as a phone would show it. */
export function totpNow(t: TestApp, secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
}

/** Lets the next 30-second step begin, so a new authenticator code is accepted (a code works once). */
export function nextStep(t: TestApp) {
  t.clock.advance(30_000);
}

/** Moves the clock to 1 s into the next step, so a test has 29 s before a step boundary moves the window. */
export function startOfNextStep(t: TestApp) {
  const into = t.clock.now().getTime() % 30_000;
  t.clock.advance(30_000 - into + 1000);
}

/** Turns the authenticator on through the API and returns its secret. */
export async function enableAuthenticator(t: TestApp, agent: Agent): Promise<string> {
  const provisioning = await agent.get('/api/users/get-authenticator-app-provisioning-uri').expect(200);
  const secret = String(provisioning.body.data.secret);
  await agent
    .post('/api/users/provision-authenticator')
    .send({ code: await totpNow(t, secret) })
    .expect(200);
  nextStep(t);
  return secret;
}

/** Sends a code to a new phone and confirms it, reading the SMS from the outbox. */
export async function verifyNewPhone(t: TestApp, agent: Agent) {
  const phone = uniquePhone();
  await agent
    .post('/api/users/send-phone-verification-code')
    .send({ phone: { dialCode: phone.dialCode, number: phone.number } })
    .expect(200);
  const sms = await latestMessage(t, phone.e164, 'phone-verify');
  await agent
    .post('/api/users/verify-phone-otp')
    .send({ code: codeIn(sms.textBody) })
    .expect(200);
  return phone;
}

/** Turns phone two-factor on (after verifyNewPhone). */
export async function enablePhoneTwoFactor(t: TestApp, agent: Agent, phone: { e164: string }) {
  await agent.post('/api/users/enable-phone-2fa').send({}).expect(200);
  const sms = await latestMessage(t, phone.e164, 'phone-2fa');
  await agent
    .post('/api/users/enable-phone-2fa')
    .send({ code: codeIn(sms.textBody) })
    .expect(200);
}

/** Signs in with the password and expects the two-factor challenge. */
export async function startChallenge(t: TestApp, email: string, password: string) {
  const { agent, res } = await signIn(t, email, password);
  expect(res.status).toBe(200);
  expect(res.body.data.status).toBe('two-factor-required');
  return { agent, challengeId: String(res.body.data.challengeId), body: res.body.data };
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function eventsOf(t: TestApp, userId: string) {
  const rows = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
  return rows.map((row) => ({ type: row.type, detail: row.detail }));
}
