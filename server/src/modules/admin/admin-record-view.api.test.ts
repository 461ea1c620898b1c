import { and, eq, isNull, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { buildAdminCatalogue } from './admin-catalogue.ts';
import { ADMIN_FILE_URL_TTL_SECONDS } from './admin-resources.service.ts';
import { adminAgent, createEngineTestApp } from './engine.test-support.ts';
import { defineAdminResource, type AdminContribution, type AdminResourceSpec } from './registry.ts';
import { auditLogAdmin } from './admin/audit-log.admin.ts';

/*
 * What only a record page shows (record-only fields and private files as short-lived signed URLs), a sort that
 * puts the rows waiting for nothing last, and a step the opening of a record takes by itself: on resources
 * declared for these tests.
 */

const LIST = '/api/custom-admin/get-resources-list';
const RECORD = '/api/custom-admin/get-resource-record';
const EXPORT = '/api/custom-admin/export-resources-list';

/** What the record-read step's work after the commit saw, in order. */
const confirmedAfterCommit: string[] = [];

const members = defineAdminResource({
  name: 'members',
  group: 'people',
  privilege: 'users:read',
  table: users,
  id: users.id,
  personalData: true,
  titleField: 'email',
  defaultSort: { field: 'confirmedAt', order: 'asc' },
  fields: [
    { key: 'email', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'lastName', type: 'text', sql: users.lastName, recordOnly: true },
    { key: 'photo', type: 'file', sql: users.avatarKey },
    { key: 'userId', type: 'id', sql: users.id, filter: 'equals' },
    {
      key: 'confirmedAt',
      type: 'datetime',
      sql: users.emailVerifiedAt,
      list: true,
      sortable: true,
      // Unconfirmed members wait for nothing here: after every confirmed one, either way round.
      sortSql: sql`coalesce(${users.emailVerifiedAt}, 'infinity'::timestamptz)`,
    },
    { key: 'createdAt', type: 'datetime', sql: users.createdAt, list: true, sortable: true },
  ],
  related: [{ relation: 'self', resource: 'members', field: 'userId' }],
  onRecordRead: {
    action: 'confirm-on-open',
    privilege: 'users:suspend',
    appliesTo: (record) => record.confirmedAt === null,
    key: (record) => record._id,
    async run({ deps, tx, recordId }) {
      // A moment inside the transaction, so two admins opening at once overlap in it.
      await tx.execute(sql`select pg_sleep(0.05)`);
      const [row] = await tx
        .select({ confirmed: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, recordId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND');
      if (row.confirmed) return null;
      const now = deps.now();
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, recordId));
      return {
        recordId,
        changes: { emailVerifiedAt: { before: null, after: now.toISOString() } },
        afterCommit: async () => {
          const [seen] = await deps.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, recordId));
          confirmedAfterCommit.push(`${recordId}:${seen?.at ? 'committed' : 'not yet'}`);
        },
      };
    },
  },
});

const contributions: AdminContribution[] = [{ resources: [members] }, auditLogAdmin];

let t: TestApp;
let reviewer: Awaited<ReturnType<typeof adminAgent>>;
let reader: Awaited<ReturnType<typeof adminAgent>>;

