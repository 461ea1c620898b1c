import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { techniciansApi } from '@fleetcare/shared';
import { accountErasureSteps } from '../../account-erasure-steps.ts';
import { outboxMessages, technicianCredentials, technicianReferences } from '../../db/schema/index.ts';
import { linkIn, randomIp } from '../../../test/auth-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import { eraseDueAccounts } from '../users/index.ts';
import {
  completeRegistration,
  profileRow,
  seedServiceCatalogue,
  technicianApplicant,
  url,
} from './technicians.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-technician-erasure-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  await seedServiceCatalogue(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const filesOf = (userId: string) => {
  const folder = path.join(dataDir, 'uploads', 'technicians', userId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
};

describe('erasing a technician account', () => {
  it("when the account's deletion is due, then the NIN, papers and the references' personal data go with it", async () => {
    const { agent, user, password } = await technicianApplicant(t);
    await completeRegistration(t, agent, user._id);
    await agent.post(url(techniciansApi.submitTechnicianApplication)).expect(200);
    const references = await t.database.db
      .select()
      .from(technicianReferences)
      .where(eq(technicianReferences.userId, user._id));
    const referenceEmail = references[0]?.email ?? '';
    const [sent] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, referenceEmail));
    const token = linkIn(sent?.textBody ?? '').searchParams.get('token') ?? '';
    expect(filesOf(user._id)).toHaveLength(2);

    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    t.clock.advance(30 * DAY + 60_000);
    try {
      const result = await eraseDueAccounts(t.deps, accountErasureSteps);
      expect(result).toMatchObject({ erased: [user._id], failed: [] });

      expect(await profileRow(t, user._id)).toMatchObject({
        status: 'pending',
        nin: null,
        dateOfBirth: null,
        bio: '',
        addressLine: null,
        landmark: null,
        lat: null,
        lng: null,
        onDuty: false,
      });
      expect(
        await t.database.db.select().from(technicianCredentials).where(eq(technicianCredentials.userId, user._id)),
      ).toEqual([]);
      expect(filesOf(user._id)).toEqual([]);
      const erased = await t.database.db
        .select()
        .from(technicianReferences)
        .where(eq(technicianReferences.userId, user._id));
      expect(erased).toHaveLength(2);
      for (const reference of erased) {
        expect(reference).toMatchObject({ name: 'Erased', phoneNumber: '', email: '', comment: null });
        expect(reference.expiresAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
      }
      // The copies of the messages sent to the references are erased with the applicant's account.
      const copies = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user._id));
      expect(JSON.stringify(copies)).not.toContain(referenceEmail);
      // The reference's link no longer leads anywhere.
      await request(t.app)
        .get(url(techniciansApi.getTechnicianReferenceRequest))
        .query({ token })
        .set('X-Forwarded-For', randomIp())
        .expect(404);
    } finally {
      t.clock.reset();
    }
  });
});
