import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosToday, privilegesOfRoles, type AdminRow } from '@fleetcare/shared';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { buildAdminCatalogue } from './admin-catalogue.ts';
import type { AdminCaller } from './admin-gate.ts';
import { exportResource, listResource } from './admin-resources.service.ts';
import { adminAgent, createEngineTestApp, engineContributions, insertPeople } from './engine.test-support.ts';

/*
 * export-resources-list: CSV of every row a list query matches, in the list's order, read and sent a batch at a
 * time; cells a spreadsheet would run as formulas are defused.
 */

const EXPORT = '/api/custom-admin/export-resources-list';
const catalogue = buildAdminCatalogue(engineContributions);

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let caller: AdminCaller;

beforeAll(async () => {
  t = await createEngineTestApp();
  admin = await adminAgent(t, ['super-admin']);
  caller = {
    id: admin.id,
    roles: ['super-admin'],
    privileges: new Set(privilegesOfRoles(['super-admin'])),
    twoFactor: { required: true, enabled: true },
    locale: 'en',
    ip: null,
    userAgent: null,
  };
  await insertPeople(t, 23, 'exp');
}, 60_000);
afterAll(() => t.close());

const expFilter = JSON.stringify({ createdAt: { from: '2026-01-01T00:00:00Z', to: '2026-01-01T01:00:00Z' } });

/** The whole CSV of an export, read through the service (chunk by chunk), and the chunks. */
async function exported(query: Record<string, string>, batchRows: number) {
  const file = await exportResource(t.deps, catalogue, caller, 'people', { q: '', filter: '', ...query }, batchRows);
  const chunks: string[] = [];
  for await (const chunk of file.chunks) chunks.push(chunk);
  return { chunks, text: chunks.join('') };
}

/** Every row of a list query, page by page. */
async function listed(query: Record<string, string>): Promise<AdminRow[]> {
  const rows: AdminRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listResource(t.deps, catalogue, caller, 'people', {
      q: '',
      filter: '',
      ...query,
      page,
      limit: 100,
    });
    rows.push(...result.items);
    if (rows.length >= result.total) return rows;
  }
}

