import { EARTH_RADIUS_KM, type LatLng } from '@fleetcare/shared';

/** A latitude and longitude range, in degrees (inclusive). */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const DEGREES = 180 / Math.PI;
/** About 0.1 m: a point exactly `km` away stays inside although the box and the distance round differently. */
const PAD_DEGREES = 1e-6;

/**
 * The smallest latitude/longitude box holding every point within `km` (great-circle, on the sphere of
 * EARTH_RADIUS_KM) of `center`: an index-friendly prefilter before the exact haversine distance.
 *
 * Latitude: `km` is an angle of km / R radians along a meridian (km / 111.195 degrees with R = 6371 km; the often
 * quoted km / 111.32 is the equator's degree on the WGS84 ellipsoid and would cut off points up to 0.1 % short of
 * `km` on this sphere). Longitude: the widest point is not on the center's parallel but nearer the pole, where a
 * degree is shorter, so the half-width is asin(sin(km / R) / cos(lat)) rather than (km / R) / cos(lat). When the
 * circle reaches a pole the box takes every longitude; a box crossing the antimeridian takes every longitude too
 * (Nigeria is nowhere near it).
 */
export function boundingBox(center: LatLng, km: number): BoundingBox {
  const angle = km / EARTH_RADIUS_KM;
  const minLat = center.lat - angle * DEGREES - PAD_DEGREES;
  const maxLat = center.lat + angle * DEGREES + PAD_DEGREES;
  const cosLat = Math.cos(center.lat / DEGREES);
  const ratio = Math.sin(angle) / cosLat;
  if (minLat <= -90 || maxLat >= 90 || !(ratio < 1)) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: -180, maxLng: 180 };
  }
  const halfWidth = Math.asin(ratio) * DEGREES + PAD_DEGREES;
  const minLng = center.lng - halfWidth;
  const maxLng = center.lng + halfWidth;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}
