import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfiles, securityAnswers, securityEvents, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { randomIp, signUpAndSignIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};
const eventsOf = (id: string) =>
  t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, id)).orderBy(securityEvents.createdAt);

const business = { companyName: 'Danfo Logistics Ltd', rcNumber: 'RC123456', fleetSize: 40, contactPerson: 'Tunde' };

describe('PUT /api/users/me/update', () => {
  it('when names, locale and newsletter are sent, then they are saved and the updated user comes back', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .put('/api/users/me/update')
      .send({ firstName: ' Ifeoma ', lastName: 'Nwosu', locale: 'nb', newsletterSubscribed: true, roles: ['admin'] })
      .expect(200);
    expect(res.body.data).toMatchObject({
      _id: user._id,
      firstName: 'Ifeoma',
      lastName: 'Nwosu',
      initials: 'IN',
      locale: 'nb',
      newsletterSubscribed: true,
      roles: ['customer'],
    });
    expect(await userRow(user._id)).toMatchObject({ firstName: 'Ifeoma', locale: 'nb', roles: ['customer'] });
  });

  it('when only one field is sent, then the others stay as they were', async () => {
    const { agent, user } = await signUpAndSignIn(t, { phone: { dialCode: '+234', number: '8031234567' } });
    await agent.put('/api/users/me/update').send({ lastName: 'Okoro' }).expect(200);
    expect(await userRow(user._id)).toMatchObject({ firstName: 'Amaka', lastName: 'Okoro', phoneNumber: '8031234567' });
  });

  it('when the phone number changes, then it is unverified, phone two-factor is off and both are logged', async () => {
    const { agent, user } = await signUpAndSignIn(t, { phone: { dialCode: '+234', number: '8031234567' } });
    const verifiedAt = new Date('2026-01-01T00:00:00Z');
    await t.database.db
      .update(users)
      .set({ phoneVerifiedAt: verifiedAt, phone2faEnabledAt: verifiedAt })
      .where(eq(users.id, user._id));
    const res = await agent
      .put('/api/users/me/update')
      .send({ phone: { dialCode: '+234', number: '0805 555 1234' } })
      .expect(200);
    expect(res.body.data.phone).toEqual({ dialCode: '+234', number: '8055551234', verified: false });
    expect(res.body.data.twoFactor.phone).toBe(false);
    const row = await userRow(user._id);
    expect(row).toMatchObject({ phoneNumber: '8055551234', phoneVerifiedAt: null, phone2faEnabledAt: null });
    const types = (await eventsOf(user._id)).map((event) => event.type);
    expect(types).toContain('phone-changed');
    expect(types).toContain('two-factor-disabled');
  });

  it('when the same phone number is sent again, then it stays verified and nothing is logged', async () => {
    const { agent, user } = await signUpAndSignIn(t, { phone: { dialCode: '+234', number: '8031234567' } });
    const verifiedAt = new Date('2026-01-01T00:00:00Z');
    await t.database.db.update(users).set({ phoneVerifiedAt: verifiedAt }).where(eq(users.id, user._id));
    await agent
      .put('/api/users/me/update')
      .send({ phone: { dialCode: '+234', number: '08031234567' } })
      .expect(200);
    expect((await userRow(user._id)).phoneVerifiedAt).toEqual(verifiedAt);
    expect((await eventsOf(user._id)).map((event) => event.type)).not.toContain('phone-changed');
  });

  it('when the phone is set to null, then it is removed', async () => {
    const { agent, user } = await signUpAndSignIn(t, { phone: { dialCode: '+234', number: '8031234567' } });
    const res = await agent.put('/api/users/me/update').send({ phone: null }).expect(200);
    expect(res.body.data.phone).toBeNull();
    expect(await userRow(user._id)).toMatchObject({ phoneDialCode: null, phoneNumber: null });
  });

  it('when a business account sends company details, then they replace the old ones', async () => {
    const { agent, user } = await signUpAndSignIn(t, { accountType: 'business', business });
    const res = await agent
      .put('/api/users/me/update')
      .send({ business: { ...business, companyName: 'Danfo Haulage', fleetSize: 55 } })
      .expect(200);
    expect(res.body.data.business).toMatchObject({ companyName: 'Danfo Haulage', fleetSize: 55 });
    const [row] = await t.database.db.select().from(businessProfiles).where(eq(businessProfiles.userId, user._id));
    expect(row).toMatchObject({ companyName: 'Danfo Haulage', fleetSize: 55 });
  });

  it('when an individual account sends company details, then 400 businessOnly and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.put('/api/users/me/update').send({ firstName: 'Changed', business }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrorKeys: { business: 'validation:businessOnly' },
    });
    expect((await userRow(user._id)).firstName).toBe('Amaka');
    expect(await t.database.db.select().from(businessProfiles).where(eq(businessProfiles.userId, user._id))).toEqual(
      [],
    );
  });

  it('when fields are invalid, then 400 with each field error and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .put('/api/users/me/update')
      .send({ firstName: '', lastName: 'x'.repeat(61), locale: 'fr', phone: { dialCode: '234', number: 'abc' } })
      .expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      firstName: 'validation:firstNameRequired',
      lastName: 'validation:nameTooLong',
      locale: 'validation:localeInvalid',
      'phone.dialCode': 'validation:dialCodeInvalid',
      'phone.number': 'validation:phoneInvalid',
    });
    expect(await userRow(user._id)).toMatchObject({ firstName: 'Amaka', lastName: 'Okafor', locale: 'en' });
  });

  it('when signed out, then 401 and nothing changes', async () => {
    const res = await request(t.app).put('/api/users/me/update').send({ firstName: 'Hacker' }).expect(401);
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
  });

  it("changes only the caller's own account", async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await first.agent.put('/api/users/me/update').send({ firstName: 'Bisi', _id: second.user._id }).expect(200);
    expect((await userRow(first.user._id)).firstName).toBe('Bisi');
    expect((await userRow(second.user._id)).firstName).toBe('Amaka');
  });
});

