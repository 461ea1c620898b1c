import {
  routineCheckItems,
  vehicleLabel,
  type DueState,
  type RoutineCheckItem,
  type VehicleLabelFields,
} from '@fleetcare/shared';

/** The language of a notification: the recipient's. */
export type MessageLocale = 'en' | 'nb';

type CatalogueItem = Exclude<RoutineCheckItem, 'custom'>;

/** Item names for server-written messages (the client has its own catalogue for screens). */
const itemNames: Record<CatalogueItem, Record<MessageLocale, string>> = {
  'engine-oil': { en: 'engine oil', nb: 'motorolje' },
  'oil-filter': { en: 'oil filter', nb: 'oljefilter' },
  'air-filter': { en: 'air filter', nb: 'luftfilter' },
  'cabin-filter': { en: 'cabin filter', nb: 'kupéfilter' },
  'fuel-filter': { en: 'fuel filter', nb: 'drivstoffilter' },
  'brake-pads': { en: 'brake pads', nb: 'bremseklosser' },
  'brake-fluid': { en: 'brake fluid', nb: 'bremsevæske' },
  coolant: { en: 'coolant', nb: 'kjølevæske' },
  tyres: { en: 'tyres and pressure', nb: 'dekk og dekktrykk' },
  'tyre-rotation': { en: 'tyre rotation', nb: 'dekkrotasjon' },
  battery: { en: 'battery', nb: 'batteri' },
  lights: { en: 'lights', nb: 'lys' },
  wipers: { en: 'wipers', nb: 'vindusviskere' },
  'timing-belt': { en: 'timing belt', nb: 'registerreim' },
  'drive-chain': { en: 'drive chain', nb: 'drivkjede' },
  'transmission-fluid': { en: 'transmission fluid', nb: 'girolje' },
  'spark-plugs': { en: 'spark plugs', nb: 'tennplugger' },
  'wheel-alignment': { en: 'wheel alignment', nb: 'hjulstilling' },
  'air-conditioning': { en: 'air conditioning', nb: 'klimaanlegg' },
  'fire-extinguisher': { en: 'fire extinguisher', nb: 'brannslukker' },
};

const texts = {
  'due-soon': { en: 'due soon', nb: 'forfaller snart' },
  overdue: { en: 'overdue', nb: 'forfalt' },
  digest: {
    'due-soon': {
      en: (n: number) => `${n} vehicles have routine checks due soon`,
      nb: (n: number) => `${n} kjøretøy har kontroller som forfaller snart`,
    },
    overdue: {
      en: (n: number) => `${n} vehicles have overdue routine checks`,
      nb: (n: number) => `${n} kjøretøy har forfalte kontroller`,
    },
  },
  and: { en: 'and', nb: 'og' },
  more: { en: (n: number) => `${n} more`, nb: (n: number) => `${n} til` },
} as const;

/** How many items a message names before "and N more". */
const ITEMS_NAMED = 6;

export interface DueItem {
  item: string;
  customName: string;
}

function isCatalogueItem(item: string): item is CatalogueItem {
  return item !== 'custom' && (routineCheckItems as readonly string[]).includes(item);
}

export function itemName(entry: DueItem, locale: MessageLocale): string {
  if (isCatalogueItem(entry.item)) return itemNames[entry.item][locale];
  return entry.customName ? `“${entry.customName}”` : entry.item;
}

function joinNames(names: string[], locale: MessageLocale): string {
  const named = names.slice(0, ITEMS_NAMED);
  const rest = names.length - named.length;
  if (rest > 0) named.push(texts.more[locale](rest));
  if (named.length === 1) return named[0] ?? '';
  return `${named.slice(0, -1).join(', ')} ${texts.and[locale]} ${named[named.length - 1] ?? ''}`;
}

const catalogueOrder = (entry: DueItem) => {
  const index = (routineCheckItems as readonly string[]).indexOf(entry.item);
  return index === -1 ? routineCheckItems.length : index;
};

/**
 * "2019 Toyota Corolla (LAG123XY) — due soon: engine oil and brake pads." The vehicle is named by the one label
 * helper, with its plate so a fleet's similar vehicles are told apart.
 */
export function dueItemsMessage(
  vehicle: VehicleLabelFields & { plateNumber: string },
  state: Exclude<DueState, 'ok'>,
  items: DueItem[],
  locale: MessageLocale,
): string {
  const names = [...items]
    .sort((a, b) => catalogueOrder(a) - catalogueOrder(b) || a.customName.localeCompare(b.customName))
    .map((entry) => itemName(entry, locale));
  return `${vehicleLabel(vehicle)} (${vehicle.plateNumber}) — ${texts[state][locale]}: ${joinNames(names, locale)}.`;
}

/** How many vehicles a digest names before "and N more". */
const VEHICLES_NAMED = 5;

export interface VehicleDueItems {
  vehicle: VehicleLabelFields & { plateNumber: string };
  items: DueItem[];
}

/**
 * One notice for many vehicles (a fleet whose items fall due on the same day): "12 vehicles have overdue routine
 * checks: 2019 Toyota Corolla (LAG123XY): engine oil; 2018 Honda Accord (ABJ9KL): lights and wipers; and 10 more."
 */
export function dueDigestMessage(
  state: Exclude<DueState, 'ok'>,
  vehicles: VehicleDueItems[],
  locale: MessageLocale,
): string {
  const named = vehicles.slice(0, VEHICLES_NAMED).map(({ vehicle, items }) => {
    const names = [...items]
      .sort((a, b) => catalogueOrder(a) - catalogueOrder(b) || a.customName.localeCompare(b.customName))
      .map((entry) => itemName(entry, locale));
    return `${vehicleLabel(vehicle)} (${vehicle.plateNumber}): ${joinNames(names, locale)}`;
  });
  const rest = vehicles.length - named.length;
  const list = rest > 0 ? `${named.join('; ')}; ${texts.and[locale]} ${texts.more[locale](rest)}` : named.join('; ');
  return `${texts.digest[state][locale](vehicles.length)}: ${list}.`;
}
