import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationSettings } from '@fleetcare/shared';
import { notifications, outboxMessages, pushDevices } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { browserKeys, decryptPush, startPushService, verifyVapid } from '../../../test/push-stand-in.ts';
import { createUser } from '../../../test/socket-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify, notifyEach, notifyMany } from './index.ts';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const booking = {
  kind: 'plain',
  category: 'bookings',
  message: 'Your mechanic Tunde is on the way to 12 Admiralty Way.',
  actionPath: '/dashboard/maintenance/42',
} as const;

async function messagesTo(recipient: string) {
  return t.deps.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

describe('notify(): e-mail and SMS by the notification settings', () => {
  it('when the settings allow both, then an e-mail and an SMS (to the verified phone) link to the actionPath', async () => {
    const user = await createUser(t.deps, {
      phoneDialCode: '+234',
      phoneNumber: '8031234567',
      phoneVerifiedAt: new Date(),
    });
    const dto = await notify(t.deps, user.id, booking);
    expect(dto).toMatchObject({ message: booking.message, actionPath: booking.actionPath, isClicked: false });
    const [email] = await messagesTo(user.email);
    expect(email).toMatchObject({ channel: 'email', template: 'notification', userId: user.id });
    expect(email?.subject).toBe('FleetCare: Your mechanic Tunde is on the way to 12 Admiralty Way.');
    expect(email?.textBody).toContain('http://localhost:3000/dashboard/maintenance/42');
    const [sms] = await messagesTo('+2348031234567');
    expect(sms?.textBody).toBe(
      'FleetCare: Your mechanic Tunde is on the way to 12 Admiralty Way. http://localhost:3000/dashboard/maintenance/42',
    );
  });

  it('when the phone is not verified, then no SMS is sent', async () => {
    const user = await createUser(t.deps, { phoneDialCode: '+234', phoneNumber: '8039999999' });
    await notify(t.deps, user.id, booking);
    expect(await messagesTo('+2348039999999')).toEqual([]);
    expect(await messagesTo(user.email)).toHaveLength(1);
  });

  it('when the user turned e-mail off for the category, or it is marketing (off by default), then nothing is sent', async () => {
    const user = await createUser(t.deps, {
      phoneDialCode: '+234',
      phoneNumber: '8035555555',
      phoneVerifiedAt: new Date(),
      notificationSettings: {
        ...defaultNotificationSettings,
        bookings: { email: false, sms: false, push: true },
      },
    });
    await notify(t.deps, user.id, booking);
    await notify(t.deps, user.id, { ...booking, category: 'marketing', message: 'Half price oil change' });
    expect(await messagesTo(user.email)).toEqual([]);
    expect(await messagesTo('+2348035555555')).toEqual([]);
    // Still stored and shown in the bell.
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(2);
  });

  it('when the user is unknown or erased, then nothing is stored or sent', async () => {
    const erased = await createUser(t.deps, { erasedAt: new Date() });
    expect(await notify(t.deps, erased.id, booking)).toBeUndefined();
    expect(await notify(t.deps, '00000000-0000-4000-8000-000000000000', booking)).toBeUndefined();
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, erased.id))).toEqual([]);
  });

  it('refuses an actionPath that leaves the app, and an empty message', async () => {
    const user = await createUser(t.deps);
    for (const actionPath of ['https://evil.example/x', '//evil.example/x', 'dashboard']) {
      await expect(notify(t.deps, user.id, { ...booking, actionPath })).rejects.toThrow(/actionPath/);
    }
    await expect(notify(t.deps, user.id, { ...booking, message: '   ' })).rejects.toThrow(/empty/);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });

  it('notifyMany stores one notification per active user, once each', async () => {
    const a = await createUser(t.deps);
    const b = await createUser(t.deps);
    const count = await notifyMany(t.deps, [a.id, b.id, a.id, '00000000-0000-4000-8000-000000000000'], {
      ...booking,
      category: 'account',
    });
    expect(count).toBe(2);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.category, 'account'));
    expect(rows.filter((row) => [a.id, b.id].includes(row.userId))).toHaveLength(2);
  });
});

