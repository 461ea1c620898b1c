// Makes (or promotes) a super admin and prints a single-use set-password link, without any demo data:
//
//   npm run admin:create -- --email someone@example.com [--first-name Ada --last-name Obi]
//
// It opens the database exactly as the server does from the same environment (DATABASE_URL, else the embedded
// PGlite database under DATA_DIR; PUBLIC_URL builds the link) and applies the migrations first. With PGlite, stop
// the server before running it (one process per data directory), or set ADMIN_EMAIL and restart instead.
//
// A missing account is created without a password and with its address unconfirmed; choosing the password through
// the link confirms it. An existing account keeps its name, password, sessions and two-step sign-in. The link works
// once and for an hour, like a password-reset link; running the command again prints a new link, and the earlier
// one stops working (it makes no second account or grant). The audit log records each run (no admin, "bootstrap").
//
// Exits 0 when done, 64 on wrong arguments, 65 when the address cannot become an admin, 78 on a wrong
// configuration, 1 when the database fails.
import { parseArgs } from 'node:util';
import { createSuperAdmin } from '../server/src/admin-bootstrap.ts';
import { ConfigError, loadConfig, type Config } from '../server/src/config/config.ts';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { BootstrapRefused, type BootstrapResult } from '../server/src/modules/admin/index.ts';

const usage = 'Usage: npm run admin:create -- --email someone@example.com [--first-name Ada] [--last-name Obi]';

function readArguments(): { email: string; firstName?: string; lastName?: string } {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email) throw new Error('--email is required');
    return { email: values.email, firstName: values['first-name'], lastName: values['last-name'] };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(64);
  }
}

function readConfig(): Config {
  try {
    return loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

function describeResult(result: BootstrapResult): string[] {
  const what = result.accountCreated
    ? 'account created (no password yet, address not confirmed) and made a super admin'
    : result.roleGranted
      ? 'existing account made a super admin'
      : 'already a super admin';
  const lines = [`${result.email}: ${what}.`];
  if (result.link) {
    lines.push(
      '',
      `Set-password link (works once, until ${result.link.expiresAt.toISOString()}):`,
      `  ${result.link.url}`,
      '',
      result.hasPassword
        ? 'The current password keeps working until the link is used; using it sets a new one.'
        : 'Opening it and choosing a password also confirms the address.',
      'Then sign in: the admin panel asks for two-step sign-in to be set up first.',
      'Only the newest link works: an earlier unused one has stopped working.',
    );
  }
  if (result.suspended) lines.push('', 'Note: this account is suspended and cannot sign in until it is reinstated.');
  return lines;
}

const input = readArguments();
const config = readConfig();
const where = config.database.url ? `PostgreSQL ${new URL(config.database.url).host}` : `PGlite ${config.dataDir}`;
let database: Database | undefined;
let exitCode = 1;
try {
  database = await openDatabase(config);
  await database.migrate();
  const result = await createSuperAdmin(
    { db: database.db, now: () => new Date(), config },
    { ...input, source: 'command-line', issueLink: true },
  );
  console.log(describeResult(result).join('\n'));
  exitCode = 0;
} catch (error) {
  if (error instanceof BootstrapRefused) {
    console.error(error.message);
    exitCode = 65;
  } else {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
    console.error(`Could not create the admin in ${where}: ${reason}`);
    exitCode = 1;
  }
} finally {
  await database?.close().catch(() => undefined);
}
process.exit(exitCode);
