// @embedded-db: replays under an advisory lock: side by side on PostgreSQL, one after another on PGlite
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, appMeta, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { adminAgent, createEngineTestApp, insertPeople, NOTE_PREFIX } from './engine.test-support.ts';

/*
 * run-action: the order of its checks, one transaction for the action and its audit row, and idempotency: a
 * replay (even 20 at once, on PostgreSQL with TEST_DATABASE_URL) has one effect and repeats the first answer.
 */

const ACTION = '/api/custom-admin/run-action';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  t = await createEngineTestApp();
  admin = await adminAgent(t, ['super-admin']);
}, 60_000);
afterAll(() => t.close());

const key = () => randomUUID().replaceAll('-', '');
const run = (resource: string, action: string, body: Record<string, unknown>, agent = admin.agent) =>
  agent.post(`${ACTION}/${resource}/${action}`).set('User-Agent', 'engine-test').send(body);

async function firstNameOf(id: string) {
  const [row] = await t.deps.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
  return row?.firstName;
}

/** Opens the database pool's connections first, so requests sent together also run together. */
async function warmUp() {
  await Promise.all(Array.from({ length: 20 }, () => admin.agent.get('/api/custom-admin/get-resources-list/cars')));
}

async function notes() {
  return t.deps.db
    .select()
    .from(appMeta)
    .where(like(appMeta.key, `${NOTE_PREFIX}%`));
}

async function auditOf(idempotencyKey: string) {
  return t.deps.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.idempotencyKey, `${admin.id}:${idempotencyKey}`));
}

