import {
  addDays,
  englishMessage,
  lagosToday,
  NIGERIA,
  SPARE_PART_REQUEST_LIMITS as L,
  v,
  zonedInstant,
  type AddSparePartItemInput,
  type MaintenanceStatus,
  type MySparePartRequestsQuery,
  type Page,
  type SaveSparePartRequestInput,
  type SparePartRequestDto,
  type SparePartRequestMissingItem,
  type UpdateSparePartItemInput,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { users } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { NotifyDeps } from '../../notifications/index.ts';
import { loadVehicleFor } from '../../vehicles/index.ts';
import { notifyClosedToSuppliers, notifyInvitedSuppliers } from './invitation-notices.ts';
import { itemFileDtosOf, removeStoredFiles, type ItemFilesDeps } from './item-file-links.ts';
import { storedKeysOf } from './item-files.repository.ts';
import { insertInvitations, invitedSupplierIds } from './matching.repository.ts';
import { matchSuppliers, partBrandOf } from './matching.ts';
import { sparePartRequestLimits } from './limits.ts';
import { toSparePartOrderDto } from '../orders/spare-part-orders.mapper.ts';
import { contactsOf, quotationsById } from '../orders/spare-part-orders.repository.ts';
import { addressOf, missingOf, toSparePartRequestDto } from './spare-part-requests.mapper.ts';
import {
  bookedTechnicianOf,
  countItems,
  deleteItem,
  deleteSparePartRequest,
  findRequestWithVehicle,
  insertItem,
  insertSparePartRequest,
  invitationCounts,
  isBookedJobOfCustomer,
  itemsOfRequests,
  listRequestsOfCustomer,
  lockRequestOfCustomer,
  updateItem,
  updateSparePartRequest,
  type RequestWithVehicle,
  type SparePartItemChanges,
  type SparePartRequestChanges,
  type SparePartRequestRow,
} from './spare-part-requests.repository.ts';
import { checkSparePartEdit, checkSparePartTransition } from './request-machine.ts';

export type SparePartRequestDeps = Pick<AppDeps, 'db' | 'now' | 'limits' | 'storage' | 'logger'>;

/** The signed-in customer as the requests' rules need them. */
export type SparePartCustomer = Pick<typeof users.$inferSelect, 'id' | 'locale' | 'emailVerifiedAt'>;

/** Maintenance jobs parts may still be delivered to: booked and not yet worked on to the end. */
const jobsTakingParts: readonly MaintenanceStatus[] = ['booked', 'en-route', 'arrived', 'in-progress'];

const notFound = () => new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
const itemNotFound = () => new AppError('NOT_FOUND', { message: 'This part is not in the request.' });

function fieldError(field: string, key: string): AppError {
  const message = englishMessage(key);
  return new AppError('VALIDATION_FAILED', {
    message,
    fieldErrors: { [field]: message },
    fieldErrorKeys: { [field]: key },
  });
}

/**
 * The DTOs of some requests as their customer sees them, in their order (items, their photos and the counts in one
 * query each).
 */
export async function requestDtosOf(
  deps: ItemFilesDeps,
  rows: readonly RequestWithVehicle[],
): Promise<SparePartRequestDto[]> {
  const ids = rows.map((row) => row.request.id);
  const paid = rows.map((row) => row.request).filter((request) => request.paidAt !== null);
  const [items, files, invited, quotations, suppliers] = await Promise.all([
    itemsOfRequests(deps.db, ids),
    itemFileDtosOf(deps, ids),
    invitationCounts(deps.db, ids),
    quotationsById(
      deps.db,
      paid.flatMap((request) => (request.paidQuotationId ? [request.paidQuotationId] : [])),
    ),
    contactsOf(
      deps.db,
      paid.flatMap((request) => (request.supplierId ? [request.supplierId] : [])),
    ),
  ]);
  return rows.map(({ request, vehicle }) => {
    const order = toSparePartOrderDto(
      request,
      request.paidQuotationId ? quotations.get(request.paidQuotationId) : undefined,
      request.supplierId ? suppliers.get(request.supplierId) : undefined,
    );
    return toSparePartRequestDto(
      { request, vehicle },
      items.get(request.id) ?? [],
      files,
      invited.get(request.id) ?? 0,
      order,
    );
  });
}

/** One request as its customer sees it; by id alone, for a caller that checked the reader's right. */
export async function requestDto(deps: ItemFilesDeps, id: string): Promise<SparePartRequestDto> {
  const found = await findRequestWithVehicle(deps.db, id);
  if (!found) throw notFound();
  const [dto] = await requestDtosOf(deps, [found]);
  if (!dto) throw notFound();
  return dto;
}

/**
 * The vehicle must be one the caller may change in their fleet (the vehicles module's rule: 404 when neither theirs
 * nor shared, 403 for view rights only, 409 once deleted); the job one of their booked maintenance jobs not yet
 * done (400 on `maintenanceId` otherwise).
 */
async function checkReferences(db: Db, customerId: string, input: SaveSparePartRequestInput): Promise<void> {
  if (input.vehicleId) await loadVehicleFor(db, customerId, input.vehicleId, 'edit');
  if (input.maintenanceId && !(await isBookedJobOfCustomer(db, input.maintenanceId, customerId, jobsTakingParts))) {
    throw fieldError('maintenanceId', v.sparePartJobInvalid);
  }
}

/** The columns `input` sets: a field left out keeps its value, null clears it. */
function changesOf(input: SaveSparePartRequestInput): SparePartRequestChanges {
  const changes: SparePartRequestChanges = {};
  if (input.vehicleId !== undefined) {
    changes.vehicleId = input.vehicleId;
    // One vehicle: choosing one of the fleet drops a description, and the other way round.
    if (input.vehicleId !== null) changes.vehicleDescription = null;
  }
  if (input.vehicleDescription !== undefined) {
    changes.vehicleDescription = input.vehicleDescription;
    if (input.vehicleDescription !== null) changes.vehicleId = null;
  }
  if (input.address !== undefined) {
    const address = input.address;
    Object.assign(changes, {
      addressLine: address?.line ?? null,
      landmark: address?.landmark ?? null,
      town: address?.town ?? null,
      lga: address?.lga ?? null,
      state: address?.state ?? null,
      lat: address?.lat ?? null,
      lng: address?.lng ?? null,
    });
  }
  if (input.neededBy !== undefined) changes.neededBy = input.neededBy;
  if (input.maintenanceId !== undefined) changes.maintenanceId = input.maintenanceId;
  return changes;
}

/**
 * initiate-or-update: without an id a new draft (twenty an hour per customer at most, 429); with one, an edit of
 * the caller's draft (404 for anyone else's, 409 once submitted, nothing changed).
 */
export async function saveSparePartRequest(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  input: SaveSparePartRequestInput,
): Promise<{ dto: SparePartRequestDto; created: boolean }> {
  if (input.id === undefined) {
    await sparePartRequestLimits(deps).createPerUser.consume(customer.id);
    const row = await deps.db.transaction(async (tx) => {
      await checkReferences(tx, customer.id, input);
      const now = deps.now();
      return insertSparePartRequest(tx, {
        customerId: customer.id,
        status: 'draft',
        ...changesOf(input),
        createdAt: now,
        updatedAt: now,
      });
    });
    return { dto: await requestDto(deps, row.id), created: true };
  }
  const id = input.id;
  await deps.db.transaction(async (tx) => {
    const row = await lockRequestOfCustomer(tx, id, customer.id);
    if (!row) throw notFound();
    checkSparePartEdit(row.status, 'edit');
    await checkReferences(tx, customer.id, input);
    await updateSparePartRequest(tx, row.id, { ...changesOf(input), updatedAt: deps.now() });
  });
  return { dto: await requestDto(deps, id), created: false };
}

/** Locks the caller's draft for a change of its items (or their photos): 404 for anyone else's, 409 once submitted. */
export async function lockDraft(tx: Db, customer: SparePartCustomer, requestId: string): Promise<SparePartRequestRow> {
  const row = await lockRequestOfCustomer(tx, requestId, customer.id);
  if (!row) throw notFound();
  checkSparePartEdit(row.status, 'edit');
  return row;
}

/** Adds a part to the caller's draft; a draft holds at most 20 (400 on `items`). */
export async function addSparePartItem(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  input: AddSparePartItemInput,
): Promise<SparePartRequestDto> {
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, customer, input.requestId);
    if ((await countItems(tx, row.id)) >= L.itemsMax) throw fieldError('items', v.sparePartItemsTooMany);
    const now = deps.now();
    await insertItem(tx, {
      requestId: row.id,
      name: input.name,
      partNumber: input.partNumber,
      category: input.category,
      quantity: input.quantity,
      grades: input.grades,
      notes: input.notes,
      createdAt: now,
    });
    await updateSparePartRequest(tx, row.id, { updatedAt: now });
  });
  return requestDto(deps, input.requestId);
}

