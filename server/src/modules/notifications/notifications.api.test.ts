import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, notifications, pushDevices } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/socket-helpers.ts';
import { notify } from './index.ts';
import { getPushPublicKey, registerPushDevice } from './push.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recent = '/api/users/get-recent-notifications';
const mine = '/api/notifications/get-my-notifications';
const markClicked = (id: string) => `/api/notifications/mark-as-clicked/${id}`;
const registerDevice = '/api/users/register-push-notification-device';
const publicKey = '/api/notifications/push-public-key';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** n plain notifications, one second apart, "Message 1" the oldest. */
async function seed(userId: string, n: number) {
  const ids: string[] = [];
  for (let i = 1; i <= n; i += 1) {
    t.clock.advance(1000);
    const dto = await notify(t.deps, userId, {
      kind: 'plain',
      category: 'account',
      message: `Message ${i}`,
      actionPath: `/dashboard/${i}`,
    });
    if (dto) ids.push(dto._id);
  }
  return ids;
}

/** A browser's push subscription keys (valid P-256 point, 16-byte secret). */
function subscription(endpoint = `https://push.example.com/send/${Math.random().toString(36).slice(2)}`) {
  return {
    deviceRegId: endpoint,
    messageType: 'web',
    userP256dhKey: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
    userAuthKey: Buffer.alloc(16, 9).toString('base64url'),
  };
}

describe('GET /api/users/get-recent-notifications', () => {
  it('answers the newest 5 by default, newest first, with the total', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await seed(user._id, 7);
    const res = await agent.get(recent).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(res.body.data.items.map((item: { message: string }) => item.message)).toEqual([
      'Message 7',
      'Message 6',
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
    expect(res.body.data.items[0]).toEqual({
      _id: expect.any(String),
      kind: 'plain',
      category: 'account',
      message: 'Message 7',
      createdAt: expect.any(String),
      isClicked: false,
      actionPath: '/dashboard/7',
    });
  });

  it('takes ?limit= up to 50, and refuses more, less or words', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await seed(user._id, 3);
    expect((await agent.get(`${recent}?limit=2`).expect(200)).body.data.items).toHaveLength(2);
    for (const bad of ['51', '0', 'many', '1.5']) {
      const res = await agent.get(`${recent}?limit=${bad}`).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrorKeys: { limit: 'validation:limitInvalid' },
      });
    }
  });

  it('answers an empty list to a user with none, and never shows another user’s', async () => {
    const owner = await signUpAndSignIn(t);
    await seed(owner.user._id, 2);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.get(recent).expect(200)).body.data).toEqual({ items: [], total: 0, page: 1, limit: 5 });
  });

  it('requires a signed-in user', async () => {
    const res = await request(t.app).get(recent).expect(401);
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
  });
});

describe('GET /api/notifications/get-my-notifications', () => {
  it('pages 10 at a time by default, newest first', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await seed(user._id, 12);
    const first = await agent.get(mine).expect(200);
    expect(first.body.data).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.body.data.items).toHaveLength(10);
    const second = await agent.get(`${mine}?page=2`).expect(200);
    expect(second.body.data.items.map((item: { message: string }) => item.message)).toEqual(['Message 2', 'Message 1']);
    const small = await agent.get(`${mine}?page=3&limit=5`).expect(200);
    expect(small.body.data).toMatchObject({ page: 3, limit: 5, total: 12 });
    expect(small.body.data.items).toHaveLength(2);
  });

  it('refuses a bad page or limit', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(`${mine}?page=0&limit=100`).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ page: 'validation:pageInvalid', limit: 'validation:limitInvalid' });
  });

  it('shows only the caller’s notifications, and requires a session', async () => {
    const owner = await signUpAndSignIn(t);
    await seed(owner.user._id, 1);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.get(mine).expect(200)).body.data.total).toBe(0);
    await request(t.app).get(mine).expect(401);
  });

  it('answers every notification shape with its own fields (job offer, available technician)', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await notify(t.deps, user._id, {
      kind: 'available-inspector',
      category: 'bookings',
      message: 'A technician is available for your booking',
      actionPath: '/dashboard/maintenance/42',
      data: {
        typeOfNotification: 'inspector-available',
        orderSequenceId: 'FC-0042',
        meta: { orderId: 'order-42', avatarKey: 'avatars/x/a.webp', initials: 'BK', fullName: 'Bola Kareem' },
      },
    });
    const [item] = (await agent.get(mine).expect(200)).body.data.items;
    expect(item).toMatchObject({
      kind: 'available-inspector',
      typeOfNotification: 'inspector-available',
      orderSequenceId: 'FC-0042',
      meta: { orderId: 'order-42', initials: 'BK', fullName: 'Bola Kareem' },
    });
    expect(item.meta.avatar).toMatch(/^\/files\/avatars\/x\/a\.webp\?exp=\d+&sig=/);
    expect(item.meta).not.toHaveProperty('avatarKey');
  });
});

describe('GET /api/notifications/get-notification/:id', () => {
  const one = (id: string) => `/api/notifications/get-notification/${id}`;

  it("when the notification is the caller's, then it comes back with its fields", async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const [id] = await seed(user._id, 1);
    const res = await agent.get(one(String(id))).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toMatchObject({ _id: id, kind: 'plain', message: 'Message 1', isClicked: false });
  });

  it("when it is another user's, then 404 and none of it is sent", async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const [id] = await seed(owner.user._id, 1);
    const res = await other.agent.get(one(String(id))).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(JSON.stringify(res.body)).not.toContain('Message 1');
  });

  it('when the id is unknown, then 404; when it is not an id, then 400', async () => {
    const { agent } = await signUpAndSignIn(t);
    expect((await agent.get(one(UNKNOWN)).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await agent.get(one('not-an-id')).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get(one(UNKNOWN)).expect(401);
  });
});

