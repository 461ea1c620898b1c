import {
  formatPlate,
  routineCheckItems,
  vehicleLabel,
  type DueState,
  type RoutineCheckItem,
  type VehicleLabelFields,
} from '@fleetcare/shared';
import { t, type Locale } from '../../../lib/i18n.ts';

/** The language of a notification: the recipient's. */
export type MessageLocale = Locale;

type CatalogueItem = Exclude<RoutineCheckItem, 'custom'>;

/** How many items a message names before "and N more". */
const ITEMS_NAMED = 6;

export interface DueItem {
  item: string;
  customName: string;
}

function isCatalogueItem(item: string): item is CatalogueItem {
  return item !== 'custom' && (routineCheckItems as readonly string[]).includes(item);
}

/** A catalogue item by its name in the reader's language ("engine oil", "motorolje"); a custom one in quotes. */
export function itemName(entry: DueItem, locale: MessageLocale): string {
  if (isCatalogueItem(entry.item)) return t(locale, `notices:routineChecks.items.${entry.item}`);
  return entry.customName ? t(locale, 'notices:routineChecks.customItem', { name: entry.customName }) : entry.item;
}

/** "a, b and c", "a, b, …, f and 3 more". */
function joinNames(names: string[], locale: MessageLocale): string {
  const named = names.slice(0, ITEMS_NAMED);
  const rest = names.length - named.length;
  if (rest > 0) named.push(t(locale, 'notices:routineChecks.more', { rest }));
  if (named.length === 1) return named[0] ?? '';
  return `${named.slice(0, -1).join(', ')} ${t(locale, 'notices:routineChecks.and')} ${named[named.length - 1] ?? ''}`;
}

const catalogueOrder = (entry: DueItem) => {
  const index = (routineCheckItems as readonly string[]).indexOf(entry.item);
  return index === -1 ? routineCheckItems.length : index;
};

function itemList(items: DueItem[], locale: MessageLocale): string {
  const names = [...items]
    .sort((a, b) => catalogueOrder(a) - catalogueOrder(b) || a.customName.localeCompare(b.customName))
    .map((entry) => itemName(entry, locale));
  return joinNames(names, locale);
}

const vehicleName = (vehicle: VehicleLabelFields & { plateNumber: string }) =>
  `${vehicleLabel(vehicle)} (${formatPlate(vehicle.plateNumber)})`;

/**
 * "2019 Toyota Corolla (LAG 123 XY) — due soon: engine oil and brake pads." The vehicle is named by the one label
 * helper, with its plate so a fleet's similar vehicles are told apart.
 */
export function dueItemsMessage(
  vehicle: VehicleLabelFields & { plateNumber: string },
  state: Exclude<DueState, 'ok'>,
  items: DueItem[],
  locale: MessageLocale,
): string {
  return t(locale, 'notices:routineChecks.vehicleItems', {
    vehicle: vehicleName(vehicle),
    state: t(locale, `notices:routineChecks.states.${state}`),
    items: itemList(items, locale),
  });
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
  const named = vehicles.slice(0, VEHICLES_NAMED).map(({ vehicle, items }) =>
    t(locale, 'notices:routineChecks.digest.vehicle', {
      vehicle: vehicleName(vehicle),
      items: itemList(items, locale),
    }),
  );
  const rest = vehicles.length - named.length;
  const list =
    rest > 0
      ? `${named.join('; ')}; ${t(locale, 'notices:routineChecks.and')} ${t(locale, 'notices:routineChecks.more', { rest })}`
      : named.join('; ');
  return t(locale, `notices:routineChecks.digest.${state}`, { vehicles: vehicles.length, list });
}
