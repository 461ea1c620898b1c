import type { Page } from '../http/envelope.ts';
import type { QuotationLabourDto, QuotationPartDto, QuotationTotalsDto } from '../quotations/quotation.dto.ts';
import type {
  CancellationRefusal,
  CancellationRule,
  DisputeResolution,
  JobCancelActor,
  JobEventActor,
  JobEventKind,
  SurchargeStatus,
} from './job.constants.ts';
import type { MaintenanceMediaDto } from './maintenance-request.dto.ts';
import type { MaintenanceStatus, MaintenanceTimeWindow } from './maintenance-request.constants.ts';

/** One entry of a job's timeline, oldest first. */
export interface JobEventDto {
  kind: JobEventKind;
  actor: JobEventActor;
  /** ISO time. */
  at: string;
  /** The technician's estimate when they set off, in minutes (en-route only). */
  etaMinutes: number | null;
  /** A reason, a dispute's text or an admin's note, when the step has one. */
  note: string | null;
  /** Money the step moved or asked for (a refund, a surcharge), kobo; null when none. */
  amount: number | null;
}

/** A reschedule one side proposed and the other has not answered yet. */
export interface RescheduleProposalDto {
  preferredDate: string;
  timeWindow: MaintenanceTimeWindow;
  proposedBy: 'customer' | 'technician';
  proposedAt: string;
}

/** The customer's dispute of the work, and how an admin resolved it. */
export interface JobDisputeDto {
  reason: string;
  media: MaintenanceMediaDto[];
  raisedAt: string;
  resolution: DisputeResolution | null;
  /** The admin's note both sides see, once resolved. */
  resolutionNote: string | null;
  resolvedAt: string | null;
}

/** Where the job's escrow went once it was settled (completed, cancelled, resolved), kobo. */
export interface JobSettlementDto {
  /** Everything the customer paid into the job: the quotation and the paid surcharges. */
  paid: number;
  refunded: number;
  /** Released to the technician before the commission. */
  released: number;
  /** The platform's part of `released`: for the technician and admins; null in the customer's view. */
  commission: number | null;
  /** What the technician received: `released - commission`; null in the customer's view. */
  technicianEarnings: number | null;
  settledAt: string;
}

/** A booked job's progress, as both sides see it (null on a request never booked). */
export interface JobProgressDto {
  /** ISO times of each step, null until taken. */
  bookedAt: string;
  enRouteAt: string | null;
  arrivedAt: string | null;
  startedAt: string | null;
  workDoneAt: string | null;
  completedAt: string | null;
  /** The technician's estimate when they set off, minutes. */
  etaMinutes: number | null;
  /** When the appointment's window starts (ISO time). */
  windowStartsAt: string;
  /** Until when the customer may dispute, and when the job completes by itself: set once the work is done. */
  disputeUntil: string | null;
  autoCompletesAt: string | null;
  /** The quotation's total plus the paid surcharges, kobo: what escrow holds while the job is under way. */
  held: number;
  /** The platform's rate for this job, fixed when it was booked (basis points); null in the customer's view. */
  commissionBps: number | null;
  reschedule: RescheduleProposalDto | null;
  dispute: JobDisputeDto | null;
  /** Who cancelled the booked job and why, once cancelled. */
  cancellation: { by: JobCancelActor; reason: string | null; rule: CancellationRule } | null;
  settlement: JobSettlementDto | null;
  /** How many surcharges wait for the customer's answer. */
  pendingSurcharges: number;
  timeline: JobEventDto[];
}

/** What cancelling now would do, for the caller: asked before they confirm (get-cancellation-terms). */
export type CancellationTermsDto =
  | {
      allowed: true;
      rule: CancellationRule;
      /** Back to the customer's wallet, kobo. */
      refund: number;
      /** To the technician before the commission, kobo. */
      release: number;
      /** The technician gets a strike. */
      strike: boolean;
      status: MaintenanceStatus;
    }
  | { allowed: false; refusal: CancellationRefusal; status: MaintenanceStatus };

/** A surcharge: extra work or parts the technician found on the job, priced like a quotation. */
export interface SurchargeDto {
  _id: string;
  maintenanceId: string;
  status: SurchargeStatus;
  reason: string;
  labour: QuotationLabourDto[];
  parts: QuotationPartDto[];
  totals: QuotationTotalsDto;
  media: MaintenanceMediaDto[];
  /** The customer's reason when they declined it. */
  declineReason: string | null;
  createdAt: string;
  /** When it was paid, declined or withdrawn. */
  answeredAt: string | null;
}

/** What paying a surcharge answers: paid at once (wallet, saved card) or waiting for the checkout (new card). */
export interface SurchargePaymentDto {
  surcharge: SurchargeDto;
  status: 'paid' | 'awaiting-payment';
  /** The new card's checkout to send the browser to; null otherwise. */
  checkoutUrl: string | null;
}

/** One payment into the job, on its receipt. */
export interface OrderPaymentDto {
  for: 'booking' | 'surcharge';
  method: 'wallet' | 'card';
  amount: number;
  at: string;
}

/** A job's receipt (/dashboard/order-details/{orderId}), as the customer or the booked technician sees it. */
export interface OrderDetailsDto {
  orderId: string;
  status: MaintenanceStatus;
  vehicleLabel: string;
  services: { slug: string; name: string }[];
  customerName: string;
  technicianName: string;
  /** Where the work was done: the address line, town and state. */
  place: string;
  /** The IANA time zone of the place: the receipt's times are read on its clock ("Africa/Lagos"). */
  timeZone: string;
  bookedAt: string;
  quotation: {
    labour: QuotationLabourDto[];
    parts: QuotationPartDto[];
    totals: QuotationTotalsDto;
  };
  /** Every surcharge with its status (only paid ones are charged). */
  surcharges: SurchargeDto[];
  payments: OrderPaymentDto[];
  /** The quotation and the paid surcharges, kobo. */
  paid: number;
  settlement: JobSettlementDto | null;
  viewer: 'customer' | 'technician';
}

/** One settled job on the technician's earnings list. */
export interface EarningDto {
  maintenanceId: string;
  vehicleLabel: string;
  /** The town (or LGA) of the job. */
  area: string;
  status: MaintenanceStatus;
  released: number;
  commission: number;
  earned: number;
  settledAt: string;
}

/** The technician's earnings: totals, and the settled jobs newest first. */
export interface EarningsDto {
  /** Everything earned (released less commission), kobo. */
  totalEarned: number;
  /** Commission taken so far, kobo. */
  totalCommission: number;
  /** What jobs under way hold in escrow for this technician, before commission, kobo. */
  pending: number;
  jobsSettled: number;
  jobs: Page<EarningDto>;
}