async function insertMember(email: string, values: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, firstName: 'Bisi', lastName: 'Okafor', ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

beforeAll(async () => {
  t = await createEngineTestApp(contributions);
  // Operations may suspend users (the step's privilege); support may only read them.
  reviewer = await adminAgent(t, ['operations']);
  reader = await adminAgent(t, ['support']);
}, 60_000);
afterAll(() => t.close());

describe('record-only fields and private files', () => {
  let memberId: string;
  const photoKey = 'avatars/test/portrait.png';
  const pdfKey = 'avatars/test/licence.pdf';

  beforeAll(async () => {
    await t.deps.storage.put(photoKey, Buffer.from('png bytes'), 'image/png');
    await t.deps.storage.put(pdfKey, Buffer.from('%PDF-1.4'), 'application/pdf');
    memberId = await insertMember('files.member@example.com', {
      avatarKey: photoKey,
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('a list, a search and an export never carry them', async () => {
    const res = await reader.agent
      .get(LIST + '/members')
      .query({ q: 'files.member' })
      .expect(200);
    expect(res.body.data.items).toHaveLength(1);
    expect(Object.keys(res.body.data.items[0]).sort()).toEqual(['_id', 'confirmedAt', 'createdAt', 'email', 'userId']);
    expect(res.text).not.toContain(photoKey);
    const csv = await reader.agent
      .get(EXPORT + '/members')
      .buffer(true)
      .expect(200);
    expect(String(csv.text).split('\r\n')[0]).toBe('\uFEFFemail,userId,confirmedAt,createdAt');
    expect(csv.text).not.toContain(photoKey);
    expect(csv.text).not.toContain('Okafor');
  });

  it('cannot be sorted, filtered or searched by', async () => {
    await reader.agent
      .get(LIST + '/members')
      .query({ sort: 'photo' })
      .expect(400);
    await reader.agent
      .get(LIST + '/members')
      .query({ filter: JSON.stringify({ lastName: { equals: 'Okafor' } }) })
      .expect(400);
    const searched = await reader.agent
      .get(LIST + '/members')
      .query({ q: 'Okafor' })
      .expect(200);
    expect(searched.body.data.items).toEqual([]);
  });

  it('the record page shows the record-only field, and the file as a signed URL that serves it for ten minutes', async () => {
    const res = await reader.agent.get(`${RECORD}/members/${memberId}`).expect(200);
    expect(res.body.data.record.lastName).toBe('Okafor');
    const photo = res.body.data.record.photo as { url: string; image: boolean };
    expect(photo.image).toBe(true);
    expect(res.text).not.toContain(`"${photoKey}"`);
    const served = await request(t.app).get(photo.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.body as Buffer).toString()).toBe('png bytes');
    // Its related sections carry the link too, but no other record-only field.
    const [related] = res.body.data.related as { rows: Record<string, unknown>[] }[];
    expect(related?.rows[0]).toMatchObject({ photo: { image: true } });
    expect(related?.rows[0]).not.toHaveProperty('lastName');

    t.clock.advance((ADMIN_FILE_URL_TTL_SECONDS + 1) * 1000);
    try {
      await request(t.app).get(photo.url).expect(403);
    } finally {
      t.clock.reset();
    }
  });

  it('a file that is not an image is a link, and a member without a file has none', async () => {
    const other = await insertMember('pdf.member@example.com', { avatarKey: pdfKey, emailVerifiedAt: new Date() });
    const pdf = await reader.agent.get(`${RECORD}/members/${other}`).expect(200);
    expect(pdf.body.data.record.photo).toMatchObject({ image: false, url: expect.stringContaining('licence.pdf') });
    const none = await insertMember('nofile.member@example.com', { emailVerifiedAt: new Date() });
    const res = await reader.agent.get(`${RECORD}/members/${none}`).expect(200);
    expect(res.body.data.record.photo).toBeNull();
  });
});

describe('a sort with its own order', () => {
  it('puts the rows waiting for nothing after every other, in lists and exports alike', async () => {
    const early = await insertMember('sort.early@example.com', { emailVerifiedAt: new Date('2020-01-01T00:00:00Z') });
    const late = await insertMember('sort.late@example.com', { emailVerifiedAt: new Date('2020-01-02T00:00:00Z') });
    const never = await insertMember('sort.never@example.com', { emailVerifiedAt: null });
    const res = await reader.agent
      .get(LIST + '/members')
      .query({ q: 'sort.' })
      .expect(200);
    expect(res.body.data.items.map((row: { _id: string }) => row._id)).toEqual([early, late, never]);
    const reversed = await reader.agent
      .get(LIST + '/members')
      .query({ q: 'sort.', order: 'desc' })
      .expect(200);
    expect(reversed.body.data.items.map((row: { _id: string }) => row._id)).toEqual([never, late, early]);
    const csv = await reader.agent
      .get(EXPORT + '/members')
      .query({ q: 'sort.' })
      .buffer(true)
      .expect(200);
    const emails = String(csv.text)
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    expect(emails).toEqual(['sort.early@example.com', 'sort.late@example.com', 'sort.never@example.com']);
  });
});

describe('the step the opening of a record takes', () => {
  const stepRows = (recordId: string) =>
    t.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'confirm-on-open'), eq(adminAuditLog.recordId, recordId)));

  it('is not taken when an admin without its privilege opens the record', async () => {
    const id = await insertMember('step.reader@example.com');
    const res = await reader.agent.get(`${RECORD}/members/${id}`).expect(200);
    expect(res.body.data.record.confirmedAt).toBeNull();
    expect(await stepRows(id)).toEqual([]);
    const [row] = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    expect(row).toBeDefined();
  });

  it('is taken once when an admin holding it opens the record: shown as it left it, audited, then its work runs', async () => {
    const id = await insertMember('step.reviewer@example.com');
    const first = await reviewer.agent.get(`${RECORD}/members/${id}`).expect(200);
    expect(first.body.data.record.confirmedAt).toEqual(expect.any(String));
    const [audit, ...more] = await stepRows(id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      adminId: reviewer.id,
      resource: 'members',
      reason: null,
      idempotencyKey: `record-read:members:${id}`,
      changes: { emailVerifiedAt: { before: null, after: first.body.data.record.confirmedAt } },
    });
    expect(confirmedAfterCommit).toContain(`${id}:committed`);
    await reviewer.agent.get(`${RECORD}/members/${id}`).expect(200);
    expect(await stepRows(id)).toHaveLength(1);
  });

  it('two admins opening the record at the same time take it once', async () => {
    const id = await insertMember('step.race@example.com');
    const other = await adminAgent(t, ['operations']);
    const answers = await Promise.all([
      reviewer.agent.get(`${RECORD}/members/${id}`),
      other.agent.get(`${RECORD}/members/${id}`),
    ]);
    // Both show the record as the step left it, whichever waited for the other.
    expect(answers.map((answer) => [answer.status, typeof answer.body.data.record.confirmedAt])).toEqual([
      [200, 'string'],
      [200, 'string'],
    ]);
    expect(await stepRows(id)).toHaveLength(1);
    expect(confirmedAfterCommit.filter((entry) => entry.startsWith(id))).toHaveLength(1);
  });
});

