import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { outboxMessages } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A distinct client address per simulated person (testConfig trusts X-Forwarded-For from loopback). */
export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export const STRONG_PASSWORD = 'Kelechi-drives-a-Corolla-2019';

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amaka',
    lastName: 'Okafor',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/** The newest e-mail or SMS in the outbox for a recipient (optionally of one template). */
export async function latestMessage(t: TestApp, recipient: string, template?: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), template ? eq(outboxMessages.template, template) : undefined))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${template ?? 'message'} for ${recipient}`);
  return row;
}

/** The first link to this app in a message's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

/** A six-digit code in a message's text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** Signs up, confirms the e-mail through the link in the outbox, and returns an agent holding the session. */
export async function signUpAndSignIn(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const ip = randomIp();
  await request(t.app).post('/api/users/signup').set('X-Forwarded-For', ip).send(body).expect(201);
  const email = await latestMessage(t, String(body.email).toLowerCase(), 'verify-email');
  const token = linkIn(email.textBody).searchParams.get('token');
  const agent = request.agent(t.app).set('X-Forwarded-For', ip);
  const res = await agent.post(`/api/users/verify_email/${token}`).expect(200);
  return { agent, user: res.body.data.user as { _id: string; email: string }, password: String(body.password), body };
}

/** Signs in with e-mail and password on a new agent. */
export async function signIn(t: TestApp, email: string, password: string, ip = randomIp()) {
  const agent = request.agent(t.app).set('X-Forwarded-For', ip);
  const res = await agent.post('/api/users/login').send({ email, password });
  return { agent, res };
}
