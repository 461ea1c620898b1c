import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  missingApplicationItems,
  notificationsApi,
  techniciansApi,
  usersApi,
  type TechnicianInfoDto,
} from '@fleetcare/shared';
import { technicianApplicationEvents, users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import {
  completeRegistration,
  profileRow,
  sections,
  seedServiceCatalogue,
  setStatus,
  technicianApplicant,
  url,
} from './technicians.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-technicians-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  await seedServiceCatalogue(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const update = (agent: ReturnType<typeof request.agent>, body: object) =>
  agent.put(url(techniciansApi.updateTechnicianInfo)).send(body);
async function rolesOf(userId: string) {
  const [row] = await t.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row?.roles;
}

describe('GET /api/users/get-technician-info', () => {
  it('when a new technician has saved nothing, then an empty incomplete registration with the account name comes back', async () => {
    const { agent } = await technicianApplicant(t, { firstName: 'Emeka', lastName: 'Obi' });
    const res = await agent.get(url(techniciansApi.getTechnicianInfo)).expect(200);
    const dto = res.body.data as TechnicianInfoDto;
    expect(dto).toMatchObject({
      status: 'incomplete',
      onDuty: false,
      changesUnderReview: false,
      personal: { firstName: 'Emeka', lastName: 'Obi', phone: null, dateOfBirth: null, avatarUrl: null },
      skills: { trades: [], services: [], yearsExperience: null },
      serviceArea: { address: null, radiusKm: 15 },
      identity: { ninMasked: null },
      credentials: [],
      references: [],
      payout: { bankAccountCount: 0 },
      savedSteps: [],
    });
    expect(dto.missing).toEqual(missingApplicationItems(dto));
    expect(dto.missing.length).toBeGreaterThan(5);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get(url(techniciansApi.getTechnicianInfo)).expect(401);
  });

  it('when the account is a customer only, then 403 NOT_A_TECHNICIAN', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(url(techniciansApi.getTechnicianInfo)).expect(403);
    expect(res.body.code).toBe('NOT_A_TECHNICIAN');
  });
});

