export { jobsRouter } from './jobs.router.ts';
/** The request's process, for the quotations module: a quotation moves its request (open ⇄ quoted). */
export { checkTransition as checkRequestTransition } from '../request-machine.ts';
