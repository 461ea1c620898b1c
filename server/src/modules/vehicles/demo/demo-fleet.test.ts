import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  averageDailyKm,
  fleetDashboardApi,
  lagosToday,
  vehiclesApi,
  type DashboardSummariesDto,
  type ObdReadingsDto,
  type Page,
  type RoutineCheckScheduleDto,
  type VehicleSummaryDto,
} from '@fleetcare/shared';
import { signIn, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../db/demo-accounts.ts';
import {
  mileageLogs,
  routineChecks,
  users,
  vehicleCollaborators,
  vehicleDocuments,
  vehicles,
} from '../../../db/schema/index.ts';
import { coreSeedSteps, runSeed } from '../../../db/seed.ts';
import { createLogger } from '../../../lib/logger.ts';
import { refreshScheduleStates, refreshVehicleStates } from '../due/due-state.repository.ts';
import { demoFleets } from './demo-fleet.data.ts';
import { demoFleetSeedStep } from './demo-fleet.ts';
import { planProblems, planVehicle } from './demo-fleet.plan.ts';

const logger = createLogger('silent');
const api = (path: string) => `${API_PREFIX}${path}`;
const withId = (path: string, id: string) => api(path.replace(/:[a-zA-Z]+/, id));

type Agent = Awaited<ReturnType<typeof signIn>>['agent'];

async function seedFleets(t: TestApp): Promise<string[]> {
  return runSeed({ db: t.database.db, logger, demoData: true }, [...coreSeedSteps, demoFleetSeedStep(t.deps)]);
}

async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

async function fleetOf(agent: Agent): Promise<VehicleSummaryDto[]> {
  const res = await agent.get(api(vehiclesApi.getMyVehicles.path)).query({ limit: 100 }).expect(200);
  return (res.body.data as Page<VehicleSummaryDto>).items;
}

describe('the demo fleets', () => {
  let t: TestApp;
  let business: Agent;
  let fleet: VehicleSummaryDto[];
  const byPlate = (plate: string) => {
    const vehicle = fleet.find((row) => row.plateNumber === plate);
    if (!vehicle) throw new Error(`no ${plate} in the fleet`);
    return vehicle;
  };

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedFleets(t)).toContain('demo-fleet');
    ({ agent: business } = await signIn(t, DEMO_EMAILS.business, DEMO_PASSWORD));
    fleet = await fleetOf(business);
  }, 120_000);
  afterAll(() => t.close());

  it('every vehicle’s story holds today: each item lands in the state it is meant to', () => {
    const now = t.deps.now();
    for (const [fleetIndex, demoFleet] of demoFleets.entries()) {
      for (const [index, demo] of demoFleet.vehicles.entries()) {
        expect(planProblems(planVehicle(demo, now, fleetIndex * 100 + index + 1), now)).toEqual([]);
      }
    }
  });

  it('the business has a dozen buses, pickups and cars on Lagos plates, on petrol, diesel and CNG', () => {
    expect(fleet).toHaveLength(12);
    expect(fleet.map((vehicle) => vehicle.plateNumber)).toContain('LAG234KJ');
    for (const vehicle of fleet) expect(vehicle.plateNumber).toMatch(/^[A-Z]{3}\d{3}[A-Z]{2}$/);
    expect(new Set(fleet.map((vehicle) => vehicle.category))).toEqual(new Set(['bus', 'pickup', 'car']));
    expect(new Set(fleet.map((vehicle) => vehicle.fuel))).toEqual(new Set(['petrol', 'diesel', 'cng']));
    expect(new Set(fleet.map((vehicle) => vehicle.access))).toEqual(new Set(['owner']));
  });

  it('the dashboard shows checks overdue and due soon, one paper expiring within the month and one expired', async () => {
    const res = await business.get(api(fleetDashboardApi.getDashboardSummaries.path)).expect(200);
    const summary = res.body.data as DashboardSummariesDto;
    expect(summary.vehicles).toEqual({ total: 12, own: 12, shared: 0 });
    expect(summary.routineChecks.overdue).toBeGreaterThanOrEqual(1);
    expect(summary.routineChecks.dueSoon).toBeGreaterThanOrEqual(1);
    expect(summary.documents).toEqual({ expiringSoon: 1, expired: 1 });

    const today = lagosToday(t.deps.now());
    const papers = await t.database.db
      .select({ expiresOn: vehicleDocuments.expiresOn, plate: vehicles.plateNumber })
      .from(vehicleDocuments)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDocuments.vehicleId))
      .where(eq(vehicles.ownerId, await userId(t, DEMO_EMAILS.business)));
    const expiring = papers.filter((paper) => paper.expiresOn >= today && paper.expiresOn <= `${today.slice(0, 7)}-31`);
    expect(expiring.map((paper) => paper.plate)).toEqual(['SMK640DK']);
    expect(papers.filter((paper) => paper.expiresOn < today).map((paper) => paper.plate)).toEqual(['EKY407GH']);
  });

  it('most items are kept up: a few overdue and due soon among the fleet’s schedules', async () => {
    const states: Record<string, number> = { ok: 0, 'due-soon': 0, overdue: 0 };
    for (const vehicle of fleet) {
      const res = await business.get(withId(vehiclesApi.getSchedules.path, vehicle._id)).expect(200);
      for (const schedule of res.body.data as RoutineCheckScheduleDto[]) {
        states[schedule.dueState] = (states[schedule.dueState] ?? 0) + 1;
      }
    }
    expect(states.overdue).toBeGreaterThanOrEqual(3);
    expect(states['due-soon']).toBeGreaterThanOrEqual(3);
    expect(states.ok).toBeGreaterThan(10 * ((states.overdue ?? 0) + (states['due-soon'] ?? 0)));
    expect(byPlate('LAG234KJ').dueState).toBe('overdue');
    expect(byPlate('APP923LM').dueState).toBe('ok');
  });

  it('the vehicles’ stored mileage, average and due states are what the services work out from the records', async () => {
    const today = lagosToday(t.deps.now());
    expect(await refreshScheduleStates(t.database.db, today)).toBe(0);
    expect(await refreshVehicleStates(t.database.db, today)).toBe(0);
    for (const vehicle of await t.database.db.select().from(vehicles)) {
      const log = await t.database.db
        .select()
        .from(mileageLogs)
        .where(eq(mileageLogs.vehicleId, vehicle.id))
        .orderBy(asc(mileageLogs.recordedAt));
      expect(log.length).toBeGreaterThanOrEqual(5);
      const values = log.map((entry) => entry.valueKm);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(vehicle.totalMileageKm).toBe(log.at(-1)?.valueKm);
      expect(vehicle.mileageRecordedAt).toEqual(log.at(-1)?.recordedAt);
      expect(vehicle.averageDailyKm).toBeCloseTo(averageDailyKm(log) ?? -1, 6);
      expect(vehicle.averageDailyKm).toBeGreaterThan(10);
    }
  });

  it('the business’s readings go back months, weekly, with the newest from today or yesterday', async () => {
    const vehicle = byPlate('LAG234KJ');
    const res = await business
      .get(withId(vehiclesApi.getMileageLog.path, vehicle._id))
      .query({ limit: 100 })
      .expect(200);
    const entries = (res.body.data as Page<{ recordedAt: string; valueKm: number; source: string }>).items;
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const oldest = new Date(entries.at(-1)?.recordedAt ?? 0).getTime();
    expect(t.deps.now().getTime() - oldest).toBeGreaterThan(150 * 86_400_000);
    expect(new Set(entries.map((entry) => entry.source))).toEqual(new Set(['manual', 'check']));
  });

  it('the managing director’s Camry has a device reporting a misfire (P0300); the other device is quiet', async () => {
    const obdOf = async (plate: string) => {
      const res = await business
        .get(api(vehiclesApi.fetchObdReadings.path))
        .query({ vehicleId: byPlate(plate)._id })
        .expect(200);
      return res.body.data as ObdReadingsDto;
    };
    const camry = await obdOf('FST552JR');
    expect(camry.activeTroubleCodes.map((code) => code.code)).toEqual(['P0300']);
    expect(camry.latest?.troubleCodes).toEqual(['P0300']);
    expect(camry.history.length).toBeGreaterThan(10);
    const hilux = await obdOf('APP923LM');
    expect(hilux.activeTroubleCodes).toEqual([]);
    expect(hilux.latest?.odometerKm).toBe(byPlate('APP923LM').totalMileageKm);
  });

  it('routine checks are on record, some by the fleet’s mechanic, who can edit the buses shared with him', async () => {
    const technicianId = await userId(t, DEMO_EMAILS.technician);
    const checks = await t.database.db.select().from(routineChecks);
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.some((check) => check.submittedBy === technicianId)).toBe(true);
    const shares = await t.database.db
      .select()
      .from(vehicleCollaborators)
      .where(and(eq(vehicleCollaborators.userId, technicianId), eq(vehicleCollaborators.role, 'edit')));
    expect(shares).toHaveLength(4);
    const { agent } = await signIn(t, DEMO_EMAILS.technician, DEMO_PASSWORD);
    const own = (await fleetOf(agent)).filter((vehicle) => vehicle.access === 'owner');
    expect(own.map((vehicle) => `${vehicle.vehicleBrand} ${vehicle.vehicleModel}`)).toEqual(['Bajaj Boxer BM150']);
  });

  it('the customer has two cars with schedules, readings and a paper; the supplier a van; the admin nothing', async () => {
    const { agent: customer } = await signIn(t, DEMO_EMAILS.customer, DEMO_PASSWORD);
    const cars = await fleetOf(customer);
    expect(cars.map((car) => car.category)).toEqual(['car', 'car']);
    for (const car of cars) {
      const schedules = await customer.get(withId(vehiclesApi.getSchedules.path, car._id)).expect(200);
      expect((schedules.body.data as unknown[]).length).toBeGreaterThan(5);
      const papers = await customer.get(withId(vehiclesApi.getDocuments.path, car._id)).expect(200);
      expect((papers.body.data as Page<unknown>).total).toBe(1);
      expect(car.totalMileageKm).toBeGreaterThan(0);
    }
    const { agent: supplier } = await signIn(t, DEMO_EMAILS.supplier, DEMO_PASSWORD);
    expect((await fleetOf(supplier)).map((vehicle) => vehicle.category)).toEqual(['van']);
    const { agent: admin } = await signIn(t, DEMO_EMAILS.admin, DEMO_PASSWORD);
    expect(await fleetOf(admin)).toEqual([]);
  });
});

