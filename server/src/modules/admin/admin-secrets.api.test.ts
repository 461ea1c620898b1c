import { Column, getTableName, is, SQL, sql, StringChunk, Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContributions } from '../../admin-resources.ts';
import { users } from '../../db/schema/index.ts';
import { runSeed } from '../../db/seed.ts';
import { seedStepsFor } from '../../seed-steps.ts';
import { rowsOf } from '../../../test/fuzz/db-fingerprint.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../../../test/test-app.ts';
import { adminAgent } from './engine.test-support.ts';

/*
 * No secret leaves the server through the panel, for every resource declared now or later: no field's SQL reads a
 * secret column; sorting, filtering or searching by a secret's name is refused; and with every secret column of a
 * seeded database holding a known value, no list, record or export contains one.
 */

const resources = adminContributions.flatMap((contribution) => contribution.resources);
const LIST = '/api/custom-admin/get-resources-list';
const RECORD = '/api/custom-admin/get-resource-record';
const EXPORT = '/api/custom-admin/export-resources-list';

/**
 * Secret columns: password, TOTP and security-answer hashes and secrets, one-time token and code hashes, card
 * authorizations, webhook bodies and their hashes, transfer recipients, the OBD device token's hash, the browser
 * push subscription's auth secret, and the installation's keys (app_meta). Any other column named *_hash or
 * *_secret counts too.
 */
const SECRET_NAMES = new Set([
  'password_hash',
  'totp_secret',
  'totp_pending_secret',
  'token_hash',
  'code_hash',
  'answer_hash',
  'authorization_code',
  'authorization',
  'signature',
  'payload',
  'recipient_code',
  'body_hash',
  'obd_token_hash',
]);
const SECRET_COLUMNS = new Set(['push_devices.auth', 'app_meta.value']);

const isSecret = (table: string, column: string) =>
  SECRET_NAMES.has(column) ||
  SECRET_COLUMNS.has(`${table}.${column}`) ||
  column.endsWith('_hash') ||
  column.endsWith('_secret');

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Every column an SQL value reads, through nested SQL, aliases, lists and embedded queries. */
function columnsIn(value: unknown, seen = new Set<unknown>()): Column[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  if (is(value, Column)) return [value];
  // A table named in a subquery's FROM reads none of its columns by itself.
  if (is(value, Table)) return [];
  if (is(value, SQL)) {
    return value.queryChunks.flatMap((chunk, index) => {
      const next = value.queryChunks[index + 1];
      // `column is [not] null` tells whether there is a value, never the value: not a read of it.
      const presenceOnly =
        is(chunk, Column) && is(next, StringChunk) && /^\s*is\s+(not\s+)?null\b/i.test(next.value.join(''));
      return presenceOnly ? [] : columnsIn(chunk, seen);
    });
  }
  if (is(value, SQL.Aliased)) return columnsIn(value.sql, seen);
  if (Array.isArray(value)) return value.flatMap((item) => columnsIn(item, seen));
  const query = value as { getSQL?: () => SQL };
  if (typeof query.getSQL === 'function') return columnsIn(query.getSQL(), seen);
  return [];
}

const nameOf = (column: Column) => `${getTableName(column.table)}.${snake(column.name)}`;

describe('secret columns in the declarations', () => {
  it('finds a column however deep a field reads it, but not a mere presence check (the check itself)', () => {
    const nested = sql`coalesce((select ${sql`${users.passwordHash}`} from ${users} limit 1), ${users.email})`;
    expect(columnsIn(nested).map(nameOf)).toEqual(['users.password_hash', 'users.email']);
    expect(columnsIn(sql`(${users.totpSecret} is not null)`)).toEqual([]);
    expect(columnsIn(sql`(${users.totpSecret} || 'x' is not null)`).map(nameOf)).toEqual(['users.totp_secret']);
  });

  it('no field of any resource reads a secret column', () => {
    const reads = resources.flatMap((resource) =>
      resource.fields.flatMap((field) =>
        columnsIn(field.sql)
          .map(nameOf)
          .filter((name) => {
            const [table = '', column = ''] = name.split('.');
            return isSecret(table, column);
          })
          .map((name) => `${resource.name}.${field.key} reads ${name}`),
      ),
    );
    expect(reads).toEqual([]);
  });
});