describe('GET /api/users/me/recent-activities', () => {
  it('answers the caller’s security log, newest first, with device and IP, as a page', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.set('User-Agent', 'Mozilla/5.0 (Linux; Android 13) Chrome/120.0 Mobile Safari/537.36');
    await agent.put('/api/users/me/update').send({ phone: { dialCode: '+234', number: '8031234567' } });
    const res = await agent.get('/api/users/me/recent-activities').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(res.body.data.items.map((item: { type: string }) => item.type)).toEqual([
      'phone-changed',
      'email-verified',
      'signup',
    ]);
    expect(res.body.data.items[0]).toMatchObject({ device: 'Chrome on Android', detail: 'New number ending 4567' });
    expect(res.body.data.items[0].ip).toMatch(/^10\./);
    expect(Object.keys(res.body.data.items[0]).sort()).toEqual(['_id', 'createdAt', 'detail', 'device', 'ip', 'type']);
    expect(user._id).toBeTruthy();
  });

  it('pages with ?page and ?limit', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.insert(securityEvents).values(
      Array.from({ length: 23 }, (_, index) => ({
        userId: user._id,
        type: 'sign-in',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    const first = await agent.get('/api/users/me/recent-activities?page=1&limit=10').expect(200);
    expect(first.body.data).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(first.body.data.items).toHaveLength(10);
    const third = await agent.get('/api/users/me/recent-activities?page=3&limit=10').expect(200);
    expect(third.body.data.items).toHaveLength(5);
    const ids = new Set([...first.body.data.items, ...third.body.data.items].map((item: { _id: string }) => item._id));
    expect(ids.size).toBe(15);
    const beyond = await agent.get('/api/users/me/recent-activities?page=9').expect(200);
    expect(beyond.body.data).toMatchObject({ items: [], total: 25 });
  });

  it('when page or limit are out of range, then 400', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get('/api/users/me/recent-activities?page=0&limit=51').expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ page: 'validation:pageInvalid', limit: 'validation:limitInvalid' });
    const words = await agent.get('/api/users/me/recent-activities?page=two').expect(400);
    expect(words.body.fieldErrorKeys).toEqual({ page: 'validation:pageInvalid' });
  });

  it('never shows another user’s events', async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await second.agent.put('/api/users/me/update').send({ phone: { dialCode: '+234', number: '8039999999' } });
    const res = await first.agent.get(`/api/users/me/recent-activities?userId=${second.user._id}`).expect(200);
    const ids = (await eventsOf(first.user._id)).map((event) => event.id).sort();
    expect(res.body.data.items.map((item: { _id: string }) => item._id).sort()).toEqual(ids);
    expect(res.body.data.items.map((item: { type: string }) => item.type)).not.toContain('phone-changed');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get('/api/users/me/recent-activities').expect(401);
  });
});

