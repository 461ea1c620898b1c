import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationSettings, type NotificationSettings } from '@fleetcare/shared';
import { users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { channelsFor } from '../notifications/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedSettings = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row?.notificationSettings ?? null;
};

const changed: NotificationSettings = {
  ...defaultNotificationSettings,
  bookings: { email: false, sms: true, push: false },
  marketing: { email: true, sms: false, push: false },
};

describe('GET /api/users/me/notification-settings', () => {
  it('when nothing was saved, then the defaults', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get('/api/users/me/notification-settings').expect(200);
    expect(res.body.data).toEqual(defaultNotificationSettings);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get('/api/users/me/notification-settings').expect(401);
  });
});

describe('PUT /api/users/me/notification-settings', () => {
  it('when every category is sent, then they are stored and answered back', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.put('/api/users/me/notification-settings').send(changed).expect(200);
    expect(res.body.data).toEqual(changed);
    expect(await storedSettings(user._id)).toEqual(changed);
    expect((await agent.get('/api/users/me/notification-settings')).body.data).toEqual(changed);
  });

  it('when a category or a channel is missing or not a boolean, then 400 and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.put('/api/users/me/notification-settings').send(changed).expect(200);
    const { marketing: _left, ...withoutMarketing } = changed;
    const res = await agent
      .put('/api/users/me/notification-settings')
      .send({ ...withoutMarketing, bookings: { email: 'often', sms: true } })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual([
      'bookings.email',
      'bookings.push',
      'marketing.email',
      'marketing.push',
      'marketing.sms',
    ]);
    expect(await storedSettings(user._id)).toEqual(changed);
  });

  it('ignores unknown categories and channels', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent
      .put('/api/users/me/notification-settings')
      .send({ ...changed, gossip: { email: true }, account: { email: true, sms: true, push: true, pigeon: true } })
      .expect(200);
    const stored = await storedSettings(user._id);
    expect(stored).toEqual(changed);
  });

  it('when signed out, then 401', async () => {
    await request(t.app).put('/api/users/me/notification-settings').send(changed).expect(401);
  });

  it("changes only the caller's settings", async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await first.agent
      .put('/api/users/me/notification-settings')
      .send({ ...changed, userId: second.user._id })
      .expect(200);
    expect(await storedSettings(second.user._id)).toBeNull();
    expect((await second.agent.get('/api/users/me/notification-settings')).body.data).toEqual(
      defaultNotificationSettings,
    );
  });
});

describe('channelsFor (what the notification sender honours)', () => {
  it('when nothing was saved, then the default channels of the category', async () => {
    const { user } = await signUpAndSignIn(t);
    expect(await channelsFor(t.deps, user._id, 'parts')).toEqual({ email: true, sms: false, push: true });
    expect(await channelsFor(t.deps, user._id, 'marketing')).toEqual({ email: false, sms: false, push: false });
  });

  it('when the user saved settings, then their choice', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.put('/api/users/me/notification-settings').send(changed).expect(200);
    expect(await channelsFor(t.deps, user._id, 'bookings')).toEqual({ email: false, sms: true, push: false });
    expect(await channelsFor(t.deps, user._id, 'marketing')).toEqual({ email: true, sms: false, push: false });
  });

  it('when stored settings lack a category (added later), then that category falls back to its default', async () => {
    const { user } = await signUpAndSignIn(t);
    const { fleet: _dropped, ...older } = changed;
    await t.database.db
      .update(users)
      .set({ notificationSettings: older as NotificationSettings })
      .where(eq(users.id, user._id));
    expect(await channelsFor(t.deps, user._id, 'fleet')).toEqual(defaultNotificationSettings.fleet);
    expect(await channelsFor(t.deps, user._id, 'bookings')).toEqual(changed.bookings);
  });

  it('when the user is unknown or erased, then no channel at all', async () => {
    const none = { email: false, sms: false, push: false };
    expect(await channelsFor(t.deps, '00000000-0000-4000-8000-000000000000', 'account')).toEqual(none);
    const { user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, user._id));
    expect(await channelsFor(t.deps, user._id, 'account')).toEqual(none);
  });
});
