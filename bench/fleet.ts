// Fleet benchmark: ONE business owner with 2,000 vehicles and 10 routine-check schedules each, in one
// app process wired as server/src/main.ts wires it (config, migrated database, deps, Express app, HTTP server on
// 127.0.0.1). It measures
//  1. get-my-vehicles: REQUESTS sequential page requests over HTTP (keep-alive) per scenario — the plain first
//     page, a search, a due filter sorted by due date, a category filter sorted by mileage on page 3, a deep page
//     sorted by name; p50 and p99 of each; target p99 ≤ 30 ms for every scenario (the same figures for the
//     smallest authenticated call, GET /users/get-user, are printed first: the machine's own noise);
//  2. the daily due sweep over the whole fleet (runDueSweep, as the job runner calls it), the day after the
//     previous sweep told everything: target ≤ 5 s. Also printed, for information: the first sweep over the
//     freshly loaded fleet (every state new, every due item told) and a sweep with nothing to change.
// Prints the figures and PASS/FAIL; exits 1 when a target is missed.
//
//   npm run bench:fleet                                   (PGlite, embedded, as `npm start` runs it)
//   BENCH_DATABASE_URL=postgres://user:pw@127.0.0.1:5432/db npm run bench:fleet   (PostgreSQL; adds its own data)
//   VEHICLES=500 REQUESTS=100 npm run bench:fleet         (a smaller run)
//   BENCH_SMOKE=1 npm run bench:fleet                     (smoke size, as CI runs it: 100 vehicles, 20 requests per
//                                                          scenario; the figures are printed, the targets not enforced)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  defaultSchedulesFor,
  lagosToday,
  nextDue,
  type FuelType,
  type VehicleCategory,
} from '@fleetcare/shared';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase, type Db } from '../server/src/db/client.ts';
import { routineCheckSchedules, vehicles } from '../server/src/db/schema/index.ts';
import { createDeps } from '../server/src/deps.ts';
import { createLogger } from '../server/src/lib/logger.ts';
import { issueSession, SESSION_COOKIE } from '../server/src/modules/users/index.ts';
import { insertUser } from '../server/src/modules/users/users.repository.ts';
import { runDueSweep } from '../server/src/modules/vehicles/index.ts';
import { ms, timeGets } from './support/timing.ts';

const SMOKE = process.env.BENCH_SMOKE === '1';
const VEHICLES = Number(process.env.VEHICLES ?? (SMOKE ? 100 : 2000));
const SCHEDULES_PER_VEHICLE = 10;
const REQUESTS = Number(process.env.REQUESTS ?? (SMOKE ? 20 : 300));
const WARM_UP = SMOKE ? 5 : 30;
const LIST_P99_LIMIT_MS = 30;
const SWEEP_LIMIT_MS = 5000;
const DAY_MS = 86_400_000;
/** A missed target: a failure, or in smoke size only a note. */
const MISS = SMOKE ? 'over (smoke size)' : 'FAIL';

// ---------------------------------------------------------------- the app, as main.ts builds it
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-bench-fleet-'));
const appSecret = randomBytes(32).toString('base64url');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_SECRET: appSecret,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  // No money moves here; production refuses the sandbox gateway unless told it is a demo.
  PAYMENTS_SANDBOX_ALLOWED: 'true',
});
const logger = createLogger(config.logLevel);
const database = await openDatabase(config);
await database.migrate();
/** The app's clock: real time moved by `offsetMs` (the sweep is measured "tomorrow"). */
let offsetMs = 0;
const deps = createDeps({ config, database, logger, appSecret }, { now: () => new Date(Date.now() + offsetMs) });
const server: Server = createServer(createApp(deps));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

