import { createHash } from 'node:crypto';
import {
  addDays,
  lagosInstant,
  lagosToday,
  randomToken,
  updateTechnicianInfoSchema,
  type BankAccountInput,
  type CredentialKind,
  type ReferenceRelationship,
  type TechnicianStatus,
  type UpdateTechnicianInfoInput,
} from '@fleetcare/shared';
import { createMailer } from '../../../adapters/email/email.ts';
import { createSandboxGateway, isSandboxGateway } from '../../../adapters/payments/sandbox.ts';
import { createSmsSender } from '../../../adapters/sms/sms.ts';
import { DEMO_EMAILS } from '../../../db/demo-accounts.ts';
import type { Db } from '../../../db/client.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  addAccountRole,
  createAccountWithoutPassword,
  findAccountByEmail,
  uploadAvatar,
  type UserRow,
} from '../../users/index.ts';
import { addBankAccount, countPayoutBankAccounts } from '../../wallet/index.ts';
import type { ApplicationTransitionName } from '../application-machine.ts';
import { notifyApplicationChange, transitionApplication } from '../application.service.ts';
import { uploadTechnicianCredential } from '../credentials.service.ts';
import { findProfile } from '../profiles.repository.ts';
import { insertReference } from '../references.repository.ts';
import { submitTechnicianApplication, updateTechnicianInfo } from '../technicians.service.ts';
import { certificatePdf, idCardPng, initialsPortraitPng } from './demo-papers.ts';

/*
 * The demo step of the technicians module: the demo technician is an approved, on-duty mechanic in Ikeja with a
 * whole profile, a photo, papers, a payout account and two references who vouched for him; three applicants wait
 * in the admin panel's queue (one submitted two days ago, one an admin is reviewing, one approved technician whose
 * new trade waits for a look). Everything goes through the app's services at its moment in the story: profiles and
 * papers through the module's, photos through the users module's avatar upload, payout accounts through the
 * wallet's (resolved and name-checked by the sandbox gateway: the story's account numbers are ones the sandbox
 * names after their holders, see sandbox-names.ts), each submission through the completeness-checked submit, and
 * the admins' steps through the application's process (transitionApplication). The references' answers are
 * written with them (their links were never sent: nobody can open one). What the services send these made-up
 * people (e-mail, SMS) stays in the outbox, never delivered. The applicants have no password: they are not demo
 * sign-ins.
 */

/** The app's services at a moment of the story: records made then carry that time. */
const at = (deps: AppDeps, instant: Date): AppDeps => ({ ...deps, now: () => instant });

const DEMO_META = { ip: null, userAgent: null };

interface DemoReference {
  name: string;
  phone: string;
  email: string;
  relationship: ReferenceRelationship;
  yearsKnown: number;
  /** Days after the reference was given that they answered; undefined: not yet. */
  answeredAfterDays?: number;
  comment?: string;
}

interface DemoPaper {
  kind: CredentialKind;
  title: string;
  /** The certificate's lines (a PDF), or none for the ID card (a picture). */
  lines?: string[];
}

/** One technician's story: who, the registration's sections, and the days (ago) of each step. */
export interface DemoTechnician {
  email: string;
  firstName: string;
  lastName: string;
  /** The demo technician's own account exists already; the applicants' are made. */
  existingAccount: boolean;
  info: Omit<UpdateTechnicianInfoInput, 'personal' | 'onDuty'> & {
    personal: Omit<NonNullable<UpdateTechnicianInfoInput['personal']>, 'firstName' | 'lastName'>;
  };
  /** The photo's background behind the initials. */
  photoColour: string;
  papers: DemoPaper[];
  references: DemoReference[];
  /** The payout account: a sandbox account number that resolves to the person's own name. */
  payout: BankAccountInput;
  /** Days ago it was started; each step after it, with its days ago and time of day (Lagos). */
  startedDaysAgo: number;
  steps: { name: ApplicationTransitionName; daysAgo: number; time: string; message?: string }[];
  /** Changes an approved technician made afterwards (they go to review), days ago. */
  later?: { daysAgo: number; time: string; info: UpdateTechnicianInfoInput };
  onDuty?: boolean;
}

const workWeek = (from: string, to: string, saturday?: { from: string; to: string }) => ({
  days: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, from, to })),
    ...(saturday ? [{ day: 'sat' as const, ...saturday }] : []),
  ],
});

