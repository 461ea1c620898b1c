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
