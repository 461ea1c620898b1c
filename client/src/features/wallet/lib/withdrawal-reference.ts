import { newRequestId } from '../../../lib/request-id.ts';

/**
 * One withdrawal attempt's reference. The server moves money once per reference, so the reference is made when an
 * attempt starts and kept while the same attempt is sent again (a double tap, a retry after a lost answer or a
 * wrong code); a different account or amount is a new attempt with a new reference.
 */
export interface WithdrawalAttempt {
  bankAccountId: string;
  amount: number;
  reference: string;
}

/** The attempt to send: the current one when it is for the same account and amount, else a new one. */
export function attemptFor(
  current: WithdrawalAttempt | undefined,
  bankAccountId: string,
  amount: number,
  makeReference: () => string = newRequestId,
): WithdrawalAttempt {
  if (current && current.bankAccountId === bankAccountId && current.amount === amount) return current;
  return { bankAccountId, amount, reference: makeReference() };
}
