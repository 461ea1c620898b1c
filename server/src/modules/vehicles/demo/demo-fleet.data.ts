import type {
  CollaboratorRole,
  DocumentType,
  FuelType,
  RoutineCheckItem,
  Transmission,
  VehicleCategory,
} from '@fleetcare/shared';
import type { DemoRole } from '../../../db/demo-accounts.ts';

/*
 * The demo accounts' fleets, as a story told in days before the seeding day: when each vehicle joined FleetCare,
 * how far it drives, which routine checks were recorded and by whom, which items were let slip, its papers and
 * its OBD device. demo-fleet.plan.ts turns this into dated records; every date is relative to the day the
 * database is seeded (Lagos days), so a fresh demo always looks current.
 */

export type DueTarget = 'overdue' | 'due-soon';

/** A routine check done on the vehicle: the quick items (tyres, lights, battery, …) come out ok unless said. */
export interface DemoCheck {
  daysAgo: number;
  /** Lagos wall-clock time of the check. */
  time: string;
  by: DemoRole;
  notes?: string;
  /** Quick items found worn and replaced at this check. */
  replaced?: RoutineCheckItem[];
  /** Items looked at and found to need work (they stay due). */
  attention?: { item: RoutineCheckItem; notes: string }[];
}

export interface DemoDocument {
  type: DocumentType;
  number: string;
  /** Days from today to the expiry (negative: already expired), or 'this-month': a few days ahead, in this month. */
  expires: number | 'this-month';
}

export interface DemoVehicle {
  /** As people write it ("LAG 234 KJ"); stored normalised by the vehicle schema. */
  plate: string;
  vin?: string;
  category: VehicleCategory;
  brand: string;
  model: string;
  year: number;
  colour: string;
  fuel: FuelType;
  transmission: Transmission;
  engine?: string;
  notes?: string;
  /** Bought this many days before it was added to FleetCare. */
  boughtDaysBeforeAdded?: number;
  /** When it was added to FleetCare (its first reading), in days before today. */
  addedDaysAgo: number;
  /** The odometer when it was added. */
  startKm: number;
  /** About how far it goes on a working day. */
  dailyKm: number;
  /** An odometer reading is logged every this many days (a fleet's Monday-morning round). */
  readingEveryDays: number;
  /** Routine-check items let slip (the others are kept up: ok). */
  due?: Partial<Record<RoutineCheckItem, DueTarget>>;
  checks?: DemoCheck[];
  documents: DemoDocument[];
  /** An OBD device fitted this many days ago; with a trouble code it has been reporting for two days. */
  obd?: { fittedDaysAgo: number; troubleCode?: string };
  /** Shared with another demo account. */
  sharedWith?: { role: DemoRole; rights: CollaboratorRole; daysAfterAdded: number };
}

export interface DemoFleet {
  owner: DemoRole;
  vehicles: DemoVehicle[];
}

/** The items a routine walk-around looks at: they come out ok (done) unless the check says otherwise. */
export const QUICK_CHECK_ITEMS: RoutineCheckItem[] = ['tyres', 'lights', 'battery', 'wipers', 'drive-chain'];

const mechanic = { role: 'technician', rights: 'edit', daysAfterAdded: 3 } as const;

/**
 * Danfo Logistics Ltd: staff and cargo runs across Lagos. Most items are kept up; the old buses and the
 * ride-hailing Corolla have let a few slip, one paper has expired and one expires this month, and the managing
 * director's Camry reports a misfire.
 */
