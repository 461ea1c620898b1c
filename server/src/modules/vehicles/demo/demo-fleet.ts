import { addDays, createVehicleSchema, lagosToday, nextDue, type SubmitCheckInput } from '@fleetcare/shared';
import { DEMO_EMAILS, type DemoRole } from '../../../db/demo-accounts.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import { findAccountByEmail, type UserRow } from '../../users/index.ts';
import { insertCollaborator } from '../collaborators/collaborators.repository.ts';
import { insertDocument } from '../documents/documents.repository.ts';
import { refreshVehicleDue } from '../due/due-state.service.ts';
import { recordMileage, setVehicleMileage } from '../mileage/mileage.service.ts';
import { clearStaleTroubleCodes, insertObdReadings, upsertTroubleCodes } from '../obd/obd.repository.ts';
import { createObdToken } from '../obd/obd.service.ts';
import { submitCompletedCheck } from '../routine-checks/routine-checks.service.ts';
import { insertSchedulesIfAbsent } from '../routine-checks/schedules.repository.ts';
import { recordVehicleEvent, recordVehicleEvents } from '../vehicles/vehicle-events.repository.ts';
import { createVehicle } from '../vehicles/vehicles.service.ts';
import { demoFleets, type DemoVehicle } from './demo-fleet.data.ts';
import { insertMileageEntries, ownsAnyVehicle } from './demo-fleet.repository.ts';
import { planProblems, planVehicle, type VehiclePlan } from './demo-fleet.plan.ts';

/*
 * The demo step of the vehicles module: each demo account's fleet with months of history (demo-fleet.data.ts),
 * recorded through the module's own services wherever one exists (vehicles, routine checks, the latest reading,
 * the OBD device's token), so the vehicles' mileage, average and due states are worked out exactly as in use.
 * What would take one call per row in use (the mileage log's older readings, the schedules, the papers, the
 * device's readings) goes in bulk through the repositories with the history entries the services would write,
 * and the services that come after (the latest reading, the due states) work out the figures from it.
 */

/** The app's services at a moment of the story: records made then carry that time. */
const at = (deps: AppDeps, instant: Date): AppDeps => ({ ...deps, now: () => instant });

type People = Map<DemoRole, UserRow>;

async function demoPeople(deps: AppDeps): Promise<People> {
  const people: People = new Map();
  for (const [role, email] of Object.entries(DEMO_EMAILS) as [DemoRole, string][]) {
    const user = await findAccountByEmail(deps, email);
    if (user && !user.erasedAt) people.set(role, user);
  }
  return people;
}

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();

async function addVehicle(deps: AppDeps, owner: UserRow, demo: DemoVehicle, addedAt: Date): Promise<string> {
  const input = await createVehicleSchema.validate(
    {
      plateNumber: demo.plate,
      vin: demo.vin ?? null,
      category: demo.category,
      brand: demo.brand,
      model: demo.model,
      year: demo.year,
      colour: demo.colour,
      fuel: demo.fuel,
      transmission: demo.transmission,
      engine: demo.engine ?? null,
      purchaseDate:
        demo.boughtDaysBeforeAdded === undefined ? null : addDays(lagosToday(addedAt), -demo.boughtDaysBeforeAdded),
      notes: demo.notes ?? null,
    },
    { context: { today: lagosToday(addedAt) }, stripUnknown: true },
  );
  const vehicle = await createVehicle(at(deps, addedAt), owner.id, input);
  return vehicle._id;
}

async function share(deps: AppDeps, plan: VehiclePlan, vehicleId: string, owner: UserRow, people: People) {
  const sharing = plan.demo.sharedWith;
  const person = sharing ? people.get(sharing.role) : undefined;
  if (!sharing || !person || !plan.sharedAt) return;
  await insertCollaborator(deps.db, { vehicleId, userId: person.id, role: sharing.rights, addedAt: plan.sharedAt });
  await recordVehicleEvent(deps.db, {
    vehicleId,
    actorId: owner.id,
    type: 'collaborator-added',
    detail: { userId: person.id, fullName: fullName(person), role: sharing.rights },
    at: plan.sharedAt,
  });
}