const tradeTest = (holder: string, trade: string, year: number): DemoPaper => ({
  kind: 'trade-test',
  title: `Trade test certificate: ${trade}`,
  lines: [
    'Federal Ministry of Labour and Employment - Trade Testing',
    `This certifies that ${holder} passed the trade test in ${trade}, Grade I, in ${year}.`,
    '',
    'FleetCare demo specimen - not a real document.',
  ],
});

/** The demo technician (technician@demo.fleetcare.ng) and the applicants waiting in the queue. */
export const demoTechnicians: DemoTechnician[] = [
  {
    email: DEMO_EMAILS.technician,
    firstName: 'Emeka',
    lastName: 'Obi',
    existingAccount: true,
    info: {
      personal: {
        phone: { dialCode: '+234', number: '8030000003' },
        dateOfBirth: '1986-09-14',
        bio: 'Twelve years on Toyota, Honda and Lexus: servicing, brakes and electrical faults. I come to your yard with my own scan tool.',
      },
      skills: {
        trades: ['general-mechanic', 'diagnostics', 'auto-electrician'],
        services: ['general-servicing', 'brake-repair', 'diagnostics', 'battery-and-electrical'],
        yearsExperience: 12,
      },
      languages: [
        { code: 'english', level: 'fluent' },
        { code: 'yoruba', level: 'fluent' },
        { code: 'igbo', level: 'native' },
        { code: 'pidgin', level: 'fluent' },
      ],
      serviceArea: {
        address: {
          line: '15 Adeniyi Jones Avenue',
          landmark: 'Opposite the Ikeja City Mall bus stop',
          town: 'Ikeja',
          lga: 'Ikeja',
          state: 'Lagos',
          lat: 6.6018,
          lng: 3.3515,
        },
        radiusKm: 20,
      },
      availability: workWeek('08:00', '18:00', { from: '09:00', to: '15:00' }),
      identity: { nin: '70123456789' },
    },
    photoColour: '#166534',
    papers: [
      { kind: 'id-document', title: 'National ID card' },
      tradeTest('Emeka Obi', 'Motor Vehicle Mechanics Work', 2013),
    ],
    references: [
      {
        name: 'Adebayo Ogunleye',
        phone: '8051230001',
        email: 'adebayo.ogunleye@example.com',
        relationship: 'employer',
        yearsKnown: 7,
        answeredAfterDays: 1,
        comment: 'Emeka ran our workshop floor in Ikeja for five years. Honest and careful.',
      },
      {
        name: 'Grace Nnamdi',
        phone: '8051230002',
        email: 'grace.nnamdi@example.com',
        relationship: 'customer',
        yearsKnown: 4,
        answeredAfterDays: 2,
        comment: 'He keeps our three delivery vans on the road.',
      },
    ],
    // EMEKA OBI at Guaranty Trust Bank (the test number 2000000003 stays free to try adding in the demo).
    payout: { bankCode: '058', accountNumber: '3104385216' },
    startedDaysAgo: 125,
    steps: [
      { name: 'submit', daysAgo: 122, time: '20:15' },
      { name: 'start-review', daysAgo: 121, time: '10:05' },
      { name: 'approve', daysAgo: 120, time: '14:40' },
    ],
    onDuty: true,
  },
  {
    email: 'ibrahim.abdullahi@demo.fleetcare.ng',
    firstName: 'Ibrahim',
    lastName: 'Abdullahi',
    existingAccount: false,
    info: {
      personal: {
        phone: { dialCode: '+234', number: '8030000011' },
        dateOfBirth: '1992-02-03',
        bio: 'Auto-electrician in Wuse: wiring, alternators, starters and dashboard warning lights.',
      },
      skills: {
        trades: ['auto-electrician', 'ac-technician'],
        services: ['battery-and-electrical', 'air-conditioning'],
        yearsExperience: 8,
      },
      languages: [
        { code: 'hausa', level: 'native' },
        { code: 'english', level: 'fluent' },
      ],
      serviceArea: {
        address: {
          line: 'Plot 12 Aminu Kano Crescent',
          landmark: 'Near Banex Plaza',
          town: 'Wuse II',
          lga: 'Abuja Municipal',
          state: 'Federal Capital Territory',
          lat: 9.0765,
          lng: 7.4695,
        },
        radiusKm: 15,
      },
      availability: workWeek('09:00', '17:00', { from: '10:00', to: '14:00' }),
      identity: { nin: '70123456790' },
    },
    photoColour: '#1d4ed8',
    papers: [
      { kind: 'id-document', title: 'National ID card' },
      tradeTest('Ibrahim Abdullahi', 'Auto-Electrical Work', 2016),
    ],
    references: [
      {
        name: 'Usman Bello',
        phone: '8051230011',
        email: 'usman.bello@example.com',
        relationship: 'employer',
        yearsKnown: 5,
        answeredAfterDays: 1,
        comment: 'Worked in my shop at Garki for five years.',
      },
      {
        name: 'Hauwa Sani',
        phone: '8051230012',
        email: 'hauwa.sani@example.com',
        relationship: 'customer',
        yearsKnown: 3,
        answeredAfterDays: 1,
      },
    ],
    // IBRAHIM ABDULLAHI at Jaiz Bank.
    payout: { bankCode: '301', accountNumber: '7226241093' },
    startedDaysAgo: 6,
    steps: [{ name: 'submit', daysAgo: 2, time: '19:30' }],
  },
  {
    email: 'funmilayo.adebayo@demo.fleetcare.ng',
    firstName: 'Funmilayo',
    lastName: 'Adebayo',
    existingAccount: false,
    info: {
      personal: {
        phone: { dialCode: '+234', number: '8030000012' },
        dateOfBirth: '1990-07-21',
        bio: 'Air-conditioning and diagnostics for cars and buses around Ikeja and Maryland.',
      },
      skills: {
        trades: ['ac-technician', 'diagnostics'],
        services: ['air-conditioning', 'diagnostics'],
        yearsExperience: 6,
      },
      languages: [
        { code: 'yoruba', level: 'native' },
        { code: 'english', level: 'fluent' },
        { code: 'pidgin', level: 'conversational' },
      ],
      serviceArea: {
        address: {
          line: '4 Mobolaji Bank Anthony Way',
          landmark: 'Beside the Maryland flyover',
          town: 'Maryland',
          lga: 'Ikeja',
          state: 'Lagos',
          lat: 6.5717,
          lng: 3.3669,
        },
        radiusKm: 12,
      },
      availability: workWeek('08:30', '17:30'),
      identity: { nin: '70123456791' },
    },
    photoColour: '#9d174d',
    papers: [
      { kind: 'id-document', title: 'National ID card' },
      {
        kind: 'certificate',
        title: 'Refrigeration and air-conditioning certificate',
        lines: [
          'Lagos State Technical and Vocational Education Board',
          'Funmilayo Adebayo completed Refrigeration and Air-Conditioning Practice in 2018.',
          '',
          'FleetCare demo specimen - not a real document.',
        ],
      },
    ],
    references: [
      {
        name: 'Kunle Bamidele',
        phone: '8051230021',
        email: 'kunle.bamidele@example.com',
        relationship: 'trainer',
        yearsKnown: 8,
        answeredAfterDays: 2,
        comment: 'My best apprentice; she now trains others.',
      },
      {
        name: 'Tope Akande',
        phone: '8051230022',
        email: 'tope.akande@example.com',
        relationship: 'colleague',
        yearsKnown: 3,
      },
    ],
    // FUNMILAYO ADEBAYO at Access Bank.
    payout: { bankCode: '044', accountNumber: '2145670318' },
    startedDaysAgo: 9,
    steps: [
      { name: 'submit', daysAgo: 4, time: '08:45' },
      { name: 'start-review', daysAgo: 1, time: '11:20' },
    ],
  },
  {
    email: 'obinna.nwosu@demo.fleetcare.ng',
    firstName: 'Obinna',
    lastName: 'Nwosu',
    existingAccount: false,
    info: {
      personal: {
        phone: { dialCode: '+234', number: '8030000013' },
        dateOfBirth: '1984-11-30',
        bio: 'Panel beating and spraying in Port Harcourt; fleet buses and pick-ups welcome.',
      },
      skills: {
        trades: ['panel-beater', 'painter'],
        services: ['general-servicing', 'suspension-and-steering'],
        yearsExperience: 15,
      },
      languages: [
        { code: 'igbo', level: 'native' },
        { code: 'english', level: 'fluent' },
        { code: 'pidgin', level: 'fluent' },
      ],
      serviceArea: {
        address: {
          line: '22 Ikwerre Road',
          landmark: 'Close to Mile 1 market',
          town: 'Port Harcourt',
          lga: 'Port Harcourt',
          state: 'Rivers',
          lat: 4.7936,
          lng: 7.0067,
        },
        radiusKm: 25,
      },
      availability: workWeek('07:30', '17:00', { from: '08:00', to: '13:00' }),
      identity: { nin: '70123456792' },
    },
    photoColour: '#b45309',
    papers: [
      { kind: 'id-document', title: 'National ID card' },
      tradeTest('Obinna Nwosu', 'Panel Beating and Spraying', 2010),
    ],
    references: [
      {
        name: 'Ifeanyi Okafor',
        phone: '8051230031',
        email: 'ifeanyi.okafor@example.com',
        relationship: 'employer',
        yearsKnown: 10,
        answeredAfterDays: 1,
      },
      {
        name: 'Blessing Amadi',
        phone: '8051230032',
        email: 'blessing.amadi@example.com',
        relationship: 'customer',
        yearsKnown: 6,
        answeredAfterDays: 3,
        comment: 'He rebuilt two of our buses after accidents.',
      },
    ],
    // OBINNA NWOSU at First Bank of Nigeria.
    payout: { bankCode: '011', accountNumber: '6312455702' },
    startedDaysAgo: 80,
    steps: [
      { name: 'submit', daysAgo: 78, time: '21:10' },
      { name: 'start-review', daysAgo: 77, time: '09:30' },
      { name: 'approve', daysAgo: 76, time: '16:05' },
    ],
    later: {
      daysAgo: 1,
      time: '18:40',
      info: {
        skills: {
          trades: ['panel-beater', 'painter', 'cng-conversion'],
          services: ['general-servicing', 'suspension-and-steering'],
          yearsExperience: 15,
        },
      },
    },
    onDuty: true,
  },
];