/** Changes a part of the caller's draft: the fields given; 404 when the draft has no such part. */
export async function updateSparePartItem(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  requestId: string,
  itemId: string,
  input: UpdateSparePartItemInput,
): Promise<SparePartRequestDto> {
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, customer, requestId);
    const changes: SparePartItemChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.partNumber !== undefined) changes.partNumber = input.partNumber;
    if (input.category !== undefined) changes.category = input.category;
    if (input.quantity !== undefined) changes.quantity = input.quantity;
    if (input.grades !== undefined) changes.grades = input.grades;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (!(await updateItem(tx, row.id, itemId, changes))) throw itemNotFound();
    await updateSparePartRequest(tx, row.id, { updatedAt: deps.now() });
  });
  return requestDto(deps, requestId);
}

/** Removes a part from the caller's draft, its photos with it; 404 when the draft has no such part. */
export async function deleteSparePartItem(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  requestId: string,
  itemId: string,
): Promise<SparePartRequestDto> {
  const storedKeys = await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, customer, requestId);
    const keys = await storedKeysOf(tx, row.id, itemId);
    if (!(await deleteItem(tx, row.id, itemId))) throw itemNotFound();
    await updateSparePartRequest(tx, row.id, { updatedAt: deps.now() });
    return keys;
  });
  await removeStoredFiles(deps, storedKeys);
  return requestDto(deps, requestId);
}

