import type {
  InvitedSparePartRequestDto,
  SparePartRequestActor,
  SparePartRequestDto,
  UpdateSupplyStatusInput,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { publishBalances, refundHoldInTransaction, releaseHoldInTransaction } from '../../ledger/index.ts';
import { getInvitedRequest } from '../requests/invited-requests.service.ts';
import { checkSparePartTransition } from '../requests/request-machine.ts';
import { lockRequestOfCustomer, type SparePartRequestRow } from '../requests/spare-part-requests.repository.ts';
import { cancelSparePartRequest, requestDto, type SparePartCustomer } from '../requests/spare-part-requests.service.ts';
import { tellCanceledPaid, tellCompleted, tellSupplyStep } from './order-notices.ts';
import { orderTitle } from './order-title.ts';
import { orderCommission } from './spare-part-orders.mapper.ts';
import { lockOrderRequest, updateOrder } from './spare-part-orders.repository.ts';

/*
 * A paid spare-part order until its escrow settles. Every step locks the request's row, checks the process
 * (`sparePartRequestTransitions`: a refused step is a 409 naming the status, nothing changed) and moves the money
 * in the same transaction: a cancellation after payment refunds the whole hold to the customer's wallet; the
 * customer's confirmation, or the sweep 72 hours after delivery, releases it to the supplier less the commission
 * fixed at payment. The hold settles once (the ledger keys each step by the hold), so two steps at once settle it
 * once, whichever wins the lock.
 */

export type OrderDeps = AppDeps;

const notFound = () => new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });

/** A step that changed the order: the row as it is now and the balances to publish after the commit. */
export interface OrderChange {
  row: SparePartRequestRow;
  touchedUserIds: string[];
}

function orderFacts(row: SparePartRequestRow): { holdKey: string; supplierId: string; total: number } {
  if (!row.holdKey || !row.supplierId || row.total === null) {
    throw new Error(`spare-part order ${row.id} is ${row.status} without its payment`);
  }
  return { holdKey: row.holdKey, supplierId: row.supplierId, total: row.total };
}

/**
 * Cancels the locked paid request ('cancel-paid', by the customer or an admin): the whole hold back to the
 * customer's wallet (the promotional part as promotional credit), the order marked canceled and settled.
 */
export async function cancelPaidInTransaction(
  deps: OrderDeps,
  tx: Db,
  row: SparePartRequestRow,
  actor: Extract<SparePartRequestActor, 'customer' | 'admin'>,
  reason: string | null,
): Promise<OrderChange> {
  const status = checkSparePartTransition('cancel-paid', row.status, actor);
  const { holdKey, total } = orderFacts(row);
  const refunded = await refundHoldInTransaction(deps, tx, {
    purposeKey: holdKey,
    description: `Refunded: ${await orderTitle(tx, row.id)} (canceled before dispatch)`,
  });
  const now = deps.now();
  const updated = await updateOrder(tx, row.id, {
    status,
    canceledAt: now,
    canceledBy: actor,
    cancelReason: reason,
    settledAt: now,
    refundedAmount: total,
    releasedAmount: 0,
    commissionAmount: 0,
    updatedAt: now,
  });
  return { row: updated, touchedUserIds: refunded.touchedUserIds };
}

/**
 * Completes the locked delivered request ('confirm' by the customer, or 'auto-complete' by the sweep): the hold
 * released to the supplier's wallet less the commission at the rate fixed at payment, the platform the commission.
 */
export async function completeInTransaction(
  deps: OrderDeps,
  tx: Db,
  row: SparePartRequestRow,
  transition: 'confirm' | 'auto-complete',
): Promise<OrderChange> {
  const status = checkSparePartTransition(transition, row.status, transition === 'confirm' ? 'customer' : 'system');
  const { holdKey, supplierId, total } = orderFacts(row);
  const commission = orderCommission(row);
  const released = await releaseHoldInTransaction(deps, tx, {
    purposeKey: holdKey,
    payeeId: supplierId,
    commission,
    description: await orderTitle(tx, row.id),
  });
  const now = deps.now();
  const updated = await updateOrder(tx, row.id, {
    status,
    completedAt: now,
    settledAt: now,
    refundedAmount: 0,
    releasedAmount: total,
    commissionAmount: commission,
    updatedAt: now,
  });
  return { row: updated, touchedUserIds: released.touchedUserIds };
}

/**
 * cancel-spare-part-request: a paid request of the caller's before dispatch is canceled with its whole escrow
 * refunded to their wallet (the paid supplier is told); an open or quoted one is canceled free by the requests'
 * own rule. 404 for anyone else's; 409 naming the status otherwise.
 */
export async function cancelSparePartRequestOrOrder(
  deps: OrderDeps,
  customer: SparePartCustomer,
  id: string,
): Promise<SparePartRequestDto> {
  const change = await deps.db.transaction(async (tx) => {
    const locked = await lockRequestOfCustomer(tx, id, customer.id);
    if (!locked) throw notFound();
    if (locked.status !== 'paid') return null;
    return cancelPaidInTransaction(deps, tx, locked, 'customer', null);
  });
  if (!change) return cancelSparePartRequest(deps, customer, id);
  await publishBalances(deps, change.touchedUserIds);
  await tellCanceledPaid(deps, change.row, 'customer', null);
  return requestDto(deps, id);
}

/**
 * update-supply-items-status: the paid supplier dispatches (paid → dispatched, with the note the customer reads)
 * or delivers (dispatched → delivered). 404 for any other supplier; 409 naming the status. The customer is told.
 */
export async function updateSupplyStatus(
  deps: OrderDeps,
  supplierId: string,
  input: UpdateSupplyStatusInput,
): Promise<InvitedSparePartRequestDto> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderRequest(tx, input.requestId);
    if (!locked?.paidAt || locked.supplierId !== supplierId) throw notFound();
    const now = deps.now();
    if (input.status === 'dispatched') {
      const status = checkSparePartTransition('dispatch', locked.status, 'supplier');
      return updateOrder(tx, locked.id, {
        status,
        dispatchedAt: now,
        dispatchNote: input.note ?? null,
        updatedAt: now,
      });
    }
    const status = checkSparePartTransition('deliver', locked.status, 'supplier');
    return updateOrder(tx, locked.id, { status, deliveredAt: now, updatedAt: now });
  });
  await tellSupplyStep(deps, row, input.status);
  return getInvitedRequest(deps, supplierId, row.id);
}

/**
 * confirm-spare-part-delivery: the customer confirms the parts arrived (delivered → completed), and the escrow is
 * released to the supplier less the commission. 404 for anyone else's; 409 naming the status.
 */
export async function confirmSparePartDelivery(
  deps: OrderDeps,
  customer: SparePartCustomer,
  id: string,
): Promise<SparePartRequestDto> {
  const change = await deps.db.transaction(async (tx) => {
    const locked = await lockRequestOfCustomer(tx, id, customer.id);
    if (!locked) throw notFound();
    return completeInTransaction(deps, tx, locked, 'confirm');
  });
  await publishBalances(deps, change.touchedUserIds);
  await tellCompleted(deps, change.row, 'confirm');
  return requestDto(deps, id);
}

/** For the admins' cancel with refund: the request locked, or NOT_FOUND. */
export async function lockOrderForAdmin(tx: Db, id: string): Promise<SparePartRequestRow> {
  const row = await lockOrderRequest(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
