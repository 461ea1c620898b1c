// Places benchmark: the offline gazetteer's two hot calls, as service calls in this process and then over HTTP.
//  1. get-address-by-lat-lng (addressByLatLng) over POINTS random points in Nigeria (around random towns, up to
//     40 km off, and anywhere in the country's bounding box): p50, p95, p99; target p99 ≤ 10 ms;
//  2. the address type-ahead (suggestPlaces, 8 suggestions) over POINTS queries: the first 1 to 8 letters of random
//     place names, one in five with a typo: p50, p95, p99; target p99 ≤ 10 ms;
//  3. for information: get-address-timezone (addressTimezone) over the same names written as addresses, the first
//     load of the gazetteer, and a short HTTP run of each call (the places router alone, on 127.0.0.1, keep-alive).
// Prints the figures and PASS/FAIL; exits 1 when a target is missed at full size.
//
//   npm run bench:places                    (10,000 points and queries, 500 HTTP requests per call)
//   POINTS=50000 npm run bench:places
//   BENCH_SMOKE=1 npm run bench:places      (smoke size, as CI runs it: 1,000 points and queries, 100 HTTP requests
//                                            per call; the figures are printed, the targets not enforced)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { API_PREFIX, placesApi, type LatLng } from '@fleetcare/shared';
import { errorHandler } from '../server/src/lib/http/error-handler.ts';
import { AppError } from '../server/src/lib/errors.ts';
import type { RateLimiterFactory } from '../server/src/lib/rate-limit.ts';
import {
  addressByLatLng,
  addressTimezone,
  gazetteerGeocoder,
  placesRouter,
  suggestPlaces,
} from '../server/src/modules/places/index.ts';
import { loadGazetteer } from '../server/src/modules/places/gazetteer.ts';

const SMOKE = process.env.BENCH_SMOKE === '1';
const POINTS = Number(process.env.POINTS ?? (SMOKE ? 1_000 : 10_000));
const HTTP_REQUESTS = SMOKE ? 100 : 500;
const P99_LIMIT_MS = 10;
const MISS = SMOKE ? 'over target (not enforced at smoke size)' : 'FAIL';

// A seeded generator, so two runs measure the same points and queries.
let seed = 20_240_611;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(3)} ms`;
const figures = (times: number[]) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
});

async function time<T>(inputs: T[], call: (input: T) => Promise<unknown>): Promise<number[]> {
  for (const input of inputs.slice(0, 50)) await call(input);
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await call(input);
    times.push(performance.now() - started);
  }
  return times;
}

/** A point answered with PLACE_NOT_FOUND (a gap between towns) is a normal answer, timed like the others. */
const orNotFound = (promise: Promise<unknown>) =>
  promise.catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'PLACE_NOT_FOUND')) throw error;
  });

const loadStarted = performance.now();
const gazetteer = await loadGazetteer();
const loadMs = performance.now() - loadStarted;
const deps = { geocoder: gazetteerGeocoder() };

const points: LatLng[] = Array.from({ length: POINTS }, () => {
  if (random() < 0.2) return { lat: 4.3 + random() * 9.5, lng: 2.7 + random() * 11.9 };
  const town = pick(gazetteer.towns);
  const km = random() * 40;
  const bearing = random() * 2 * Math.PI;
  return {
    lat: town.lat + (km / 111.2) * Math.cos(bearing),
    lng: town.lng + (km / (111.2 * Math.cos((town.lat * Math.PI) / 180))) * Math.sin(bearing),
  };
});
const names = gazetteer.names.map((entry) => entry.place.name);
const queries = Array.from({ length: POINTS }, () => {
  const name = pick(names);
  const typed = name.slice(0, 1 + Math.floor(random() * Math.min(8, name.length)));
  if (typed.length >= 4 && random() < 0.2) {
    const at = 1 + Math.floor(random() * (typed.length - 2));
    return typed.slice(0, at) + (typed[at + 1] ?? '') + (typed[at] ?? '') + typed.slice(at + 2);
  }
  return typed;
});
const addresses = Array.from({ length: Math.min(POINTS, 2_000) }, (_, index) => {
  const place = pick(gazetteer.towns);
  return `${index + 1} Broad Street, ${place.name}, ${place.state}`;
});

const failures: string[] = [];
const report = (name: string, times: number[], target: boolean) => {
  const { p50, p95, p99 } = figures(times);
  const ok = p99 <= P99_LIMIT_MS;
  if (target && !ok && !SMOKE) failures.push(name);
  console.log(
    `  ${name}: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}` +
      (target ? ` (target p99 ≤ ${P99_LIMIT_MS} ms) ${ok ? 'PASS' : MISS}` : ' (info)'),
  );
};

console.log(
  `places benchmark${SMOKE ? ' (smoke size)' : ''}: ${gazetteer.summary.towns} towns, ${gazetteer.summary.lgas} LGAs, ` +
    `${names.length} names; first load ${loadMs.toFixed(0)} ms`,
);
console.log(`in-process service calls, ${POINTS} each:`);
report('get-address-by-lat-lng', await time(points, (point) => orNotFound(addressByLatLng(deps, point))), true);
report('type-ahead (search-places)', await time(queries, (query) => suggestPlaces(query, 8)), true);
report(
  `get-address-timezone (${addresses.length} addresses)`,
  await time(addresses, (address) => orNotFound(addressTimezone(deps, address))),
  false,
);

// HTTP: the places router alone (no rate limit), as the app mounts it.
const unlimited: RateLimiterFactory = { create: () => ({ consume: async () => {}, reset: async () => {} }) };
const app = express();
const api = express.Router();
api.use(placesRouter({ limits: unlimited, geocoder: deps.geocoder }));
app.use(API_PREFIX, api);
app.use(errorHandler);
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}`;
const httpGet = async (url: string) => {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 404) throw new Error(`${url}: ${res.status}`);
};
try {
  console.log(`over HTTP (127.0.0.1, keep-alive), ${HTTP_REQUESTS} requests each:`);
  report(
    'GET get-address-by-lat-lng',
    await time(points.slice(0, HTTP_REQUESTS), (point) =>
      httpGet(`${base}${placesApi.getAddressByLatLng.path}?lat=${point.lat.toFixed(5)}&lng=${point.lng.toFixed(5)}`),
    ),
    false,
  );
  report(
    'GET search-places',
    await time(queries.slice(0, HTTP_REQUESTS), (query) =>
      httpGet(`${base}${placesApi.searchPlaces.path}?${new URLSearchParams({ q: query })}`),
    ),
    false,
  );
} finally {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

if (failures.length > 0) {
  console.log(`FAIL: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(SMOKE ? 'done (smoke size)' : 'PASS');