/**
 * Deletes the caller's draft with its parts and their photos (the stored files after the commit); a submitted
 * request is a record and stays (409).
 */
export async function deleteSparePartDraft(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  id: string,
): Promise<void> {
  const storedKeys = await deps.db.transaction(async (tx) => {
    const row = await lockRequestOfCustomer(tx, id, customer.id);
    if (!row) throw notFound();
    checkSparePartEdit(row.status, 'delete');
    const keys = await storedKeysOf(tx, row.id);
    await deleteSparePartRequest(tx, row.id);
    return keys;
  });
  await removeStoredFiles(deps, storedKeys);
}

/** The customer's requests, newest first, a page at a time. */
export async function listMySparePartRequests(
  deps: ItemFilesDeps,
  customer: SparePartCustomer,
  query: MySparePartRequestsQuery,
): Promise<Page<SparePartRequestDto>> {
  const { rows, total } = await listRequestsOfCustomer(deps.db, customer.id, query);
  return { items: await requestDtosOf(deps, rows), total, page: query.page, limit: query.limit };
}

/**
 * A request for its customer, or for the technician booked on the maintenance job it is delivered to; anyone
 * else (invited suppliers included: theirs is the supplier's view) gets 404.
 */
export async function getSparePartRequest(
  deps: ItemFilesDeps,
  reader: SparePartCustomer,
  id: string,
): Promise<SparePartRequestDto> {
  const found = await findRequestWithVehicle(deps.db, id);
  if (!found) throw notFound();
  const { request } = found;
  const isCustomer = request.customerId === reader.id;
  const isJobTechnician =
    !isCustomer &&
    request.maintenanceId !== null &&
    (await bookedTechnicianOf(deps.db, request.maintenanceId)) === reader.id;
  if (!isCustomer && !isJobTechnician) throw notFound();
  const [dto] = await requestDtosOf(deps, [found]);
  if (!dto) throw notFound();
  return dto;
}

