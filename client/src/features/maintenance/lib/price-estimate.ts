import type { ServiceDetailsDto, VehicleCategory, VehicleClass } from '@fleetcare/shared';

/** The catalogue's price class that fits a vehicle's category, or null when prices depend on the vehicle. */
export function priceClassOf(category: VehicleCategory): VehicleClass | null {
  switch (category) {
    case 'car':
      return 'car';
    case 'suv':
      return 'suv';
    case 'bus':
    case 'van':
      return 'bus';
    case 'truck':
      return 'truck';
    default:
      return null;
  }
}

/**
 * The typical labour price of the chosen services for a vehicle's category: the sums of their lowest and highest
 * prices for its class (kobo), or null when the class or a service's price for it is unknown.
 */
export function typicalPriceRange(
  catalogue: readonly ServiceDetailsDto[],
  chosen: readonly string[],
  category: VehicleCategory,
): { minKobo: number; maxKobo: number } | null {
  const vehicleClass = priceClassOf(category);
  if (!vehicleClass || chosen.length === 0) return null;
  let minKobo = 0;
  let maxKobo = 0;
  for (const slug of chosen) {
    const range = catalogue
      .find((service) => service.slug === slug)
      ?.priceRanges.find((price) => price.vehicleClass === vehicleClass);
    if (!range) return null;
    minKobo += range.minKobo;
    maxKobo += range.maxKobo;
  }
  return { minKobo, maxKobo };
}
