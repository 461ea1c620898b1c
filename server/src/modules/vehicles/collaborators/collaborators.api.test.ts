// @embedded-db: sharing locks the vehicle row (for update) by raw SQL
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate, VEHICLE_LIMITS } from '@fleetcare/shared';
import { notifications, outboxMessages, users, vehicleCollaborators, vehicleEvents } from '../../../db/schema/index.ts';
import { randomIp, signUpAndSignIn, uniqueEmail } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createVehicle, shareVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = '/api/vehicles/add-vehicle-collaborator';
const removePath = '/api/vehicles/remove-vehicle-collaborator';
const getOne = (id: string) => `/api/vehicles/get-vehicle/${id}`;
const list = '/api/vehicles/get-my-vehicles';

async function collaboratorsOf(vehicleId: string) {
  return t.database.db.select().from(vehicleCollaborators).where(eq(vehicleCollaborators.vehicleId, vehicleId));
}

async function notificationsOf(userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** Accounts made straight in the database (for the collaborator limit: signing up 20 people is slow). */
async function insertAccounts(count: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: count }, () => ({ email: uniqueEmail('bulk'), firstName: 'Bulk', lastName: 'User' })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('add-vehicle-collaborator', () => {
  it('when the owner shares by e-mail, then the invitee is notified (in-app and by e-mail), sees the vehicle, and the history says so', async () => {
    const owner = await signUpAndSignIn(t, { firstName: 'Tunde', lastName: 'Bello' });
    const friend = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent, { brand: 'Toyota', model: 'Hilux', year: 2015 });
    const res = await owner.agent
      .patch(add)
      .send({ vehicleId: vehicle._id, email: ` ${friend.user.email.toUpperCase()} `, role: 'view' })
      .expect(200);
    expect(res.body.message).toBe('The vehicle is shared.');
    expect(res.body.data.collaborators).toEqual([
      {
        userId: friend.user._id,
        fullName: 'Amaka Okafor',
        email: friend.user.email,
        role: 'view',
        addedAt: expect.any(String),
      },
    ]);
    expect(await collaboratorsOf(vehicle._id)).toEqual([
      expect.objectContaining({ userId: friend.user._id, role: 'view' }),
    ]);

    const [note] = await notificationsOf(friend.user._id);
    expect(note).toMatchObject({
      category: 'fleet',
      kind: 'plain',
      actionPath: `/dashboard/fleet/show/${vehicle._id}`,
      message: `Tunde Bello shared the 2015 Toyota Hilux (${formatPlate(vehicle.plateNumber)}) with you: you can view its records.`,
    });
    const emails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, friend.user.email));
    expect(emails.some((email) => email.textBody.includes('2015 Toyota Hilux'))).toBe(true);

    const fleet = await friend.agent.get(list).expect(200);
    expect(fleet.body.data.items).toEqual([expect.objectContaining({ _id: vehicle._id, access: 'view' })]);
    const [event] = await t.database.db
      .select()
      .from(vehicleEvents)
      .where(and(eq(vehicleEvents.vehicleId, vehicle._id), eq(vehicleEvents.type, 'collaborator-added')));
    expect(event).toMatchObject({
      actorId: owner.user._id,
      detail: { userId: friend.user._id, fullName: 'Amaka Okafor', role: 'view' },
    });
  });

  it('when the same person is added again, then their role changes (one row), they are told, and an unchanged role does nothing', async () => {
    const owner = await signUpAndSignIn(t);
    const friend = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, friend.user.email, 'view');
    t.clock.advance(1000);
    const res = await owner.agent.patch(add).send({ vehicleId: vehicle._id, email: friend.user.email, role: 'edit' });
    expect(res.status).toBe(200);
    expect(await collaboratorsOf(vehicle._id)).toEqual([expect.objectContaining({ role: 'edit' })]);
    const notes = await notificationsOf(friend.user._id);
    expect(notes).toHaveLength(2);
    expect(notes[0]?.message).toMatch(/changed your rights on the .*: you can now view and update its records\./);
    await owner.agent.patch(add).send({ vehicleId: vehicle._id, email: friend.user.email, role: 'edit' }).expect(200);
    expect(await notificationsOf(friend.user._id)).toHaveLength(2);
    const events = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicle._id));
    expect(events.map((event) => event.type).sort()).toEqual([
      'collaborator-added',
      'collaborator-role-changed',
      'created',
    ]);
  });

  it('when no account uses the e-mail, then 404 with a clear message; the own e-mail is 400; bad input is 400', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const unknown = await owner.agent
      .patch(add)
      .send({ vehicleId: vehicle._id, email: uniqueEmail('nobody'), role: 'view' })
      .expect(404);
    expect(unknown.body.message).toBe(
      'No FleetCare account uses this e-mail. Ask them to sign up first, then share the vehicle again.',
    );
    const own = await owner.agent
      .patch(add)
      .send({ vehicleId: vehicle._id, email: owner.user.email, role: 'edit' })
      .expect(400);
    expect(own.body.fieldErrors.email).toMatch(/your own e-mail/);
    const bad = await owner.agent.patch(add).send({ vehicleId: 'x', email: 'not-an-email', role: 'admin' }).expect(400);
    expect(bad.body.fieldErrors).toEqual({
      vehicleId: 'Unknown vehicle.',
      email: 'Email is invalid.',
      role: 'Choose view or edit rights.',
    });
    expect(await collaboratorsOf(vehicle._id)).toHaveLength(0);
  });

  it('when a collaborator (even with edit rights) shares, then 403; a stranger gets 404; nobody signed in gets 401', async () => {
    const owner = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    const third = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    const body = { vehicleId: vehicle._id, email: third.user.email, role: 'view' };
    await editor.agent.patch(add).send(body).expect(403);
    const stranger = await third.agent
      .patch(add)
      .send({ ...body, email: editor.user.email })
      .expect(404);
    expect(JSON.stringify(stranger.body)).not.toContain(vehicle.plateNumber);
    await third.agent
      .patch(add)
      .send({ ...body, vehicleId: randomUUID() })
      .expect(404);
    await request(t.app).patch(add).set('X-Forwarded-For', randomIp()).send(body).expect(401);
    expect(await collaboratorsOf(vehicle._id)).toHaveLength(1);
  });

  it(`when the vehicle is shared with ${VEHICLE_LIMITS.collaboratorsMax} people, then one more is 409 — also when several are added at once`, async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const ids = await insertAccounts(VEHICLE_LIMITS.collaboratorsMax - 1);
    await t.database.db
      .insert(vehicleCollaborators)
      .values(ids.map((userId) => ({ vehicleId: vehicle._id, userId, role: 'view' as const })));
    const late = await Promise.all([signUpAndSignIn(t), signUpAndSignIn(t), signUpAndSignIn(t)]);
    const results = await Promise.all(
      late.map((person) =>
        owner.agent.patch(add).send({ vehicleId: vehicle._id, email: person.user.email, role: 'view' }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const refused = results.find((res) => res.status === 409);
    expect(refused?.body.message).toBe('A vehicle can be shared with at most 20 people. Remove someone first.');
    expect(await collaboratorsOf(vehicle._id)).toHaveLength(VEHICLE_LIMITS.collaboratorsMax);
  });

  it('when the vehicle was deleted, then it can no longer be shared (409)', async () => {
    const owner = await signUpAndSignIn(t);
    const friend = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await owner.agent.delete(`/api/vehicles/delete-vehicle/${vehicle._id}`).expect(200);
    await owner.agent.patch(add).send({ vehicleId: vehicle._id, email: friend.user.email, role: 'view' }).expect(409);
  });
});