/** The message of each missing part of a draft, on the field the form points at. */
const missingMessages: Record<SparePartRequestMissingItem, string> = {
  vehicle: v.sparePartVehicleRequired,
  address: v.sparePartAddressRequired,
  neededBy: v.neededByRequired,
  items: v.sparePartItemsRequired,
};

function incomplete(missing: readonly SparePartRequestMissingItem[]): AppError {
  const fieldErrors: Record<string, string> = {};
  const fieldErrorKeys: Record<string, string> = {};
  for (const item of missing) {
    fieldErrors[item] = englishMessage(missingMessages[item]);
    fieldErrorKeys[item] = missingMessages[item];
  }
  return new AppError('SPARE_PART_REQUEST_INCOMPLETE', { fieldErrors, fieldErrorKeys });
}

/** When a request submitted at `now` expires: 14 days later, or at the end of its needed-by day in Lagos if sooner. */
export function expiryOf(now: Date, neededBy: string): Date {
  const byDays = now.getTime() + L.expiryDays * 86_400_000;
  const neededByEnd = zonedInstant(addDays(neededBy, 1), '00:00', NIGERIA.timeZone).getTime();
  return new Date(Math.min(byDays, neededByEnd));
}

/**
 * finally-submit: opens the caller's complete draft and invites the matching suppliers (`matchSuppliers`), each
 * told once it is committed. 404 for anyone else's; 409 naming the status unless a draft (so of two submissions
 * at once, the second finds it open and invites nobody again); 422 listing what is missing; 400 when its needed-by
 * day is no longer after today. A confirmed e-mail address first, as for maintenance requests.
 */
export async function submitSparePartRequest(
  deps: SparePartRequestDeps & NotifyDeps,
  customer: SparePartCustomer,
  id: string,
): Promise<SparePartRequestDto> {
  if (!customer.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  const submitted = await deps.db.transaction(async (tx) => {
    const locked = await lockRequestOfCustomer(tx, id, customer.id);
    if (!locked) throw notFound();
    const status = checkSparePartTransition('submit', locked.status, 'customer');
    const items = (await itemsOfRequests(tx, [locked.id])).get(locked.id) ?? [];
    const missing = missingOf(locked, items.length);
    const address = addressOf(locked);
    if (missing.length > 0 || address === null || locked.neededBy === null) throw incomplete(missing);
    const now = deps.now();
    if (locked.neededBy <= lagosToday(now)) throw fieldError('neededBy', v.neededByNotAfterToday);
    const found = await findRequestWithVehicle(tx, locked.id);
    const row = await updateSparePartRequest(tx, locked.id, {
      status,
      submittedAt: now,
      expiresAt: expiryOf(now, locked.neededBy),
      updatedAt: now,
    });
    const matches = await matchSuppliers(tx, {
      lat: address.lat,
      lng: address.lng,
      state: address.state,
      categories: [...new Set(items.map((item) => item.category))],
      brand: found?.vehicle ? partBrandOf(found.vehicle.brand) : null,
      excludeUserId: customer.id,
    });
    const invited = await insertInvitations(tx, row.id, matches, now);
    return { row, invited, partNames: items.map((item) => item.name) };
  });
  await notifyInvitedSuppliers(deps, submitted.invited, submitted.row, submitted.partNames);
  return requestDto(deps, id);
}

/**
 * The customer calls off an open or quoted request, free (nothing is held): canceled, and the invited suppliers
 * are told once it is committed. 404 for anyone else's; 409 naming the status otherwise, nothing changed (a draft
 * is deleted instead; a paid one's cancellation comes with its refund).
 */
export async function cancelSparePartRequest(
  deps: SparePartRequestDeps & NotifyDeps,
  customer: SparePartCustomer,
  id: string,
): Promise<SparePartRequestDto> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockRequestOfCustomer(tx, id, customer.id);
    if (!locked) throw notFound();
    const status = checkSparePartTransition('cancel', locked.status, 'customer');
    const now = deps.now();
    return updateSparePartRequest(tx, locked.id, { status, canceledAt: now, updatedAt: now });
  });
  await notifyClosedToSuppliers(deps, await invitedSupplierIds(deps.db, row.id), row, 'canceled');
  return requestDto(deps, id);
}
