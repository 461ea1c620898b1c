/** The quotation screens' addresses: the spare-part screens' own (../paths.ts), from the shared screens table. */
export {
  createQuotationPath,
  customerRequestPath,
  customerRequestsPath,
  invitationsPath,
  invitedRequestPath,
  requestQuotationsPath,
  submittedQuotationsPath,
} from '../paths.ts';
