import type { AdminRole } from '@fleetcare/shared';
import { DEMO_EMAILS } from '../../../db/demo-accounts.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import { encryptSecret } from '../../../lib/crypto.ts';
import { grantAdminRole } from '../admin-roles.service.ts';
import { demoAccountByEmail, turnOnDemoAuthenticator } from './demo-admins.repository.ts';

/**
 * The demo admins' authenticator secret (base32; the README gives it). Fixed, so the demo and the browser journeys
 * can compute two-step codes; stored encrypted like any other authenticator secret.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'FLEETCAREDEMOADMINTWOSTEPSECRET2';

/** The README lists them: a super admin, and an admin with only the support role (the panel shows them less). */
export const demoAdmins: { email: string; roles: AdminRole[] }[] = [
  { email: DEMO_EMAILS.admin, roles: ['super-admin'] },
  { email: DEMO_EMAILS.supportAdmin, roles: ['support'] },
];

/**
 * The seed step (demo data only) of the demo admins: their roles, and two-step sign-in with an authenticator app
 * on the demo secret (every admin holding a write privilege needs it). A demo account that is missing is skipped,
 * and one that set up an authenticator of its own keeps it.
 */
export function demoAdminsSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-admins',
    demo: true,
    async run(tx) {
      const now = deps.now();
      for (const admin of demoAdmins) {
        const account = await demoAccountByEmail(tx, admin.email);
        if (!account) continue;
        for (const role of admin.roles) await grantAdminRole(tx, { userId: account.id, role, grantedBy: null });
        if (!account.totpEnabledAt) {
          const sealed = encryptSecret(deps.keys.totpSecrets, DEMO_ADMIN_TOTP_SECRET);
          await turnOnDemoAuthenticator(tx, account.id, sealed, now);
        }
      }
    },
  };
}
