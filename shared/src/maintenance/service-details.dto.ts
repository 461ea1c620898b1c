export const vehicleClasses = ['car', 'suv', 'bus', 'truck'] as const;
export type VehicleClass = (typeof vehicleClasses)[number];

export interface ServiceDetailsDto {
  _id: string;
  slug: string;
  kind: 'maintenance' | 'inspection' | 'parts' | 'roadside';
  name: string;
  summary: string;
  includes: string[];
  /** Typical labour price per vehicle class, in kobo. */
  priceRanges: { vehicleClass: VehicleClass; minKobo: number; maxKobo: number }[];
  durationMinutes: { min: number; max: number };
}
