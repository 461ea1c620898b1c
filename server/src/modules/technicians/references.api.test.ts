import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationsApi,
  TECHNICIAN_LIMITS,
  techniciansApi,
  usersApi,
  type ReferenceRequestDto,
  type TechnicianInfoDto,
} from '@fleetcare/shared';
import { outboxMessages, technicianReferences } from '../../db/schema/index.ts';
import { linkIn, randomIp, signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import { referenceBody, setStatus, technicianApplicant, url, type Agent } from './technicians.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
});
afterAll(() => t.close());

const submit = (agent: Agent, body: object) => agent.post(url(techniciansApi.submitTechnicianReference)).send(body);
const remove = (agent: Agent, id: string) => agent.delete(url(techniciansApi.deleteTechnicianReference, { id }));
const lookUp = (token: string) =>
  request(t.app)
    .get(url(techniciansApi.getTechnicianReferenceRequest))
    .query({ token })
    .set('X-Forwarded-For', randomIp());
const answer = (body: object) =>
  request(t.app).post(url(techniciansApi.answerTechnicianReference)).set('X-Forwarded-For', randomIp()).send(body);

async function messagesTo(recipient: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, 'technician-reference')));
}

/** Adds a reference and reads the link's token from the e-mail it was sent. */
async function referenceWithToken(agent: Agent, overrides: Record<string, unknown> = {}) {
  const body = referenceBody(overrides);
  const dto = (await submit(agent, body).expect(201)).body.data as TechnicianInfoDto;
  const [email] = await messagesTo(body.email);
  const link = linkIn(email?.textBody ?? '');
  return { body, dto, token: link.searchParams.get('token') ?? '', link };
}

