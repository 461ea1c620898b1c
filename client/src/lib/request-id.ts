import { randomUuid } from '@fleetcare/shared';

/**
 * A random id for one submission (clientRequestId): the server records a submission once per id, so a double tap
 * or a retry after a lost answer does not record it twice. A version 4 UUID, also outside a secure context.
 */
export function newRequestId(): string {
  return randomUuid();
}
