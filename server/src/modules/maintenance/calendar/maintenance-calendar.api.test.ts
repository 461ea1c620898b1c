import { bookedJobColumns } from '../maintenance-fixtures.test-support.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  fleetDashboardApi,
  lagosToday,
  type CalendarEventDto,
  type MaintenanceStatus,
  type MaintenanceTimeWindow,
} from '@fleetcare/shared';
import { maintenanceRequests, serviceTypes, vehicles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(serviceTypes).values(
    [
      ['oil-change', 'Oil change', 'Oljeskift'],
      ['brake-repair', 'Brake repair', 'Bremsereparasjon'],
    ].map(([slug, en, nb]) => ({
      slug: slug ?? '',
      kind: 'maintenance',
      texts: { en: { name: en ?? '', summary: '', includes: [] }, nb: { name: nb ?? '', summary: '', includes: [] } },
      priceRanges: [],
      durationMinutesMin: 60,
      durationMinutesMax: 120,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const daysFromToday = (days: number) => addDays(lagosToday(t.clock.now()), days);

async function vehicleOf(ownerId: string, plateNumber: string): Promise<string> {
  const [row] = await t.database.db
    .insert(vehicles)
    .values({ ownerId, plateNumber, category: 'car', brand: 'Toyota', model: 'Corolla', year: 2019, fuel: 'petrol' })
    .returning({ id: vehicles.id });
  if (!row) throw new Error('no vehicle');
  return row.id;
}

/** A request of the customer's in `status` on its preferred date, booked with `technicianId` when booked. */
async function requestOn(
  customerId: string,
  vehicleId: string,
  status: MaintenanceStatus,
  preferredDate: string,
  options: { technicianId?: string; timeWindow?: MaintenanceTimeWindow } = {},
): Promise<string> {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      customerId,
      vehicleId,
      status,
      services: ['oil-change', 'brake-repair'],
      description: 'The brakes squeal.',
      addressLine: '12 Allen Avenue',
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      lat: 6.6018,
      lng: 3.3515,
      preferredDate,
      timeWindow: options.timeWindow ?? 'morning',
      dispatchRound: status === 'draft' ? 0 : 1,
      submittedAt: status === 'draft' ? null : now,
      expiresAt: new Date(now.getTime() + 7 * DAY),
      ...(status === 'booked' && {
        bookedQuotationId: randomUUID(),
        technicianId: options.technicianId,
        ...bookedJobColumns(now),
      }),
      ...(status === 'canceled' && { canceledAt: now, canceledBy: 'customer' as const }),
    })
    .returning({ id: maintenanceRequests.id });
  if (!row) throw new Error('no request');
  return row.id;
}

const calendarOf = async (agent: Awaited<ReturnType<typeof signUpAndSignIn>>['agent'], from: string, to: string) => {
  const res = await agent.get(apiPath(fleetDashboardApi.getCalendarEvents)).query({ from, to }).expect(200);
  return (res.body.data as CalendarEventDto[]).filter((event) => event.kind === 'maintenance');
};

describe('GET /api/users/get-calendar-events: maintenance appointments', () => {
  it("when a customer and a technician ask, then the customer's requested and booked requests and the technician's jobs come back on their days", async () => {
    const customer = await signUpAndSignIn(t, { firstName: 'Ngozi' });
    const tech = await signUpAndSignIn(t, { firstName: 'Emeka' });
    const stranger = await signUpAndSignIn(t, { firstName: 'Sani' });
    const car = await vehicleOf(customer.user._id, 'LAG101AA');
    const open = await requestOn(customer.user._id, car, 'open', daysFromToday(2));
    const quoted = await requestOn(customer.user._id, car, 'quoted', daysFromToday(3), { timeWindow: 'evening' });
    const booked = await requestOn(customer.user._id, car, 'booked', daysFromToday(5), {
      technicianId: tech.user._id,
      timeWindow: 'afternoon',
    });
    for (const status of ['draft', 'expired', 'canceled'] as const) {
      await requestOn(customer.user._id, car, status, daysFromToday(2));
    }
    // Outside the range asked for.
    await requestOn(customer.user._id, car, 'booked', daysFromToday(40), { technicianId: tech.user._id });
    // Another customer's request.
    await requestOn(stranger.user._id, await vehicleOf(stranger.user._id, 'LAG202BB'), 'open', daysFromToday(2));

    const mine = await calendarOf(customer.agent, daysFromToday(0), daysFromToday(10));
    expect(mine.map((event) => event.id)).toEqual([
      `maintenance:${open}`,
      `maintenance:${quoted}`,
      `maintenance:${booked}`,
    ]);
    expect(mine[0]).toMatchObject({
      kind: 'maintenance',
      date: daysFromToday(2),
      item: 'requested',
      dueState: 'ok',
      dueUnknown: false,
      customName: null,
      vehicle: { _id: car, plateNumber: 'LAG101AA', vehicleBrand: 'Toyota', vehicleModel: 'Corolla' },
      actionPath: `/dashboard/maintenance/show/${open}`,
      appointment: {
        status: 'requested',
        role: 'customer',
        timeWindow: 'morning',
        services: [
          { slug: 'oil-change', name: 'Oil change' },
          { slug: 'brake-repair', name: 'Brake repair' },
        ],
      },
    });
    expect(mine[1]).toMatchObject({ item: 'requested', appointment: { timeWindow: 'evening' } });
    expect(mine[2]).toMatchObject({
      date: daysFromToday(5),
      item: 'booked',
      actionPath: `/dashboard/maintenance/show/${booked}`,
      appointment: { status: 'booked', role: 'customer', timeWindow: 'afternoon' },
    });

    const jobs = await calendarOf(tech.agent, daysFromToday(0), daysFromToday(10));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: `maintenance:${booked}`,
      date: daysFromToday(5),
      item: 'booked',
      vehicle: { _id: car, plateNumber: 'LAG101AA' },
      actionPath: `/inspector/inspector-job-notification?job=${booked}`,
      appointment: { status: 'booked', role: 'technician', timeWindow: 'afternoon' },
    });

    expect(await calendarOf(stranger.agent, daysFromToday(6), daysFromToday(10))).toEqual([]);
  });
});
