import type { TechnicianTrade } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { tellDemoTechnicianStories, type DemoTechnician } from './demo-technicians.ts';

const workWeek = (from: string, to: string, saturday?: { from: string; to: string }) => ({
  days: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, from, to })),
    ...(saturday ? [{ day: 'sat' as const, ...saturday }] : []),
  ],
});

/** The services every Lagos mechanic of the story offers: the demo maintenance requests ask for these. */
const everyday = ['general-servicing', 'brake-repair', 'diagnostics', 'battery-and-electrical'];

interface LagosMechanic {
  firstName: string;
  lastName: string;
  phone: string;
  nin: string;
  dateOfBirth: string;
  bio: string;
  town: string;
  lga: string;
  line: string;
  landmark: string;
  lat: number;
  lng: number;
  radiusKm: number;
  extraServices: string[];
  trades: TechnicianTrade[];
  colour: string;
  /** A sandbox account number that resolves to the mechanic's own name (sandbox-names.ts). */
  payout: { bankCode: string; accountNumber: string };
  approvedDaysAgo: number;
}

function story(m: LagosMechanic): DemoTechnician {
  const holder = `${m.firstName} ${m.lastName}`;
  return {
    email: `${m.firstName}.${m.lastName}@demo.fleetcare.ng`.toLowerCase(),
    firstName: m.firstName,
    lastName: m.lastName,
    existingAccount: false,
    info: {
      personal: { phone: { dialCode: '+234', number: m.phone }, dateOfBirth: m.dateOfBirth, bio: m.bio },
      skills: { trades: m.trades, services: [...everyday, ...m.extraServices], yearsExperience: 9 },
      languages: [
        { code: 'english', level: 'fluent' },
        { code: 'yoruba', level: 'native' },
        { code: 'pidgin', level: 'fluent' },
      ],
      serviceArea: {
        address: {
          line: m.line,
          landmark: m.landmark,
          town: m.town,
          lga: m.lga,
          state: 'Lagos',
          lat: m.lat,
          lng: m.lng,
        },
        radiusKm: m.radiusKm,
      },
      availability: workWeek('08:00', '18:00', { from: '09:00', to: '14:00' }),
      identity: { nin: m.nin },
    },
    photoColour: m.colour,
    papers: [
      { kind: 'id-document', title: 'National ID card' },
      {
        kind: 'trade-test',
        title: 'Trade test certificate: Motor Vehicle Mechanics Work',
        lines: [
          'Federal Ministry of Labour and Employment - Trade Testing',
          `This certifies that ${holder} passed the trade test in Motor Vehicle Mechanics Work, Grade I, in 2015.`,
          '',
          'FleetCare demo specimen - not a real document.',
        ],
      },
    ],
    references: [
      {
        name: 'Adewale Johnson',
        phone: `805${m.phone.slice(3, 6)}7001`,
        email: `ref1.${m.lastName.toLowerCase()}@example.com`,
        relationship: 'employer',
        yearsKnown: 6,
        answeredAfterDays: 1,
        comment: `${m.firstName} worked in our workshop for six years.`,
      },
      {
        name: 'Bisi Olatunji',
        phone: `805${m.phone.slice(3, 6)}7002`,
        email: `ref2.${m.lastName.toLowerCase()}@example.com`,
        relationship: 'customer',
        yearsKnown: 3,
        answeredAfterDays: 2,
      },
    ],
    payout: m.payout,
    startedDaysAgo: m.approvedDaysAgo + 5,
    steps: [
      { name: 'submit', daysAgo: m.approvedDaysAgo + 3, time: '19:40' },
      { name: 'start-review', daysAgo: m.approvedDaysAgo + 1, time: '10:15' },
      { name: 'approve', daysAgo: m.approvedDaysAgo, time: '15:30' },
    ],
    onDuty: true,
  };
}