describe('remove-vehicle-collaborator', () => {
  it('when the owner removes a collaborator, then they lose the vehicle at once and the history says so', async () => {
    const owner = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    await editor.agent.get(getOne(vehicle._id)).expect(200);
    const res = await owner.agent
      .patch(removePath)
      .send({ vehicleId: vehicle._id, userId: editor.user._id })
      .expect(200);
    expect(res.body.data.collaborators).toEqual([]);
    expect(await collaboratorsOf(vehicle._id)).toHaveLength(0);
    await editor.agent.get(getOne(vehicle._id)).expect(404);
    await editor.agent.patch(`/api/vehicles/update-vehicle/${vehicle._id}`).send({ colour: 'Red' }).expect(404);
    expect((await editor.agent.get(list).expect(200)).body.data.total).toBe(0);
    const [event] = await t.database.db
      .select()
      .from(vehicleEvents)
      .where(and(eq(vehicleEvents.vehicleId, vehicle._id), eq(vehicleEvents.type, 'collaborator-removed')));
    expect(event?.detail).toEqual({ userId: editor.user._id, role: 'edit' });
  });

  it('when the person is not a collaborator, then 404; a collaborator removing is 403; a stranger 404; bad ids 400', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    const missing = await owner.agent
      .patch(removePath)
      .send({ vehicleId: vehicle._id, userId: stranger.user._id })
      .expect(404);
    expect(missing.body.message).toBe('This person does not share this vehicle (any more).');
    await viewer.agent.patch(removePath).send({ vehicleId: vehicle._id, userId: viewer.user._id }).expect(403);
    await stranger.agent.patch(removePath).send({ vehicleId: vehicle._id, userId: viewer.user._id }).expect(404);
    const bad = await owner.agent.patch(removePath).send({ vehicleId: vehicle._id, userId: 'me' }).expect(400);
    expect(bad.body.fieldErrors).toEqual({ userId: 'Unknown user.' });
    expect(await collaboratorsOf(vehicle._id)).toHaveLength(1);
  });
});
