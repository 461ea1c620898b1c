import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRolePrivileges,
  adminRoles,
  isAdminPrivilege,
  isWritePrivilege,
  type AdminPrivilege,
  type AdminRole,
} from '@fleetcare/shared';
import { adminContributions } from '../../admin-resources.ts';
import { isSandboxGateway } from '../../adapters/payments/sandbox.ts';
import { runSeed } from '../../db/seed.ts';
import { seedStepsFor } from '../../seed-steps.ts';
import { adminActionSamples } from '../../../test/admin-action-samples.ts';
import { signInAdmin } from '../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { changedTables, databaseFingerprint } from '../../../test/fuzz/db-fingerprint.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../../../test/test-app.ts';

/*
 * Generated from the registry (server/src/admin-resources.ts), so a resource or action added later is covered
 * with no edit here: for every resource (list, record, export) and every action, anonymous is 401; a customer, a
 * business, a technician and a supplier are 403; an admin whose roles lack the privilege is 403; none of them
 * changes anything; an admin holding the privilege succeeds. And every declaration names privileges of the
 * catalogue, every action has a sample to run it with (server/test/admin-action-samples.ts), and every resource,
 * field, option, relation and action has its words in English and Norwegian.
 */

const resources = adminContributions.flatMap((contribution) => contribution.resources);
const LIST = '/api/custom-admin/get-resources-list';
const RECORD = '/api/custom-admin/get-resource-record';
const EXPORT = '/api/custom-admin/export-resources-list';
const ACTION = '/api/custom-admin/run-action';

/** A signed-in request may refresh its session's last-seen time: the only write a refusal may cause. */
const MAY_CHANGE_ON_REFUSAL = new Set(['sessions']);

type Agent = ReturnType<typeof request.agent>;
type Outsider = 'anonymous' | 'customer' | 'business' | 'technician' | 'supplier';