describe('secrets through the API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  const MARK = 'S3CR3TMARK';
  let secretColumns: { table: string; column: string; type: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { limits: unlimitedLimits });
    await runSeed({ db: t.deps.db, logger: t.deps.logger, demoData: true }, seedStepsFor(t.deps));
    admin = await adminAgent(t, ['super-admin']);
    const columns = await rowsOf<{ table: string; column: string; type: string }>(
      t.deps.db,
      sql`select table_name as "table", column_name as "column", data_type as "type"
          from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
    );
    secretColumns = columns.filter((entry) => isSecret(entry.table, entry.column));
    for (const { table, column, type } of secretColumns) {
      const marked = sql`${MARK} || md5(random()::text || clock_timestamp()::text)`;
      const value =
        type === 'jsonb' || type === 'json'
          ? sql`jsonb_build_object('authorizationCode', ${marked}, 'signature', ${marked}, 'last4', ${marked},
              'brand', ${marked}, 'bank', ${marked}, 'secret', ${marked}, 'data', ${marked})`
          : marked;
      await t.deps.db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value}`);
    }
  }, 180_000);
  afterAll(() => t?.close());

  it('marks the secret columns the schema has (the check reaches them)', () => {
    const names = secretColumns.map((entry) => `${entry.table}.${entry.column}`);
    expect(names).toEqual(
      expect.arrayContaining(['users.password_hash', 'users.totp_secret', 'saved_cards.authorization_code']),
    );
  });

  it.each(resources.map((resource) => [resource.name] as const))(
    '%s: no list page, record or export holds a secret',
    async (name) => {
      const pages: string[] = [];
      let ids: string[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const res = await admin.agent.get(`${LIST}/${name}`).query({ page, limit: 100 }).expect(200);
        pages.push(res.text);
        ids = ids.concat(res.body.data.items.map((row: { _id: string }) => row._id));
        if (page * 100 >= res.body.data.total) break;
      }
      for (const id of ids.slice(0, 10)) {
        pages.push((await admin.agent.get(`${RECORD}/${name}/${id}`).expect(200)).text);
      }
      const csv = await admin.agent
        .get(`${EXPORT}/${name}`)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(null, text));
        })
        .expect(200);
      pages.push(csv.body as string);
      expect(pages.filter((text) => text.includes(MARK))).toEqual([]);
    },
    60_000,
  );

  it.each(resources.map((resource) => [resource.name] as const))(
    '%s: sorting or filtering by a secret column is 400, and searching for a secret finds nothing',
    async (name) => {
      const names = [...new Set(secretColumns.map((entry) => entry.column))];
      const accepted: string[] = [];
      for (const column of names.flatMap((secret) => [secret, camel(secret)])) {
        const sorted = await admin.agent.get(`${LIST}/${name}`).query({ sort: column });
        if (sorted.status !== 400 || !sorted.body.fieldErrors?.sort) accepted.push(`sort=${column}: ${sorted.status}`);
        const filter = JSON.stringify({ [column]: { equals: 'x' } });
        const filtered = await admin.agent.get(`${LIST}/${name}`).query({ filter });
        if (filtered.status !== 400 || !filtered.body.fieldErrors?.[`filter.${column}`]) {
          accepted.push(`filter on ${column}: ${filtered.status}`);
        }
      }
      // The export plans its query as the list does.
      const exported = await admin.agent.get(`${EXPORT}/${name}`).query({ sort: 'password_hash' });
      if (exported.status !== 400) accepted.push(`export sorted by password_hash: ${exported.status}`);
      expect(accepted).toEqual([]);
      const [user] = await rowsOf<{ hash: string }>(
        t.deps.db,
        sql`select password_hash as hash from users where password_hash is not null limit 1`,
      );
      expect(user?.hash).toContain(MARK);
      for (const q of [user?.hash ?? MARK, MARK]) {
        const found = await admin.agent
          .get(`${LIST}/${name}`)
          .query({ q: q.slice(0, 100) })
          .expect(200);
        expect(found.body.data.total).toBe(0);
      }
    },
    60_000,
  );
});
