import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as yup from 'yup';
import type * as Validate from './lib/http/validate.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../test/test-app.ts';
import {
  hostileBodies,
  hostileFieldValues,
  hostilePathValues,
  hostileQueries,
  hostileQueriesForAll,
  quickFieldValues,
  type Refusal,
} from '../test/fuzz/corpus.ts';
import { changedTables, databaseFingerprint, rowsOf } from '../test/fuzz/db-fingerprint.ts';
import { allRoutes, fillPath, pathParamNames, type FuzzRoute } from '../test/fuzz/routes.ts';
import { fieldTypes, sampleOfSchema } from '../test/fuzz/schema-sample.ts';
import { API_PREFIX, vehiclesApi } from '@fleetcare/shared';
import { runSeed } from './db/seed.ts';
import { seedStepsFor } from './seed-steps.ts';
import { users } from './db/schema/index.ts';
import { issueSession, SESSION_COOKIE } from './modules/users/index.ts';

/**
 * Every call of the shared path tables × hostile values in every body field, query parameter and path parameter,
 * as anonymous and as a signed-in user of each role: never a 5xx, always the envelope, and a refused request
 * changes nothing in the database. Calls and their fields are found, not listed: the shared tables give the
 * calls, and the schemas each call validates with are recorded on a first request, so a new call is covered the
 * day it is added.
 */

const recorded = vi.hoisted(() => [] as { schema: unknown; value: unknown }[]);

vi.mock('./lib/http/validate.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Validate>();
  return {
    ...actual,
    parse: (schema: yup.AnySchema, value: unknown, context?: Record<string, unknown>) => {
      recorded.push({ schema, value });
      return actual.parse(schema, value, context);
    },
  };
});

/** Tables a refused request may write: a signed-in request refreshes its session's last-seen time first. */
const MAY_CHANGE_ON_REFUSAL = new Set(['sessions']);

type RoleName = 'anonymous' | 'customer' | 'business' | 'technician' | 'supplier' | 'admin';
const ROLE_EMAILS: Record<Exclude<RoleName, 'anonymous'>, string> = {
  customer: 'customer@demo.fleetcare.ng',
  business: 'business@demo.fleetcare.ng',
  technician: 'technician@demo.fleetcare.ng',
  supplier: 'supplier@demo.fleetcare.ng',
  admin: 'admin@demo.fleetcare.ng',
};
const ROLES: RoleName[] = ['anonymous', 'customer', 'business', 'technician', 'supplier', 'admin'];
const MARK = '__fuzz';

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

interface Finding {
  route: string;
  role: RoleName;
  attack: string;
  problem: string;
}

let t: TestApp;
let server: Server;
let origin: string;
const userIds = new Map<RoleName, string>();
const cookies = new Map<RoleName, string>();
const findings: Finding[] = [];
let idPool: string[] = [];
const profile = { fingerprints: 0, fingerprintMs: 0, requests: 0, requestMs: 0 };

