import type { Page } from '../http/envelope.ts';
import { defineApi, returns, schema } from '../http/api.ts';
import type { JobDto } from './maintenance-request.dto.ts';
import type { maintenanceIdParamsSchema } from './maintenance-request.schemas.ts';
import type { myJobsQuerySchema } from './jobs.schemas.ts';

/**
 * The technician's side of maintenance requests: the jobs they were asked to quote for. A job shows the area and the
 * distance, never the street, the landmark or the customer, until this technician is booked. Only technicians call
 * these (403 NOT_A_TECHNICIAN otherwise); a request the technician was never asked about is 404.
 */
export const jobsApi = defineApi({
  /** The technician's job offers, newest offer first, by state (available, quoted, booked, all). */
  getMyJobs: {
    method: 'GET',
    path: '/maintenances/get-my-jobs',
    query: schema<typeof myJobsQuerySchema>(),
    response: returns<Page<JobDto>>(),
  },
  /** One job, as its notification page shows it. */
  getJob: {
    method: 'GET',
    path: '/maintenances/get-job/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    response: returns<JobDto>(),
  },
  /**
   * The technician will not quote. Final: a second decline is 409 JOB_ALREADY_DECLINED; a booked, expired or canceled
   * request 409 JOB_NOT_AVAILABLE; a live quotation must be withdrawn first (409 QUOTATION_STATUS_CONFLICT, detail
   * "submitted").
   */
  declineJob: {
    method: 'POST',
    path: '/maintenances/decline-job/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    response: returns<JobDto>(),
  },
});