const addDaysTo = (instant: Date, days: number) => new Date(instant.getTime() + days * 86_400_000);
const addMinutesTo = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/** A link token's hash for a reference whose answer the story already has: no link with it was ever sent. */
const unsentTokenHash = () => createHash('sha256').update(randomToken()).digest('hex');

async function accountOf(deps: AppDeps, story: DemoTechnician): Promise<UserRow | undefined> {
  const existing = await findAccountByEmail(deps, story.email);
  if (existing || story.existingAccount) return existing && !existing.erasedAt ? existing : undefined;
  return createAccountWithoutPassword(deps, {
    email: story.email,
    firstName: story.firstName,
    lastName: story.lastName,
    roles: ['customer', 'technician'],
  });
}

async function paperFile(story: DemoTechnician, paper: DemoPaper): Promise<{ bytes: Buffer; originalName: string }> {
  if (!paper.lines) {
    const nin = story.info.identity?.nin ?? '';
    return { bytes: await idCardPng(`${story.firstName} ${story.lastName}`, nin), originalName: 'id-card.png' };
  }
  return { bytes: certificatePdf(paper.title, paper.lines), originalName: 'certificate.pdf' };
}

/** One technician's story, step by step at its moments. */
async function tellStory(deps: AppDeps, story: DemoTechnician, admin: UserRow | undefined): Promise<void> {
  const account = await accountOf(deps, story);
  if (!account || (await findProfile(deps.db, account.id))) return;
  const today = lagosToday(deps.now());
  const moment = (daysAgo: number, time: string) => lagosInstant(addDays(today, -daysAgo), time);

  const started = moment(story.startedDaysAgo, '19:00');
  const input = await updateTechnicianInfoSchema.validate(
    { ...story.info, personal: { ...story.info.personal, firstName: story.firstName, lastName: story.lastName } },
    { stripUnknown: true },
  );
  await updateTechnicianInfo(at(deps, started), account, input, DEMO_META);
  // The photo with the personal details; a photo the account has already is kept.
  if (!account.avatarKey) {
    const initials = `${story.firstName.charAt(0)}${story.lastName.charAt(0)}`;
    await uploadAvatar(
      at(deps, addMinutesTo(started, 2)),
      account.id,
      await initialsPortraitPng(initials, story.photoColour),
    );
  }
  for (const [index, paper] of story.papers.entries()) {
    const uploaded = addMinutesTo(started, (index + 1) * 5);
    await uploadTechnicianCredential(
      at(deps, uploaded),
      account.id,
      { kind: paper.kind, title: paper.title },
      await paperFile(story, paper),
    );
  }
  const given = addMinutesTo(started, 30);
  for (const reference of story.references) {
    const answeredAt =
      reference.answeredAfterDays === undefined
        ? null
        : new Date(given.getTime() + reference.answeredAfterDays * 86_400_000);
    await insertReference(deps.db, {
      userId: account.id,
      name: reference.name,
      phoneDialCode: '+234',
      phoneNumber: reference.phone,
      email: reference.email,
      relationship: reference.relationship,
      yearsKnown: reference.yearsKnown,
      tokenHash: unsentTokenHash(),
      expiresAt: addDaysTo(given, 14),
      answer: answeredAt ? 'confirmed' : null,
      comment: answeredAt ? (reference.comment ?? null) : null,
      answeredAt,
      sentAt: given,
      createdAt: given,
    });
  }
  // The payout account, through the wallet; an account the person has already is enough.
  if ((await countPayoutBankAccounts(deps, account.id)) === 0) {
    await addBankAccount(at(deps, addMinutesTo(started, 40)), account.id, story.payout);
  }

  let status: TechnicianStatus = 'incomplete';
  for (const step of story.steps) {
    const when = moment(step.daysAgo, step.time);
    if (step.name === 'submit') {
      // The applicant's own submit, refused as in the app while anything is missing at that moment.
      status = (await submitTechnicianApplication(at(deps, when), account.id)).status;
      continue;
    }
    const message = step.message ?? null;
    const result = await transitionApplication(deps.db, at(deps, when), {
      userId: account.id,
      name: step.name,
      actor: 'admin',
      message,
      adminId: admin?.id ?? null,
      now: when,
    });
    status = result.after;
    if (step.name === 'approve') await addAccountRole(deps.db, account.id, 'technician');
    // The applicant hears of it as from the admin panel.
    await notifyApplicationChange(at(deps, when), account.id, result.notice, message);
  }
  if (status === 'approved' && story.onDuty) {
    await updateTechnicianInfo(
      at(deps, moment(story.steps.at(-1)?.daysAgo ?? 0, '17:00')),
      account,
      { onDuty: true },
      DEMO_META,
    );
  }
  if (story.later) {
    const when = moment(story.later.daysAgo, story.later.time);
    await updateTechnicianInfo(at(deps, when), account, story.later.info, DEMO_META);
  }
}

