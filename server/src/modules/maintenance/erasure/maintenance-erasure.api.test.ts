import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenancesApi } from '@fleetcare/shared';
import { accountErasureSteps } from '../../../account-erasure-steps.ts';
import { maintenanceRequests } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { eraseDueAccounts } from '../../users/index.ts';
import {
  firstTask,
  mediaRowsOf as reportMediaRowsOf,
  phonePhoto,
  reportJob,
  uploadMedia as uploadReportMedia,
} from '../reports/report.test-support.ts';
import { eraseMaintenancePersonalData } from './maintenance-erasure.service.ts';
import {
  draftRequest,
  filesOf,
  insertBrakeRepair,
  jpegPhoto,
  mediaRowsOf,
  uploadMedia,
  url,
} from '../media/media.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-maintenance-erasure-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  await insertBrakeRepair(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const requestRow = async (id: string) => {
  const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  return row;
};

describe("erasing a customer's account", () => {
  it('when its deletion is due, then the requests lose what the customer wrote and their photos, and keep their status and dates', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const kept = await draftRequest(t, agent);
    await uploadMedia(agent, kept._id, await jpegPhoto()).expect(201);
    const canceled = await draftRequest(t, agent);
    await agent
      .post(url(maintenancesApi.cancelMaintenance, { id: canceled._id }))
      .send({ reason: 'My neighbour at 3 Allen Avenue fixed it.' })
      .expect(200);
    const other = await signUpAndSignIn(t);
    const othersRequest = await draftRequest(t, other.agent);
    expect(filesOf(dataDir, kept._id)).toHaveLength(1);
    const before = await requestRow(kept._id);
    const canceledBefore = await requestRow(canceled._id);

    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    t.clock.advance(30 * DAY + 60_000);
    try {
      const result = await eraseDueAccounts(t.deps, accountErasureSteps);
      expect(result).toMatchObject({ erased: [user._id], failed: [] });

      expect(await requestRow(kept._id)).toMatchObject({
        addressLine: '',
        landmark: null,
        description: '',
        status: before?.status,
        services: before?.services,
        town: before?.town,
        preferredDate: before?.preferredDate,
        timeWindow: before?.timeWindow,
        createdAt: before?.createdAt,
      });
      // The point keeps its area (two decimals, about a kilometre), not the house.
      const after = await requestRow(kept._id);
      expect(after?.lat).toBe(Math.round((before?.lat ?? 0) * 100) / 100);
      expect(after?.lng).toBe(Math.round((before?.lng ?? 0) * 100) / 100);
      expect(after?.lat).not.toBe(before?.lat);
      expect(await mediaRowsOf(t, kept._id)).toEqual([]);
      expect(filesOf(dataDir, kept._id)).toEqual([]);
      expect(await requestRow(canceled._id)).toMatchObject({
        status: 'canceled',
        cancelReason: null,
        canceledAt: canceledBefore?.canceledAt,
        canceledBy: 'customer',
        description: '',
      });
      // Another customer's request is left as it was.
      expect(await requestRow(othersRequest._id)).toMatchObject({
        addressLine: '14 Obafemi Awolowo Way',
        description: 'The brakes squeal when I stop.',
      });
    } finally {
      t.clock.reset();
    }
  });

  it("when the customer of a booked job is erased, then the report's photos stay with only the area of where they were taken", async () => {
    const job = await reportJob(t);
    await uploadReportMedia(
      job.technician.agent,
      { reportId: job.report._id, taskId: firstTask(job)._id, lat: 6.428123, lng: 3.421987 },
      await phonePhoto(),
    ).expect(201);
    await t.database.db.transaction((tx) => eraseMaintenancePersonalData(tx, job.customer.user._id, new Date()));
    const [photo] = await reportMediaRowsOf(t, job.report._id);
    expect(photo).toMatchObject({ lat: 6.43, lng: 3.42, deletedAt: null });
  });
});
