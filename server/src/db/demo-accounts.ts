import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { businessProfiles, users } from './schema/index.ts';

/** One memorable password for every demo account; long enough and not on the common-password list. */
export const DEMO_PASSWORD = 'FleetCare-Demo-2026';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  accountType: 'individual' | 'business';
  roles: string[];
  phone?: { dialCode: string; number: string };
  business?: { companyName: string; rcNumber: string; fleetSize: number; contactPerson: string };
}

/** The demo accounts' e-mails by role: modules' demo seed steps find their people by these. */
export const DEMO_EMAILS = {
  customer: 'customer@demo.fleetcare.ng',
  business: 'business@demo.fleetcare.ng',
  technician: 'technician@demo.fleetcare.ng',
  supplier: 'supplier@demo.fleetcare.ng',
  admin: 'admin@demo.fleetcare.ng',
  /** An admin holding only the support role: the panel shows what that role allows. */
  supportAdmin: 'support@demo.fleetcare.ng',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

/** The README lists these (role, e-mail, password): keep the two in step. */
export const demoAccounts: DemoAccount[] = [
  {
    email: DEMO_EMAILS.customer,
    firstName: 'Chiamaka',
    lastName: 'Eze',
    accountType: 'individual',
    roles: ['customer'],
    phone: { dialCode: '+234', number: '8030000001' },
  },
  {
    email: DEMO_EMAILS.business,
    firstName: 'Tunde',
    lastName: 'Bakare',
    accountType: 'business',
    roles: ['customer'],
    phone: { dialCode: '+234', number: '8030000002' },
    business: {
      companyName: 'Danfo Logistics Ltd',
      rcNumber: 'RC1234567',
      fleetSize: 25,
      contactPerson: 'Tunde Bakare',
    },
  },
  {
    email: DEMO_EMAILS.technician,
    firstName: 'Emeka',
    lastName: 'Obi',
    accountType: 'individual',
    roles: ['customer', 'technician'],
    phone: { dialCode: '+234', number: '8030000003' },
  },
  {
    email: DEMO_EMAILS.supplier,
    firstName: 'Aisha',
    lastName: 'Bello',
    accountType: 'individual',
    roles: ['customer', 'supplier'],
    phone: { dialCode: '+234', number: '8030000004' },
  },
  {
    email: DEMO_EMAILS.admin,
    firstName: 'Ngozi',
    lastName: 'Adeyemi',
    accountType: 'individual',
    roles: ['admin'],
  },
  {
    email: DEMO_EMAILS.supportAdmin,
    firstName: 'Yusuf',
    lastName: 'Danjuma',
    accountType: 'individual',
    roles: ['admin'],
  },
];

/**
 * Seed step (demo only): one confirmed account per role. Only for a new database: when any account exists
 * already (a database from before this step), it adds nothing. Uses the schema directly because the db layer
 * does not import the modules.
 */
export async function seedDemoAccounts(tx: Db): Promise<void> {
  const [existing] = await tx.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return;
  const now = new Date();
  for (const account of demoAccounts) {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: account.firstName,
        lastName: account.lastName,
        accountType: account.accountType,
        roles: account.roles,
        phoneDialCode: account.phone?.dialCode ?? null,
        phoneNumber: account.phone?.number ?? null,
        phoneVerifiedAt: account.phone ? now : null,
        emailVerifiedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (user && account.business) {
      await tx.insert(businessProfiles).values({ userId: user.id, ...account.business });
    }
  }
}