/**
 * More approved, on-duty mechanics around Lagos (Yaba, Lekki, Surulere, Ikorodu), so a request near Ikeja is asked
 * of several and gets quotations from more than one. The maintenance module's demo step has them made.
 */
export const demoLagosTechnicians: DemoTechnician[] = [
  story({
    firstName: 'Chinedu',
    lastName: 'Okafor',
    phone: '8030000021',
    nin: '70123456801',
    dateOfBirth: '1988-04-12',
    bio: 'Servicing and brakes around Yaba and the mainland; I bring parts from Ladipo the same day.',
    town: 'Yaba',
    lga: 'Lagos Mainland',
    line: '12 Herbert Macaulay Way',
    landmark: 'Near the Yaba bus terminal',
    lat: 6.5095,
    lng: 3.3711,
    radiusKm: 20,
    extraServices: [],
    trades: ['general-mechanic'],
    colour: '#0f766e',
    // CHINEDU OKAFOR: the 2nd to 4th digits 000, the 5th and 6th 00.
    payout: { bankCode: '058', accountNumber: '3000004521' },
    approvedDaysAgo: 90,
  }),
  story({
    firstName: 'Segun',
    lastName: 'Balogun',
    phone: '8030000022',
    nin: '70123456802',
    dateOfBirth: '1985-10-03',
    bio: 'Lekki, Victoria Island and Ajah: diagnostics, electrical faults and air-conditioning for cars and SUVs.',
    town: 'Lekki',
    lga: 'Eti-Osa',
    line: '7 Admiralty Way',
    landmark: 'Opposite the Lekki Phase 1 gate',
    lat: 6.4474,
    lng: 3.4723,
    radiusKm: 30,
    extraServices: ['air-conditioning'],
    trades: ['diagnostics', 'auto-electrician', 'ac-technician'],
    colour: '#7c3aed',
    // SEGUN BALOGUN: 014 and 02.
    payout: { bankCode: '044', accountNumber: '4014026610' },
    approvedDaysAgo: 60,
  }),
  story({
    firstName: 'Folake',
    lastName: 'Adeyemi',
    phone: '8030000023',
    nin: '70123456803',
    dateOfBirth: '1991-01-27',
    bio: 'Surulere and Ojuelegba: servicing, brakes and suspension for fleets and families.',
    town: 'Surulere',
    lga: 'Surulere',
    line: '30 Adeniran Ogunsanya Street',
    landmark: 'Beside the shopping mall',
    lat: 6.4969,
    lng: 3.3553,
    radiusKm: 20,
    extraServices: ['suspension-and-steering'],
    trades: ['general-mechanic', 'diagnostics'],
    colour: '#be123c',
    // FOLAKE ADEYEMI: 017 and 01.
    payout: { bankCode: '011', accountNumber: '5017013302' },
    approvedDaysAgo: 45,
  }),
  story({
    firstName: 'Musa',
    lastName: 'Abubakar',
    phone: '8030000024',
    nin: '70123456804',
    dateOfBirth: '1983-06-18',
    bio: 'Ikorodu, Ketu and Mile 12: buses, pick-ups and cars; servicing, brakes and electrical work.',
    town: 'Ikorodu',
    lga: 'Ikorodu',
    line: '5 Lagos Road',
    landmark: 'Near Ikorodu garage',
    lat: 6.6194,
    lng: 3.5105,
    radiusKm: 30,
    extraServices: [],
    trades: ['general-mechanic', 'auto-electrician'],
    colour: '#a16207',
    // MUSA ABUBAKAR: 016 and 11.
    payout: { bankCode: '058', accountNumber: '6016114477' },
    approvedDaysAgo: 30,
  }),
];

/** Makes the Lagos mechanics in the caller's seed step (`tx`); false when the gateway is not the sandbox. */
export function addLagosDemoTechnicians(deps: AppDeps, tx: Db): Promise<boolean> {
  return tellDemoTechnicianStories(deps, tx, demoLagosTechnicians);
}
