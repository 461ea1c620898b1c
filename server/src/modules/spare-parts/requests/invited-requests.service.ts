import type { InvitedSparePartRequestDto, MyInvitedRequestsQuery, Page } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { findInvitedRequest, listInvitedRequests } from './invited-requests.repository.ts';
import { itemFileDtosOf } from './item-file-links.ts';
import { toDeliveryDto, toSupplierOrderDto } from '../orders/spare-part-orders.mapper.ts';
import { contactsOf, quotationsById } from '../orders/spare-part-orders.repository.ts';
import { toInvitedRequestDto } from './spare-part-requests.mapper.ts';
import { itemsOfRequests } from './spare-part-requests.repository.ts';

/** The supplier's invitations to requests still taking quotations (open, quoted), newest first, a page at a time. */
export async function listMyInvitedRequests(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  supplierId: string,
  query: MyInvitedRequestsQuery,
): Promise<Page<InvitedSparePartRequestDto>> {
  const { rows, total } = await listInvitedRequests(deps.db, supplierId, query);
  const ids = rows.map((row) => row.request.id);
  const [items, files] = await Promise.all([itemsOfRequests(deps.db, ids), itemFileDtosOf(deps, ids)]);
  return {
    items: rows.map((row) => toInvitedRequestDto(row, items.get(row.request.id) ?? [], files)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * One request the supplier was invited to (the parts' photos included): by area only, and for the supplier the
 * customer paid also the delivery address, the customer's name and phone and the order; 404 for a supplier not
 * invited. A supplier whose quotation lost keeps the area-only view.
 */
export async function getInvitedRequest(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  supplierId: string,
  requestId: string,
): Promise<InvitedSparePartRequestDto> {
  const row = await findInvitedRequest(deps.db, supplierId, requestId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
  const [items, files] = await Promise.all([itemsOfRequests(deps.db, [requestId]), itemFileDtosOf(deps, [requestId])]);
  const dto = toInvitedRequestDto(row, items.get(requestId) ?? [], files);
  const { request } = row;
  // The delivery address and the customer's name and phone are for the paid supplier alone.
  if (request.paidAt === null || request.supplierId !== supplierId || !request.paidQuotationId) return dto;
  const [quotations, contacts] = await Promise.all([
    quotationsById(deps.db, [request.paidQuotationId]),
    contactsOf(deps.db, [request.customerId]),
  ]);
  const delivery = toDeliveryDto(request, contacts.get(request.customerId));
  const order = toSupplierOrderDto(request, quotations.get(request.paidQuotationId));
  return { ...dto, ...(delivery && { delivery }), ...(order && { order }) };
}
