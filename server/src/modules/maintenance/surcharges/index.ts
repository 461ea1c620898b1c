export { surchargesRouter } from './surcharges.router.ts';
/** The payments module's settlement step for the purpose "surcharge" (wired in payment-settlement-steps.ts). */
export { paySurchargeByCard } from './surcharges.service.ts';
/** A job's surcharges as its customer or booked technician sees them (the job's receipt lists them). */
export { surchargeDtosOfJob } from './surcharges.service.ts';
