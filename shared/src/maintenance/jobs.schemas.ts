import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';

/**
 * Which of a technician's jobs get-my-jobs lists: available (asked, not declined, the request still takes
 * quotations), quoted (the technician's quotation is live), booked (the customer booked this technician), or all.
 */
export const jobStates = ['available', 'quoted', 'booked', 'all'] as const;
export type JobState = (typeof jobStates)[number];

/** How many jobs get-my-jobs answers a page when `limit` is not given. */
export const JOBS_PAGE_LIMIT = 20;

/** GET /maintenances/get-my-jobs: the technician's job offers, newest offer first, paged, by state. */
export const myJobsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(JOBS_PAGE_LIMIT),
  state: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
    .oneOf(jobStates, v.maintenanceStatusInvalid)
    .default('all'),
});
export type MyJobsQuery = yup.InferType<typeof myJobsQuerySchema>;
