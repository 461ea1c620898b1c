import type { FuelType, VehicleCategory } from './vehicle.constants.ts';

/** The routine-check items the product knows; the client translates each key. "custom" is a named item of the user. */
export const routineCheckItems = [
  'engine-oil',
  'oil-filter',
  'air-filter',
  'cabin-filter',
  'fuel-filter',
  'brake-pads',
  'brake-fluid',
  'coolant',
  'tyres',
  'tyre-rotation',
  'battery',
  'lights',
  'wipers',
  'timing-belt',
  'drive-chain',
  'transmission-fluid',
  'spark-plugs',
  'wheel-alignment',
  'air-conditioning',
  'fire-extinguisher',
  'custom',
] as const;
export type RoutineCheckItem = (typeof routineCheckItems)[number];

export interface ScheduleDefault {
  item: Exclude<RoutineCheckItem, 'custom'>;
  intervalDays: number | null;
  intervalKm: number | null;
}

const combustion: FuelType[] = ['petrol', 'diesel', 'cng', 'lpg', 'hybrid'];
const sparkIgnition: FuelType[] = ['petrol', 'cng', 'lpg', 'hybrid'];

interface CatalogueRow extends ScheduleDefault {
  /** Only for these fuels (all when absent). */
  fuels?: FuelType[];
  /** Only for these categories (all when absent). */
  categories?: VehicleCategory[];
  /** Not for these categories. */
  notFor?: VehicleCategory[];
}

const twoOrThreeWheels: VehicleCategory[] = ['motorcycle', 'tricycle'];
const heavy: VehicleCategory[] = ['bus', 'truck'];

/**
 * The default set per vehicle (add-all-vehicle-routine-check-schedules): intervals for Nigerian conditions (heat,
 * dust, stop-and-go traffic: the "severe service" column of most manuals). Heavy vehicles change oil sooner.
 */
const catalogue: CatalogueRow[] = [
  { item: 'engine-oil', intervalDays: 180, intervalKm: 5000, fuels: combustion, notFor: heavy },
  { item: 'engine-oil', intervalDays: 90, intervalKm: 10000, fuels: combustion, categories: heavy },
  {
    item: 'oil-filter',
    intervalDays: 180,
    intervalKm: 5000,
    fuels: combustion,
    notFor: [...heavy, ...twoOrThreeWheels],
  },
  { item: 'oil-filter', intervalDays: 90, intervalKm: 10000, fuels: combustion, categories: heavy },
  { item: 'air-filter', intervalDays: 365, intervalKm: 10000, fuels: combustion },
  { item: 'cabin-filter', intervalDays: 365, intervalKm: 15000, notFor: twoOrThreeWheels },
  { item: 'fuel-filter', intervalDays: 365, intervalKm: 20000, fuels: ['diesel'] },
  { item: 'brake-pads', intervalDays: 365, intervalKm: 20000 },
  { item: 'brake-fluid', intervalDays: 730, intervalKm: null },
  { item: 'coolant', intervalDays: 730, intervalKm: 40000, notFor: twoOrThreeWheels },
  { item: 'tyres', intervalDays: 30, intervalKm: null },
  { item: 'tyre-rotation', intervalDays: 180, intervalKm: 10000, notFor: twoOrThreeWheels },
  { item: 'battery', intervalDays: 90, intervalKm: null },
  { item: 'lights', intervalDays: 30, intervalKm: null },
  { item: 'wipers', intervalDays: 180, intervalKm: null, notFor: twoOrThreeWheels },
  { item: 'timing-belt', intervalDays: 1825, intervalKm: 90000, fuels: combustion, notFor: twoOrThreeWheels },
  { item: 'drive-chain', intervalDays: 30, intervalKm: 1000, categories: twoOrThreeWheels },
  { item: 'transmission-fluid', intervalDays: 730, intervalKm: 40000, notFor: twoOrThreeWheels },
  { item: 'spark-plugs', intervalDays: 730, intervalKm: 30000, fuels: sparkIgnition },
  { item: 'wheel-alignment', intervalDays: 365, intervalKm: 10000, notFor: twoOrThreeWheels },
  { item: 'air-conditioning', intervalDays: 365, intervalKm: null, notFor: twoOrThreeWheels },
  { item: 'fire-extinguisher', intervalDays: 365, intervalKm: null, categories: ['bus', 'truck', 'van', 'tricycle'] },
];

/** The default routine checks for a vehicle of this category and fuel: one row per item. */
export function defaultSchedulesFor(category: VehicleCategory, fuel: FuelType): ScheduleDefault[] {
  const seen = new Set<string>();
  const rows: ScheduleDefault[] = [];
  for (const row of catalogue) {
    if (row.fuels && !row.fuels.includes(fuel)) continue;
    if (row.categories && !row.categories.includes(category)) continue;
    if (row.notFor?.includes(category)) continue;
    if (seen.has(row.item)) continue;
    seen.add(row.item);
    rows.push({ item: row.item, intervalDays: row.intervalDays, intervalKm: row.intervalKm });
  }
  return rows;
}
