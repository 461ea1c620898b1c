import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOf } from '@fleetcare/shared';
import { planSettlement } from './settlement.ts';

const holds = fc.array(fc.record({ purposeKey: fc.uuid(), amount: fc.integer({ min: 1, max: 50_000_000_00 }) }), {
  minLength: 1,
  maxLength: 6,
});

describe('planSettlement', () => {
  it('refunds the surcharges first, then the booking, and keeps a call-out fee on the booking', () => {
    const plan = planSettlement(
      [
        { purposeKey: 'surcharge:b', amount: 4_000_00 },
        { purposeKey: 'surcharge:a', amount: 6_000_00 },
        { purposeKey: 'booking', amount: 30_000_00 },
      ],
      35_000_00,
      1500,
    );
    expect(plan.holds.map((hold) => hold.refund)).toEqual([4_000_00, 6_000_00, 25_000_00]);
    expect(plan).toMatchObject({ held: 40_000_00, refund: 35_000_00, released: 5_000_00, commission: 750_00 });
    expect(plan.holds.map((hold) => hold.commission)).toEqual([0, 0, 750_00]);
  });

  it('shares the commission in proportion to what each hold releases', () => {
    const plan = planSettlement(
      [
        { purposeKey: 'surcharge', amount: 14_666_66 },
        { purposeKey: 'booking', amount: 39_500_00 },
      ],
      0,
      1500,
    );
    expect(plan.commission).toBe(commissionOf(54_166_66, 1500));
    expect(plan.holds.map((hold) => hold.commission)).toEqual([2_200_00, 5_925_00]);
  });

  it('for any holds, refund and rate: every kobo lands once, the commission is counted once on what is released, and no hold pays more than it releases', () => {
    fc.assert(
      fc.property(
        holds,
        fc.integer({ min: -10, max: 300_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        (held, refund, bps) => {
          const plan = planSettlement(held, refund, bps);
          const total = held.reduce((sum, hold) => sum + hold.amount, 0);
          expect(plan.held).toBe(total);
          expect(plan.refund).toBe(Math.min(Math.max(refund, 0), total));
          expect(plan.released).toBe(total - plan.refund);
          expect(plan.commission).toBe(commissionOf(plan.released, bps));
          expect(plan.holds.reduce((sum, hold) => sum + hold.refund, 0)).toBe(plan.refund);
          expect(plan.holds.reduce((sum, hold) => sum + hold.commission, 0)).toBe(plan.commission);
          for (const hold of plan.holds) {
            expect(hold.refund).toBeGreaterThanOrEqual(0);
            expect(hold.commission).toBeGreaterThanOrEqual(0);
            expect(hold.refund + hold.commission).toBeLessThanOrEqual(hold.amount);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
