import type { HoldDto } from '@fleetcare/shared';
import type { EscrowHoldRow } from './escrow.repository.ts';

export function toHoldDto(row: Pick<EscrowHoldRow, 'id' | 'amount' | 'promoAmount' | 'currency' | 'status'>): HoldDto {
  return {
    _id: row.id,
    amount: row.amount,
    promotional: row.promoAmount,
    currency: row.currency,
    status: row.status,
  };
}