const danfoLogistics: DemoVehicle[] = [
  {
    plate: 'LAG 234 KJ',
    vin: 'JTFSS22P0G0153842',
    category: 'bus',
    brand: 'Toyota',
    model: 'HiAce',
    year: 2016,
    colour: 'White',
    fuel: 'diesel',
    transmission: 'manual',
    engine: '2.5 L 2KD-FTV',
    notes: 'Staff bus: Ikeja – Lekki, two runs a day.',
    boughtDaysBeforeAdded: 2900,
    addedDaysAgo: 214,
    startKm: 286_400,
    dailyKm: 150,
    readingEveryDays: 7,
    due: { 'engine-oil': 'overdue', 'oil-filter': 'overdue' },
    checks: [
      { daysAgo: 40, time: '08:40', by: 'business', replaced: ['battery'], notes: 'Battery would not hold a charge.' },
      {
        daysAgo: 5,
        time: '07:50',
        by: 'technician',
        notes: 'Weekly walk-around.',
        attention: [{ item: 'engine-oil', notes: 'Oil dark and below the minimum mark. Oil change booked.' }],
      },
    ],
    documents: [
      { type: 'insurance', number: 'LEADWAY/CV/0041187', expires: 143 },
      { type: 'vehicle-licence', number: 'LA-VL-0871342', expires: 251 },
      { type: 'roadworthiness', number: 'RW/LAG/556102', expires: 96 },
      { type: 'hackney-permit', number: 'HP/LAG/20315', expires: 178 },
    ],
    sharedWith: mechanic,
  },
  {
    plate: 'KJA 512 XB',
    category: 'bus',
    brand: 'Toyota',
    model: 'HiAce',
    year: 2018,
    colour: 'White',
    fuel: 'cng',
    transmission: 'manual',
    engine: '2.7 L 2TR-FE, CNG kit',
    boughtDaysBeforeAdded: 2000,
    addedDaysAgo: 209,
    startKm: 198_750,
    dailyKm: 165,
    readingEveryDays: 7,
    due: { 'tyre-rotation': 'due-soon' },
    checks: [{ daysAgo: 3, time: '08:05', by: 'technician' }],
    documents: [
      { type: 'insurance', number: 'AXA/MTR/118204', expires: 67 },
      { type: 'vehicle-licence', number: 'LA-VL-0871519', expires: 302 },
      { type: 'roadworthiness', number: 'RW/LAG/556377', expires: 211 },
      { type: 'hackney-permit', number: 'HP/LAG/20388', expires: 130 },
    ],
    sharedWith: mechanic,
  },
  {
    plate: 'LND 118 AA',
    category: 'bus',
    brand: 'Toyota',
    model: 'Hummer',
    year: 2004,
    colour: 'Yellow',
    fuel: 'petrol',
    transmission: 'manual',
    engine: '2.4 L 2RZ-E',
    notes: 'Cargo runs to Apapa and Idumota.',
    boughtDaysBeforeAdded: 4200,
    addedDaysAgo: 222,
    startKm: 412_300,
    dailyKm: 135,
    readingEveryDays: 7,
    due: { 'brake-pads': 'overdue' },
    checks: [
      {
        daysAgo: 9,
        time: '08:20',
        by: 'technician',
        attention: [{ item: 'brake-pads', notes: 'Front pads worn to about 2 mm: replace this week.' }],
      },
    ],
    documents: [
      { type: 'insurance', number: 'AIICO/MTP/0093315', expires: 189 },
      { type: 'vehicle-licence', number: 'LA-VL-0870021', expires: 45 },
      { type: 'roadworthiness', number: 'RW/LAG/554870', expires: 320 },
      { type: 'hackney-permit', number: 'HP/LAG/19876', expires: 88 },
    ],
    sharedWith: mechanic,
  },
  {
    plate: 'EKY 407 GH',
    category: 'bus',
    brand: 'Mazda',
    model: 'E2200',
    year: 2008,
    colour: 'Yellow',
    fuel: 'diesel',
    transmission: 'manual',
    engine: '2.2 L R2',
    boughtDaysBeforeAdded: 3600,
    addedDaysAgo: 218,
    startKm: 455_100,
    dailyKm: 120,
    readingEveryDays: 7,
    due: { battery: 'due-soon' },
    documents: [
      { type: 'insurance', number: 'CUSTODIAN/CV/0215570', expires: 112 },
      { type: 'vehicle-licence', number: 'LA-VL-0869954', expires: 233 },
      { type: 'roadworthiness', number: 'RW/LAG/548113', expires: -9 },
      { type: 'hackney-permit', number: 'HP/LAG/19702', expires: 61 },
    ],
  },
  {
    plate: 'APP 923 LM',
    vin: 'MR0HA3CD200417596',
    category: 'pickup',
    brand: 'Toyota',
    model: 'Hilux',
    year: 2020,
    colour: 'Silver',
    fuel: 'diesel',
    transmission: 'manual',
    engine: '2.4 L 2GD-FTV',
    boughtDaysBeforeAdded: 1700,
    addedDaysAgo: 205,
    startKm: 61_200,
    dailyKm: 95,
    readingEveryDays: 7,
    checks: [{ daysAgo: 6, time: '09:10', by: 'business' }],
    documents: [
      { type: 'insurance', number: 'LEADWAY/CV/0041652', expires: 274 },
      { type: 'vehicle-licence', number: 'LA-VL-0872230', expires: 158 },
      { type: 'roadworthiness', number: 'RW/LAG/557004', expires: 204 },
    ],
    obd: { fittedDaysAgo: 35 },
  },
  {
    plate: 'MUS 275 BC',
    category: 'pickup',
    brand: 'Toyota',
    model: 'Hilux',
    year: 2017,
    colour: 'White',
    fuel: 'diesel',
    transmission: 'manual',
    engine: '2.5 L 2KD-FTV',
    boughtDaysBeforeAdded: 2400,
    addedDaysAgo: 211,
    startKm: 142_800,
    dailyKm: 80,
    readingEveryDays: 7,
    due: { 'engine-oil': 'due-soon', 'oil-filter': 'due-soon' },
    documents: [
      { type: 'insurance', number: 'AXA/MTR/118655', expires: 51 },
      { type: 'vehicle-licence', number: 'LA-VL-0871788', expires: 190 },
      { type: 'roadworthiness', number: 'RW/LAG/556941', expires: 137 },
    ],
  },
  {
    plate: 'SMK 640 DK',
    vin: 'MNTVCUD40Z0172634',
    category: 'pickup',
    brand: 'Nissan',
    model: 'Navara',
    year: 2019,
    colour: 'Grey',
    fuel: 'diesel',
    transmission: 'automatic',
    engine: '2.5 L YD25DDTi',
    boughtDaysBeforeAdded: 1900,
    addedDaysAgo: 200,
    startKm: 88_400,
    dailyKm: 85,
    readingEveryDays: 7,
    documents: [
      { type: 'insurance', number: 'CORNERSTONE/MTR/0330418', expires: 'this-month' },
      { type: 'vehicle-licence', number: 'LA-VL-0872615', expires: 265 },
      { type: 'roadworthiness', number: 'RW/LAG/557390', expires: 99 },
    ],
  },
  {
    plate: 'KTU 381 FE',
    vin: '2T1BURHE0EC123456',
    category: 'car',
    brand: 'Toyota',
    model: 'Corolla',
    year: 2014,
    colour: 'Black',
    fuel: 'petrol',
    transmission: 'automatic',
    engine: '1.8 L 2ZR-FE',
    boughtDaysBeforeAdded: 2300,
    addedDaysAgo: 190,
    startKm: 118_300,
    dailyKm: 55,
    readingEveryDays: 7,
    due: { 'spark-plugs': 'due-soon' },
    documents: [
      { type: 'insurance', number: 'AIICO/PMI/0093871', expires: 310 },
      { type: 'vehicle-licence', number: 'LA-VL-0873102', expires: 72 },
    ],
  },
  {
    plate: 'LSR 716 HA',
    category: 'car',
    brand: 'Toyota',
    model: 'Corolla',
    year: 2012,
    colour: 'White',
    fuel: 'cng',
    transmission: 'automatic',
    engine: '1.8 L 2ZR-FE, CNG kit',
    notes: 'Ride-hailing car, driven in two shifts.',
    boughtDaysBeforeAdded: 1500,
    addedDaysAgo: 196,
    startKm: 231_900,
    dailyKm: 115,
    readingEveryDays: 7,
    due: { tyres: 'overdue', lights: 'overdue' },
    checks: [{ daysAgo: 38, time: '10:00', by: 'business' }],
    documents: [
      { type: 'insurance', number: 'LEADWAY/PMI/0042290', expires: 41 },
      { type: 'vehicle-licence', number: 'LA-VL-0872877', expires: 121 },
    ],
  },
  {
    plate: 'FST 552 JR',
    vin: '4T1BF1FK7HU281736',
    category: 'car',
    brand: 'Toyota',
    model: 'Camry',
    year: 2017,
    colour: 'Black',
    fuel: 'petrol',
    transmission: 'automatic',
    engine: '2.5 L 2AR-FE',
    notes: "Managing director's car.",
    boughtDaysBeforeAdded: 2100,
    addedDaysAgo: 225,
    startKm: 74_600,
    dailyKm: 48,
    readingEveryDays: 7,
    checks: [
      {
        daysAgo: 2,
        time: '10:40',
        by: 'business',
        notes: 'Check-engine light on and the engine shakes at idle. Diagnostic scan booked.',
      },
    ],
    documents: [
      { type: 'insurance', number: 'AXA/PMI/119020', expires: 228 },
      { type: 'vehicle-licence', number: 'LA-VL-0869730', expires: 176 },
    ],
    obd: { fittedDaysAgo: 40, troubleCode: 'P0300' },
  },
  {
    plate: 'AGL 809 TN',
    vin: '4T1BF3EK0AU534219',
    category: 'car',
    brand: 'Toyota',
    model: 'Camry',
    year: 2010,
    colour: 'Silver',
    fuel: 'petrol',
    transmission: 'automatic',
    engine: '2.4 L 2AZ-FE',
    boughtDaysBeforeAdded: 3000,
    addedDaysAgo: 203,
    startKm: 196_400,
    dailyKm: 60,
    readingEveryDays: 7,
    due: { 'air-conditioning': 'due-soon' },
    documents: [
      { type: 'insurance', number: 'CUSTODIAN/PMI/0216034', expires: 95 },
      { type: 'vehicle-licence', number: 'LA-VL-0872458', expires: 283 },
    ],
  },
  {
    plate: 'EPE 134 QP',
    category: 'bus',
    brand: 'Toyota',
    model: 'HiAce',
    year: 2020,
    colour: 'White',
    fuel: 'cng',
    transmission: 'manual',
    engine: '2.7 L 2TR-FE, CNG kit',
    boughtDaysBeforeAdded: 400,
    addedDaysAgo: 180,
    startKm: 41_900,
    dailyKm: 170,
    readingEveryDays: 7,
    checks: [{ daysAgo: 4, time: '07:45', by: 'technician' }],
    documents: [
      { type: 'insurance', number: 'AXA/MTR/118990', expires: 331 },
      { type: 'vehicle-licence', number: 'LA-VL-0873566', expires: 146 },
      { type: 'roadworthiness', number: 'RW/LAG/558021', expires: 259 },
      { type: 'hackney-permit', number: 'HP/LAG/20517', expires: 199 },
    ],
    sharedWith: mechanic,
  },
];

