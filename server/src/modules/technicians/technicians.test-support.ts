import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type request from 'supertest';
import { expect } from 'vitest';
import { techniciansApi, usersApi, type TechnicianInfoDto } from '@fleetcare/shared';
import { bankAccounts, serviceTypes, technicianProfiles } from '../../db/schema/index.ts';
import { signUpAndSignIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { apiPath, type TestApp } from '../../../test/test-app.ts';
import { buildPdf } from '../../lib/files/pdf.test-support.ts';

/* People and complete registrations for the technician API tests, made through the calls themselves. */

export type Agent = ReturnType<typeof request.agent>;

export const SERVICE_SLUG = 'brake-repair';

/** The catalogue's one service the skills name. */
export async function seedServiceCatalogue(t: TestApp): Promise<void> {
  await t.database.db
    .insert(serviceTypes)
    .values({
      slug: SERVICE_SLUG,
      kind: 'maintenance',
      sortOrder: 1,
      texts: {
        en: { name: 'Brake repair', summary: 'Pads, discs and fluid.', includes: ['Pads'] },
        nb: { name: 'Bremsereparasjon', summary: 'Klosser, skiver og væske.', includes: ['Klosser'] },
      },
      priceRanges: [],
      durationMinutesMin: 60,
      durationMinutesMax: 120,
    })
    .onConflictDoNothing();
}

let phoneCounter = 0;
/** A Nigerian mobile number no other test person has. */
export function uniquePhone() {
  phoneCounter += 1;
  const tail = String((Date.now() % 100_000) * 100 + phoneCounter)
    .padStart(7, '0')
    .slice(-7);
  return { dialCode: '+234', number: `803${tail}` };
}

export const sections = {
  personal: () => ({
    firstName: 'Chinedu',
    lastName: 'Okeke',
    phone: uniquePhone(),
    dateOfBirth: '1990-04-12',
    bio: 'Ten years on Toyota and Honda brakes.',
  }),
  skills: { trades: ['general-mechanic'], services: [SERVICE_SLUG], yearsExperience: 10 },
  languages: [
    { code: 'english', level: 'fluent' },
    { code: 'igbo', level: 'native' },
  ],
  serviceArea: {
    address: {
      line: '12 Admiralty Way',
      landmark: 'Opposite the Total filling station',
      town: 'Lekki',
      lga: 'Eti-Osa',
      state: 'Lagos',
      lat: 6.4474,
      lng: 3.4723,
    },
    radiusKm: 15,
  },
  availability: {
    days: [
      { day: 'mon', from: '08:00', to: '17:00' },
      { day: 'sat', from: '09:00', to: '14:00' },
    ],
  },
  identity: { nin: '12345678901' },
};

export const PDF = buildPdf();

export async function pngPicture(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

export const url = (entry: { path: string }, params: Record<string, string> = {}) => apiPath(entry, params);

/** A new account that signed up as a technician (roles customer + technician), nothing saved yet. */
export async function technicianApplicant(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signUpAndSignIn(t, { role: 'technician', ...overrides });
}

export function uploadCredential(
  agent: Agent,
  fields: { kind: string; title: string },
  file: Buffer,
  fileName = 'certificate.pdf',
) {
  return agent
    .post(url(techniciansApi.uploadTechnicianCredentials))
    .field('kind', fields.kind)
    .field('title', fields.title)
    .attach('file', file, { filename: fileName, contentType: 'application/octet-stream' });
}

export function referenceBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bola Adeyemi',
    phone: uniquePhone(),
    email: uniqueEmail('reference'),
    relationship: 'employer',
    yearsKnown: 4,
    ...overrides,
  };
}

/** A payout account, written directly (the wallet's own tests cover adding one through the gateway). */
export async function addBankAccount(t: TestApp, userId: string): Promise<void> {
  await t.database.db.insert(bankAccounts).values({
    userId,
    bankCode: '058',
    bankName: 'GTBank',
    accountNumber: String(Math.floor(Math.random() * 1e10)).padStart(10, '0'),
    accountName: 'CHINEDU OKEKE',
    recipientCode: `RCP_${Math.random().toString(36).slice(2)}`,
  });
}

/** Fills every step of the registration through the calls; answers the info after the last one. */
export async function completeRegistration(t: TestApp, agent: Agent, userId: string): Promise<TechnicianInfoDto> {
  await agent
    .put(url(techniciansApi.updateTechnicianInfo))
    .send({
      personal: sections.personal(),
      skills: sections.skills,
      languages: sections.languages,
      serviceArea: sections.serviceArea,
      availability: sections.availability,
      identity: sections.identity,
    })
    .expect(200);
  await agent
    .post(url(usersApi.uploadMyAvatar))
    .attach('avatar', await pngPicture(), 'me.png')
    .expect(200);
  await uploadCredential(
    agent,
    { kind: 'id-document', title: 'National ID card' },
    await pngPicture(),
    'id.png',
  ).expect(201);
  await uploadCredential(agent, { kind: 'trade-test', title: 'Trade test grade II' }, PDF).expect(201);
  await agent.post(url(techniciansApi.submitTechnicianReference)).send(referenceBody()).expect(201);
  await agent
    .post(url(techniciansApi.submitTechnicianReference))
    .send(referenceBody({ name: 'Ngozi Eze', relationship: 'colleague' }))
    .expect(201);
  await addBankAccount(t, userId);
  const res = await agent.get(url(techniciansApi.getTechnicianInfo)).expect(200);
  const info = res.body.data as TechnicianInfoDto;
  expect(info.missing).toEqual([]);
  return info;
}

/** Sets a profile's status directly (the admin's side of the process is tested through transitionApplication). */
export async function setStatus(
  t: TestApp,
  userId: string,
  status: TechnicianInfoDto['status'],
  extra: Partial<typeof technicianProfiles.$inferInsert> = {},
): Promise<void> {
  await t.database.db
    .update(technicianProfiles)
    .set({ status, ...extra })
    .where(eq(technicianProfiles.userId, userId));
}

export async function profileRow(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(technicianProfiles).where(eq(technicianProfiles.userId, userId));
  return row;
}