describe('declarations the engine refuses', () => {
  const base: AdminResourceSpec = {
    name: 'broken',
    group: 'people',
    privilege: 'users:read',
    table: users,
    id: users.id,
    personalData: true,
    titleField: 'email',
    defaultSort: { field: 'createdAt', order: 'desc' },
    fields: [
      { key: 'email', type: 'email', sql: users.email },
      { key: 'createdAt', type: 'datetime', sql: users.createdAt, sortable: true },
    ],
  };
  const build = (resource: Partial<AdminResourceSpec>) => () =>
    buildAdminCatalogue([{ resources: [{ ...base, ...resource }] }]);

  it('a file or record-only field that is listed, sorted, filtered or searched', () => {
    for (const extra of [
      { list: true },
      { sortable: true },
      { filter: 'equals' as const },
      { search: 'exact' as const },
    ]) {
      expect(
        build({ fields: [...base.fields, { key: 'photo', type: 'file', sql: users.avatarKey, ...extra }] }),
      ).toThrow(/record page only/);
      expect(
        build({
          fields: [...base.fields, { key: 'last', type: 'text', sql: users.lastName, recordOnly: true, ...extra }],
        }),
      ).toThrow(/record page only/);
    }
  });

  it('a title that is record-only, a sort order on a field that does not sort, a step without a write privilege', () => {
    expect(
      build({
        titleField: 'last',
        fields: [...base.fields, { key: 'last', type: 'text', sql: users.lastName, recordOnly: true }],
      }),
    ).toThrow(/title field/);
    expect(
      build({ fields: [...base.fields, { key: 'last', type: 'text', sql: users.lastName, sortSql: sql`1` }] }),
    ).toThrow(/not sortable/);
    const step = members.onRecordRead;
    if (!step) throw new Error('members declares a record-read step');
    expect(build({ onRecordRead: { ...step, privilege: 'users:read' } })).toThrow(/write privilege/);
    expect(build({ onRecordRead: { ...step, action: 'Confirm' } })).toThrow(/lower-case/);
    expect(build({ onRecordRead: step })).not.toThrow();
  });
});