describe('PUT /api/users/update-technician-info', () => {
  it('when a technician saves every section, then each is stored, the NIN masked and the steps recorded', async () => {
    const { agent, user } = await technicianApplicant(t);
    const personal = sections.personal();
    const res = await update(agent, { ...sections, personal }).expect(200);
    const dto = res.body.data as TechnicianInfoDto;
    expect(dto.personal).toMatchObject({ ...personal, avatarUrl: null });
    expect(dto.skills).toEqual(sections.skills);
    expect(dto.languages).toEqual(sections.languages);
    expect(dto.serviceArea).toEqual(sections.serviceArea);
    expect(dto.availability).toEqual(sections.availability);
    expect(dto.identity).toEqual({ ninMasked: '********901' });
    expect(JSON.stringify(dto)).not.toContain('12345678901');
    expect(dto.savedSteps).toEqual(['personal', 'skills', 'languages', 'service-area', 'availability', 'identity']);
    // The account's own name and phone follow the personal step.
    const me = (await agent.get(url(usersApi.getUser)).expect(200)).body.data;
    expect(me).toMatchObject({ firstName: personal.firstName, lastName: personal.lastName });
    expect((await profileRow(t, user._id))?.nin).toBe('12345678901');
  });

  it('when one section is saved, then the others stay as they were', async () => {
    const { agent } = await technicianApplicant(t);
    await update(agent, { skills: sections.skills }).expect(200);
    const dto = (await update(agent, { availability: sections.availability }).expect(200)).body.data;
    expect(dto.skills).toEqual(sections.skills);
    expect(dto.savedSteps).toEqual(['skills', 'availability']);
  });

  it('when a customer saves a first section, then the account becomes a technician applicant in the same step', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    expect(await rolesOf(user._id)).toEqual(['customer']);
    const dto = (await update(agent, { languages: sections.languages }).expect(200)).body.data as TechnicianInfoDto;
    expect(dto.status).toBe('incomplete');
    expect(await rolesOf(user._id)).toEqual(['customer', 'technician']);
    await agent.get(url(techniciansApi.getTechnicianInfo)).expect(200);
  });

  it('when a customer sends an invalid first section, then nothing changes: no role, no profile', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await update(agent, { identity: { nin: '123' } }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty(['identity.nin']);
    expect(await rolesOf(user._id)).toEqual(['customer']);
    expect(await profileRow(t, user._id)).toBeUndefined();
  });

  it('when an admin account tries to apply, then 403 and it stays as it was', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db
      .update(users)
      .set({ roles: ['admin', 'customer'] })
      .where(eq(users.id, user._id));
    const res = await update(agent, { languages: sections.languages }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await rolesOf(user._id)).toEqual(['admin', 'customer']);
  });

  it.each([
    ['nothing sent', {}],
    ['a NIN of 10 digits', { identity: { nin: '1234567890' } }],
    ['an unknown trade', { skills: { ...sections.skills, trades: ['astronaut'] } }],
    ['a radius of 500 km', { serviceArea: { ...sections.serviceArea, radiusKm: 500 } }],
    ['hours ending before they start', { availability: { days: [{ day: 'mon', from: '17:00', to: '08:00' }] } }],
    ['a 12-year-old', { personal: { ...sections.personal(), dateOfBirth: '2015-01-01' } }],
    ['onDuty as text', { onDuty: 'maybe' }],
  ])('when the body has %s, then 400 and nothing is saved', async (_label, body) => {
    const { agent, user } = await technicianApplicant(t);
    await update(agent, body).expect(400);
    expect(await profileRow(t, user._id)).toBeUndefined();
  });

  it('when a service is not in the catalogue, then 400 names it', async () => {
    const { agent, user } = await technicianApplicant(t);
    const res = await update(agent, {
      skills: { ...sections.skills, services: ['brake-repair', 'teleportation'] },
    }).expect(400);
    expect(res.body.fieldErrors['skills.services']).toContain('teleportation');
    expect(res.body.fieldErrorKeys['skills.services']).toBe('validation:serviceInvalid');
    expect(res.body.detail).toBe('teleportation');
    expect(await profileRow(t, user._id)).toBeUndefined();
  });

  it('when signed out, then 401', async () => {
    await request(t.app)
      .put(url(techniciansApi.updateTechnicianInfo))
      .send({ languages: sections.languages })
      .expect(401);
  });

  it('when an applicant who is not approved switches on duty, then 409 and nothing changes', async () => {
    const { agent, user } = await technicianApplicant(t);
    const res = await update(agent, { onDuty: true, languages: sections.languages }).expect(409);
    expect(res.body).toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', detail: 'incomplete' });
    expect(await profileRow(t, user._id)).toBeUndefined();
  });

  it.each(['pending', 'in-review'] as const)(
    'when the application is %s, then every section is locked (409)',
    async (status) => {
      const { agent, user } = await technicianApplicant(t);
      await update(agent, { languages: sections.languages }).expect(200);
      await setStatus(t, user._id, status);
      for (const body of [
        { skills: sections.skills },
        { personal: sections.personal() },
        { identity: sections.identity },
      ]) {
        const res = await update(agent, body).expect(409);
        expect(res.body).toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', detail: status });
      }
      expect(await profileRow(t, user._id)).toMatchObject({ trades: [], nin: null });
    },
  );

  it('when an approved technician switches on and off duty, then it is saved', async () => {
    const { agent, user } = await technicianApplicant(t);
    await update(agent, { languages: sections.languages }).expect(200);
    await setStatus(t, user._id, 'approved');
    expect((await update(agent, { onDuty: true }).expect(200)).body.data.onDuty).toBe(true);
    expect((await update(agent, { onDuty: false }).expect(200)).body.data.onDuty).toBe(false);
    expect((await profileRow(t, user._id))?.changesUnderReview).toBe(false);
  });

  it('when an approved technician changes skills or the radius, then an admin reviews it and the work goes on', async () => {
    const { agent, user } = await technicianApplicant(t);
    await update(agent, { skills: sections.skills, serviceArea: sections.serviceArea }).expect(200);
    await setStatus(t, user._id, 'approved', { onDuty: true });
    // Languages and hours are the technician's own business: no review.
    await update(agent, { languages: sections.languages, availability: sections.availability }).expect(200);
    expect(await profileRow(t, user._id)).toMatchObject({ changesUnderReview: false, changesSubmittedAt: null });
    // The same skills again change nothing.
    await update(agent, { skills: sections.skills }).expect(200);
    expect((await profileRow(t, user._id))?.changesUnderReview).toBe(false);

    const dto = (await update(agent, { serviceArea: { ...sections.serviceArea, radiusKm: 30 } }).expect(200)).body
      .data as TechnicianInfoDto;
    expect(dto).toMatchObject({ status: 'approved', onDuty: true, changesUnderReview: true });
    const first = (await profileRow(t, user._id))?.changesSubmittedAt;
    expect(first).toBeInstanceOf(Date);
    // A second change keeps the waiting time of the first.
    t.clock.advance(60_000);
    try {
      await update(agent, { skills: { ...sections.skills, yearsExperience: 11 } }).expect(200);
    } finally {
      t.clock.reset();
    }
    expect((await profileRow(t, user._id))?.changesSubmittedAt).toEqual(first);
  });

  it('when an approved technician adds a reference, then 409: references belong to the vetted application', async () => {
    const { agent, user } = await technicianApplicant(t);
    await update(agent, { languages: sections.languages }).expect(200);
    await setStatus(t, user._id, 'approved');
    const res = await agent
      .post(url(techniciansApi.submitTechnicianReference))
      .send({
        name: 'Bola Adeyemi',
        phone: { dialCode: '+234', number: '8039998877' },
        email: 'bola@example.com',
        relationship: 'employer',
        yearsKnown: 3,
      })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', detail: 'approved' });
  });

  it('when a suspended technician updates their phone, then it is saved, but their skills are locked', async () => {
    const { agent, user } = await technicianApplicant(t);
    await update(agent, { languages: sections.languages }).expect(200);
    await setStatus(t, user._id, 'suspended');
    await update(agent, { personal: sections.personal() }).expect(200);
    await update(agent, { skills: sections.skills }).expect(409);
    await update(agent, { onDuty: true }).expect(409);
  });
});

