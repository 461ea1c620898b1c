import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankCandidates, type RankableCandidate } from './ranking.ts';

const candidate = (technicianId: string, distanceKm: number, rating: number | null, openJobs: number) => ({
  technicianId,
  distanceKm,
  rating,
  openJobs,
});
const ids = (candidates: RankableCandidate[]) => candidates.map((row) => row.technicianId);

describe('rankCandidates', () => {
  it('puts the nearest first, whatever their rating or open jobs', () => {
    const ranked = rankCandidates([
      candidate('far-top-rated-idle', 9.5, 5, 0),
      candidate('near-unrated-busy', 2.1, null, 4),
      candidate('middle', 4.8, 3.5, 1),
    ]);
    expect(ids(ranked)).toEqual(['near-unrated-busy', 'middle', 'far-top-rated-idle']);
  });

  it('at the same distance, puts the better rated first and the unrated after every rated one', () => {
    const ranked = rankCandidates([
      candidate('unrated', 3, null, 0),
      candidate('rated-3', 3, 3, 0),
      candidate('rated-4.5', 3, 4.5, 2),
      candidate('rated-0', 3, 0, 0),
    ]);
    expect(ids(ranked)).toEqual(['rated-4.5', 'rated-3', 'rated-0', 'unrated']);
  });

  it('at the same distance and rating, puts the one with fewer open jobs first', () => {
    const ranked = rankCandidates([
      candidate('two-jobs', 1.5, null, 2),
      candidate('no-jobs', 1.5, null, 0),
      candidate('one-job', 1.5, null, 1),
    ]);
    expect(ids(ranked)).toEqual(['no-jobs', 'one-job', 'two-jobs']);
  });

  it('when everything else ties, orders by user id (as PostgreSQL orders uuids)', () => {
    const ranked = rankCandidates([
      candidate('b3c1e2a0-0000-4000-8000-000000000000', 1, 4, 0),
      candidate('0f9d8c7b-0000-4000-8000-000000000000', 1, 4, 0),
      candidate('b3c1e2a0-0000-4000-8000-00000000000a', 1, 4, 0),
    ]);
    expect(ids(ranked)).toEqual([
      '0f9d8c7b-0000-4000-8000-000000000000',
      'b3c1e2a0-0000-4000-8000-000000000000',
      'b3c1e2a0-0000-4000-8000-00000000000a',
    ]);
  });

  it('leaves its input as it was', () => {
    const input = [candidate('b', 2, null, 0), candidate('a', 1, null, 0)];
    rankCandidates(input);
    expect(ids(input)).toEqual(['b', 'a']);
  });

  it('gives the same order whatever order the candidates came in', () => {
    const candidates = fc.uniqueArray(
      fc.record({
        technicianId: fc.uuid(),
        // Few distinct values, so ties on every key happen.
        distanceKm: fc.constantFrom(0.5, 1.25, 7),
        rating: fc.constantFrom(null, 3, 4.5),
        openJobs: fc.nat({ max: 2 }),
      }),
      { selector: (row) => row.technicianId, maxLength: 30 },
    );
    fc.assert(
      fc.property(
        candidates.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length }))),
        ([rows, shuffled]) => {
          expect(rankCandidates(shuffled)).toEqual(rankCandidates(rows));
        },
      ),
    );
  });
});