describe('POST /api/notifications/mark-as-clicked/:id', () => {
  it('marks the caller’s notification clicked, once (a second click keeps the first time)', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const [id] = await seed(user._id, 1);
    const res = await agent.post(markClicked(id ?? '')).expect(200);
    expect(res.body.data).toMatchObject({ _id: id, isClicked: true });
    const [before] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id ?? ''));
    t.clock.advance(60_000);
    await agent.post(markClicked(id ?? '')).expect(200);
    const [after] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id ?? ''));
    expect(after?.clickedAt).toEqual(before?.clickedAt);
    expect((await agent.get(recent)).body.data.items[0].isClicked).toBe(true);
  });

  it('answers 404 for another user’s notification and leaves it unclicked; 404 for an unknown id', async () => {
    const owner = await signUpAndSignIn(t);
    const [id] = await seed(owner.user._id, 1);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.post(markClicked(id ?? '')).expect(404)).body.code).toBe('NOT_FOUND');
    const [row] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id ?? ''));
    expect(row?.clickedAt).toBeNull();
    await other.agent.post(markClicked(UNKNOWN)).expect(404);
  });

  it('refuses a malformed id, a foreign page (CSRF) and a missing session', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const [id] = await seed(user._id, 1);
    const bad = await agent.post(markClicked('not-an-id')).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ id: 'validation:notificationInvalid' });
    await agent
      .post(markClicked(id ?? ''))
      .set('Origin', 'https://evil.example')
      .expect(403);
    await request(t.app)
      .post(markClicked(id ?? ''))
      .expect(401);
    const [row] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id ?? ''));
    expect(row?.clickedAt).toBeNull();
  });
});

describe('POST /api/users/register-push-notification-device', () => {
  it('stores the subscription under the spec’s names, and a second registration updates the same row', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const body = subscription();
    const res = await agent.post(registerDevice).send(body).expect(200);
    expect(res.body).toMatchObject({
      message: 'This browser will receive notifications.',
      data: { _id: expect.any(String), deviceRegId: body.deviceRegId, messageType: 'web' },
    });
    const newKeys = { ...body, userAuthKey: Buffer.alloc(16, 1).toString('base64url') };
    await agent.post(registerDevice).send(newKeys).expect(200);
    const rows = await t.deps.db.select().from(pushDevices).where(eq(pushDevices.endpoint, body.deviceRegId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user._id, auth: newKeys.userAuthKey, p256dh: body.userP256dhKey });
  });

  it('when another user registers the same browser, then the device moves to them', async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    const body = subscription();
    await first.agent.post(registerDevice).send(body).expect(200);
    await second.agent.post(registerDevice).send(body).expect(200);
    const rows = await t.deps.db.select().from(pushDevices).where(eq(pushDevices.endpoint, body.deviceRegId));
    expect(rows.map((row) => row.userId)).toEqual([second.user._id]);
  });

  it('refuses a missing or malformed endpoint or keys, and changes nothing', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post(registerDevice).send({}).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      deviceRegId: 'validation:pushEndpointInvalid',
      userP256dhKey: 'validation:pushKeyInvalid',
      userAuthKey: 'validation:pushKeyInvalid',
    });
    await agent
      .post(registerDevice)
      .send({ ...subscription(), deviceRegId: 'ftp://push.example.com/x' })
      .expect(400);
    await agent
      .post(registerDevice)
      .send({ ...subscription(), userAuthKey: 'c2hvcnQ' })
      .expect(400);
    // 65 bytes, but not an uncompressed point (first byte 0x05).
    const notAPoint = Buffer.concat([Buffer.from([5]), Buffer.alloc(64, 7)]).toString('base64url');
    const point = await agent
      .post(registerDevice)
      .send({ ...subscription(), userP256dhKey: notAPoint })
      .expect(400);
    expect(point.body.fieldErrorKeys).toEqual({ userP256dhKey: 'validation:pushKeyInvalid' });
    expect(await t.deps.db.select().from(pushDevices).where(eq(pushDevices.userId, user._id))).toEqual([]);
  });

  it('requires a session', async () => {
    await request(t.app).post(registerDevice).send(subscription()).expect(401);
  });

  it('in production, accepts only https push services on public host names', async () => {
    const user = await createUser(t.deps);
    const production = { ...t.deps, config: { ...t.deps.config, isProduction: true } };
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://metadata/x',
    ]) {
      await expect(registerPushDevice(production, user.id, { ...subscription(endpoint) })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(
      registerPushDevice(production, user.id, subscription('https://fcm.googleapis.com/fcm/send/abc')),
    ).resolves.toMatchObject({ deviceRegId: 'https://fcm.googleapis.com/fcm/send/abc' });
  });
});

describe('GET /api/notifications/push-public-key', () => {
  it('answers the same generated key to anyone, kept in app_meta with the private key sealed', async () => {
    const first = await request(t.app).get(publicKey).expect(200);
    const second = await request(t.app).get(publicKey).expect(200);
    expect(first.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.body.data).toEqual(first.body.data);
    const [row] = await t.deps.db
      .select()
      .from(appMeta)
      .where(and(eq(appMeta.key, 'vapid')));
    const stored = row?.value as { publicKey: string; privateKeySealed: string };
    expect(stored.publicKey).toBe(first.body.data.publicKey);
    expect(stored.privateKeySealed).toMatch(/^v1\./);
  });

  it('answers the configured key when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', async () => {
    const keys = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    };
    const config = testConfig(keys);
    expect(await getPushPublicKey({ ...t.deps, config })).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY });
    expect(() => testConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
  });
});
