import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type LatLng } from '@fleetcare/shared';

/** Great-circle distance in km from `point` to each row's lat/lng: the haversine formula of distanceKm(), in SQL. */
export function haversineKm(point: LatLng, lat: SQLWrapper, lng: SQLWrapper): SQL<number> {
  const lat0 = sql`${point.lat}::double precision`;
  const lng0 = sql`${point.lng}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${lat0}) / 2), 2)
    + cos(radians(${lat0})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${lng0}) / 2), 2)))))`;
}