describe('POST /api/users/submit-technician-reference', () => {
  it('when a reference is added, then they get an e-mail and an SMS with a link; only its hash is stored', async () => {
    const { agent, user } = await technicianApplicant(t, { firstName: 'Chinedu', lastName: 'Okeke' });
    const { body, dto, token, link } = await referenceWithToken(agent);
    expect(dto.references).toEqual([
      {
        _id: expect.any(String),
        name: body.name,
        phone: body.phone,
        email: body.email,
        relationship: 'employer',
        yearsKnown: 4,
        state: 'waiting',
        sentAt: expect.any(String),
        answeredAt: null,
        expiresAt: expect.any(String),
      },
    ]);
    const reference = dto.references[0];
    expect(new Date(reference?.expiresAt ?? 0).getTime() - new Date(reference?.sentAt ?? 0).getTime()).toBe(
      TECHNICIAN_LIMITS.referenceLinkDays * 86_400_000,
    );
    expect(dto.savedSteps).toEqual(['references']);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/technician/reference-check');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db
      .select()
      .from(technicianReferences)
      .where(eq(technicianReferences.userId, user._id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const [email] = await messagesTo(body.email);
    expect(email?.subject).toBe('Chinedu O. named you as a reference on FleetCare');
    expect(email?.userId).toBe(user._id);
    const [sms] = await messagesTo(`${body.phone.dialCode}${body.phone.number}`);
    expect(sms?.textBody).toContain('Chinedu O. named you as a reference');
    expect(sms?.textBody).toContain(link.toString());
  });

  it('when the applicant reads Norwegian, then the reference is asked in Norwegian', async () => {
    const { agent } = await technicianApplicant(t, { firstName: 'Chinedu', lastName: 'Okeke' });
    await agent.put(url(usersApi.updateMe)).send({ locale: 'nb' }).expect(200);
    const { body } = await referenceWithToken(agent);
    const [email] = await messagesTo(body.email);
    expect(email?.subject).toBe('Chinedu O. har oppgitt deg som referanse hos FleetCare');
    expect(email?.textBody).toContain('arbeidsgiveren som har kjent vedkommende i 4 år');
  });

  it.each([
    ['no name', { name: '' }],
    ['a broken e-mail', { email: 'bola@' }],
    ['an unknown relationship', { relationship: 'cousin' }],
    ['100 years known', { yearsKnown: 100 }],
  ])('when the body has %s, then 400 and nothing is sent', async (_label, change) => {
    const { agent, user } = await technicianApplicant(t);
    const body = referenceBody(change);
    await submit(agent, body).expect(400);
    expect(
      await t.database.db.select().from(technicianReferences).where(eq(technicianReferences.userId, user._id)),
    ).toEqual([]);
    expect(await messagesTo(String(body.email))).toEqual([]);
  });

  it('when the applicant names themself, then 400', async () => {
    const { agent, user } = await technicianApplicant(t);
    const res = await submit(agent, referenceBody({ email: user.email })).expect(400);
    expect(res.body.fieldErrorKeys.email).toBe('validation:referenceIsYou');
  });

  it('when the same person is added twice, then 409 names it on the field', async () => {
    const { agent } = await technicianApplicant(t);
    const body = referenceBody();
    await submit(agent, body).expect(201);
    const res = await submit(agent, { ...body, name: 'Bola A.' }).expect(409);
    expect(res.body.fieldErrorKeys.email).toBe('validation:referenceDuplicate');
  });

  it(`when ${TECHNICIAN_LIMITS.referencesMax} references are given, then another is refused (409)`, async () => {
    const { agent } = await technicianApplicant(t);
    for (let index = 0; index < TECHNICIAN_LIMITS.referencesMax; index += 1) {
      await submit(agent, referenceBody()).expect(201);
    }
    const extra = referenceBody();
    await submit(agent, extra).expect(409);
    expect(await messagesTo(extra.email)).toEqual([]);
  });

  it('when the application is pending, then 409; signed out 401; a customer 403 NOT_A_TECHNICIAN', async () => {
    const { agent, user } = await technicianApplicant(t);
    await submit(agent, referenceBody()).expect(201);
    await setStatus(t, user._id, 'pending');
    expect((await submit(agent, referenceBody()).expect(409)).body.code).toBe('TECHNICIAN_STATUS_CONFLICT');
    await request(t.app).post(url(techniciansApi.submitTechnicianReference)).send(referenceBody()).expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await submit(customer.agent, referenceBody()).expect(403)).body.code).toBe('NOT_A_TECHNICIAN');
  });
});

describe('DELETE /api/users/delete-technician-reference/:id', () => {
  it('when the owner deletes a reference, then it goes and its link stops working', async () => {
    const { agent } = await technicianApplicant(t);
    const { dto, token } = await referenceWithToken(agent);
    const after = (await remove(agent, dto.references[0]?._id ?? '').expect(200)).body.data as TechnicianInfoDto;
    expect(after.references).toEqual([]);
    await lookUp(token).expect(404);
  });

  it("when someone else's reference or an unknown id is named, then 404 and it stays", async () => {
    const owner = await technicianApplicant(t);
    const { dto } = await referenceWithToken(owner.agent);
    const id = dto.references[0]?._id ?? '';
    const stranger = await technicianApplicant(t);
    await remove(stranger.agent, id).expect(404);
    await remove(owner.agent, randomUUID()).expect(404);
    const rows = await t.database.db.select().from(technicianReferences).where(eq(technicianReferences.id, id));
    expect(rows).toHaveLength(1);
  });

  it('when the id is not a uuid, then 400; signed out 401; a customer 403', async () => {
    const { agent } = await technicianApplicant(t);
    await remove(agent, 'nope').expect(400);
    await request(t.app)
      .delete(url(techniciansApi.deleteTechnicianReference, { id: randomUUID() }))
      .expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await remove(customer.agent, randomUUID()).expect(403)).body.code).toBe('NOT_A_TECHNICIAN');
  });
});

