import { describe, expect, it } from 'vitest';
import type { ServiceDetailsDto } from '@fleetcare/shared';
import { typicalPriceRange } from './price-estimate.ts';

const service = (slug: string, ranges: ServiceDetailsDto['priceRanges']): ServiceDetailsDto => ({
  _id: slug,
  slug,
  kind: 'maintenance',
  name: slug,
  summary: '',
  includes: [],
  priceRanges: ranges,
  durationMinutes: { min: 30, max: 60 },
});

const catalogue = [
  service('oil-change', [
    { vehicleClass: 'car', minKobo: 1000, maxKobo: 2000 },
    { vehicleClass: 'bus', minKobo: 3000, maxKobo: 5000 },
  ]),
  service('brake-repair', [
    { vehicleClass: 'car', minKobo: 4000, maxKobo: 9000 },
    { vehicleClass: 'bus', minKobo: 6000, maxKobo: 12000 },
  ]),
];

describe('the typical price of the chosen services', () => {
  it('adds up the lowest and the highest prices of the class that fits the vehicle', () => {
    expect(typicalPriceRange(catalogue, ['oil-change', 'brake-repair'], 'car')).toEqual({
      minKobo: 5000,
      maxKobo: 11000,
    });
    // A van is priced as a bus.
    expect(typicalPriceRange(catalogue, ['oil-change', 'brake-repair'], 'van')).toEqual({
      minKobo: 9000,
      maxKobo: 17000,
    });
  });

  it('when no class fits the vehicle, or a service has no price for it, then it depends (null)', () => {
    expect(typicalPriceRange(catalogue, ['oil-change'], 'motorcycle')).toBeNull();
    expect(typicalPriceRange(catalogue, ['oil-change'], 'truck')).toBeNull();
    expect(typicalPriceRange(catalogue, [], 'car')).toBeNull();
  });
});
