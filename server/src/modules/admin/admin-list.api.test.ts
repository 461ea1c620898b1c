import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users, vehicles } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { adminAgent, createEngineTestApp, insertPeople } from './engine.test-support.ts';

/*
 * get-resources-list and get-resource-record through the HTTP app, on resources declared for these tests
 * (engine.test-support.ts): search, filters, sort, paging, the 400s that name the problem, records with their
 * actions and related sections, and the audit rows that reads of personal data leave.
 */

const LIST = '/api/custom-admin/get-resources-list';
const RECORD = '/api/custom-admin/get-resource-record';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let people: string[];

beforeAll(async () => {
  t = await createEngineTestApp();
  admin = await adminAgent(t, ['super-admin']);
  people = await insertPeople(t, 30, 'zed');
}, 60_000);
afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}, resource = 'people') =>
  admin.agent.get(`${LIST}/${resource}`).query(query);

const zedFilter = { createdAt: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' } };

describe('get-resources-list', () => {
  it('pages a resource newest first by default, with the total and only the declared fields', async () => {
    const res = await list({ filter: JSON.stringify(zedFilter), limit: 10, page: 2 }).expect(200);
    expect(res.body.data).toMatchObject({ total: 30, page: 2, limit: 10 });
    const emails = res.body.data.items.map((row: { email: string }) => row.email);
    expect(emails).toEqual(Array.from({ length: 10 }, (_, i) => `zed${String(19 - i).padStart(3, '0')}@example.com`));
    const first = res.body.data.items[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        '_id',
        'accountType',
        'createdAt',
        'email',
        'failedLogins',
        'firstName',
        'fullName',
        'lastName',
        'locale',
        'newsletter',
        'roles',
        'suspendedAt',
        'userId',
      ].sort(),
    );
    expect(first).toMatchObject({
      createdAt: '2026-01-01T00:19:00.000Z',
      failedLogins: 0,
      newsletter: false,
      roles: ['customer'],
      suspendedAt: null,
      fullName: 'zedFirst19 zedLast19',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|totp/i);
  });

  it('sorts by a declared sortable field either way, the id breaking ties', async () => {
    const up = await list({ filter: JSON.stringify(zedFilter), sort: 'email', order: 'asc', limit: 3 }).expect(200);
    expect(up.body.data.items.map((row: { email: string }) => row.email)).toEqual([
      'zed000@example.com',
      'zed001@example.com',
      'zed002@example.com',
    ]);
    const down = await list({ filter: JSON.stringify(zedFilter), sort: 'fullName', order: 'desc', limit: 1 });
    expect(down.body.data.items[0].fullName).toBe('zedFirst9 zedLast9');
    // Every zed has 0 failed sign-ins: the ids order them, the same way on every page.
    const tiedIds = [...people].sort();
    const tied = await list({ filter: JSON.stringify(zedFilter), sort: 'failedLogins', order: 'asc', limit: 30 });
    expect(tied.body.data.items.map((row: { _id: string }) => row._id)).toEqual(tiedIds);
  });

  it('searches the start of e-mails and names whatever their case, and inside a contains field', async () => {
    const byEmail = await list({ q: 'ZED01' }).expect(200);
    expect(byEmail.body.data.total).toBe(10);
    const byFirstName = await list({ q: 'zedfirst2' }).expect(200);
    expect(byFirstName.body.data.items.map((row: { firstName: string }) => row.firstName).sort()).toEqual(
      ['zedFirst2', 'zedFirst20', 'zedFirst21', 'zedFirst22', 'zedFirst23', 'zedFirst24'].concat([
        'zedFirst25',
        'zedFirst26',
        'zedFirst27',
        'zedFirst28',
        'zedFirst29',
      ]),
    );
    const inside = await list({ q: 'dLast29' }).expect(200);
    expect(inside.body.data.items.map((row: { lastName: string }) => row.lastName)).toEqual(['zedLast29']);
    // The middle of an e-mail is not its start.
    expect((await list({ q: 'd001' }).expect(200)).body.data.total).toBe(0);
  });

  it('takes % and _ in a search as themselves, not as patterns', async () => {
    await insertPeople(t, 1, 'pct%x');
    await insertPeople(t, 1, 'pctax');
    const res = await list({ q: 'pct%' }).expect(200);
    expect(res.body.data.items.map((row: { email: string }) => row.email)).toEqual(['pct%x000@example.com']);
    expect((await list({ q: 'pct_' }).expect(200)).body.data.total).toBe(0);
  });

  it('matches a uuid field only with a whole valid uuid', async () => {
    const id = people[4] as string;
    const res = await list({ q: id.toUpperCase() }).expect(200);
    expect(res.body.data.items.map((row: { _id: string }) => row._id)).toEqual([id]);
    expect((await list({ q: id.slice(0, 8) }).expect(200)).body.data.total).toBe(0);
  });

  it('filters with equals, in and a date range, each on the fields that declare it', async () => {
    const [business] = await insertPeople(t, 1, 'biz', { accountType: 'business', newsletterSubscribed: true });
    const inBusiness = await list({ filter: JSON.stringify({ accountType: { in: ['business'] } }) }).expect(200);
    expect(inBusiness.body.data.items.map((row: { _id: string }) => row._id)).toEqual([business]);
    const subscribed = await list({ filter: JSON.stringify({ newsletter: { equals: true } }) }).expect(200);
    expect(subscribed.body.data.items.map((row: { _id: string }) => row._id)).toEqual([business]);
    const tagged = await list({ filter: JSON.stringify({ roles: { equals: 'admin' } }) }).expect(200);
    expect(tagged.body.data.items.map((row: { _id: string }) => row._id)).toEqual([admin.id]);
    const range = { createdAt: { from: '2026-01-01T00:05:00Z', to: '2026-01-01T00:07:00.000+00:00' } };
    const ranged = await list({ filter: JSON.stringify(range), sort: 'createdAt', order: 'asc' }).expect(200);
    expect(ranged.body.data.items.map((row: { email: string }) => row.email)).toEqual([
      'zed005@example.com',
      'zed006@example.com',
      'zed007@example.com',
    ]);
    // A calendar date is a day in Lagos (UTC+1): 1 January 2026 there ends at 22:59:59.999 UTC.
    const day = await list({ filter: JSON.stringify({ createdAt: { to: '2025-12-31' } }) }).expect(200);
    expect(day.body.data.items.map((row: { email: string }) => row.email)).not.toContain('zed000@example.com');
  });

  it.each([
    ['an unknown resource', 'nope', {}, { resourceName: 'Unknown admin resource.' }],
    ['a resource name with SQL in it', 'people;drop', {}, { resourceName: 'Unknown admin resource.' }],
    ['an unknown sort', 'people', { sort: 'password_hash' }, { sort: "Choose one of the list's sortable columns." }],
    [
      'a field that is not sortable',
      'people',
      { sort: 'lastName' },
      { sort: "Choose one of the list's sortable columns." },
    ],
    ['a wrong order', 'people', { order: 'sideways' }, { order: 'Sort ascending or descending.' }],
    ['a limit over 100', 'people', { limit: 101 }, { limit: 'Ask for 1 to 100 rows per page.' }],
    [
      'a filter that is not JSON',
      'people',
      { filter: '{"email":' },
      { filter: 'The filter is not valid for this list.' },
    ],
    ['a filter that is a list', 'people', { filter: '[1]' }, { filter: 'The filter is not valid for this list.' }],
    [
      'a filter on an undeclared field',
      'people',
      { filter: '{"passwordHash":{"equals":"x"}}' },
      { 'filter.passwordHash': 'The filter is not valid for this list.' },
    ],
    [
      'a filter on a field without one',
      'people',
      { filter: '{"email":{"equals":"a@b.c"}}' },
      { 'filter.email': 'The filter is not valid for this list.' },
    ],
    [
      'a filter of another kind',
      'people',
      { filter: '{"accountType":{"equals":"business"}}' },
      { 'filter.accountType': 'The filter is not valid for this list.' },
    ],
    [
      'an option the enum does not have',
      'people',
      { filter: '{"accountType":{"in":["martian"]}}' },
      { 'filter.accountType': 'The filter is not valid for this list.' },
    ],
    [
      'an empty in',
      'people',
      { filter: '{"accountType":{"in":[]}}' },
      { 'filter.accountType': 'The filter is not valid for this list.' },
    ],
    [
      'text for a boolean',
      'people',
      { filter: '{"newsletter":{"equals":"yes"}}' },
      { 'filter.newsletter': 'The filter is not valid for this list.' },
    ],
    [
      'a fraction for an integer',
      'people',
      { filter: '{"failedLogins":{"equals":1.5}}' },
      { 'filter.failedLogins': 'The filter is not valid for this list.' },
    ],
    [
      'a date that is no date',
      'people',
      { filter: '{"createdAt":{"from":"yesterday"}}' },
      { 'filter.createdAt': 'The filter is not valid for this list.' },
    ],
    [
      'a time without its offset',
      'people',
      { filter: '{"createdAt":{"from":"2026-01-01T00:00:00"}}' },
      { 'filter.createdAt': 'The filter is not valid for this list.' },
    ],
    [
      'a range that ends before it starts',
      'people',
      { filter: '{"createdAt":{"from":"2026-02-01","to":"2026-01-01"}}' },
      { 'filter.createdAt': 'The filter is not valid for this list.' },
    ],
    [
      'a range with another key',
      'people',
      { filter: '{"createdAt":{"from":"2026-01-01","since":"x"}}' },
      { 'filter.createdAt': 'The filter is not valid for this list.' },
    ],
    [
      'a non-uuid for an id',
      'cars',
      { filter: '{"ownerId":{"equals":"1 or 1=1"}}' },
      { 'filter.ownerId': 'The filter is not valid for this list.' },
    ],
  ])('when the query has %s, then 400 naming it', async (_label, resource, query, fieldErrors) => {
    const res = await list(query as Record<string, string>, resource).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors });
    expect(JSON.stringify(res.body)).not.toMatch(/select|syntax|relation/i);
  });

  it('a search of 100 characters is fine; more is refused', async () => {
    await list({ q: 'x'.repeat(100) }).expect(200);
    const res = await list({ q: 'x'.repeat(101) }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty('q');
  });
});

