import { currentJobStates } from './modules/maintenance/index.ts';
import type { JobStateSource } from './modules/notifications/index.ts';

/**
 * Where the jobs of job notifications stand now: maintenance requests offered to technicians. Wired here so the
 * notifications module imports no module that offers jobs.
 */
export const jobStates: JobStateSource = currentJobStates;
