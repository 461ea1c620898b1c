import type { VehicleCategory } from './vehicle.constants.ts';
import type { VehicleLabelFields } from './vehicle.dto.ts';

/** English names of the categories (the client passes its translated names through `categoryName`). */
export const vehicleCategoryNames: Record<VehicleCategory, string> = {
  car: 'Car',
  suv: 'SUV',
  pickup: 'Pickup',
  van: 'Van',
  bus: 'Bus',
  truck: 'Truck',
  motorcycle: 'Motorcycle',
  tricycle: 'Tricycle',
  other: 'Other',
};

export interface VehicleLabelOptions {
  /**
   * short (default): "2019 Toyota Corolla" — lists, notifications, titles.
   * long: "2019 Toyota Corolla · Car · VIN …1234" — where two similar vehicles must be told apart.
   */
  form?: 'short' | 'long';
  /** The category's display name (translated on the client); English by default. */
  categoryName?: (category: VehicleCategory) => string;
  /** The word before the VIN's last characters in the long form ("VIN" by default). */
  vinWord?: string;
  /** What names a vehicle of the category "other" with neither make nor model ("Vehicle" by default). */
  vehicleWord?: string;
}

/** How many of the VIN's last characters the long label shows (enough to tell a fleet's vehicles apart). */
export const VIN_TAIL_LENGTH = 4;

/**
 * The vehicle label, built from fullVIN, category, vehicleBrand, vehicleModel and vehicleYear:
 * the ONE place a vehicle is named, on the server (notifications, CSV) and in the client alike. Empty parts are
 * left out; a vehicle with neither brand nor model is named by its category ("2015 Tricycle"), or, in the category
 * "other", by the plain word ("2015 Vehicle").
 */
export function vehicleLabel(fields: VehicleLabelFields, options: VehicleLabelOptions = {}): string {
  const categoryName = (options.categoryName ?? ((category) => vehicleCategoryNames[category]))(fields.category);
  const makeAndModel = [fields.vehicleBrand.trim(), fields.vehicleModel.trim()].filter(Boolean).join(' ');
  const year = Number.isInteger(fields.vehicleYear) && fields.vehicleYear > 0 ? String(fields.vehicleYear) : '';
  const unnamed = fields.category === 'other' ? (options.vehicleWord ?? 'Vehicle') : categoryName;
  const short = [year, makeAndModel || unnamed].filter(Boolean).join(' ');
  if (options.form !== 'long') return short;
  const parts = [short];
  if (makeAndModel) parts.push(categoryName);
  const vin = fields.fullVIN?.trim();
  if (vin) parts.push(`${options.vinWord ?? 'VIN'} …${vin.slice(-VIN_TAIL_LENGTH)}`);
  return parts.join(' · ');
}
