export {
  canTransition,
  checkTransition,
  quotationTransitionNames,
  quotationTransitions,
  type QuotationActor,
  type QuotationTransition,
  type QuotationTransitionName,
} from './quotation-machine.ts';
export { quotationsRouter } from './quotations.router.ts';
/** A technician's quotation through its rules (the maintenance module's demo step sends some). */
export { createOrUpdateQuotation } from './quotations.service.ts';