describe('the registry', () => {
  it('names only privileges of the catalogue, and actions change things with a write privilege', () => {
    const problems: string[] = [];
    for (const resource of resources) {
      if (!isAdminPrivilege(resource.privilege)) {
        problems.push(`${resource.name}: "${resource.privilege}" is not a privilege of the catalogue`);
      }
      for (const action of resource.actions ?? []) {
        if (!isAdminPrivilege(action.privilege) || !isWritePrivilege(action.privilege)) {
          problems.push(
            `${resource.name}/${action.name}: "${action.privilege}" is not a write privilege of the catalogue`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('links only to declared resources (field references and related sections)', () => {
    const names = new Set(resources.map((resource) => resource.name));
    const problems = resources.flatMap((resource) => [
      ...resource.fields
        .filter((field) => field.ref !== undefined && !names.has(field.ref))
        .map((field) => `${resource.name}.${field.key} refers to "${field.ref}"`),
      ...(resource.related ?? [])
        .filter((relation) => !names.has(relation.resource))
        .map((relation) => `${resource.name} relation "${relation.relation}" lists "${relation.resource}"`),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a sample for every action, and no sample for an action that does not exist', () => {
    const keys = resources.flatMap((resource) =>
      (resource.actions ?? []).map((action) => `${resource.name}/${action.name}`),
    );
    expect(keys.filter((key) => !adminActionSamples[key])).toEqual([]);
    expect(Object.keys(adminActionSamples).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('labels', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const catalogueDir = (language: string) =>
    path.resolve(here, '../../../../client/src/locales', language, 'admin-resources');

  /** Every file of the language's admin-resources folder merged, as the panel merges them. */
  function labelsOf(language: string): { labels: Record<string, unknown>; twice: string[] } {
    const labels: Record<string, unknown> = {};
    const twice: string[] = [];
    for (const file of readdirSync(catalogueDir(language)).filter((name) => name.endsWith('.json'))) {
      const content = JSON.parse(readFileSync(path.join(catalogueDir(language), file), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const [resource, value] of Object.entries(content)) {
        if (Object.hasOwn(labels, resource)) twice.push(`${resource} (again in ${file})`);
        labels[resource] = value;
      }
    }
    return { labels, twice };
  }

  const text = (value: unknown, ...keys: string[]): string | undefined => {
    let at: unknown = value;
    for (const key of keys) {
      if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
      at = (at as Record<string, unknown>)[key];
    }
    return typeof at === 'string' && at.trim() !== '' ? at : undefined;
  };

  it.each(['en', 'nb'])(
    'every resource, field, option, relation, action and action field has words in %s',
    (language) => {
      const { labels, twice } = labelsOf(language);
      const missing: string[] = [...twice.map((entry) => `declared twice: ${entry}`)];
      const need = (resource: string, ...keys: string[]) => {
        if (!text(labels[resource], ...keys)) missing.push(`${resource}.${keys.join('.')}`);
      };
      for (const resource of resources) {
        need(resource.name, 'title');
        need(resource.name, 'one');
        for (const field of resource.fields) {
          need(resource.name, 'fields', field.key);
          for (const option of field.options ?? []) need(resource.name, 'options', field.key, option);
        }
        for (const relation of resource.related ?? []) need(resource.name, 'relations', relation.relation);
        for (const action of resource.actions ?? []) {
          need(resource.name, 'actions', action.name, 'title');
          need(resource.name, 'actions', action.name, 'help');
          need(resource.name, 'actions', action.name, 'done');
          for (const field of action.fields) need(resource.name, 'actions', action.name, 'fields', field.name);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});

describe('authorization, for every resource and action', () => {
  let t: TestApp;
  const outsiders = new Map<Outsider, Agent | null>();
  const admins = new Map<string, Agent>();

  beforeAll(async () => {
    t = await createTestApp({}, { limits: unlimitedLimits });
    // Demo records give most resources rows to open.
    await runSeed({ db: t.deps.db, logger: t.deps.logger, demoData: true }, seedStepsFor(t.deps));
    outsiders.set('anonymous', null);
    outsiders.set('customer', (await signUpAndSignIn(t)).agent);
    const business = {
      accountType: 'business',
      business: {
        companyName: 'Danfo Logistics Ltd',
        rcNumber: 'RC123456',
        fleetSize: 12,
        contactPerson: 'Tunde Bakare',
      },
    };
    outsiders.set('business', (await signUpAndSignIn(t, business)).agent);
    outsiders.set('technician', (await signUpAndSignIn(t, { role: 'technician' })).agent);
    outsiders.set('supplier', (await signUpAndSignIn(t, { role: 'supplier' })).agent);
  }, 180_000);
  afterAll(() => t?.close());

  /** An admin holding exactly these roles, made once per set of roles. */
  async function adminWith(roles: AdminRole[]): Promise<Agent> {
    const key = roles.join(',');
    const known = admins.get(key);
    if (known) return known;
    const { agent } = await signInAdmin(t, roles);
    admins.set(key, agent);
    return agent;
  }

  /** The roles (other than super admin) that do not give the privilege; none when every role gives it. */
  const rolesLacking = (privilege: AdminPrivilege) =>
    adminRoles.filter((role) => role !== 'super-admin' && !adminRolePrivileges[role].includes(privilege));

  /** The first role that gives the privilege (a super admin has every one). */
  const roleHolding = (privilege: AdminPrivilege): AdminRole =>
    adminRoles.find((role) => role !== 'super-admin' && adminRolePrivileges[role].includes(privilege)) ?? 'super-admin';

  interface Call {
    label: string;
    send: (agent: Agent | null) => Promise<request.Response>;
  }

  const get = (url: string) => (agent: Agent | null) => (agent ?? request(t.app)).get(url);
  const post = (url: string, body: Record<string, unknown>) => (agent: Agent | null) =>
    (agent ?? request(t.app)).post(url).send({ ...body, idempotencyKey: randomUUID().replaceAll('-', '') });

  /** Every outsider and the lacking admin are refused with the right code, and the database is unchanged. */
  async function expectRefusedEverywhere(calls: Call[], privilege: AdminPrivilege): Promise<string[]> {
    const problems: string[] = [];
    const lacking = rolesLacking(privilege);
    const lackingAdmin = lacking.length > 0 ? await adminWith(lacking) : null;
    if (isSandboxGateway(t.deps.payments)) await t.deps.payments.idle();
    const before = await databaseFingerprint(t.deps.db, MAY_CHANGE_ON_REFUSAL);
    const refusers: [string, Agent | null, number, string][] = [...outsiders].map(([who, agent]) =>
      who === 'anonymous' ? [who, agent, 401, 'UNAUTHENTICATED'] : [who, agent, 403, 'FORBIDDEN'],
    );
    if (lackingAdmin) refusers.push([`admin (${lacking.join(', ')})`, lackingAdmin, 403, 'FORBIDDEN']);
    for (const call of calls) {
      for (const [who, agent, status, code] of refusers) {
        const res = await call.send(agent);
        if (res.status !== status || res.body?.code !== code) {
          problems.push(`${call.label} as ${who}: ${res.status} ${res.body?.code ?? ''} (expected ${status} ${code})`);
        }
      }
    }
    const changed = changedTables(before, await databaseFingerprint(t.deps.db, MAY_CHANGE_ON_REFUSAL));
    if (changed.length > 0)
      problems.push(`${calls.map((call) => call.label).join(', ')}: refusals changed ${changed.join(', ')}`);
    return problems;
  }

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: list, record and export are refused to everyone without its privilege and answer whoever holds it',
    async (name, resource) => {
      const holder = await adminWith([roleHolding(resource.privilege)]);
      const first = await holder.get(`${LIST}/${name}`).query({ limit: 1 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const recordId: string = first.body.data.items[0]?._id ?? randomUUID();
      const calls: Call[] = [
        { label: 'list', send: get(`${LIST}/${name}`) },
        { label: 'record', send: get(`${RECORD}/${name}/${recordId}`) },
        { label: 'export', send: get(`${EXPORT}/${name}`) },
      ];
      expect(await expectRefusedEverywhere(calls, resource.privilege)).toEqual([]);

      const record = await holder.get(`${RECORD}/${name}/${recordId}`);
      expect(record.status, JSON.stringify(record.body)).toBe(first.body.data.items.length > 0 ? 200 : 404);
      const csv = await holder.get(`${EXPORT}/${name}`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    },
    60_000,
  );

  const actions = resources.flatMap((resource) =>
    (resource.actions ?? []).map((action) => [`${resource.name}/${action.name}`, resource, action] as const),
  );

  it.each(actions)(
    '%s is refused to everyone without its privilege, changing nothing, and succeeds for an admin holding it',
    async (key, resource, action) => {
      const makeSample = adminActionSamples[key];
      if (!makeSample) throw new Error(`no sample for ${key}: add one to server/test/admin-action-samples.ts`);
      const sample = await makeSample(t);
      const url = `${ACTION}/${resource.name}/${action.name}`;
      const body = { recordId: sample.recordId, reason: sample.reason, input: sample.input };
      expect(await expectRefusedEverywhere([{ label: key, send: post(url, body) }], action.privilege)).toEqual([]);

      const holder = await adminWith([roleHolding(action.privilege)]);
      const res = await post(url, body)(holder);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.replayed).toBe(false);
    },
    60_000,
  );
});
