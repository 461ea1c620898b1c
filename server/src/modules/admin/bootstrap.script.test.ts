import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { adminRolesOf } from './admin-roles.service.ts';

/* `npm run admin:create` as an operator runs it: its own process on a PGlite data directory. */

describe('npm run admin:create (scripts/admin-create.ts)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-admin-create-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PUBLIC_URL: 'https://admin.fleetcare.example' },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it('on a new data directory: migrates, makes the super admin and prints a link built from PUBLIC_URL; a second run prints a new link', async () => {
    const first = await run(['--email', 'Owner@Example.com', '--first-name', 'Ada', '--last-name', 'Obi']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('owner@example.com: account created');
    const link = /https:\/\/admin\.fleetcare\.example\/enter-new-password\?id=[\w-]+&token=[\w-]+/.exec(first.output);
    expect(link).not.toBeNull();

    const second = await run(['--email', 'owner@example.com']);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('owner@example.com: already a super admin.');
    expect(second.output).not.toContain(link?.[0]);

    const database = await openPglite({ dataDir });
    try {
      const [account] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      expect(account).toMatchObject({ firstName: 'Ada', lastName: 'Obi', passwordHash: null, roles: ['admin'] });
      expect(await adminRolesOf(database.db, account?.id ?? '')).toEqual(['super-admin']);
      const audit = await database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.recordId, account?.id ?? ''));
      expect(audit.map((row) => [row.adminId, row.action, row.reason])).toEqual([
        [null, 'bootstrap', 'npm run admin:create'],
        [null, 'bootstrap', 'npm run admin:create'],
      ]);
    } finally {
      await database.close();
    }
  });

  it('without --email, it prints the usage and exits 64', async () => {
    const missing = await run([]);
    expect(missing.code).toBe(64);
    expect(missing.output).toContain('--email is required');
    expect(missing.output).toContain('Usage: npm run admin:create -- --email');
  });

  it('with something that is not an e-mail address, it says so and exits 65', async () => {
    const wrong = await run(['--email', 'owner-at-example']);
    expect(wrong.code).toBe(65);
    expect(wrong.output).toContain('"owner-at-example" is not an e-mail address.');
  });
});
