import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM } from './distance.ts';

describe('haversine distance', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 6.5244, lng: 3.3792 }, { lat: 6.5244, lng: 3.3792 })).toBe(0);
  });

  it('measures Lagos to Abuja at about 526 km', () => {
    const lagos = { lat: 6.5244, lng: 3.3792 };
    const abuja = { lat: 9.0765, lng: 7.3986 };
    expect(distanceKm(lagos, abuja)).toBeCloseTo(525.6, 0);
    expect(distanceKm(abuja, lagos)).toBeCloseTo(distanceKm(lagos, abuja), 9);
  });

  it('measures a quarter of the equator as a quarter of the circumference', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 2, 6);
  });
});