// ---------------------------------------------------------------- the fleet
const makes: [string, string, VehicleCategory, FuelType][] = [
  ['Toyota', 'Corolla', 'car', 'petrol'],
  ['Toyota', 'Hiace', 'bus', 'diesel'],
  ['Toyota', 'Hilux', 'pickup', 'diesel'],
  ['Honda', 'Accord', 'car', 'petrol'],
  ['Lexus', 'RX 350', 'suv', 'petrol'],
  ['Hyundai', 'Tucson', 'suv', 'petrol'],
  ['Kia', 'Rio', 'car', 'petrol'],
  ['Mercedes-Benz', 'Sprinter', 'van', 'diesel'],
  ['Ford', 'Transit', 'van', 'diesel'],
  ['MAN', 'TGS', 'truck', 'diesel'],
  ['Innoson', 'IVM G5', 'suv', 'petrol'],
  ['Peugeot', '406', 'car', 'petrol'],
  ['Nissan', 'Almera', 'car', 'cng'],
];

/** A deterministic generator: the same fleet every run. */
let seed = 2026;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

async function seedFleet(db: Db, ownerId: string): Promise<void> {
  const today = lagosToday(deps.now());
  const run = randomBytes(2).toString('hex').toUpperCase();
  const vehicleRows: (typeof vehicles.$inferInsert)[] = [];
  for (let i = 0; i < VEHICLES; i += 1) {
    const [brand, model, category, fuel] = makes[i % makes.length] ?? ['Toyota', 'Corolla', 'car', 'petrol'];
    vehicleRows.push({
      ownerId,
      plateNumber: `${run}${i.toString(36).toUpperCase().padStart(4, '0')}`,
      category,
      brand,
      model,
      year: between(2005, 2025),
      fuel,
      colour: ['White', 'Silver', 'Black', 'Blue', 'Red'][i % 5] ?? null,
      totalMileageKm: between(5_000, 350_000),
      mileageRecordedAt: new Date(Date.now() - between(0, 20) * DAY_MS),
      averageDailyKm: between(20, 250),
      createdAt: new Date(Date.now() - between(0, 365 * 3) * DAY_MS - i),
    });
  }
  const inserted: { id: string; category: VehicleCategory; fuel: FuelType; km: number }[] = [];
  for (let start = 0; start < vehicleRows.length; start += 500) {
    const rows = await db
      .insert(vehicles)
      .values(vehicleRows.slice(start, start + 500))
      .returning({
        id: vehicles.id,
        category: vehicles.category,
        fuel: vehicles.fuel,
        km: vehicles.totalMileageKm,
      });
    inserted.push(...rows.map((row) => ({ ...row, km: row.km ?? 0 })));
  }
  const scheduleRows: (typeof routineCheckSchedules.$inferInsert)[] = [];
  for (const vehicle of inserted) {
    const defaults = defaultSchedulesFor(vehicle.category, vehicle.fuel).slice(0, SCHEDULES_PER_VEHICLE);
    const items = [
      ...defaults.map((row) => ({ ...row, customName: '' })),
      ...Array.from({ length: SCHEDULES_PER_VEHICLE - defaults.length }, (_, n) => ({
        item: 'custom' as const,
        customName: `Fleet check ${n + 1}`,
        intervalDays: 60,
        intervalKm: null,
      })),
    ];
    for (const item of items) {
      // Last done somewhere within (a little more than) its interval: a realistic spread of ok, due soon, overdue.
      const days = item.intervalDays ?? 365;
      const rule = {
        lastDoneAt: addDays(today, -between(0, Math.round(days * 1.05))),
        lastDoneKm: item.intervalKm === null ? vehicle.km : Math.max(0, vehicle.km - between(0, item.intervalKm)),
        intervalDays: item.intervalDays,
        intervalKm: item.intervalKm,
      };
      scheduleRows.push({
        vehicleId: vehicle.id,
        item: item.item,
        customName: item.customName,
        ...rule,
        ...nextDue(rule),
      });
    }
  }
  for (let start = 0; start < scheduleRows.length; start += 1000) {
    await db.insert(routineCheckSchedules).values(scheduleRows.slice(start, start + 1000));
  }
}

// ---------------------------------------------------------------- measuring
const timeRequests = (cookie: string, query: string, path = '/api/vehicles/get-my-vehicles') =>
  timeGets(`http://127.0.0.1:${port}${path}${query}`, cookie, REQUESTS, WARM_UP);

async function timeSweep() {
  const started = performance.now();
  const result = await runDueSweep(deps);
  return { ms: performance.now() - started, ...result };
}