/** The demo accounts' fleets; the admin has none. */
export const demoFleets: DemoFleet[] = [
  { owner: 'business', vehicles: danfoLogistics },
  {
    owner: 'customer',
    vehicles: [
      {
        plate: 'LSD 482 CE',
        category: 'car',
        brand: 'Toyota',
        model: 'Corolla',
        year: 2015,
        colour: 'Silver',
        fuel: 'petrol',
        transmission: 'automatic',
        engine: '1.8 L 2ZR-FE',
        boughtDaysBeforeAdded: 1200,
        addedDaysAgo: 96,
        startKm: 102_300,
        dailyKm: 34,
        readingEveryDays: 14,
        documents: [{ type: 'insurance', number: 'CUSTODIAN/PMI/0217745', expires: 152 }],
      },
      {
        plate: 'EKY 219 AB',
        category: 'car',
        brand: 'Honda',
        model: 'Accord',
        year: 2011,
        colour: 'Dark blue',
        fuel: 'petrol',
        transmission: 'automatic',
        engine: '2.4 L K24Z',
        boughtDaysBeforeAdded: 2600,
        addedDaysAgo: 88,
        startKm: 143_900,
        dailyKm: 29,
        readingEveryDays: 14,
        due: { 'engine-oil': 'due-soon', 'oil-filter': 'due-soon' },
        documents: [{ type: 'vehicle-licence', number: 'LA-VL-0874019', expires: 20 }],
      },
    ],
  },
  {
    owner: 'technician',
    vehicles: [
      {
        plate: 'KTU 607 MB',
        category: 'motorcycle',
        brand: 'Bajaj',
        model: 'Boxer BM150',
        year: 2021,
        colour: 'Red',
        fuel: 'petrol',
        transmission: 'manual',
        notes: 'Gets me and my tools to jobs.',
        boughtDaysBeforeAdded: 700,
        addedDaysAgo: 63,
        startKm: 18_400,
        dailyKm: 46,
        readingEveryDays: 10,
        documents: [{ type: 'vehicle-licence', number: 'LA-VL-0874533', expires: 140 }],
      },
    ],
  },
  {
    owner: 'supplier',
    vehicles: [
      {
        plate: 'APP 388 SV',
        category: 'van',
        brand: 'Toyota',
        model: 'HiAce',
        year: 2013,
        colour: 'White',
        fuel: 'petrol',
        transmission: 'manual',
        engine: '2.7 L 2TR-FE',
        notes: 'Parts deliveries from Ladipo market.',
        boughtDaysBeforeAdded: 2000,
        addedDaysAgo: 71,
        startKm: 233_500,
        dailyKm: 88,
        readingEveryDays: 10,
        documents: [{ type: 'insurance', number: 'AIICO/CV/0094410', expires: 97 }],
      },
    ],
  },
];
