import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { techniciansApi, type AdminRow, type TechnicianInfoDto } from '@fleetcare/shared';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import { technicianProfiles, users } from '../../../db/schema/index.ts';
import { coreSeedSteps, runSeed } from '../../../db/seed.ts';
import { detectFileType } from '../../../lib/files/checked-file.ts';
import { scanPdf } from '../../../lib/files/pdf-scan.ts';
import { createLogger } from '../../../lib/logger.ts';
import { demoAdminsSeedStep } from '../../admin/index.ts';
import { certificatePdf } from './demo-papers.ts';
import { demoTechniciansSeedStep } from './demo-technicians.ts';

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

  it('the demo technician is approved and on duty, with a whole profile in Lagos, papers and two confirmed references', async () => {
    const { agent } = await signIn(t, DEMO_EMAILS.technician, DEMO_PASSWORD);
    const res = await agent.get(apiPath(techniciansApi.getTechnicianInfo)).expect(200);
    const info = res.body.data as TechnicianInfoDto;
    expect(info).toMatchObject({ status: 'approved', onDuty: true, changesUnderReview: false });
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
      ['Funke Adebayo', 'in-review', false],
      ['Ibrahim Musa', 'pending', false],
      ['Chukwudi Nwosu', 'approved', true],
    ]);
    expect(rows[1]?.referencesConfirmed).toBe(2);
    expect(rows.map((row) => row.name)).toContain('Emeka Obi');
    expect(rows.slice(0, 3).every((row) => typeof row.waitingSince === 'string')).toBe(true);
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
