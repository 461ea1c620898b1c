import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildPath, paymentsApi, usersApi, vehiclesApi, walletsApi } from '@fleetcare/shared';
import type { VehicleDto } from '@fleetcare/shared';
import { signUpAndSignIn } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const api = (path: string) => `${API_PREFIX}${path}`;

/** A JSON body sent as raw text, so keys such as __proto__ arrive as the client wrote them. */
function rawJson(path: string, text: string) {
  return request(t.app).post(api(path)).set('Content-Type', 'application/json').send(text);
}

let plates = 0;

async function createVehicle(agent: request.Agent, fields: Record<string, unknown>): Promise<VehicleDto> {
  plates += 1;
  const body = {
    plateNumber: `INPUT${plates}`,
    category: 'car',
    brand: 'Toyota',
    model: 'Corolla',
    year: 2019,
    fuel: 'petrol',
  };
  const res = await agent
    .post(api(vehiclesApi.createVehicle.path))
    .send({ ...body, ...fields })
    .expect(201);
  return res.body.data as VehicleDto;
}

function expectFieldRefused(res: request.Response, field: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
}

describe('input no call can want', () => {
  it('when a body carries __proto__, constructor or prototype keys, then 400 naming the key', async () => {
    const login = usersApi.login.path;
    expectFieldRefused(await rawJson(login, '{"email":"a@b.ng","password":"x","__proto__":{}}'), '__proto__');
    expectFieldRefused(await rawJson(login, '{"email":"a@b.ng","password":"x","constructor":{}}'), 'constructor');
    expectFieldRefused(await rawJson(login, '{"email":"a@b.ng","nested":{"prototype":1}}'), 'nested.prototype');
  });

  it('when an object or array arrives where text belongs, then 400 naming the field', async () => {
    const path = usersApi.requestPasswordResetEmail.path;
    expectFieldRefused(await rawJson(path, '{"email":{"$gt":""}}'), 'email');
    expectFieldRefused(await rawJson(path, '{"email":["a@b.ng","c@d.ng"]}'), 'email');
  });

  it('when a field is null, then it counts as absent: a required one says so, nothing throws', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post(api(walletsApi.redeemCoupon.path)).send({ code: null });
    expectFieldRefused(res, 'code');
  });

  it('when a body nests deeper than any call needs, then 400', async () => {
    const deep = `${'{"a":'.repeat(50)}1${'}'.repeat(50)}`;
    const res = await rawJson(usersApi.login.path, deep);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('when text holds a NUL character or half a surrogate pair, then 400 and nothing is stored', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, { notes: 'before' });
    const update = api(buildPath(vehiclesApi.updateVehicle.path, { vehicleId: vehicle._id }));
    expectFieldRefused(await agent.patch(update).send({ notes: 'a\u0000b' }), 'notes');
    expectFieldRefused(await agent.patch(update).send({ notes: 'a\uD800b' }), 'notes');
    const after = await agent.get(api(buildPath(vehiclesApi.getVehicle.path, { id: vehicle._id }))).expect(200);
    expect(after.body.data.notes).toBe('before');
  });

  it('when a query has a NUL character, a repeated parameter or an out-of-range page, then 400 naming it', async () => {
    const { agent } = await signUpAndSignIn(t);
    const list = api(vehiclesApi.getMyVehicles.path);
    expectFieldRefused(await agent.get(`${list}?search=%00`), 'search');
    expectFieldRefused(await agent.get(`${list}?search=a&search=b`), 'search');
    expectFieldRefused(await agent.get(`${list}?page=1e30`), 'page');
    expectFieldRefused(await agent.get(`${list}?page=10001`), 'page');
    expectFieldRefused(await agent.get(`${list}?__proto__=1`), '__proto__');
    await agent.get(`${list}?page=2&limit=5`).expect(200);
  });

  it('when a path does not decode or holds a NUL character, then 400 (inside and outside /api)', async () => {
    expectFieldRefused(await request(t.app).get('/api/blog-posts/get-blog/%00'), 'path');
    expectFieldRefused(await request(t.app).get('/api/blog-posts/get-blog/%E0%A4%A'), 'path');
    expectFieldRefused(await request(t.app).get('/sandbox/checkout/%00'), 'path');
  });

  it('when money is sent as hex, an exponent or padded digits, then 400; plain digits and integers pass', async () => {
    const { agent } = await signUpAndSignIn(t);
    const start = api(paymentsApi.generatePaymentReference.path);
    for (const amount of ['0x2710', '1e4', ' 10000 ', 1e30, 10000.5]) {
      expectFieldRefused(await agent.post(start).send({ purpose: 'wallet-top-up', amount }), 'amount');
    }
    await agent.post(start).send({ purpose: 'wallet-top-up', amount: '500000' }).expect(201);
    await agent.post(start).send({ purpose: 'wallet-top-up', amount: 500000 }).expect(201);
  });
});

describe('text shown to other people', () => {
  it('when a name carries bidirectional overrides or zero-width characters, then they are removed', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent
      .put(api(usersApi.updateMe.path))
      .send({ firstName: '\u202EAmaka\u202C', lastName: 'Ok\u200Bafor' })
      .expect(200);
    expect(res.body.data).toMatchObject({ firstName: 'Amaka', lastName: 'Okafor' });
  });

  it('when free text carries a bidirectional override, then it is removed and the rest kept', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, { notes: 'Brake pads \u202Egnp.exe' });
    expect(vehicle.notes).toBe('Brake pads gnp.exe');
  });
});
