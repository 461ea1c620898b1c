import { commissionOf, vehicleLabel, type CancellationRule } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { settleHoldInTransaction } from '../../ledger/index.ts';
import { bookedQuotationTotal } from './job-money.repository.ts';
import { findVehicleLabelParts } from './job-records.repository.ts';
import { cancelPendingSurcharges, surchargesToSettle, updateJob, type JobRow } from './job.repository.ts';

/*
 * Settling a job: its escrow (the booking's hold and one hold per paid surcharge) goes back to the customer and to
 * the technician as a decision says: a refund of some kobo, the rest released less the commission fixed when it was
 * booked. The refund comes out of the surcharges first, newest first, and then the booking: a kept call-out fee is
 * part of the booking. The commission is counted once on everything released and shared out over the holds in
 * proportion to what each releases. Each hold settles once (the ledger keys every step by the hold); the job records the totals, and any
 * surcharge still waiting lapses. Run it under the job's lock, in the transaction that changes its status.
 */

export interface JobHold {
  purposeKey: string;
  amount: number;
}

/** One hold's part of a settlement. */
export interface HoldSettlement extends JobHold {
  refund: number;
  commission: number;
}

export interface JobSettlementPlan {
  held: number;
  refund: number;
  released: number;
  commission: number;
  holds: HoldSettlement[];
}

/**
 * Splits a refund of `refund` kobo (clamped to what is held) and the commission on the rest across the holds, which
 * come in the order the refund takes from them. The commission is counted once on everything released (so it never
 * depends on how many holds there are) and shared out in proportion to what each hold releases, rounded down, the
 * few kobo left over going to the first holds with room: each hold's payout reads as its own amount less the rate.
 * Pure: the model tests check every kobo lands once.
 */
export function planSettlement(holds: readonly JobHold[], refund: number, commissionBps: number): JobSettlementPlan {
  const held = holds.reduce((sum, hold) => sum + hold.amount, 0);
  const refundTotal = Math.min(Math.max(refund, 0), held);
  const released = held - refundTotal;
  const commission = commissionOf(released, commissionBps);
  let refundLeft = refundTotal;
  const parts = holds.map((hold) => {
    const holdRefund = Math.min(refundLeft, hold.amount);
    refundLeft -= holdRefund;
    const holdRelease = hold.amount - holdRefund;
    return { ...hold, refund: holdRefund, commission: Math.floor((holdRelease * commissionBps) / 10_000) };
  });
  let commissionLeft = commission - parts.reduce((sum, part) => sum + part.commission, 0);
  for (const part of parts) {
    const room = part.amount - part.refund - part.commission;
    const more = Math.min(room, commissionLeft);
    part.commission += more;
    commissionLeft -= more;
  }
  return { held, refund: refundTotal, released, commission, holds: parts };
}

/**
 * The job's holds in the order a refund takes from them (paid surcharges newest first, then the booking), and
 * how many of its surcharges still wait for the customer.
 */
export async function holdsOfJob(tx: Db, job: JobRow): Promise<{ holds: JobHold[]; pendingSurcharges: number }> {
  if (!job.bookingHoldKey || !job.bookedQuotationId) throw new Error(`job ${job.id} has no booking hold`);
  const [quotation, surcharges] = await Promise.all([
    bookedQuotationTotal(tx, job.bookedQuotationId),
    surchargesToSettle(tx, job.id),
  ]);
  if (!quotation) throw new Error(`job ${job.id} has no booked quotation`);
  const holds = [
    ...surcharges.paid.reverse().map((surcharge) => ({ purposeKey: surcharge.holdKey, amount: surcharge.total })),
    { purposeKey: job.bookingHoldKey, amount: quotation.total },
  ];
  return { holds, pendingSurcharges: surcharges.pending };
}

/** How a job's money reads in the wallets: "Maintenance of 2019 Toyota Corolla", its surcharges' likewise. */
export async function jobTitles(db: Db, job: Pick<JobRow, 'vehicleId'>): Promise<{ job: string; surcharge: string }> {
  const vehicle = await findVehicleLabelParts(db, job.vehicleId);
  const of = vehicle
    ? ` of ${vehicleLabel({
        fullVIN: vehicle.vin,
        category: vehicle.category,
        vehicleBrand: vehicle.brand,
        vehicleModel: vehicle.model,
        vehicleYear: vehicle.year,
      })}`
    : '';
  return { job: `Maintenance${of}`, surcharge: `Surcharge on the maintenance${of}` };
}

export interface SettledJob {
  job: JobRow;
  plan: JobSettlementPlan;
  touchedUserIds: string[];
}

/**
 * Settles the locked job with a refund of `refund` kobo (the rest released to its technician less the commission)
 * and writes the totals and `changes` (its new status and times) on the job. The caller has checked the transition.
 */
export async function settleJobInTransaction(
  deps: AppDeps,
  tx: Db,
  job: JobRow,
  refund: number,
  changes: Partial<JobRow> & { cancelRule?: CancellationRule | null },
): Promise<SettledJob> {
  if (!job.technicianId || job.commissionBps === null) throw new Error(`job ${job.id} has no technician or rate`);
  const { holds, pendingSurcharges } = await holdsOfJob(tx, job);
  const plan = planSettlement(holds, refund, job.commissionBps);
  const titles = await jobTitles(tx, job);
  const touched = new Set<string>();
  for (const hold of plan.holds) {
    const settled = await settleHoldInTransaction(deps, tx, {
      purposeKey: hold.purposeKey,
      refund: hold.refund,
      payeeId: job.technicianId,
      commission: hold.commission,
      description: hold.purposeKey === job.bookingHoldKey ? titles.job : titles.surcharge,
    });
    settled.touchedUserIds.forEach((id) => touched.add(id));
  }
  const now = deps.now();
  // Surcharges change only under the job's lock, held here: none waiting means none to lapse.
  if (pendingSurcharges > 0) await cancelPendingSurcharges(tx, job.id, now);
  const updated = await updateJob(tx, job.id, {
    ...changes,
    settledAt: now,
    refundedAmount: plan.refund,
    releasedAmount: plan.released,
    commissionAmount: plan.commission,
    rescheduleDate: null,
    rescheduleWindow: null,
    rescheduleBy: null,
    rescheduleAt: null,
    updatedAt: now,
  });
  return { job: updated, plan, touchedUserIds: [...touched] };
}