const failures: string[] = [];
try {
  console.log(
    `fleet benchmark on ${database.kind}: ${VEHICLES} vehicles × ${SCHEDULES_PER_VEHICLE} schedules` +
      (SMOKE ? ' (smoke size: targets not enforced)' : ''),
  );
  const owner = await insertUser(database.db, {
    email: `bench.fleet.${randomBytes(4).toString('hex')}@example.com`,
    firstName: 'Bench',
    lastName: 'Logistics',
    accountType: 'business',
    emailVerifiedAt: new Date(),
  });
  if (!owner) throw new Error('could not create the owner');
  const { token } = await issueSession(deps, database.db, owner.id, { ip: '127.0.0.1', userAgent: 'bench' });
  const cookie = `${SESSION_COOKIE}=${token}`;

  const seedStarted = performance.now();
  await seedFleet(database.db, owner.id);
  console.log(`  seeded in ${ms(performance.now() - seedStarted)}`);

  // The first sweep over the new fleet (yesterday): every state is new and every due item is told.
  offsetMs = -DAY_MS;
  const cold = await timeSweep();
  console.log(
    `  first sweep (fresh fleet, info): ${ms(cold.ms)} — ${cold.schedulesChanged} schedules changed, ` +
      `${cold.itemsNotified} items told in ${cold.notificationsSent} notifications`,
  );
  // The daily sweep: the next day, over the whole fleet.
  offsetMs = 0;
  const daily = await timeSweep();
  const dailyOk = daily.ms <= SWEEP_LIMIT_MS;
  console.log(
    `  daily sweep: ${ms(daily.ms)} — ${daily.schedulesChanged} schedules changed, ${daily.vehiclesChanged} vehicles ` +
      `changed, ${daily.itemsNotified} items told in ${daily.notificationsSent} notifications ` +
      `(target ≤ ${SWEEP_LIMIT_MS} ms) ${dailyOk ? 'PASS' : MISS}`,
  );
  if (!dailyOk) failures.push('daily sweep');
  const idle = await timeSweep();
  console.log(`  sweep with nothing to change (info): ${ms(idle.ms)} — ${idle.notificationsSent} notifications`);

  const [counts] = (
    (await database.db.execute(sql`select
      count(*) filter (where due_state = 'overdue')::int as overdue,
      count(*) filter (where due_state = 'due-soon')::int as "dueSoon"
      from vehicles where owner_id = ${owner.id}`)) as unknown as { rows: { overdue: number; dueSoon: number }[] }
  ).rows;
  console.log(`  fleet now: ${counts?.overdue ?? 0} vehicles overdue, ${counts?.dueSoon ?? 0} due soon`);

  const scenarios: [string, string][] = [
    ['first page (newest)', '?page=1&limit=20'],
    ['search "corolla"', '?search=corolla'],
    ['due=overdue, sort=due', '?due=overdue&sort=due'],
    ['category=van, sort=mileage, page 3', '?category=van&sort=mileage&page=3'],
    ['sort=name, page 50', '?sort=name&page=50'],
  ];
  // The machine's own noise, for reading the figures: the smallest authenticated call (one session check).
  const baseline = await timeRequests(cookie, '', '/api/users/get-user');
  console.log(
    `  baseline GET /users/get-user (info): p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)} over ${REQUESTS} requests`,
  );
  for (const [name, query] of scenarios) {
    const figures = await timeRequests(cookie, query);
    const ok = figures.p99 <= LIST_P99_LIMIT_MS;
    if (!ok) failures.push(`get-my-vehicles ${name}`);
    console.log(
      `  get-my-vehicles ${name}: p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} over ${REQUESTS} requests ` +
        `(${figures.total} matching; target p99 ≤ ${LIST_P99_LIMIT_MS} ms) ${ok ? 'PASS' : MISS}`,
    );
  }
} finally {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (SMOKE) {
  console.log(
    `SMOKE: ran to the end${failures.length > 0 ? ` (over target at this size: ${failures.join(', ')})` : ''}`,
  );
  process.exit(0);
}
console.log(failures.length === 0 ? 'PASS' : `FAIL: ${failures.join(', ')}`);
process.exit(failures.length === 0 ? 0 : 1);