describe('the public reference page', () => {
  it('when the link is opened, then it shows the applicant by short name and waits for the answer', async () => {
    const { agent } = await technicianApplicant(t, { firstName: 'Chinedu', lastName: 'Okeke' });
    const { body, token } = await referenceWithToken(agent, { relationship: 'trainer', yearsKnown: 7 });
    const res = await lookUp(token).expect(200);
    expect(res.body.data).toEqual({
      applicantName: 'Chinedu O.',
      referenceName: body.name,
      relationship: 'trainer',
      yearsKnown: 7,
      state: 'waiting',
      answeredAt: null,
      expiresAt: expect.any(String),
    } satisfies ReferenceRequestDto);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('when the reference confirms with a comment, then it is recorded once, the applicant sees it and is not notified', async () => {
    const { agent, user } = await technicianApplicant(t);
    const { token } = await referenceWithToken(agent);
    const res = await answer({ token, answer: 'confirmed', comment: ' Worked in my shop for 4 years. ' }).expect(200);
    expect(res.body.data).toMatchObject({ state: 'confirmed', answeredAt: expect.any(String) });
    const [row] = await t.database.db
      .select()
      .from(technicianReferences)
      .where(eq(technicianReferences.userId, user._id));
    expect(row).toMatchObject({ answer: 'confirmed', comment: 'Worked in my shop for 4 years.' });
    const info = (await agent.get(url(techniciansApi.getTechnicianInfo)).expect(200)).body.data as TechnicianInfoDto;
    expect(info.references[0]?.state).toBe('confirmed');
    const notices = (await agent.get(url(notificationsApi.getMyNotifications)).expect(200)).body.data;
    expect(notices.total).toBe(0);
    // The page shows the answer when opened again; a second answer is refused and changes nothing.
    expect((await lookUp(token).expect(200)).body.data.state).toBe('confirmed');
    const second = await answer({ token, answer: 'denied' }).expect(409);
    expect(second.body.code).toBe('REFERENCE_ALREADY_ANSWERED');
    const [after] = await t.database.db
      .select()
      .from(technicianReferences)
      .where(eq(technicianReferences.userId, user._id));
    expect(after?.answer).toBe('confirmed');
  });

  it('when two answers arrive at once, then exactly one is written and the other is 409', async () => {
    const { agent, user } = await technicianApplicant(t);
    const { token } = await referenceWithToken(agent);
    const results = await Promise.all([
      answer({ token, answer: 'confirmed' }),
      answer({ token, answer: 'denied' }),
      answer({ token, answer: 'denied' }),
    ]);
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = results.find((res) => res.status === 200)?.body.data.state;
    const [row] = await t.database.db
      .select()
      .from(technicianReferences)
      .where(eq(technicianReferences.userId, user._id));
    expect(row?.answer).toBe(winner);
  });

  it('when the link is past its time and unanswered, then 410 REFERENCE_LINK_EXPIRED for both calls', async () => {
    const { agent } = await technicianApplicant(t);
    const { token } = await referenceWithToken(agent);
    t.clock.advance((TECHNICIAN_LIMITS.referenceLinkDays + 1) * 86_400_000);
    try {
      expect((await lookUp(token).expect(410)).body.code).toBe('REFERENCE_LINK_EXPIRED');
      expect((await answer({ token, answer: 'confirmed' }).expect(410)).body.code).toBe('REFERENCE_LINK_EXPIRED');
      const info = (await agent.get(url(techniciansApi.getTechnicianInfo)).expect(200)).body.data as TechnicianInfoDto;
      expect(info.references[0]?.state).toBe('expired');
    } finally {
      t.clock.reset();
    }
  });

  it('when the token is unknown, then 404; when it is malformed, then 400', async () => {
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    expect((await lookUp(unknown).expect(404)).body.code).toBe('NOT_FOUND');
    await answer({ token: unknown, answer: 'confirmed' }).expect(404);
    await lookUp('short').expect(400);
    await answer({ token: 'x'.repeat(43), answer: 'maybe' }).expect(400);
  });
});