/** The default set for the vehicle, each item last done when the story says (as the owner entered it). */
async function addSchedules(deps: AppDeps, plan: VehiclePlan, vehicleId: string, owner: UserRow) {
  const createdAt = new Date(plan.addedAt.getTime() + 10 * 60_000);
  const inserted = await insertSchedulesIfAbsent(
    deps.db,
    plan.schedules.map((row, index) => {
      const rule = {
        lastDoneAt: row.lastDoneAt,
        lastDoneKm: row.lastDoneKm,
        intervalDays: row.intervalDays,
        intervalKm: row.intervalKm,
      };
      // One millisecond apart, so the list keeps the catalogue's order among equally urgent items.
      const rowAt = new Date(createdAt.getTime() + index);
      return {
        vehicleId,
        item: row.item,
        customName: '',
        ...rule,
        ...nextDue(rule),
        createdAt: rowAt,
        updatedAt: rowAt,
      };
    }),
  );
  await recordVehicleEvent(deps.db, {
    vehicleId,
    actorId: owner.id,
    type: 'schedule-added',
    detail: { items: inserted.map((row) => ({ item: row.item, customName: null })) },
    at: createdAt,
  });
  return new Map(inserted.map((row) => [row.item, row.id]));
}

/** The papers as add-vehicle-document leaves them (without a file); the due states follow at the end. */
async function addPapers(deps: AppDeps, plan: VehiclePlan, vehicleId: string, owner: UserRow) {
  const added = [];
  for (const paper of plan.documents) {
    const { addedAt, ...fields } = paper;
    added.push(
      await insertDocument(deps.db, {
        vehicleId,
        ...fields,
        createdBy: owner.id,
        createdAt: addedAt,
        updatedAt: addedAt,
      }),
    );
  }
  await recordVehicleEvents(
    deps.db,
    added.map((row) => ({
      vehicleId,
      actorId: owner.id,
      type: 'document-added',
      detail: { documentId: row.id, type: row.type, title: row.title, expiresOn: row.expiresOn },
      at: row.createdAt,
    })),
  );
}

/** The older readings of the log in bulk, with the history entries people's readings leave. */
async function addReadings(deps: AppDeps, plan: VehiclePlan, vehicleId: string, owner: UserRow) {
  await insertMileageEntries(deps.db, [
    ...plan.manualReadings.map((reading) => ({
      vehicleId,
      valueKm: reading.km,
      recordedAt: reading.at,
      source: 'manual' as const,
      recordedBy: owner.id,
      createdAt: reading.at,
    })),
    ...plan.obdMileage.map((reading) => ({
      vehicleId,
      valueKm: reading.km,
      recordedAt: reading.at,
      source: 'obd' as const,
      recordedBy: null,
      createdAt: reading.at,
    })),
  ]);
  await recordVehicleEvents(
    deps.db,
    plan.manualReadings.map((reading, index) => ({
      vehicleId,
      actorId: owner.id,
      type: 'mileage-set',
      detail: {
        valueKm: reading.km,
        previousKm: plan.manualReadings[index - 1]?.km ?? null,
        recordedAt: reading.at.toISOString(),
      },
      at: reading.at,
    })),
  );
}

