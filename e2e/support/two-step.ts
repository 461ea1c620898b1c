import { generate } from 'otplib';

/** The demo admins' authenticator secret (server/src/modules/admin/demo/demo-admins.ts; the README gives it). */
export const DEMO_ADMIN_TOTP_SECRET = 'FLEETCAREDEMOADMINTWOSTEPSECRET2';

const STEP_MS = 30_000;
/** The newest 30-second step this worker has used a code of, per account (the server keeps it per account). */
const lastStep = new Map<string, number>();

/**
 * An authenticator code the server has not seen yet. A code works once: the server refuses a step it has accepted
 * before, or an older one, and accepts the step after the current one too. So each call takes the step after the
 * last one this worker used (the next step's code right away; a step later than that waits until it is the next
 * one). After a refusal (another worker used that step), the next call gives the step after it.
 */
export async function freshTotpCode(secret = DEMO_ADMIN_TOTP_SECRET, account = secret): Promise<string> {
  const current = Math.floor(Date.now() / STEP_MS);
  const used = lastStep.get(account) ?? current - 1;
  const step = Math.max(current, used + 1);
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  lastStep.set(account, step);
  return generate({ secret, epoch: step * (STEP_MS / 1000) });
}