describe('POST /api/users/save-user-security-answers', () => {
  const answers = [
    { question: 'firstCar', answer: '  Toyota   COROLLA ' },
    { question: 'birthCity', answer: 'Enugu' },
    { question: 'firstSchool', answer: 'Kings College' },
  ];

  it('when three answers are sent, then only hashes of the normalised answers are kept and the questions are listed', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post('/api/users/save-user-security-answers').send({ answers }).expect(200);
    expect([...res.body.data.securityQuestions].sort()).toEqual(['birthCity', 'firstCar', 'firstSchool']);
    expect(JSON.stringify(res.body)).not.toMatch(/corolla|enugu/i);
    const rows = await t.database.db.select().from(securityAnswers).where(eq(securityAnswers.userId, user._id));
    expect(rows).toHaveLength(3);
    const car = rows.find((row) => row.question === 'firstCar');
    expect(car?.answerHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(car?.answerHash ?? '', 'toyota corolla')).toBe(true);
    expect((await eventsOf(user._id)).map((event) => event.type)).toContain('security-answers-changed');
  });

  it('when answers are saved again, then the new three replace the old ones', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.post('/api/users/save-user-security-answers').send({ answers }).expect(200);
    const next = [
      { question: 'favouriteMechanic', answer: 'Baba Sule' },
      { question: 'motherMaidenName', answer: 'Okonkwo' },
      { question: 'childhoodStreet', answer: 'Allen Avenue' },
    ];
    const res = await agent.post('/api/users/save-user-security-answers').send({ answers: next }).expect(200);
    expect([...res.body.data.securityQuestions].sort()).toEqual([
      'childhoodStreet',
      'favouriteMechanic',
      'motherMaidenName',
    ]);
    const rows = await t.database.db.select().from(securityAnswers).where(eq(securityAnswers.userId, user._id));
    expect(rows.map((row) => row.question).sort()).toEqual([
      'childhoodStreet',
      'favouriteMechanic',
      'motherMaidenName',
    ]);
  });

  it('when the answers are not three different questions, then 400 and the old answers stay', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.post('/api/users/save-user-security-answers').send({ answers }).expect(200);
    const repeated = [answers[0], answers[0], answers[1]];
    const res = await agent.post('/api/users/save-user-security-answers').send({ answers: repeated }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ answers: 'validation:answersDistinct' });
    const short = await agent
      .post('/api/users/save-user-security-answers')
      .send({ answers: [{ question: 'pet', answer: 'x' }, answers[1], answers[2]] })
      .expect(400);
    expect(short.body.fieldErrorKeys).toMatchObject({
      'answers[0].question': 'validation:questionRequired',
      'answers[0].answer': 'validation:answerTooShort',
    });
    await agent
      .post('/api/users/save-user-security-answers')
      .send({ answers: answers.slice(0, 2) })
      .expect(400);
    const rows = await t.database.db.select().from(securityAnswers).where(eq(securityAnswers.userId, user._id));
    expect(rows.map((row) => row.question).sort()).toEqual(['birthCity', 'firstCar', 'firstSchool']);
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post('/api/users/save-user-security-answers').send({ answers }).expect(401);
  });

  it("another user's answers are neither read nor changed", async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await second.agent.post('/api/users/save-user-security-answers').send({ answers }).expect(200);
    const res = await first.agent
      .post('/api/users/save-user-security-answers')
      .send({ answers, userId: second.user._id });
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(securityAnswers)
      .where(and(eq(securityAnswers.userId, second.user._id), eq(securityAnswers.question, 'firstCar')));
    expect(rows).toHaveLength(1);
    expect((await second.agent.get('/api/users/get-user')).body.data.securityQuestions).toHaveLength(3);
  });

  it('when answers are saved too often, then 429 with Retry-After', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await agent.post('/api/users/save-user-security-answers').send({ answers }).expect(200);
    }
    const res = await agent.post('/api/users/save-user-security-answers').send({ answers }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/users/check-if-email-is-registered', () => {
  const check = (email: string, ip = randomIp()) =>
    request(t.app).get('/api/users/check-if-email-is-registered').query({ email }).set('X-Forwarded-For', ip);

  it('answers registered: true for an address with an account, whatever its case', async () => {
    const { user } = await signUpAndSignIn(t);
    const res = await check(user.email.toUpperCase()).expect(200);
    expect(res.body).toEqual({ success: true, data: { registered: true } });
  });

  it('answers registered: false for an unknown address', async () => {
    expect((await check(uniqueEmail()).expect(200)).body.data).toEqual({ registered: false });
  });

  it('when the address is missing or invalid, then 400', async () => {
    const res = await request(t.app).get('/api/users/check-if-email-is-registered').expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ email: 'validation:emailRequired' });
    expect((await check('not-an-email').expect(400)).body.fieldErrorKeys).toEqual({
      email: 'validation:emailInvalid',
    });
  });

  it('when one client checks more than 30 addresses a minute, then 429 with Retry-After, other clients unaffected', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 30; attempt += 1) await check(uniqueEmail(), ip).expect(200);
    const res = await check(uniqueEmail(), ip).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await check(uniqueEmail()).expect(200);
  });
});
