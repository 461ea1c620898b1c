import { distanceKm, type LatLng } from '@fleetcare/shared';

/**
 * Points bucketed in cells of CELL_DEGREES, so the nearest point to a position is found among the cells around
 * it instead of among all of them.
 */
const CELL_DEGREES = 0.25;
const KM_PER_DEGREE_LAT = 111.2;

export interface PointGrid<T extends LatLng> {
  /** The nearest point within `maxKm`, or null when there is none. */
  nearest(point: LatLng, maxKm: number): { item: T; km: number } | null;
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const cellKey = (row: number, column: number) => `${row}:${column}`;

export function buildGrid<T extends LatLng>(items: readonly T[]): PointGrid<T> {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const key = cellKey(cellOf(item.lat), cellOf(item.lng));
    const cell = cells.get(key);
    if (cell) cell.push(item);
    else cells.set(key, [item]);
  }
  return {
    nearest(point, maxKm) {
      // Cells to look at: every cell the circle of maxKm around the point touches (a bounding box of it).
      const latSpan = maxKm / KM_PER_DEGREE_LAT;
      const cosLat = Math.max(0.01, Math.cos((Math.min(89, Math.abs(point.lat) + latSpan) * Math.PI) / 180));
      const lngSpan = Math.min(180, latSpan / cosLat);
      let best: { item: T; km: number } | null = null;
      for (let row = cellOf(point.lat - latSpan); row <= cellOf(point.lat + latSpan); row += 1) {
        for (let column = cellOf(point.lng - lngSpan); column <= cellOf(point.lng + lngSpan); column += 1) {
          const cell = cells.get(cellKey(row, column));
          if (!cell) continue;
          for (const item of cell) {
            const km = distanceKm(point, item);
            if (km <= maxKm && (!best || km < best.km)) best = { item, km };
          }
        }
      }
      return best;
    },
  };
}