describe('the demo fleets on a database that has vehicles of its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an account that owns a vehicle already is left as it is; the others get their fleets', async () => {
    await runSeed({ db: t.database.db, logger, demoData: true }, coreSeedSteps);
    const { agent } = await signIn(t, DEMO_EMAILS.business, DEMO_PASSWORD);
    await agent
      .post(api(vehiclesApi.createVehicle.path))
      .send({ plateNumber: 'LAG 999 ZZ', category: 'car', brand: 'Kia', model: 'Rio', year: 2016, fuel: 'petrol' })
      .expect(201);
    await runSeed({ db: t.database.db, logger, demoData: true }, [demoFleetSeedStep(t.deps)]);
    expect((await fleetOf(agent)).map((vehicle) => vehicle.plateNumber)).toEqual(['LAG999ZZ']);
    const { agent: customer } = await signIn(t, DEMO_EMAILS.customer, DEMO_PASSWORD);
    expect(await fleetOf(customer)).toHaveLength(2);
  });

  it('without the demo accounts (someone else signed up first), no fleet is made', async () => {
    const other = await createTestApp();
    try {
      await signUpAndSignIn(other);
      await runSeed({ db: other.database.db, logger, demoData: true }, [
        ...coreSeedSteps,
        demoFleetSeedStep(other.deps),
      ]);
      expect(await other.database.db.select().from(vehicles)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