describe('POST /api/users/submit-technician-application', () => {
  const submit = (agent: ReturnType<typeof request.agent>) =>
    agent.post(url(techniciansApi.submitTechnicianApplication));

  it('when nothing is saved, then 422 lists every missing item as <step>.<field> with its validation key', async () => {
    const { agent, user } = await technicianApplicant(t);
    const res = await submit(agent).expect(422);
    expect(res.body.code).toBe('TECHNICIAN_APPLICATION_INCOMPLETE');
    expect(res.body.fieldErrorKeys).toEqual({
      'personal.phone': 'validation:phoneRequired',
      'personal.dateOfBirth': 'validation:dateOfBirthRequired',
      'personal.photo': 'validation:technicianPhotoRequired',
      'skills.trades': 'validation:tradesRequired',
      'skills.services': 'validation:servicesRequired',
      'skills.yearsExperience': 'validation:yearsExperienceInvalid',
      'languages.languages': 'validation:languagesRequired',
      'service-area.address': 'validation:serviceAddressRequired',
      'availability.days': 'validation:workingDaysRequired',
      'identity.nin': 'validation:ninInvalid',
      'identity.idDocument': 'validation:idDocumentRequired',
      'credentials.credentials': 'validation:credentialsRequired',
      'references.references': 'validation:referencesTooFew',
      'payout.bankAccount': 'validation:payoutAccountRequired',
    });
    expect(res.body.fieldErrors['identity.nin']).toBe('Enter your NIN: exactly 11 digits.');
    expect(Object.keys(res.body.fieldErrors)).toEqual(Object.keys(res.body.fieldErrorKeys));
    expect(await profileRow(t, user._id)).toBeUndefined();
  });

  it('when only a few items are missing, then exactly those are listed', async () => {
    const { agent } = await technicianApplicant(t);
    await update(agent, { ...sections, personal: sections.personal() }).expect(200);
    const res = await submit(agent).expect(422);
    expect(Object.keys(res.body.fieldErrorKeys)).toEqual([
      'personal.photo',
      'identity.idDocument',
      'credentials.credentials',
      'references.references',
      'payout.bankAccount',
    ]);
  });

  it('when complete, then it is pending, in the history, the applicant is told, and submitting twice is 409', async () => {
    const { agent, user } = await technicianApplicant(t);
    await completeRegistration(t, agent, user._id);
    const dto = (await submit(agent).expect(200)).body.data as TechnicianInfoDto;
    expect(dto.status).toBe('pending');
    expect(dto.application.submittedAt).not.toBeNull();
    expect(dto.application.history).toEqual([{ status: 'pending', message: null, at: dto.application.submittedAt }]);
    expect(dto.savedSteps).toContain('review');
    const notices = (await agent.get(url(notificationsApi.getMyNotifications)).expect(200)).body.data;
    expect(notices.items[0]).toMatchObject({
      category: 'account',
      actionPath: '/technician/technician-registration/application-status',
    });
    expect(notices.items[0].message).toContain('We have received your technician application');

    const again = await submit(agent).expect(409);
    expect(again.body).toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', detail: 'pending' });
    const events = await t.database.db
      .select()
      .from(technicianApplicationEvents)
      .where(eq(technicianApplicationEvents.userId, user._id));
    expect(events).toHaveLength(1);
  });

  it('when rejected less than 30 days ago, then TECHNICIAN_REAPPLY_TOO_SOON with the date; after it, submitting works', async () => {
    const { agent, user } = await technicianApplicant(t);
    await completeRegistration(t, agent, user._id);
    const reapplyAfter = new Date(t.clock.now().getTime() + 10 * 86_400_000);
    await setStatus(t, user._id, 'rejected', { reapplyAfter });
    const res = await submit(agent).expect(409);
    expect(res.body).toMatchObject({ code: 'TECHNICIAN_REAPPLY_TOO_SOON', detail: reapplyAfter.toISOString() });
    expect((await profileRow(t, user._id))?.status).toBe('rejected');

    t.clock.advance(11 * 86_400_000);
    try {
      expect((await submit(agent).expect(200)).body.data.status).toBe('pending');
    } finally {
      t.clock.reset();
    }
    expect((await profileRow(t, user._id))?.reapplyAfter).toBeNull();
  });

  it('when signed out, then 401; when a customer, then 403 NOT_A_TECHNICIAN', async () => {
    await request(t.app).post(url(techniciansApi.submitTechnicianApplication)).expect(401);
    const { agent } = await signUpAndSignIn(t);
    expect((await submit(agent).expect(403)).body.code).toBe('NOT_A_TECHNICIAN');
  });
});
