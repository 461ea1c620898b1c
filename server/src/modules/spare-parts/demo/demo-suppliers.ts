import {
  addDays,
  lagosInstant,
  lagosToday,
  saveSupplierProfileSchema,
  type SaveSupplierProfileInput,
  type SupplierTransitionName,
} from '@fleetcare/shared';
import { createMailer } from '../../../adapters/email/email.ts';
import { createSmsSender } from '../../../adapters/sms/sms.ts';
import { DEMO_EMAILS } from '../../../db/demo-accounts.ts';
import type { Db } from '../../../db/client.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  addAccountRole,
  createAccountWithoutPassword,
  findAccountByEmail,
  updateAccountNameAndPhone,
  type UserRow,
} from '../../users/index.ts';
import { notifySupplierChange, transitionSupplier } from '../suppliers/supplier-review.service.ts';
import { findSupplierProfile } from '../suppliers/suppliers.repository.ts';
import { saveSupplierProfile, submitSupplierProfile } from '../suppliers/suppliers.service.ts';

/*
 * The demo step of the spare-parts suppliers: the demo supplier (Aisha Bello, supplier@demo.fleetcare.ng) runs an
 * approved parts shop at Ladipo market in Mushin that delivers across Lagos and its neighbours; a second approved
 * supplier sells body parts and Tokunbo parts from the Trade Fair complex in Ojo, also delivering in Lagos; a third,
 * in Kano, submitted yesterday and waits in the admin panel's queue. Each profile is saved and submitted through the
 * module's services and approved by the demo admin through the profile's process, at its moment in the story. The
 * other suppliers have no password: they are not demo sign-ins.
 */

/** The app's services at a moment of the story: records made then carry that time. */
const at = (deps: AppDeps, instant: Date): AppDeps => ({ ...deps, now: () => instant });

interface DemoSupplier {
  email: string;
  firstName: string;
  lastName: string;
  /** The demo supplier's own account exists already; the others' are made. */
  existingAccount: boolean;
  phone: string;
  profile: SaveSupplierProfileInput;
  /** Days ago the profile was saved, then each step after it with its days ago and time of day (Lagos). */
  savedDaysAgo: number;
  steps: { name: SupplierTransitionName; daysAgo: number; time: string }[];
}

export const demoSuppliers: DemoSupplier[] = [
  {
    email: DEMO_EMAILS.supplier,
    firstName: 'Aisha',
    lastName: 'Bello',
    existingAccount: true,
    phone: '8030000004',
    profile: {
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
      address: {
        line: '14 Ladipo Street',
        landmark: 'Beside the Ladipo market main gate',
        town: 'Mushin',
        lga: 'Mushin',
        state: 'Lagos',
        lat: 6.5355,
        lng: 3.3506,
      },
      deliveryStates: ['Lagos', 'Ogun', 'Oyo'],
      partCategories: ['engine', 'brakes', 'suspension', 'electrical', 'batteries', 'lubricants', 'filters'],
      brands: ['toyota', 'lexus', 'honda', 'hyundai', 'kia', 'nissan'],
      grades: ['new-oem', 'new-aftermarket', 'tokunbo'],
    },
    savedDaysAgo: 62,
    steps: [
      { name: 'submit', daysAgo: 61, time: '18:40' },
      { name: 'approve', daysAgo: 60, time: '11:15' },
    ],
  },
  {
    email: 'chukwuemeka.nwosu@demo.fleetcare.ng',
    firstName: 'Chukwuemeka',
    lastName: 'Nwosu',
    existingAccount: false,
    phone: '8030000031',
    profile: {
      businessName: 'Nwosu Motors & Spares',
      cacNumber: 'BN 2345678',
      address: {
        line: 'Block C, Shop 21, ASPAMDA, Trade Fair Complex',
        landmark: 'Near the international auto spare parts market gate',
        town: 'Ojo',
        lga: 'Ojo',
        state: 'Lagos',
        lat: 6.4653,
        lng: 3.2461,
      },
      deliveryStates: ['Lagos', 'Ogun'],
      partCategories: ['body', 'lighting', 'tyres', 'exhaust', 'cooling', 'transmission'],
      brands: ['toyota', 'honda', 'mercedes-benz', 'peugeot', 'ford', 'volkswagen', 'other'],
      grades: ['new-aftermarket', 'tokunbo'],
    },
    savedDaysAgo: 34,
    steps: [
      { name: 'submit', daysAgo: 33, time: '09:20' },
      { name: 'approve', daysAgo: 31, time: '15:05' },
    ],
  },
  {
    email: 'sani.abubakar@demo.fleetcare.ng',
    firstName: 'Sani',
    lastName: 'Abubakar',
    existingAccount: false,
    phone: '8030000032',
    profile: {
      businessName: 'Abubakar Auto Spares Ltd',
      cacNumber: 'RC 987654',
      address: {
        line: '7 Sharada Road',
        landmark: 'Opposite the Sharada industrial estate',
        town: 'Kano',
        lga: 'Kano Municipal',
        state: 'Kano',
        lat: 11.9667,
        lng: 8.5167,
      },
      deliveryStates: ['Kano', 'Kaduna', 'Katsina', 'Jigawa'],
      partCategories: ['engine', 'brakes', 'filters', 'tyres'],
      brands: ['toyota', 'peugeot', 'isuzu', 'innoson'],
      grades: ['new-aftermarket', 'tokunbo'],
    },
    savedDaysAgo: 2,
    steps: [{ name: 'submit', daysAgo: 1, time: '16:30' }],
  },
];

