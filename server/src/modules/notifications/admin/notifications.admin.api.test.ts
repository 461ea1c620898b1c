import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages, users } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/* Notifications and the outbox through the admin API: read-only, and an outbox message's body never leaves. */

const LIST = '/api/custom-admin/get-resources-list';
const RECORD = '/api/custom-admin/get-resource-record';

let t: TestApp;
let support: Awaited<ReturnType<typeof signInAdmin>>;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await signInAdmin(t, ['support']);
  const [user] = await t.deps.db
    .insert(users)
    .values({ email: `bell.${randomUUID()}@example.com`, firstName: 'Tunde', lastName: 'Bello' })
    .returning();
  userId = user?.id ?? '';
  await t.deps.db.insert(notifications).values([
    {
      userId,
      category: 'fleet',
      message: 'LAG123XY: engine oil is due soon.',
      createdAt: new Date('2026-05-01T08:00:00Z'),
    },
    {
      userId,
      category: 'payments',
      message: '₦5,000.00 was added to your wallet.',
      clickedAt: new Date('2026-05-02T09:00:00Z'),
      createdAt: new Date('2026-05-02T08:00:00Z'),
    },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('notifications', () => {
  it('lists a user’s notifications newest first, filtered by category and by whether they were opened', async () => {
    const all = await support.agent
      .get(`${LIST}/notifications`)
      .query({ filter: JSON.stringify({ userId: { equals: userId } }) })
      .expect(200);
    expect(all.body.data.items.map((row: { category: string }) => row.category)).toEqual(['payments', 'fleet']);
    const unopened = await support.agent
      .get(`${LIST}/notifications`)
      .query({ filter: JSON.stringify({ userId: { equals: userId }, clicked: { equals: false } }) })
      .expect(200);
    expect(unopened.body.data.items).toEqual([
      expect.objectContaining({ message: 'LAG123XY: engine oil is due soon.', clicked: false, kind: 'plain' }),
    ]);
  });

  it('when the caller is signed out, then 401; without notifications:read, then 403', async () => {
    await request(t.app).get(`${LIST}/notifications`).expect(401);
    const content = await signInAdmin(t, ['content']);
    await content.agent.get(`${LIST}/notifications`).expect(403);
    await content.agent.get(`${LIST}/outbox`).expect(403);
  });
});

describe('the outbox', () => {
  it('finds messages by the start of the recipient and shows how they went, never their bodies', async () => {
    const recipient = `outbox.${randomUUID().slice(0, 8)}@example.com`;
    const [message] = await t.deps.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient,
        subject: 'Reset your FleetCare password',
        textBody: 'Open https://fleetcare.ng/enter-new-password?id=1&token=secret-reset-token',
        htmlBody: '<a href="https://fleetcare.ng/enter-new-password?token=secret-reset-token">Reset</a>',
        template: 'password-reset',
        status: 'failed',
        provider: 'smtp',
        error: 'Connection refused',
        userId,
      })
      .returning();
    const list = await support.agent
      .get(`${LIST}/outbox`)
      .query({ q: recipient.slice(0, 15) })
      .expect(200);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({
        _id: message?.id,
        channel: 'email',
        subject: 'Reset your FleetCare password',
        template: 'password-reset',
        status: 'failed',
        error: 'Connection refused',
      }),
    ]);
    const record = await support.agent.get(`${RECORD}/outbox/${message?.id}`).expect(200);
    expect(record.body.data.title).toBe(recipient);
    expect(JSON.stringify(record.body)).not.toContain('secret-reset-token');
    expect(JSON.stringify(list.body)).not.toContain('secret-reset-token');
  });

  it('when the message does not exist, then 404', async () => {
    await support.agent.get(`${RECORD}/outbox/${randomUUID()}`).expect(404);
  });
});
