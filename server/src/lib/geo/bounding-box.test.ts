import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, type LatLng } from '@fleetcare/shared';
import { boundingBox, type BoundingBox } from './bounding-box.ts';

const RADIANS = Math.PI / 180;

/** The point `km` from `from` on the great circle leaving it at `bearing` degrees (0 north, 90 east). */
function destination(from: LatLng, km: number, bearing: number): LatLng {
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = from.lat * RADIANS;
  const theta = bearing * RADIANS;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta));
  const lng2 =
    from.lng * RADIANS +
    Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / RADIANS, lng: lng2 / RADIANS };
}

const inside = (box: BoundingBox, point: LatLng) =>
  point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;

const lagos = { lat: 6.5244, lng: 3.3792 };

describe('boundingBox', () => {
  it('holds every point within the distance, in Nigeria and far from the equator', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -75, max: 75, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.5, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, lng, km, fraction, bearing) => {
          const center = { lat, lng };
          const point = destination(center, km * fraction, bearing);
          expect(distanceKm(center, point)).toBeLessThanOrEqual(km + 1e-9);
          expect(inside(boundingBox(center, km), point)).toBe(true);
        },
      ),
    );
  });

  it('when a point is just inside the distance due north or at the widest east, then it is inside the box', () => {
    const box = boundingBox(lagos, 50);
    expect(inside(box, destination(lagos, 49.999, 0))).toBe(true);
    expect(inside(box, destination(lagos, 49.999, 180))).toBe(true);
    // The widest longitude is reached on the great circle leaving a little north of east, not on the parallel.
    for (let bearing = 80; bearing <= 100; bearing += 0.5) {
      expect(inside(box, destination(lagos, 49.999, bearing))).toBe(true);
    }
  });

  it('is no wider than it needs: half a degree of latitude and longitude around Lagos for 50 km', () => {
    const box = boundingBox(lagos, 50);
    expect(box.maxLat - lagos.lat).toBeCloseTo(50 / ((2 * Math.PI * EARTH_RADIUS_KM) / 360), 5);
    expect(lagos.lat - box.minLat).toBeCloseTo(box.maxLat - lagos.lat, 9);
    expect(box.maxLng - lagos.lng).toBeCloseTo(0.4526, 3);
    expect(inside(box, destination(lagos, 50.1, 0))).toBe(false);
    expect(inside(box, destination(lagos, 50.1, 90))).toBe(false);
  });

  it('when the circle reaches a pole, then every longitude is in the box', () => {
    const box = boundingBox({ lat: 89.9, lng: 10 }, 50);
    expect(box).toEqual({ minLat: expect.closeTo(89.45, 2), maxLat: 90, minLng: -180, maxLng: 180 });
  });
});