describe('notifyEach(): different notifications to many users at once', () => {
  it('when a batch tells several users, one of them twice, then each is stored once, e-mailed, texted and pushed as their settings allow', async () => {
    const twice = await createUser(t.deps, {
      phoneDialCode: '+234',
      phoneNumber: '8037777777',
      phoneVerifiedAt: new Date(),
    });
    const once = await createUser(t.deps, {
      notificationSettings: { ...defaultNotificationSettings, bookings: { email: false, sms: false, push: true } },
    });
    const erased = await createUser(t.deps, { erasedAt: new Date() });
    const keys = browserKeys();
    await t.deps.db.insert(pushDevices).values({
      userId: once.id,
      endpoint: `${pushService.url}/batch/${once.id}`,
      p256dh: keys.p256dh,
      auth: keys.authKey,
    });
    const before = pushService.received.length;
    // Quotes, backslashes, braces, commas, the naira sign and Norwegian letters travel unchanged.
    const odd = 'Jobben er fullført: ₦12 500 for "olje\\filter", {ekstra}, æøå';
    const stored = await notifyEach(t.deps, [
      { userId: twice.id, input: { ...booking, message: 'First of two' } },
      { userId: once.id, input: { ...booking, message: odd, actionPath: null } },
      { userId: twice.id, input: { ...booking, message: 'Second of two', actionPath: '/dashboard/earnings' } },
      { userId: erased.id, input: booking },
    ]);
    expect(stored).toBe(3);
    const rows = (uid: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, uid));
    expect((await rows(twice.id)).map((row) => [row.message, row.actionPath]).sort()).toEqual([
      ['First of two', booking.actionPath],
      ['Second of two', '/dashboard/earnings'],
    ]);
    expect((await rows(once.id)).map((row) => [row.message, row.actionPath, row.category])).toEqual([
      [odd, null, 'bookings'],
    ]);
    expect(await rows(erased.id)).toEqual([]);
    expect((await messagesTo(twice.email)).map((message) => message.subject).sort()).toEqual([
      'FleetCare: First of two',
      'FleetCare: Second of two',
    ]);
    expect((await messagesTo('+2348037777777')).map((message) => message.textBody).sort()).toEqual([
      'FleetCare: First of two http://localhost:3000/dashboard/maintenance/42',
      'FleetCare: Second of two http://localhost:3000/dashboard/earnings',
    ]);
    expect(await messagesTo(once.email)).toEqual([]);
    const push = pushService.received.slice(before).find((item) => item.path === `/batch/${once.id}`);
    if (!push) throw new Error('no push arrived');
    expect(JSON.parse(decryptPush(push.body, keys))).toMatchObject({ body: odd, url: '/notifications' });
  });

  it('when one notice of the batch is refused, then nothing of the batch is stored', async () => {
    const user = await createUser(t.deps);
    await expect(
      notifyEach(t.deps, [
        { userId: user.id, input: booking },
        { userId: user.id, input: { ...booking, actionPath: 'https://evil.example/x' } },
      ]),
    ).rejects.toThrow(/actionPath/);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });
});

describe('notify(): web push', () => {
  it('sends an encrypted push (aes128gcm) with a VAPID signature that the browser’s keys decrypt', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const keys = browserKeys();
    const endpoint = `${pushService.url}/push/${user._id}`;
    await agent
      .post('/api/users/register-push-notification-device')
      .send({ deviceRegId: endpoint, messageType: 'web', userP256dhKey: keys.p256dh, userAuthKey: keys.authKey })
      .expect(200);
    const before = pushService.received.length;
    const dto = await notify(t.deps, user._id, booking);
    const push = pushService.received.slice(before).find((item) => item.path === `/push/${user._id}`);
    if (!push) throw new Error('no push arrived');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    const { publicKey } = (await request(t.app).get('/api/notifications/push-public-key')).body.data;
    const claims = await verifyVapid(push.headers.authorization, pushService.url, publicKey);
    expect(claims.sub).toBe('mailto:support@fleetcare.ng');
    expect(JSON.parse(decryptPush(push.body, keys))).toEqual({
      notificationId: dto?._id,
      title: 'FleetCare',
      body: booking.message,
      url: booking.actionPath,
      createdAt: dto?.createdAt,
    });
    const [device] = await t.deps.db.select().from(pushDevices).where(eq(pushDevices.endpoint, endpoint));
    expect(device?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('when the push service answers 410 Gone, then the device is deleted; a 500 only counts a failure', async () => {
    const user = await createUser(t.deps);
    const keys = browserKeys();
    const insert = (path: string) =>
      t.deps.db
        .insert(pushDevices)
        .values({ userId: user.id, endpoint: `${pushService.url}${path}`, p256dh: keys.p256dh, auth: keys.authKey })
        .returning();
    const [failing] = await insert(`/flaky/${user.id}`);
    pushService.answerWith(500);
    try {
      await notify(t.deps, user.id, booking);
    } finally {
      pushService.answerWith(201);
    }
    const [counted] = await t.deps.db
      .select()
      .from(pushDevices)
      .where(eq(pushDevices.id, failing?.id ?? ''));
    expect(counted?.failures).toBe(1);

    pushService.answerWith(410);
    try {
      await notify(t.deps, user.id, booking);
    } finally {
      pushService.answerWith(201);
    }
    expect(await t.deps.db.select().from(pushDevices).where(eq(pushDevices.userId, user.id))).toEqual([]);
  });

  it('when push is off for the category, then no push is sent', async () => {
    const user = await createUser(t.deps, {
      notificationSettings: { ...defaultNotificationSettings, payments: { email: false, sms: false, push: false } },
    });
    const keys = browserKeys();
    await t.deps.db.insert(pushDevices).values({
      userId: user.id,
      endpoint: `${pushService.url}/quiet/${user.id}`,
      p256dh: keys.p256dh,
      auth: keys.authKey,
    });
    const before = pushService.received.length;
    await notify(t.deps, user.id, { ...booking, category: 'payments' });
    expect(pushService.received.slice(before).filter((item) => item.path === `/quiet/${user.id}`)).toEqual([]);
  });
});