/**
 * The app's services working inside the step's transaction: besides the database, the adapters that write through
 * a handle of their own get one on the transaction (PGlite has one connection: a write beside the open transaction
 * would wait for it forever; on PostgreSQL it would outlive a step that fails). E-mail and SMS to the story's
 * made-up people stay in the outbox, never delivered; the sandbox gateway records its transfer recipients in the
 * transaction too.
 */
function servicesInStep(deps: AppDeps, tx: Db): AppDeps {
  const { config, logger } = deps;
  return {
    ...deps,
    db: tx,
    mailer: createMailer({ db: tx, logger, from: config.email.from }),
    sms: createSmsSender({ db: tx, logger }),
    payments: createSandboxGateway({
      db: tx,
      secret: deps.keys.sandboxGateway,
      publicUrl: config.publicUrl,
      webhookUrl: config.payments.webhookUrl,
      now: deps.now,
      logger,
    }),
  };
}

/**
 * More technicians' stories told in another module's demo step (in its transaction `tx`), as this step tells its
 * own: the maintenance step has the Lagos mechanics made (demo-lagos-technicians.ts) before their jobs. Only on the
 * sandbox gateway, whose account numbers their payout accounts are; false when left out.
 */
export async function tellDemoTechnicianStories(
  deps: AppDeps,
  tx: Db,
  stories: readonly DemoTechnician[],
): Promise<boolean> {
  if (!isSandboxGateway(deps.payments)) return false;
  const inStep = servicesInStep(deps, tx);
  const admin = await findAccountByEmail(inStep, DEMO_EMAILS.admin);
  for (const story of stories) await tellStory(inStep, story, admin);
  return true;
}

/**
 * The seed step (demo data only). A story whose account already has a technician profile of its own is left
 * alone; the applicants' accounts are made when missing. The payout accounts are the sandbox gateway's: with
 * another gateway the step leaves the technicians out (and says so in the log).
 */
export function demoTechniciansSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-technicians',
    demo: true,
    async run(tx) {
      if (!isSandboxGateway(deps.payments)) {
        deps.logger.warn(
          { gateway: deps.payments.name },
          'demo technicians left out: their payout accounts resolve only on the sandbox gateway',
        );
        return;
      }
      const inStep = servicesInStep(deps, tx);
      const admin = await findAccountByEmail(inStep, DEMO_EMAILS.admin);
      for (const story of demoTechnicians) await tellStory(inStep, story, admin);
    },
  };
}