/** E-mail and SMS through the step's transaction: the step runs in one, and PGlite has one connection. */
function servicesInStep(deps: AppDeps, tx: Db): AppDeps {
  const { config, logger } = deps;
  return {
    ...deps,
    db: tx,
    mailer: createMailer({ db: tx, logger, from: config.email.from }),
    sms: createSmsSender({ db: tx, logger }),
  };
}

async function accountOf(deps: AppDeps, story: DemoSupplier): Promise<UserRow | undefined> {
  const existing = await findAccountByEmail(deps, story.email);
  if (existing || story.existingAccount) return existing && !existing.erasedAt ? existing : undefined;
  const created = await createAccountWithoutPassword(deps, {
    email: story.email,
    firstName: story.firstName,
    lastName: story.lastName,
    roles: ['customer', 'supplier'],
  });
  if (!created) return undefined;
  await updateAccountNameAndPhone(
    deps.db,
    created.id,
    { firstName: story.firstName, lastName: story.lastName, phone: { dialCode: '+234', number: story.phone } },
    { ip: null, userAgent: null },
  );
  return created;
}

/** One supplier's story at its moments: the profile saved, submitted, and the admin's decision. */
async function tellStory(deps: AppDeps, story: DemoSupplier, admin: UserRow | undefined): Promise<void> {
  const account = await accountOf(deps, story);
  if (!account || (await findSupplierProfile(deps.db, account.id))) return;
  const today = lagosToday(deps.now());
  const moment = (daysAgo: number, time: string) => lagosInstant(addDays(today, -daysAgo), time);
  const profile = await saveSupplierProfileSchema.validate(story.profile, { stripUnknown: true });
  await saveSupplierProfile(at(deps, moment(story.savedDaysAgo, '17:50')), account, profile);
  for (const step of story.steps) {
    const when = moment(step.daysAgo, step.time);
    if (when.getTime() > deps.now().getTime()) return;
    if (step.name === 'submit') {
      await submitSupplierProfile(at(deps, when), account.id);
      continue;
    }
    if (!admin) return;
    await transitionSupplier(deps.db, {
      userId: account.id,
      name: step.name,
      actor: 'admin',
      adminId: admin.id,
      now: when,
    });
    if (step.name === 'approve') await addAccountRole(deps.db, account.id, 'supplier');
    await notifySupplierChange(at(deps, when), account.id, step.name);
  }
}

/**
 * The seed step (demo data only), after the admins (the demo admin approves). A supplier whose account has a
 * profile of its own already is left alone; the other suppliers' accounts are made when missing.
 */
export function demoSuppliersSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-suppliers',
    demo: true,
    async run(tx) {
      const inStep = servicesInStep(deps, tx);
      const admin = await findAccountByEmail(inStep, DEMO_EMAILS.admin);
      for (const story of demoSuppliers) await tellStory(inStep, story, admin);
    },
  };
}
