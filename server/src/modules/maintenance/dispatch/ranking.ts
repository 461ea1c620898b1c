/**
 * How dispatch orders the technicians who qualify for a request: the nearest first; at the same distance the better
 * rated (a technician without a rating after every rated one); then the one with fewer open (booked) jobs; then the
 * user id, so the order never depends on how the rows happened to come back. `findDispatchCandidates` orders by the
 * same keys in SQL; this is that order in code, for tests and for reading.
 */
export interface RankableCandidate {
  technicianId: string;
  /** Great-circle (haversine) distance from the vehicle, km. */
  distanceKm: number;
  /** Average rating, higher is better; null when the technician has none yet. */
  rating: number | null;
  /** Requests booked with the technician and not yet done. */
  openJobs: number;
}

/** Negative when `a` comes first. */
export function compareCandidates(a: RankableCandidate, b: RankableCandidate): number {
  if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm;
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1;
    if (b.rating === null) return -1;
    return b.rating - a.rating;
  }
  if (a.openJobs !== b.openJobs) return a.openJobs - b.openJobs;
  // Lower-case uuids compare as PostgreSQL compares uuid values (byte by byte).
  if (a.technicianId === b.technicianId) return 0;
  return a.technicianId < b.technicianId ? -1 : 1;
}

/** The candidates in dispatch order (a new array; the input is left as it is). */
export function rankCandidates<T extends RankableCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(compareCandidates);
}
