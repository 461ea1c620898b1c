import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/index.ts';
import { randomIp, signUpAndSignIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The "a login flood of 200 requests from one client gets 429s while GET /api/health keeps answering".
 * This test proves the behaviour (statuses, Retry-After, health answering during the flood); the latency
 * figures are measured by bench/login-flood.mjs against the built server, not asserted here.
 */
let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('a login flood from one client', () => {
  it('when 200 sign-ins arrive at once, then most get 429 with Retry-After, none fails, and health keeps answering during the flood', async () => {
    const { user } = await signUpAndSignIn(t);
    const client = randomIp();
    let loginsAnswered = 0;

    const login = async (i: number) => {
      const email = i % 2 === 0 ? user.email : uniqueEmail('flood');
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ email, password: `Wrong-password-${i}` }),
      });
      await res.arrayBuffer();
      loginsAnswered += 1;
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    };

    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => login(i)));
    const health: { status: number; loginsAnsweredBefore: number }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      health.push({ status: res.status, loginsAnsweredBefore: loginsAnswered });
    }
    const answers = await flood;

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(150);
    for (const answer of limited) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // Only the per-IP budget (30 in 10 minutes) reached the password check at all.
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(30);

    expect(health.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // Health was not made to wait for the flood to end.
    expect(health[0]?.loginsAnsweredBefore).toBeLessThan(200);

    // The account under attack counted at most its per-account budget of failures.
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user._id), eq(securityEvents.type, 'sign-in-failed')));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(10);
  });
});