/** The records of RFC 4180 CSV text (quoted cells with doubled quotes and line breaks; CRLF between records). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (quoted) {
      if (char === '"' && body.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && body.charAt(i + 1) === '\n') {
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return records;
}

const idsOfCsv = (text: string, keyColumn = 'userId') => {
  const [header, ...records] = parseCsv(text);
  const column = header?.indexOf(keyColumn) ?? -1;
  return records.map((record) => record[column]);
};

describe('export-resources-list', () => {
  it('answers a CSV attachment: header of field keys, the rows as listed, formulas defused, RFC 4180 quoting', async () => {
    const [tricky] = await insertPeople(t, 1, 'exq');
    await t.deps.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: 'Okafor, "Jr"\nSecond line' })
      .where(eq(users.id, tricky as string));
    const res = await admin.agent
      .get(`${EXPORT}/people`)
      .query({ q: 'exq', sort: 'email', order: 'asc' })
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=people-${lagosToday(new Date())}.csv`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body as string;
    expect(text.startsWith('\uFEFFemail,firstName,lastName,userId,accountType,locale,newsletter,')).toBe(true);
    expect(text).toContain(`exq000@example.com,"'=HYPERLINK(""http://evil"")","Okafor, ""Jr""\nSecond line",`);
    const [header, row, ...more] = parseCsv(text);
    expect(header).toEqual([
      'email',
      'firstName',
      'lastName',
      'userId',
      'accountType',
      'locale',
      'newsletter',
      'failedLogins',
      'roles',
      'fullName',
      'suspendedAt',
      'createdAt',
    ]);
    expect(row).toEqual([
      'exq000@example.com',
      `'=HYPERLINK("http://evil")`,
      'Okafor, "Jr"\nSecond line',
      tricky,
      'individual',
      'en',
      'false',
      '0',
      'customer',
      `'=HYPERLINK("http://evil") Okafor, "Jr"\nSecond line`,
      '',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(more).toEqual([]);
    expect(text.endsWith(',2026-01-01T00:00:00.000Z\r\n')).toBe(true);
  });

  it('defuses every formula start (= + - @) in text, but writes numbers as numbers', async () => {
    const starts = ['+1+1', '-2+3', '@SUM(A1)', '=1'];
    const ids = await insertPeople(t, starts.length, 'exf');
    for (const [i, id] of ids.entries()) {
      await t.deps.db
        .update(users)
        .set({ firstName: starts[i] as string, failedLoginCount: i === 0 ? -1 : 0 })
        .where(eq(users.id, id));
    }
    const { text } = await exported({ q: 'exf', sort: 'email', order: 'asc' }, 500);
    const records = parseCsv(text).slice(1, 5);
    expect(records.map((record) => record[1])).toEqual(starts.map((start) => `'${start}`));
    expect(records[0]?.[7]).toBe('-1');
  });

  it('reads and hands on one batch at a time: rows added after the first batch went out still come', async () => {
    const file = await exportResource(
      t.deps,
      catalogue,
      caller,
      'people',
      { q: 'exp', filter: '', sort: 'email', order: 'asc' },
      10,
    );
    const iterator = file.chunks[Symbol.asyncIterator]();
    const header = await iterator.next();
    expect(header.value).toMatch(/^\uFEFFemail,/);
    const first = await iterator.next();
    expect((first.value as string).split('\r\n').filter(Boolean)).toHaveLength(10);
    // A person created after the first batch was sent, sorting last: the next batches are read after it.
    await insertPeople(t, 1, 'explate');
    const rest: string[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
    expect(rest).toHaveLength(2);
    expect(rest.join('').split('\r\n').filter(Boolean)).toHaveLength(14);
    expect(rest.join('')).toMatch(/explate000@example\.com/);
  });

  describe('keyset batches', () => {
    beforeAll(async () => {
      // Three suspended at the same instant (ties), the rest never (NULLs), two with failed sign-ins.
      const ids = await insertPeople(t, 3, 'exs', { failedLoginCount: 2 });
      for (const id of ids) {
        await t.deps.db
          .update(users)
          .set({ suspendedAt: new Date('2026-04-01T10:00:00.123456Z') })
          .where(eq(users.id, id));
      }
    });

    it.each([
      ['createdAt', 'asc'],
      ['createdAt', 'desc'],
      ['failedLogins', 'asc'],
      ['failedLogins', 'desc'],
      ['suspendedAt', 'asc'],
      ['suspendedAt', 'desc'],
      ['fullName', 'desc'],
    ])(
      'sorted by %s %s, meet end to end in the order the list shows: no row twice, none missing',
      async (sort, order) => {
        const query = { sort, order };
        const expected = (await listed(query)).map((row) => row._id);
        const { text } = await exported(query, 3);
        expect(idsOfCsv(text)).toEqual(expected);
      },
    );
  });

  it('uses the list rules: a bad sort or filter is a 400 envelope, a resource the admin may not read is 403', async () => {
    const bad = await admin.agent.get(`${EXPORT}/people`).query({ sort: 'passwordHash' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { sort: expect.any(String) } });
    await admin.agent.get(`${EXPORT}/people`).query({ filter: '{"email":{"in":["x"]}}' }).expect(400);
    await admin.agent.get(`${EXPORT}/nope`).expect(400);
    const content = await adminAgent(t, ['content']);
    await content.agent.get(`${EXPORT}/people`).expect(403);
  });

  it('an export of personal data leaves one audit row with its query; of other records none', async () => {
    const before = await t.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'export'));
    await admin.agent.get(`${EXPORT}/people`).query({ q: 'exp01', filter: expFilter }).expect(200);
    await admin.agent.get(`${EXPORT}/cars`).expect(200);
    const after = await t.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'export'));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      adminId: admin.id,
      resource: 'people',
      recordId: null,
      detail: { q: 'exp01', sort: 'createdAt', order: 'desc', filter: JSON.parse(expFilter) },
    });
  });
});
