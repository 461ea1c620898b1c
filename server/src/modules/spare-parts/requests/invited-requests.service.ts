import type { InvitedSparePartRequestDto, MyInvitedRequestsQuery, Page } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { findInvitedRequest, listInvitedRequests } from './invited-requests.repository.ts';
import { toInvitedRequestDto } from './spare-part-requests.mapper.ts';
import { itemsOfRequests } from './spare-part-requests.repository.ts';

/** The supplier's invitations to requests still taking quotations (open, quoted), newest first, a page at a time. */
export async function listMyInvitedRequests(
  deps: Pick<AppDeps, 'db'>,
  supplierId: string,
  query: MyInvitedRequestsQuery,
): Promise<Page<InvitedSparePartRequestDto>> {
  const { rows, total } = await listInvitedRequests(deps.db, supplierId, query);
  const items = await itemsOfRequests(
    deps.db,
    rows.map((row) => row.request.id),
  );
  return {
    items: rows.map((row) => toInvitedRequestDto(row, items.get(row.request.id) ?? [])),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** One request the supplier was invited to, as they may see it before payment; 404 for a supplier not invited. */
export async function getInvitedRequest(
  deps: Pick<AppDeps, 'db'>,
  supplierId: string,
  requestId: string,
): Promise<InvitedSparePartRequestDto> {
  const row = await findInvitedRequest(deps.db, supplierId, requestId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
  const items = await itemsOfRequests(deps.db, [requestId]);
  return toInvitedRequestDto(row, items.get(requestId) ?? []);
}
