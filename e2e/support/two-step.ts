import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';

/** The demo admins' authenticator secret (server/src/modules/admin/demo/demo-admins.ts; the README gives it). */
export const DEMO_ADMIN_TOTP_SECRET = 'FLEETCAREDEMOADMINTWOSTEPSECRET2';

const STEP_MS = 30_000;
/** A lock older than this was left by a worker that died holding it. */
const STALE_LOCK_MS = 120_000;
const POLL_MS = 100;

/** The newest 30-second step this worker has used a code of, per account (for codes used outside a lock). */
const lastStep = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The code of the step after `used` (the current step if later), waiting while that step is not yet the next one. */
async function codeAfter(secret: string, used: number | undefined): Promise<{ step: number; code: string }> {
  const current = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(current, (used ?? current - 1) + 1);
  if (step > current + 1) await sleep((step - 1) * STEP_MS - Date.now() + 50);
  return { step, code: await generate({ secret, epoch: step * (STEP_MS / 1000) }) };
}

/**
 * An authenticator code this worker has not used yet, for an account no other worker signs in to (an admin the
 * journey created). A code works once: the server refuses a step it has accepted before, or an older one, and
 * accepts the step after the current one too. So each call takes the step after the last one this worker used.
 */
export async function freshTotpCode(secret = DEMO_ADMIN_TOTP_SECRET, account = secret): Promise<string> {
  const { step, code } = await codeAfter(secret, lastStep.get(account));
  lastStep.set(account, step);
  return code;
}

/** Where the workers of one run against one server agree on an account's codes. */
function sharedPaths(account: string) {
  const port = process.env.E2E_PORT ?? '3100';
  const key = createHash('sha256').update(account).digest('hex').slice(0, 16);
  const base = join(tmpdir(), `fleetcare-e2e-two-step-${port}-${key}`);
  return { lock: `${base}.lock`, last: `${base}.last` };
}

async function acquire(lock: string) {
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(POLL_MS);
    }
  }
}

/**
 * Signs in with a code of an account the parallel workers share (the demo admins): `submit` sends the code and
 * answers the server's status. The workers take turns (a lock in the temporary directory), each with the step after
 * the last one any of them sent, so no worker sends a code another already spent: a spent code counts as a wrong
 * guess, and five of them from one address lock the account out for 15 minutes.
 */
export async function withSharedTotpCode(
  account: string,
  submit: (code: string) => Promise<number>,
  secret = DEMO_ADMIN_TOTP_SECRET,
): Promise<number> {
  const paths = sharedPaths(account);
  await acquire(paths.lock);
  try {
    const recorded = await readFile(paths.last, 'utf8').then(Number, () => undefined);
    const { step, code } = await codeAfter(secret, Number.isFinite(recorded) ? recorded : undefined);
    await writeFile(paths.last, String(step));
    return await submit(code);
  } finally {
    await rm(paths.lock, { recursive: true, force: true });
  }
}