/** The device: its token (never shown to anyone: the owner makes a new one to connect a device) and its readings. */
async function addObdDevice(deps: AppDeps, plan: VehiclePlan, vehicleId: string, owner: UserRow) {
  if (!plan.obdFittedAt) return;
  await createObdToken(at(deps, plan.obdFittedAt), owner.id, vehicleId);
  await insertObdReadings(
    deps.db,
    plan.obdReadings.map((reading) => ({ vehicleId, ...reading })),
  );
  const sightings = new Map<string, { code: string; firstSeenAt: Date; lastSeenAt: Date }>();
  for (const reading of plan.obdReadings) {
    for (const code of reading.troubleCodes) {
      const seen = sightings.get(code);
      if (seen) seen.lastSeenAt = reading.recordedAt;
      else sightings.set(code, { code, firstSeenAt: reading.recordedAt, lastSeenAt: reading.recordedAt });
    }
  }
  const codes = await upsertTroubleCodes(deps.db, vehicleId, [...sightings.values()]);
  await clearStaleTroubleCodes(deps.db, vehicleId, deps.now());
  const first = [...sightings.values()][0];
  if (codes.length > 0 && first) {
    await recordVehicleEvent(deps.db, {
      vehicleId,
      actorId: null,
      type: 'obd-trouble-codes',
      detail: { codes },
      at: first.firstSeenAt,
    });
  }
}

async function recordChecks(
  deps: AppDeps,
  plan: VehiclePlan,
  vehicleId: string,
  scheduleIds: Map<string, string>,
  people: People,
) {
  for (const check of plan.checks) {
    const by = people.get(check.by);
    if (!by) continue;
    const input: SubmitCheckInput = {
      vehicleId,
      checkedOn: check.checkedOn,
      mileageKm: check.mileageKm,
      notes: check.notes,
      results: check.results.flatMap((entry) => {
        const scheduleId = scheduleIds.get(entry.item);
        return scheduleId ? [{ scheduleId, result: entry.result, notes: entry.notes }] : [];
      }),
    };
    await submitCompletedCheck(at(deps, check.at), by.id, input);
  }
}

/** The newest reading, through the service that keeps the vehicle's mileage, average and due states. */
async function recordLatestReading(deps: AppDeps, plan: VehiclePlan, vehicleId: string, owner: UserRow) {
  const { latest } = plan;
  if (latest.source === 'obd') {
    await recordMileage(at(deps, latest.at), {
      vehicleId,
      valueKm: latest.km,
      recordedAt: latest.at,
      source: 'obd',
      actorId: null,
    });
  } else {
    await setVehicleMileage(at(deps, latest.at), owner.id, { vehicleId, valueKm: latest.km, recordedAt: latest.at });
  }
}

async function seedVehicle(deps: AppDeps, plan: VehiclePlan, owner: UserRow, people: People): Promise<void> {
  const vehicleId = await addVehicle(deps, owner, plan.demo, plan.addedAt);
  await share(deps, plan, vehicleId, owner, people);
  const scheduleIds = await addSchedules(deps, plan, vehicleId, owner);
  await addPapers(deps, plan, vehicleId, owner);
  await addReadings(deps, plan, vehicleId, owner);
  await addObdDevice(deps, plan, vehicleId, owner);
  await recordChecks(deps, plan, vehicleId, scheduleIds, people);
  await recordLatestReading(deps, plan, vehicleId, owner);
  await refreshVehicleDue(deps.db, vehicleId, lagosToday(deps.now()));
}

/**
 * Gives each demo account its fleet (demo-fleet.data.ts), dated back from now. An account that owns a vehicle
 * already, or that is missing or erased, is left alone. Returns how many vehicles were added.
 */
export async function seedDemoFleets(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const people = await demoPeople(deps);
  let added = 0;
  for (const [fleetIndex, fleet] of demoFleets.entries()) {
    const owner = people.get(fleet.owner);
    if (!owner || (await ownsAnyVehicle(deps.db, owner.id))) continue;
    for (const [index, demo] of fleet.vehicles.entries()) {
      const plan = planVehicle(demo, now, fleetIndex * 100 + index + 1);
      const problems = planProblems(plan, now);
      if (problems.length > 0) throw new Error(`demo fleet does not hold: ${problems.join('; ')}`);
      await seedVehicle(deps, plan, owner, people);
      added += 1;
    }
  }
  return added;
}

/** The seed step (demo data only): the composition root hands it the app's services, the step its transaction. */
export function demoFleetSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-fleet',
    demo: true,
    async run(tx) {
      await seedDemoFleets({ ...deps, db: tx });
    },
  };
}
