import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  techniciansApi,
  walletsApi,
  type AdminRow,
  type BankAccountDto,
  type TechnicianInfoDto,
} from '@fleetcare/shared';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import { notifications, outboxMessages, technicianProfiles, users } from '../../../db/schema/index.ts';
import { coreSeedSteps, runSeed } from '../../../db/seed.ts';
import { detectFileType } from '../../../lib/files/checked-file.ts';
import { scanPdf } from '../../../lib/files/pdf-scan.ts';
import { createLogger } from '../../../lib/logger.ts';
import { demoAdminsSeedStep } from '../../admin/index.ts';
import { loadTechnicianInfo } from '../technicians.service.ts';
import { certificatePdf } from './demo-papers.ts';
import { demoTechnicians, demoTechniciansSeedStep } from './demo-technicians.ts';

const logger = createLogger('silent');
const QUEUE = '/api/custom-admin/get-resources-list/technician-applications';

describe('the demo technicians', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { limits: unlimitedLimits });
    const steps = [...coreSeedSteps, demoAdminsSeedStep(t.deps), demoTechniciansSeedStep(t.deps)];
    expect(await runSeed({ db: t.database.db, logger, demoData: true }, steps)).toContain('demo-technicians');
  }, 120_000);
  afterAll(() => t?.close());

  it('the demo technician is approved and on duty, with a whole profile in Lagos, a photo, papers, a payout account and two confirmed references', async () => {
    const { agent } = await signIn(t, DEMO_EMAILS.technician, DEMO_PASSWORD);
    const res = await agent.get(apiPath(techniciansApi.getTechnicianInfo)).expect(200);
    const info = res.body.data as TechnicianInfoDto;
    expect(info).toMatchObject({ status: 'approved', onDuty: true, changesUnderReview: false });
    expect(info.missing).toEqual([]);
    expect(info.payout.bankAccountCount).toBe(1);
    // The photo is the avatar upload's: a 256×256 WebP made from the portrait.
    const photo = await request(t.app)
      .get(info.personal.avatarUrl ?? '')
      .buffer(true)
      .expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ width: 256, height: 256 });
    expect(info.serviceArea.address).toMatchObject({ town: 'Ikeja', lga: 'Ikeja', state: 'Lagos' });
    expect(info.serviceArea.address?.lat).toBeCloseTo(6.6, 1);
    expect(info.serviceArea.address?.lng).toBeCloseTo(3.35, 1);
    expect(info.skills.trades).toContain('general-mechanic');
    expect(info.skills.services).toEqual(
      expect.arrayContaining(['general-servicing', 'brake-repair', 'diagnostics', 'battery-and-electrical']),
    );
    expect(info.languages.length).toBeGreaterThanOrEqual(3);
    expect(info.availability.days.map((day) => day.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(info.identity.ninMasked).toMatch(/789$/);
    expect(info.references.map((reference) => reference.state)).toEqual(['confirmed', 'confirmed']);
    expect(info.credentials.map((paper) => [paper.kind, paper.contentType])).toEqual(
      expect.arrayContaining([
        ['id-document', 'image/png'],
        ['trade-test', 'application/pdf'],
      ]),
    );
    // The papers are real files: the ID card a picture, the certificate a PDF the scanner accepts.
    for (const paper of info.credentials) {
      const file = await request(t.app).get(paper.url).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe(paper.contentType);
    }
    expect(info.application.history.map((event) => event.status)).toEqual(['pending', 'in-review', 'approved']);
    // The payout account went through the wallet: in his name at the bank, as the sandbox resolved it.
    const accounts = await agent.get(apiPath(walletsApi.getSavedBankAccounts)).expect(200);
    expect((accounts.body.data as BankAccountDto[]).map((account) => account.accountName)).toEqual(['EMEKA OBI']);
    const days = (iso: string) => (t.deps.now().getTime() - Date.parse(iso)) / 86_400_000;
    expect(days(info.application.decidedAt ?? '')).toBeGreaterThan(100);
    const [account] = await t.deps.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.email, DEMO_EMAILS.technician));
    expect(account?.roles).toEqual(expect.arrayContaining(['customer', 'technician']));
  });

  it('the queue holds an application in review, one waiting and a technician’s changes, the longest waiting first', async () => {
    const { agent } = await signInAdmin(t, ['operations']);
    const res = await agent.get(QUEUE).expect(200);
    const rows = res.body.data.items as AdminRow[];
    expect(rows.slice(0, 3).map((row) => [row.name, row.status, row.changesUnderReview])).toEqual([
      ['Funmilayo Adebayo', 'in-review', false],
      ['Ibrahim Abdullahi', 'pending', false],
      ['Obinna Nwosu', 'approved', true],
    ]);
    expect(rows[1]?.referencesConfirmed).toBe(2);
    expect(rows.map((row) => row.name)).toContain('Emeka Obi');
    expect(rows.slice(0, 3).every((row) => typeof row.waitingSince === 'string')).toBe(true);
  });

  it('every demo application is complete (photo and payout account too), the applicants submitted through the checked submit and were told of each step', async () => {
    const accounts = await t.deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          demoTechnicians.map((story) => story.email),
        ),
      );
    expect(accounts).toHaveLength(demoTechnicians.length);
    for (const account of accounts) {
      const info = await loadTechnicianInfo(t.deps, account.id);
      expect(info.missing, account.email).toEqual([]);
      expect(info.payout.bankAccountCount, account.email).toBe(1);
      expect(info.personal.avatarUrl, account.email).not.toBeNull();
      expect(info.application.history[0]?.status, account.email).toBe('pending');
    }
    const ids = accounts.map((account) => account.id);
    // Each added payout account and each step of the application was a notification, dated at its moment.
    const told = await t.deps.db.select().from(notifications).where(inArray(notifications.userId, ids));
    const perStory = demoTechnicians.map((story) => 1 + story.steps.length);
    expect(told).toHaveLength(perStory.reduce((sum, count) => sum + count, 0));
    const days = (instant: Date) => (t.deps.now().getTime() - instant.getTime()) / 86_400_000;
    expect(Math.max(...told.map((row) => days(row.createdAt)))).toBeGreaterThan(120);
    // Their e-mail stays in the outbox: the people are made up, nothing is delivered.
    const mail = await t.deps.db.select().from(outboxMessages).where(inArray(outboxMessages.userId, ids));
    expect(mail.length).toBeGreaterThan(0);
    expect(new Set(mail.map((row) => row.status))).toEqual(new Set(['stored']));
  });

  it('a demo certificate is a PDF the upload check and the scanner accept', () => {
    const pdf = certificatePdf('Trade test certificate (demo)', ['Line one', 'Line (two)']);
    expect(detectFileType(pdf)?.mime).toBe('application/pdf');
    expect(scanPdf(pdf)).toMatchObject({ safe: true });
  });

  it('leaves a technician who has a profile of their own alone', async () => {
    const other = await createTestApp({}, { limits: unlimitedLimits });
    try {
      await runSeed({ db: other.database.db, logger, demoData: true }, [
        ...coreSeedSteps,
        demoAdminsSeedStep(other.deps),
      ]);
      const [technician] = await other.deps.db.select().from(users).where(eq(users.email, DEMO_EMAILS.technician));
      if (!technician) throw new Error('no demo technician');
      await other.deps.db.insert(technicianProfiles).values({ userId: technician.id, bio: 'My own words.' });
      await runSeed({ db: other.database.db, logger, demoData: true }, [demoTechniciansSeedStep(other.deps)]);
      const [profile] = await other.deps.db
        .select()
        .from(technicianProfiles)
        .where(eq(technicianProfiles.userId, technician.id));
      expect(profile).toMatchObject({ status: 'incomplete', bio: 'My own words.' });
      const all = await other.deps.db.select({ status: technicianProfiles.status }).from(technicianProfiles);
      expect(all.map((row) => row.status).sort()).toEqual(['approved', 'in-review', 'incomplete', 'pending']);
    } finally {
      await other.close();
    }
  }, 120_000);
});
