import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi, type JobNotificationDto, type NotificationDto, type Page } from '@fleetcare/shared';
import { maintenanceDispatches, maintenanceRequests, notifications } from '../../../db/schema/index.ts';
import type { JobNotificationData } from '../../notifications/index.ts';
import {
  customer,
  dispatch,
  request as maintenanceRequest,
  seedServices,
  technician,
  type Session,
} from '../../../../test/job-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../../test/test-app.ts';

/*
 * A job notification says where its job stands now (quoted by this technician, declined by them, still taking
 * quotations), read when the notification is read: what was stored when the job was offered goes stale as soon as
 * the job is quoted, declined, booked, canceled or expires.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t);
});
afterAll(() => t.close());

/** A job offer notification as dispatch stores it, for `mechanic` about `requestId`. */
async function offerNotification(mechanic: Session, requestId: string): Promise<void> {
  const data: JobNotificationData = {
    orderId: requestId,
    accepted: false,
    declined: false,
    isJobStillAvailable: true,
    avatarKey: null,
    initials: 'AO',
    jobSummary: { address: 'Ikoyi', city: 'Eti-Osa', zipCode: '', inspectionDate: '' },
  };
  await t.database.db.insert(notifications).values({
    userId: mechanic.user._id,
    kind: 'job',
    category: 'bookings',
    message: 'A customer in Ikoyi needs a mechanic.',
    data,
  });
}

async function offerOf(mechanic: Session, requestId: string): Promise<JobNotificationDto> {
  const res = await mechanic.agent.get(apiPath(notificationsApi.getMyNotifications)).expect(200);
  const page = res.body.data as Page<NotificationDto>;
  const found = page.items.find((item) => item.kind === 'job' && item.orderId === requestId);
  if (!found || found.kind !== 'job') throw new Error('no job notification');
  return found;
}

const setDispatch = (requestId: string, technicianId: string, status: 'quoted' | 'declined') =>
  t.database.db
    .update(maintenanceDispatches)
    .set({ status, ...(status === 'declined' ? { declinedAt: t.clock.now() } : {}) })
    .where(and(eq(maintenanceDispatches.requestId, requestId), eq(maintenanceDispatches.technicianId, technicianId)));

describe('a job notification, read later', () => {
  it('says the job is quoted, declined or no longer available as it is now, each technician their own', async () => {
    const owner = await customer(t);
    const [first, second] = [await technician(t), await technician(t)];
    const req = await maintenanceRequest(t, owner.user._id);
    for (const mechanic of [first, second]) {
      await dispatch(t, req.id, mechanic.user._id);
      await offerNotification(mechanic, req.id);
    }
    expect(await offerOf(first, req.id)).toMatchObject({
      accepted: false,
      declined: false,
      isJobStillAvailable: true,
    });

    await setDispatch(req.id, first.user._id, 'quoted');
    await setDispatch(req.id, second.user._id, 'declined');
    expect(await offerOf(first, req.id)).toMatchObject({ accepted: true, declined: false, isJobStillAvailable: true });
    expect(await offerOf(second, req.id)).toMatchObject({ accepted: false, declined: true, isJobStillAvailable: true });

    await t.database.db
      .update(maintenanceRequests)
      .set({ status: 'canceled', canceledAt: t.clock.now(), canceledBy: 'customer' })
      .where(eq(maintenanceRequests.id, req.id));
    expect(await offerOf(first, req.id)).toMatchObject({ isJobStillAvailable: false });
    expect(await offerOf(second, req.id)).toMatchObject({ isJobStillAvailable: false });
  });

  it('when the job has passed its expiry, not yet swept, then it is no longer available', async () => {
    const owner = await customer(t);
    const mechanic = await technician(t);
    const req = await maintenanceRequest(t, owner.user._id);
    await dispatch(t, req.id, mechanic.user._id);
    await offerNotification(mechanic, req.id);
    await t.database.db
      .update(maintenanceRequests)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(maintenanceRequests.id, req.id));
    expect(await offerOf(mechanic, req.id)).toMatchObject({ isJobStillAvailable: false });
  });
});