describe('run-action', () => {
  it('runs a record action, writes its audit row in the same transaction, and answers the record as listed now', async () => {
    const [person] = await insertPeople(t, 1, 'rename');
    const attempt = key();
    const res = await run('people', 'rename', {
      recordId: person,
      reason: 'Asked by phone',
      idempotencyKey: attempt,
      input: { firstName: '  Ngozi ' },
    }).expect(200);
    expect(res.body.data).toMatchObject({ replayed: false, record: { _id: person, firstName: 'Ngozi' } });
    expect(res.body.message).toBe('Done. The audit log has recorded it.');
    expect(await firstNameOf(person as string)).toBe('Ngozi');
    const [row] = await auditOf(attempt);
    expect(row).toMatchObject({
      adminId: admin.id,
      action: 'rename',
      resource: 'people',
      recordId: person,
      reason: 'Asked by phone',
      changes: { firstName: { before: 'renameFirst0', after: 'Ngozi' } },
      detail: { input: { firstName: 'Ngozi' } },
      result: { recordId: person },
      userAgent: 'engine-test',
    });
    expect(row?.ip).toBeTruthy();
  });

  it('repeats the first answer to a replay, with no second effect', async () => {
    const [person] = await insertPeople(t, 1, 'replay');
    const attempt = key();
    const body = { recordId: person, reason: 'Typo', idempotencyKey: attempt, input: { firstName: 'Emeka' } };
    await run('people', 'rename', body).expect(200);
    await t.deps.db
      .update(users)
      .set({ firstName: 'Changed since' })
      .where(eq(users.id, person as string));
    const again = await run('people', 'rename', body).expect(200);
    expect(again.body.data).toMatchObject({ replayed: true, record: { _id: person, firstName: 'Changed since' } });
    expect(again.body.message).toBe('This was done already with the same request: nothing changed.');
    expect(await firstNameOf(person as string)).toBe('Changed since');
    expect(await auditOf(attempt)).toHaveLength(1);
  });

  it('answers a Norwegian admin in Norwegian', async () => {
    const norwegian = await adminAgent(t, ['content']);
    await t.deps.db.update(users).set({ locale: 'nb' }).where(eq(users.id, norwegian.id));
    const res = await run('people', 'leave-note', { idempotencyKey: key(), input: { text: 'Hei' } }, norwegian.agent);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Utført. Det er registrert i revisjonsloggen.');
    expect(res.body.data).toEqual({ record: null, replayed: false });
  });

  it('refuses a key used for another action or record with 409, and changes nothing', async () => {
    const [a, b] = await insertPeople(t, 2, 'reuse');
    const attempt = key();
    await run('people', 'rename', {
      recordId: a,
      reason: 'r',
      idempotencyKey: attempt,
      input: { firstName: 'A' },
    }).expect(200);
    const other = await run('people', 'rename', {
      recordId: b,
      reason: 'r',
      idempotencyKey: attempt,
      input: { firstName: 'B' },
    }).expect(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const before = (await notes()).length;
    await run('people', 'leave-note', { idempotencyKey: attempt, input: { text: 'x' } }).expect(409);
    expect(await firstNameOf(b as string)).toBe('reuseFirst1');
    expect(await notes()).toHaveLength(before);
  });

  it('a key is the admin’s own: another admin may use the same key for their own action', async () => {
    const attempt = key();
    const other = await adminAgent(t, ['super-admin']);
    await run('people', 'leave-note', { idempotencyKey: attempt, input: { text: 'one' } }).expect(200);
    const theirs = await run('people', 'leave-note', { idempotencyKey: attempt, input: { text: 'two' } }, other.agent);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.replayed).toBe(false);
  });

  it('checks in order: resource, action, privilege, reason, input, record', async () => {
    const [person] = await insertPeople(t, 1, 'order');
    const body = { recordId: person, idempotencyKey: key(), input: {} };
    const support = await adminAgent(t, ['support']);
    const unknownResource = await run('nope', 'rename', body, support.agent).expect(400);
    expect(unknownResource.body.fieldErrors).toEqual({ resourceName: 'Unknown admin resource.' });
    const unknownAction = await run('people', 'explode', body, support.agent).expect(400);
    expect(unknownAction.body.fieldErrors).toEqual({ action: 'Unknown admin action.' });
    const forbidden = await run('people', 'rename', body, support.agent).expect(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    const noReason = await run('people', 'rename', { ...body, reason: '   ' }).expect(400);
    expect(noReason.body).toMatchObject({
      fieldErrors: { reason: 'Say why: the reason goes into the audit log.' },
      fieldErrorKeys: { reason: 'validation:reasonRequired' },
    });
    const badInput = await run('people', 'rename', { ...body, reason: 'r', input: { firstName: ' ' } }).expect(400);
    expect(Object.keys(badInput.body.fieldErrors)).toEqual(['firstName']);
    const noRecord = await run('people', 'rename', {
      ...body,
      recordId: '00000000-0000-4000-8000-000000000000',
      reason: 'r',
      input: { firstName: 'X' },
    }).expect(404);
    expect(noRecord.body.code).toBe('NOT_FOUND');
    const missingRecord = await run('people', 'rename', {
      idempotencyKey: key(),
      reason: 'r',
      input: { firstName: 'X' },
    });
    expect(missingRecord.status).toBe(400);
    expect(missingRecord.body.fieldErrors).toEqual({ recordId: 'Unknown record.' });
    const badKey = await run('people', 'rename', {
      ...body,
      reason: 'r',
      idempotencyKey: 'short',
      input: { firstName: 'X' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.fieldErrors).toHaveProperty('idempotencyKey');
    expect(await firstNameOf(person as string)).toBe('orderFirst0');
    const rows = await t.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.recordId, person as string));
    expect(rows).toEqual([]);
  });

  it('when the action refuses (the record changed since the page showed it), nothing is written, not even the audit row', async () => {
    const [person] = await insertPeople(t, 1, 'late', { accountType: 'business' });
    const attempt = key();
    const res = await run('people', 'rename', {
      recordId: person,
      reason: 'r',
      idempotencyKey: attempt,
      input: { firstName: 'Late' },
    }).expect(409);
    expect(res.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect(await auditOf(attempt)).toEqual([]);
    expect(await firstNameOf(person as string)).toBe('lateFirst0');
  });

  it('when 20 requests with one key arrive at once, the action happens once and all answer alike', async () => {
    const attempt = key();
    const before = (await notes()).length;
    await warmUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        run('people', 'leave-note', { idempotencyKey: attempt, input: { text: 'once' } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.filter((res) => res.body.data.replayed === false)).toHaveLength(1);
    expect(await notes()).toHaveLength(before + 1);
    expect(await auditOf(attempt)).toHaveLength(1);
  });

  it('when 20 renames of one record with one key arrive at once, one rename is recorded', async () => {
    const [person] = await insertPeople(t, 1, 'race');
    const attempt = key();
    await warmUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        run('people', 'rename', {
          recordId: person,
          reason: 'r',
          idempotencyKey: attempt,
          input: { firstName: `N${i}` },
        }),
      ),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const first = answers.find((res) => res.body.data.replayed === false);
    expect(answers.filter((res) => res.body.data.replayed === false)).toHaveLength(1);
    const [row] = await auditOf(attempt);
    expect(await firstNameOf(person as string)).toBe(row?.changes?.firstName?.after);
    expect(first?.body.data.record.firstName).toBe(await firstNameOf(person as string));
  });
});