async function send(
  role: RoleName,
  method: string,
  url: string,
  body?: { raw: string } | { json: unknown },
): Promise<Answer> {
  const headers: Record<string, string> = { origin, accept: 'application/json' };
  const cookie = cookies.get(role);
  if (cookie) headers.cookie = cookie;
  let payload: string | undefined;
  if (body && method !== 'GET') {
    headers['content-type'] = 'application/json';
    payload = 'raw' in body ? body.raw : JSON.stringify(body.json);
  }
  const started = performance.now();
  const res = await fetch(`${origin}${url}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  profile.requests += 1;
  profile.requestMs += performance.now() - started;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

function isEnvelope(answer: Answer): boolean {
  const body = answer.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return false;
  if (answer.status < 400) return body.success === true;
  return (
    body.success === false &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    typeof body.requestId === 'string'
  );
}

/** Gives every role a fresh session (a call under test may have ended it). */
async function freshSessions() {
  for (const [role, userId] of userIds) {
    const issued = await issueSession(t.deps, t.deps.db, userId, { ip: '127.0.0.1', userAgent: 'fuzz' });
    cookies.set(role, `${SESSION_COOKIE}=${issued.token}`);
  }
}

/** The schemas a call validated its body and query with, seen on a request that marks each part. */
async function discover(route: FuzzRoute, role: RoleName, params: Record<string, string>) {
  recorded.length = 0;
  const url = `${fillPath(route.path, params)}?${MARK}=1`;
  const answer = await send(role, route.method, url, { json: { [MARK]: 1 } });
  let body: yup.AnySchema | undefined;
  let query: yup.AnySchema | undefined;
  for (const entry of recorded) {
    const value = entry.value as Record<string, unknown> | undefined;
    if (value?.[MARK] === 1) body ??= entry.schema as yup.AnySchema;
    else if (value?.[MARK] === '1') query ??= entry.schema as yup.AnySchema;
  }
  return { answer, body, query };
}

/** Path parameters that name a record the role can reach, when one exists (so deeper code runs). */
async function reachableParams(route: FuzzRoute, role: RoleName): Promise<Record<string, string>> {
  const names = pathParamNames(route.path);
  const fallback = Object.fromEntries(names.map((name) => [name, randomUUID()]));
  // A deletion takes no body, and a probe that found its record would delete it: it gets an id that names nothing.
  if (names.length === 0 || role === 'anonymous' || route.method === 'DELETE') return fallback;
  for (const id of idPool) {
    const params = Object.fromEntries(names.map((name) => [name, id]));
    const answer = await send(role, route.method, fillPath(route.path, params), { json: {} });
    const refusedFields = Object.keys((answer.body as { fieldErrors?: object } | undefined)?.fieldErrors ?? {});
    const paramRefused = answer.status === 400 && refusedFields.some((field) => names.includes(field));
    if (answer.status !== 404 && answer.status !== 403 && !paramRefused) return params;
  }
  return fallback;
}

/**
 * A body the call accepts, as near as the schema tells: a sample of every field, less the optional fields the call
 * refuses (so a hostile value in one field meets an otherwise valid body and runs as deep as it can).
 */
async function acceptedSample(
  route: FuzzRoute,
  role: RoleName,
  params: Record<string, string>,
  bodySchema: yup.AnySchema | undefined,
): Promise<Record<string, unknown>> {
  if (!bodySchema || route.method === 'GET') return {};
  let sample = sampleOfSchema(bodySchema);
  for (let round = 0; round < 3; round += 1) {
    const answer = await send(role, route.method, fillPath(route.path, params), { json: sample });
    const refused = (answer.body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
    if (answer.status !== 400 || !refused) break;
    const fields = Object.keys(refused).map((field) => field.split(/[.[]/)[0] as string);
    if (!fields.some((field) => Object.hasOwn(sample, field))) break;
    sample = Object.fromEntries(Object.entries(sample).filter(([field]) => !fields.includes(field)));
  }
  return sample;
}

interface Attack {
  label: string;
  url: string;
  body?: { raw: string } | { json: unknown };
  /** The call must refuse it (4xx), whoever sends it. */
  mustRefuse?: boolean;
}

/** Whether a value's refusal rule applies to a field of this type. */
const refusedIn = (refuse: Refusal | undefined, type: string | undefined) =>
  refuse === 'always' || (refuse === 'number' && type === 'number');

function attacksFor(
  route: FuzzRoute,
  params: Record<string, string>,
  sample: Record<string, unknown>,
  bodySchema: yup.AnySchema | undefined,
  querySchema: yup.AnySchema | undefined,
  full: boolean,
): Attack[] {
  const attacks: Attack[] = [];
  const base = fillPath(route.path, params);
  const takesBody = route.method !== 'GET';
  const values = full ? hostileFieldValues : quickFieldValues;
  if (takesBody) {
    const types = bodySchema ? fieldTypes(bodySchema) : {};
    const fields = Object.keys(types);
    // Field by field for the first role a call accepts; every field at once for the others.
    for (const field of full ? fields : []) {
      for (const { label, value, refuse } of values) {
        const body = { json: { ...sample, [field]: value } };
        attacks.push({
          label: `body.${field} = ${label}`,
          url: base,
          body,
          mustRefuse: refusedIn(refuse, types[field]),
        });
      }
    }
    for (const { label, value, refuse } of values) {
      const everywhere = Object.fromEntries(fields.map((field) => [field, value]));
      const mustRefuse = refuse === 'always' && fields.length > 0;
      attacks.push({ label: `every body field = ${label}`, url: base, body: { json: everywhere }, mustRefuse });
    }
    for (const { label, raw, refuse } of hostileBodies) {
      attacks.push({ label: `body: ${label}`, url: base, body: { raw }, mustRefuse: refuse === 'always' });
    }
  }
  const queryTypes = querySchema ? fieldTypes(querySchema) : {};
  const queries = full ? hostileQueries : hostileQueries.slice(0, 3);
  for (const [field, type] of Object.entries(queryTypes)) {
    for (const { label, raw, refuse } of queries) {
      const url = `${base}?${raw.replaceAll('NAME', field)}`;
      attacks.push({ label: `query.${field}: ${label}`, url, mustRefuse: refusedIn(refuse, type) });
    }
  }
  for (const { label, raw, refuse } of hostileQueriesForAll) {
    attacks.push({ label: `query: ${label}`, url: `${base}?${raw}`, mustRefuse: refuse === 'always' });
  }
  for (const name of pathParamNames(route.path)) {
    for (const { label, raw, refuse } of full ? hostilePathValues : hostilePathValues.slice(0, 3)) {
      const url = fillPath(route.path, { ...params, [name]: raw });
      attacks.push({ label: `path.${name}: ${label}`, url, mustRefuse: refuse === 'always' });
    }
  }
  return attacks;
}

function check(route: FuzzRoute, role: RoleName, attack: Pick<Attack, 'label' | 'mustRefuse'>, answer: Answer) {
  const where = { route: `${route.method} ${route.path}`, role, attack: attack.label };
  if (attack.mustRefuse && answer.status < 400) {
    findings.push({ ...where, problem: `accepted (${answer.status}): ${answer.text.slice(0, 200)}` });
  }
  if (answer.status >= 500) {
    findings.push({ ...where, problem: `${answer.status}: ${answer.text.slice(0, 200)}` });
  } else if (route.path.startsWith('/api/') && answer.status >= 400 && !isEnvelope(answer)) {
    findings.push({ ...where, problem: `no envelope (${answer.status}): ${answer.text.slice(0, 200)}` });
  }
}

/**
 * Sends the attacks in order; a run of refused answers is checked against the database as it was before the run
 * (a fingerprint of every table), so an accepted request may change the database but a refused one may not. When
 * a run changed something, each of its requests is sent again alone to name the one that writes.
 */
async function runAttacks(route: FuzzRoute, role: RoleName, attacks: Attack[]) {
  if (route.method === 'GET') {
    // A read changes nothing, refused or not.
    for (const attack of attacks) check(route, role, attack, await send(role, route.method, attack.url));
    return;
  }
  const fingerprint = async () => {
    const started = performance.now();
    const result = await databaseFingerprint(t.deps.db, MAY_CHANGE_ON_REFUSAL);
    profile.fingerprints += 1;
    profile.fingerprintMs += performance.now() - started;
    return result;
  };
  let before = await fingerprint();
  let refused: Attack[] = [];
  const closeRun = async () => {
    if (refused.length === 0) return;
    const after = await fingerprint();
    if (changedTables(before, after).length > 0) {
      for (const attack of refused) {
        const alone = await fingerprint();
        const answer = await send(role, route.method, attack.url, attack.body);
        const changed = changedTables(alone, await fingerprint());
        if (answer.status >= 400 && changed.length > 0) {
          findings.push({
            route: `${route.method} ${route.path}`,
            role,
            attack: attack.label,
            problem: `refused with ${answer.status}, yet changed ${changed.join(', ')}`,
          });
        }
      }
    }
    refused = [];
    before = await fingerprint();
  };
  for (const attack of attacks) {
    const answer = await send(role, route.method, attack.url, attack.body);
    check(route, role, attack, answer);
    if (process.env.FUZZ_TRACE && attack.label.includes(process.env.FUZZ_TRACE))
      console.warn(
        'TRACE',
        route.path,
        role,
        attack.label,
        answer.status,
        answer.text.slice(0, 300),
        JSON.stringify(attack.body).slice(0, 300),
      );
    if (answer.status >= 400) {
      refused.push(attack);
    } else {
      await closeRun();
      before = await fingerprint();
    }
  }
  await closeRun();
}

/** Reads first, then writes, then deletions: a deletion that succeeds should not starve later calls of data. */
function inFuzzOrder(routes: FuzzRoute[]): FuzzRoute[] {
  const rank = (route: FuzzRoute) => (route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1);
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  // Every step, demo records included, so ids of seeded vehicles, coupons and payments are in the pool.
  await runSeed({ db: t.deps.db, logger: t.deps.logger, demoData: true }, seedStepsFor(t.deps));
  for (const [role, email] of Object.entries(ROLE_EMAILS)) {
    const [row] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = ${email}`);
    if (!row) throw new Error(`demo account ${email} is missing`);
    userIds.set(role as RoleName, row.id);
  }
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await freshSessions();
  // A few records to aim at, so calls with an id in the path run past their not-found check.
  for (const role of ['customer', 'business'] as const) {
    const vehicle = {
      plateNumber: role === 'customer' ? 'FUZZ1' : 'FUZZ2',
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol',
    };
    const created = await send(role, 'POST', `${API_PREFIX}${vehiclesApi.createVehicle.path}`, { json: vehicle });
    expect(created.status).toBe(201);
  }
  const ids = await rowsOf<{ id: string }>(
    t.deps.db,
    sql`SELECT id::text AS id FROM vehicles UNION ALL SELECT id::text FROM notifications UNION ALL SELECT id::text FROM coupons`,
  );
  idPool = ids.map((row) => row.id).slice(0, 20);
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('every call, any input', () => {
  it('when hostile input reaches any call as any role, then no 5xx, always the envelope, and a refusal changes nothing', async () => {
    // FUZZ_ONLY=<part of a path> narrows the run while mending a finding.
    const only = process.env.FUZZ_ONLY;
    const routes = inFuzzOrder(allRoutes()).filter((route) => !only || route.path.includes(only));
    if (!only) expect(routes.length).toBeGreaterThan(100);
    let requests = 0;
    for (const route of routes) {
      await freshSessions();
      let fullDone = false;
      for (const role of ROLES) {
        const params = await reachableParams(route, role);
        const { answer, body, query } = await discover(route, role, params);
        check(route, role, { label: 'baseline' }, answer);
        requests += 1;
        // A call the role may not make is refused before it reads its input: one look is enough.
        if ((answer.status === 401 || answer.status === 403) && role !== 'anonymous') continue;
        if (answer.status === 401) continue;
        const sample = await acceptedSample(route, role, params, body);
        const attacks = attacksFor(route, params, sample, body, query, !fullDone);
        fullDone = true;
        await runAttacks(route, role, attacks);
        requests += attacks.length;
      }
    }
    const report = findings.map((f) => `${f.route} as ${f.role}: ${f.attack} → ${f.problem}`);
    console.warn(`fuzz: ${routes.length} calls, ${requests} requests, ${findings.length} findings`, profile);
    expect(report).toEqual([]);
  }, 600_000);
});