describe('get-resource-record', () => {
  it('answers the record, its title, the record actions that apply to it, and its related records', async () => {
    const [owner] = await insertPeople(t, 1, 'owner');
    const cars = Array.from({ length: 12 }, (_, i) => ({
      ownerId: owner as string,
      plateNumber: `OWN${String(i).padStart(3, '0')}`,
      category: 'car' as const,
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol' as const,
      createdAt: new Date(Date.parse('2026-02-01T00:00:00Z') + i * 1000),
    }));
    await t.deps.db.insert(vehicles).values(cars);
    const res = await admin.agent.get(`${RECORD}/people/${owner}`).expect(200);
    expect(res.body.data).toMatchObject({
      resource: 'people',
      title: 'owner000@example.com',
      record: { _id: owner, email: 'owner000@example.com', accountType: 'individual' },
      actions: ['rename'],
    });
    expect(res.body.data.related).toHaveLength(1);
    const [section] = res.body.data.related;
    expect(section).toMatchObject({
      resource: 'cars',
      relation: 'cars',
      total: 12,
      filter: JSON.stringify({ ownerId: { equals: owner } }),
    });
    expect(section.rows).toHaveLength(10);
    expect(section.rows[0]).toMatchObject({ plateNumber: 'OWN011', ownerId: owner });
    // The filter opens them all in the related resource's list.
    const all = await list({ filter: section.filter }, 'cars').expect(200);
    expect(all.body.data.total).toBe(12);
  });

  it('offers a record action only where it applies, and related sections only of resources the admin may read', async () => {
    const [business] = await insertPeople(t, 1, 'firm', { accountType: 'business' });
    const full = await admin.agent.get(`${RECORD}/people/${business}`).expect(200);
    expect(full.body.data.actions).toEqual([]);
    // Finance may read users but not vehicles: no cars section.
    const finance = await adminAgent(t, ['finance']);
    const res = await finance.agent.get(`${RECORD}/people/${business}`).expect(200);
    expect(res.body.data.related).toEqual([]);
    expect(res.body.data.actions).toEqual([]);
  });

  it('is 404 for an id that names nothing or is not an id', async () => {
    await admin.agent.get(`${RECORD}/people/00000000-0000-4000-8000-000000000000`).expect(404);
    const res = await admin.agent.get(`${RECORD}/people/not-a-uuid`).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('audit of reads', () => {
  async function auditRows() {
    return t.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id));
  }

  it('a list of personal data leaves one row with its query; a list of other records none', async () => {
    const before = (await auditRows()).length;
    await list({ q: 'zed00', sort: 'email', order: 'asc', filter: JSON.stringify(zedFilter), limit: 5 }).expect(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((candidate) => (candidate.detail as { q?: string } | null)?.q === 'zed00');
    expect(row).toMatchObject({
      action: 'list',
      resource: 'people',
      recordId: null,
      detail: { q: 'zed00', sort: 'email', order: 'asc', filter: zedFilter, page: 1, limit: 5 },
    });
    await list({}, 'cars').expect(200);
    expect(await auditRows()).toHaveLength(before + 1);
  });

  it('reading a record of personal data leaves a read row naming it', async () => {
    const id = people[7] as string;
    await admin.agent.get(`${RECORD}/people/${id}`).expect(200);
    const [row] = await t.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.recordId, id));
    expect(row).toMatchObject({ action: 'read', resource: 'people', adminId: admin.id, detail: { related: [] } });
  });

  it('a refused read leaves nothing', async () => {
    const before = (await auditRows()).length;
    await list({ sort: 'nope' }).expect(400);
    await admin.agent.get(`${RECORD}/people/00000000-0000-4000-8000-000000000000`).expect(404);
    expect(await auditRows()).toHaveLength(before);
  });
});

describe('the audit-log resource', () => {
  it('lists newest first and filters by admin, resource, action and time', async () => {
    const other = await adminAgent(t, ['support']);
    await other.agent.get(`${LIST}/people`).expect(200);
    const mine = await list({ filter: JSON.stringify({ admin: { equals: other.id } }) }, 'audit-log').expect(200);
    expect(mine.body.data.items).toHaveLength(1);
    expect(mine.body.data.items[0]).toMatchObject({ admin: other.id, action: 'list', resource: 'people' });
    const all = await list({ limit: 100 }, 'audit-log').expect(200);
    const times = all.body.data.items.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const reads = await list(
      { filter: JSON.stringify({ action: { equals: 'read' }, resource: { equals: 'people' } }) },
      'audit-log',
    );
    expect(reads.body.data.items.every((row: { action: string }) => row.action === 'read')).toBe(true);
    expect(reads.body.data.total).toBeGreaterThan(0);
    // Support may not read the audit log.
    await other.agent.get(`${LIST}/audit-log`).expect(403);
  });

  it('a user row a test changed by hand is listed as it is now', async () => {
    const id = people[0] as string;
    await t.deps.db
      .update(users)
      .set({ suspendedAt: new Date('2026-03-01T10:00:00.123Z') })
      .where(eq(users.id, id));
    const res = await list({ filter: JSON.stringify({ suspendedAt: { from: '2026-03-01' } }) }).expect(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ _id: id, suspendedAt: '2026-03-01T10:00:00.123Z' }),
    ]);
  });
});
