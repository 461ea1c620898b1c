import * as yup from 'yup';
import { labourLineSchema, partSchema } from '../quotations/quotation.schemas.ts';
import { QUOTATION_LIMITS } from '../quotations/quotation.constants.ts';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';
import { JOB_RULES, disputeResolutions, rescheduleAnswers } from './job.constants.ts';
import { maintenanceTimeWindowNames } from './maintenance-request.constants.ts';
import { maintenanceIdField, payForMaintenanceSchema } from './maintenance-request.schemas.ts';
import { isCalendarDate } from '../dates/calendar.ts';

/** Request schemas of the job after booking: reschedules, disputes, surcharges, earnings, an admin's decisions. */

const reasonField = (required: string) =>
  yup.string().trim().required(required).max(JOB_RULES.reasonMax, v.reasonTooLong);

/** propose-reschedule: a new day and time window; the other side accepts or declines. */
export const proposeRescheduleSchema = yup.object({
  preferredDate: yup
    .string()
    .trim()
    .required(v.preferredDateRequired)
    .test('calendar-date', v.calendarDateInvalid, (value) => value === undefined || isCalendarDate(value)),
  timeWindow: yup.string().required(v.timeWindowInvalid).oneOf(maintenanceTimeWindowNames, v.timeWindowInvalid),
});
export type ProposeRescheduleInput = yup.InferType<typeof proposeRescheduleSchema>;

/** answer-reschedule: the other side's answer to the proposal. */
export const answerRescheduleSchema = yup.object({
  answer: yup.string().required(v.rescheduleAnswerInvalid).oneOf(rescheduleAnswers, v.rescheduleAnswerInvalid),
});
export type AnswerRescheduleInput = yup.InferType<typeof answerRescheduleSchema>;

/** raise-dispute (multipart): what is wrong with the work; photos ride along as files. */
export const raiseDisputeSchema = yup.object({
  reason: reasonField(v.disputeReasonRequired).min(10, v.disputeReasonTooShort),
});
export type RaiseDisputeInput = yup.InferType<typeof raiseDisputeSchema>;

/** create-surcharge: why, and the extra labour and parts, priced like a quotation (labour may be empty). */
export const createSurchargeSchema = yup
  .object({
    maintenanceId: maintenanceIdField(),
    reason: reasonField(v.surchargeReasonRequired),
    labour: yup.array(labourLineSchema.required()).max(QUOTATION_LIMITS.partsMax, v.partsTooMany).default([]),
    parts: yup.array(partSchema.required()).max(QUOTATION_LIMITS.partsMax, v.partsTooMany).default([]),
    /** How many photos will follow (upload-surcharge-photo): the customer is told once they are all in. */
    photos: wholeNumber(v.surchargePhotosInvalid)
      .min(0, v.surchargePhotosInvalid)
      .max(JOB_RULES.photosMax, v.surchargePhotosInvalid)
      .default(0),
  })
  .test('has-items', v.surchargeItemsRequired, (body) => body.labour.length + body.parts.length > 0);
export type CreateSurchargeInput = yup.InferType<typeof createSurchargeSchema>;

/** pay-surcharge: into the same job's escrow from the wallet, a saved card (`savedCardId`) or a new card. */
export const paySurchargeSchema = payForMaintenanceSchema.pick(['method', 'savedCardId']).shape({
  surchargeId: yup.string().trim().required(v.surchargeInvalid).uuid(v.surchargeInvalid),
});
export type PaySurchargeInput = yup.InferType<typeof paySurchargeSchema>;

/** `:id` of the surcharge calls. */
export const surchargeIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.surchargeInvalid).uuid(v.surchargeInvalid),
});

/** `:maintenanceId` of get-maintenance-surcharges. */
export const surchargeMaintenanceParamsSchema = yup.object({ maintenanceId: maintenanceIdField() });

/** decline-surcharge: the customer may say why. */
export const declineSurchargeSchema = yup.object({
  reason: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .trim()
    .max(JOB_RULES.reasonMax, v.reasonTooLong)
    .default(null),
});
export type DeclineSurchargeInput = yup.InferType<typeof declineSurchargeSchema>;

/** GET /maintenances/get-my-earnings: the technician's settled jobs, newest first, paged. */
export const myEarningsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(20),
});
export type MyEarningsQuery = yup.InferType<typeof myEarningsQuerySchema>;

/** An admin's resolution of a dispute: the refund for a partial one (kobo, within what is held), and a note. */
export const resolveDisputeSchema = yup.object({
  resolution: yup.string().required(v.disputeResolutionInvalid).oneOf(disputeResolutions, v.disputeResolutionInvalid),
  refund: wholeNumber(v.refundAmountInvalid).min(0, v.refundAmountInvalid).default(0),
  note: reasonField(v.resolutionNoteRequired),
});
export type ResolveDisputeInput = yup.InferType<typeof resolveDisputeSchema>;

/** An admin's cancellation of a booked job: why, and how much of what is held goes back (kobo). */
export const adminCancelJobSchema = yup.object({
  reason: reasonField(v.reasonRequired),
  refund: wholeNumber(v.refundAmountInvalid).required(v.refundAmountInvalid).min(0, v.refundAmountInvalid),
});
export type AdminCancelJobInput = yup.InferType<typeof adminCancelJobSchema>;
