import type { InvitedSparePartRequestDto, MyInvitedRequestsQuery, Page } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { findInvitedRequest, listInvitedRequests } from './invited-requests.repository.ts';
import { itemFileDtosOf } from './item-file-links.ts';
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
 * One request the supplier was invited to, as they may see it before payment (the parts' photos included); 404 for
 * a supplier not invited.
 */
export async function getInvitedRequest(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  supplierId: string,
  requestId: string,
): Promise<InvitedSparePartRequestDto> {
  const row = await findInvitedRequest(deps.db, supplierId, requestId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
  const [items, files] = await Promise.all([itemsOfRequests(deps.db, [requestId]), itemFileDtosOf(deps, [requestId])]);
  return toInvitedRequestDto(row, items.get(requestId) ?? [], files);
}
