import type { Db } from '../../db/client.ts';

/** Where a job offered to a technician stands now (the fields a job notification shows). */
export interface JobState {
  /** The technician quoted for it. */
  accepted: boolean;
  /** The technician declined it. */
  declined: boolean;
  /** It still takes quotations (not booked, expired or canceled). */
  isJobStillAvailable: boolean;
}

/** A job offer: a request offered to a technician. */
export interface JobOffer {
  technicianId: string;
  requestId: string;
}

/**
 * The current state of some job offers, by jobStateKey; an offer the source does not know keeps what its
 * notification stored. Wired in server/src/job-states.ts, so this module imports no module that offers jobs.
 */
export type JobStateSource = (
  deps: { db: Db; now: () => Date },
  offers: readonly JobOffer[],
) => Promise<ReadonlyMap<string, JobState>>;

export const jobStateKey = ({ technicianId, requestId }: JobOffer) => `${technicianId}:${requestId}`;
