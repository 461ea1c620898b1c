import {
  englishMessage,
  MAINTENANCE_LIMITS,
  maintenanceDispatchingStatuses,
  maintenanceJobStatuses,
  maintenanceTimeWindows,
  NIGERIA,
  v,
  zonedInstant,
  type BookedTechnicianDto,
  type CancelMaintenanceInput,
  type CreateMaintenanceInput,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  type MaintenanceTimeWindow,
  type MyMaintenancesQuery,
  type Page,
  type UpdateMaintenanceInput,
} from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import type { NotifyDeps } from '../notifications/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import { loadVehicleFor } from '../vehicles/index.ts';
import { runDispatchRound } from './dispatch/dispatch.service.ts';
import { notifyTechnicians } from './job-notices.ts';
import { maintenanceLimits } from './limits.ts';
import { toBookedTechnicianDto, toMaintenanceRequestDto } from './maintenance-requests.mapper.ts';
import { mediaDtosOfRequests } from './media/media-links.service.ts';
import {
  bookedTechniciansOf,
  countsOfRequests,
  findInvolvedTechnicianIds,
  findRequestOfCustomer,
  findRequestWithVehicle,
  insertRequest,
  listRequestsOfCustomer,
  listRequestsOfVehicle,
  lockRequestOfCustomer,
  updateRequest,
  type MaintenanceRequestChanges,
  type MaintenanceRequestRow,
  type RequestWithVehicle,
} from './maintenance-requests.repository.ts';
import { checkEdit, checkTransition, type RequestEditableField } from './request-machine.ts';
import { jobProgressOf, type JobViewer } from './jobs/job-progress.ts';
import { listServiceTypes } from './service-catalogue.repository.ts';
import { unknownServiceSlugs } from './service-catalogue.service.ts';

export { jobNotificationPath, jobNoticeText } from './job-notices.ts';

export type MaintenanceDeps = NotifyDeps & Pick<AppDeps, 'limits'>;

/** The signed-in customer as the requests' rules need them. */
export type MaintenanceCustomer = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'locale' | 'emailVerifiedAt'
>;

/** The statuses get-pending-maintenances-for-specific-vehicle lists: not yet booked, or a job under way. */
const pendingStatuses: readonly MaintenanceStatus[] = [
  'draft',
  'open',
  'quoted',
  'technician-canceled',
  ...maintenanceJobStatuses,
];

const notFound = () => new AppError('NOT_FOUND', { message: 'This maintenance request was not found.' });

function fieldError(field: string, key: string, detail?: string): AppError {
  const message = englishMessage(key);
  return new AppError('VALIDATION_FAILED', {
    message,
    fieldErrors: { [field]: message },
    fieldErrorKeys: { [field]: key },
    ...(detail === undefined ? {} : { detail }),
  });
}

/** Services must be slugs of the catalogue: a 400 on `services` naming the first one that is not. */
async function checkServices(db: Db, services: readonly string[] | undefined): Promise<void> {
  if (!services) return;
  const [unknown] = await unknownServiceSlugs({ db }, services);
  if (unknown !== undefined) {
    const message = `"${unknown}" is not a service in the catalogue.`;
    throw new AppError('VALIDATION_FAILED', {
      message,
      fieldErrors: { services: message },
      fieldErrorKeys: { services: v.serviceInvalid },
      detail: unknown,
    });
  }
}

/**
 * The request's vehicle must be the caller's, or one shared with them with edit rights (the vehicles module's
 * rule): 404 when it is neither theirs nor shared, 403 for view rights only, 409 once it was deleted.
 */
async function checkVehicle(db: Db, userId: string, vehicleId: string): Promise<void> {
  await loadVehicleFor(db, userId, vehicleId, 'edit');
}

/** Submitting asks technicians to come to the customer: a confirmed e-mail address first, as paying does. */
function checkMaySubmit(customer: MaintenanceCustomer): void {
  if (!customer.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
}

/** The end of the preferred day's time window, on the place's clock. */
function windowEndOf(preferredDate: string, timeWindow: MaintenanceTimeWindow, timeZone: string): Date {
  return zonedInstant(preferredDate, maintenanceTimeWindows[timeWindow].to, timeZone);
}

/**
 * When a submitted request stops taking quotations: `expiryHours` after submission, or the end of the time window
 * it asks for when that comes first. A window already over at `now` is refused (400 on `timeWindow`).
 */
function expiryOf(
  submittedAt: Date,
  now: Date,
  preferredDate: string,
  timeWindow: MaintenanceTimeWindow,
  timeZone: string,
): Date {
  const windowEnd = windowEndOf(preferredDate, timeWindow, timeZone);
  if (windowEnd.getTime() <= now.getTime()) throw fieldError('timeWindow', v.timeWindowPassed);
  const byHours = submittedAt.getTime() + MAINTENANCE_LIMITS.expiryHours * 3_600_000;
  return new Date(Math.min(byHours, windowEnd.getTime()));
}

/** What a submission tells the technicians it asked, once committed. */
interface Submitted {
  row: MaintenanceRequestRow;
  technicianIds: string[];
}

/**
 * Submits a draft locked by the caller's transaction: open, submitted now, its expiry, and the first round of
 * dispatch (the nearest qualified technicians, each a maintenance_dispatches row). A request nobody qualifies for
 * stays open with round 0: a later round may find someone. 409 MAINTENANCE_STATUS_CONFLICT unless a draft.
 */
async function submitLocked(tx: Db, row: MaintenanceRequestRow, now: Date): Promise<Submitted> {
  const status = checkTransition('submit', row.status, 'customer');
  const { lat, lng, preferredDate, timeWindow } = row;
  if (lat === null || lng === null || row.addressLine === null || row.town === null) {
    throw fieldError('address', v.addressLocationRequired);
  }
  if (preferredDate === null) throw fieldError('preferredDate', v.preferredDateRequired);
  if (timeWindow === null) throw fieldError('timeWindow', v.timeWindowInvalid);
  if (row.services.length === 0) throw fieldError('services', v.maintenanceServicesRequired);
  const expiresAt = expiryOf(now, now, preferredDate, timeWindow, row.timeZone);
  const opened = await updateRequest(tx, row.id, { status, submittedAt: now, expiresAt, updatedAt: now });
  // The first round; a request nobody qualifies for stays open with round 0 and its wait counted from now.
  return runDispatchRound({ now: () => now }, tx, opened);
}

/**
 * Tells the technicians in on an open or quoted request (asked, or quoting) that its customer changed it: its
 * appointment, description or media. Call it after the commit; failures are logged, never thrown.
 */
export async function tellTechniciansOfChange(
  deps: NotifyDeps,
  row: MaintenanceRequestRow,
  customer: MaintenanceCustomer,
): Promise<void> {
  const involved = await findInvolvedTechnicianIds(deps.db, row.id);
  await notifyTechnicians(deps, involved, 'jobChanged', row, customer);
}

/** What building the customer's DTOs needs: the database, and the storage that signs the media's links. */
type DtoDeps = Pick<AppDeps, 'db' | 'storage'>;

/** The booked technicians of some requests, their photos' links signed, by id. */
async function bookedTechnicianDtos(
  deps: DtoDeps,
  technicianIds: readonly string[],
): Promise<Map<string, BookedTechnicianDto>> {
  const rows = await bookedTechniciansOf(deps.db, technicianIds);
  const dtos = await Promise.all(
    [...rows.values()].map(async (row) => toBookedTechnicianDto(row, await avatarUrlOf(deps, row.avatarKey))),
  );
  return new Map(dtos.map((dto) => [dto._id, dto]));
}

/**
 * The DTOs of some requests as their customer (or the booked technician, `viewer`) sees them, in their order (the
 * media of all of them loaded in one query).
 */
async function dtosOf(
  deps: DtoDeps,
  reader: Pick<MaintenanceCustomer, 'locale'>,
  rows: readonly RequestWithVehicle[],
  viewer: JobViewer = 'customer',
): Promise<MaintenanceRequestDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.request.id);
  // A booked job names its technician from booking on, through its end (completed, cancelled, disputed).
  const bookedWith = (row: RequestWithVehicle) =>
    row.request.bookedAt ? (row.request.technicianId ?? undefined) : undefined;
  const jobs = await Promise.all(rows.map((row) => jobProgressOf(deps, row.request, viewer)));
  const [catalogue, counts, media, technicians] = await Promise.all([
    listServiceTypes(deps.db),
    countsOfRequests(deps.db, ids),
    mediaDtosOfRequests(deps, ids),
    bookedTechnicianDtos(
      deps,
      rows.map(bookedWith).filter((id) => id !== undefined),
    ),
  ]);
  const bySlug = new Map(catalogue.map((service) => [service.slug, service]));
  const locale = localeOf(reader.locale);
  return rows.map((row, index) => {
    const technicianId = bookedWith(row);
    return toMaintenanceRequestDto(row, {
      job: jobs[index] ?? null,
      catalogue: bySlug,
      locale,
      counts: counts.get(row.request.id),
      media: media.get(row.request.id) ?? [],
      technician: technicianId ? technicians.get(technicianId) : undefined,
    });
  });
}

/** One of the customer's requests as they see it; anyone else's is 404. */
export async function customerRequestDto(
  deps: DtoDeps,
  customer: MaintenanceCustomer,
  id: string,
): Promise<MaintenanceRequestDto> {
  const found = await findRequestOfCustomer(deps.db, id, customer.id);
  if (!found) throw notFound();
  const [dto] = await dtosOf(deps, customer, [found]);
  if (!dto) throw notFound();
  return dto;
}

/**
 * A request as one side of its job sees it: its customer, or its booked technician (`viewer`). The caller has
 * checked the reader is that side.
 */
export async function partyRequestDto(
  deps: DtoDeps,
  reader: Pick<MaintenanceCustomer, 'locale'>,
  id: string,
  viewer: JobViewer,
): Promise<MaintenanceRequestDto> {
  const found = await findRequestWithVehicle(deps.db, id);
  if (!found) throw notFound();
  const [dto] = await dtosOf(deps, reader, [found], viewer);
  if (!dto) throw notFound();
  return dto;
}

/**
 * A new request for a vehicle the customer may change, saved as a draft or submitted at once (`submit`). Twenty
 * an hour per customer at most (429).
 */
export async function createMaintenance(
  deps: MaintenanceDeps,
  customer: MaintenanceCustomer,
  input: CreateMaintenanceInput,
): Promise<MaintenanceRequestDto> {
  if (input.submit) checkMaySubmit(customer);
  await maintenanceLimits(deps).createPerUser.consume(customer.id);
  const submitted = await deps.db.transaction(async (tx): Promise<Submitted> => {
    await checkVehicle(tx, customer.id, input.vehicleId);
    await checkServices(tx, input.services);
    const now = deps.now();
    const row = await insertRequest(tx, {
      customerId: customer.id,
      vehicleId: input.vehicleId,
      status: 'draft',
      services: input.services,
      description: input.description,
      ...addressColumns(input.address),
      timeZone: NIGERIA.timeZone,
      preferredDate: input.preferredDate,
      timeWindow: input.timeWindow,
      createdAt: now,
      updatedAt: now,
    });
    if (!input.submit) return { row, technicianIds: [] };
    // The new row is this transaction's own: taking its lock keeps the rule that a submission holds it.
    const locked = await lockRequestOfCustomer(tx, row.id, customer.id);
    if (!locked) throw notFound();
    return submitLocked(tx, locked, now);
  });
  await notifyTechnicians(deps, submitted.technicianIds, 'jobOffered', submitted.row, customer);
  return customerRequestDto(deps, customer, submitted.row.id);
}

function addressColumns(address: NonNullable<CreateMaintenanceInput['address']>) {
  return {
    addressLine: address.line,
    landmark: address.landmark ?? null,
    town: address.town,
    lga: address.lga ?? null,
    state: address.state,
    lat: address.lat,
    lng: address.lng,
  };
}

/** The editable fields `input` names, in the process's words. */
function fieldsOf(input: UpdateMaintenanceInput): RequestEditableField[] {
  const named: [RequestEditableField, unknown][] = [
    ['vehicleId', input.vehicleId],
    ['services', input.services],
    ['address', input.address],
    ['description', input.description],
    ['preferredDate', input.preferredDate],
    ['timeWindow', input.timeWindow],
  ];
  return named.filter(([, value]) => value !== undefined).map(([field]) => field);
}

const sameServices = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((slug, index) => slug === b[index]);

/**
 * Changes what the request's status lets the customer change (every field of a draft; the appointment and the
 * description once submitted), then submits a draft when `submit` is true. A field its status locks is a 409
 * MAINTENANCE_STATUS_CONFLICT and nothing changes. When an open or quoted request's appointment or description
 * changes, the technicians in on it are told; a new appointment moves its expiry with it.
 */
export async function updateMaintenance(
  deps: MaintenanceDeps,
  customer: MaintenanceCustomer,
  input: UpdateMaintenanceInput,
): Promise<MaintenanceRequestDto> {
  if (input.submit) checkMaySubmit(customer);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockRequestOfCustomer(tx, input.id, customer.id);
    if (!row) throw notFound();
    checkEdit(row.status, fieldsOf(input));
    if (input.vehicleId !== undefined) await checkVehicle(tx, customer.id, input.vehicleId);
    await checkServices(tx, input.services);
    const now = deps.now();
    const changes: MaintenanceRequestChanges = {};
    if (input.vehicleId !== undefined && input.vehicleId !== row.vehicleId) changes.vehicleId = input.vehicleId;
    if (input.services !== undefined && !sameServices(input.services, row.services)) changes.services = input.services;
    if (input.address !== undefined) Object.assign(changes, addressColumns(input.address));
    if (input.description !== undefined && input.description !== row.description) {
      changes.description = input.description;
    }
    if (input.preferredDate !== undefined && input.preferredDate !== row.preferredDate) {
      changes.preferredDate = input.preferredDate;
    }
    if (input.timeWindow !== undefined && input.timeWindow !== row.timeWindow) changes.timeWindow = input.timeWindow;
    const dispatching = maintenanceDispatchingStatuses.includes(row.status);
    const appointmentChanged = changes.preferredDate !== undefined || changes.timeWindow !== undefined;
    const preferredDate = changes.preferredDate ?? row.preferredDate;
    const timeWindow = changes.timeWindow ?? row.timeWindow;
    if (dispatching && appointmentChanged && row.submittedAt && preferredDate && timeWindow) {
      changes.expiresAt = expiryOf(row.submittedAt, now, preferredDate, timeWindow, row.timeZone);
    }
    const changed = Object.keys(changes).length > 0;
    const saved = changed ? await updateRequest(tx, row.id, { ...changes, updatedAt: now }) : row;
    if (input.submit === true) {
      const submitted = await submitLocked(tx, saved, now);
      return { ...submitted, tellChanged: false };
    }
    const tellChanged = dispatching && (appointmentChanged || changes.description !== undefined);
    return { row: saved, technicianIds: [] as string[], tellChanged };
  });
  await notifyTechnicians(deps, outcome.technicianIds, 'jobOffered', outcome.row, customer);
  if (outcome.tellChanged) await tellTechniciansOfChange(deps, outcome.row, customer);
  return customerRequestDto(deps, customer, outcome.row.id);
}

/** The customer's requests, newest first, a page at a time. */
export async function listMyMaintenances(
  deps: DtoDeps,
  customer: MaintenanceCustomer,
  query: MyMaintenancesQuery,
): Promise<Page<MaintenanceRequestDto>> {
  const { rows, total } = await listRequestsOfCustomer(deps.db, customer.id, {
    status: query.status,
    vehicleId: query.vehicleId,
    page: query.page,
    limit: query.limit,
  });
  return { items: await dtosOf(deps, customer, rows), total, page: query.page, limit: query.limit };
}

/** One of the customer's requests; anyone else's is 404. */
export async function getMaintenance(
  deps: DtoDeps,
  customer: MaintenanceCustomer,
  id: string,
): Promise<MaintenanceRequestDto> {
  return customerRequestDto(deps, customer, id);
}

/**
 * The customer's requests for a vehicle they may see that are still in hand (draft, open, quoted, booked), soonest
 * appointment first. A vehicle neither theirs nor shared with them is 404.
 */
export async function listPendingForVehicle(
  deps: DtoDeps,
  customer: MaintenanceCustomer,
  vehicleId: string,
): Promise<MaintenanceRequestDto[]> {
  await loadVehicleFor(deps.db, customer.id, vehicleId, 'view');
  const rows = await listRequestsOfVehicle(deps.db, customer.id, vehicleId, pendingStatuses);
  return dtosOf(deps, customer, rows);
}

/**
 * The customer calls a request off before booking, free (409 naming the status otherwise, nothing changed). The
 * technicians asked or quoting are told.
 */
export async function cancelMaintenance(
  deps: MaintenanceDeps,
  customer: MaintenanceCustomer,
  id: string,
  input: CancelMaintenanceInput,
): Promise<MaintenanceRequestDto> {
  const { row, wasDispatching } = await deps.db.transaction(async (tx) => {
    const locked = await lockRequestOfCustomer(tx, id, customer.id);
    if (!locked) throw notFound();
    const status = checkTransition('cancel', locked.status, 'customer');
    const now = deps.now();
    const canceled = await updateRequest(tx, locked.id, {
      status,
      canceledAt: now,
      canceledBy: 'customer',
      cancelReason: input.reason,
      updatedAt: now,
    });
    return { row: canceled, wasDispatching: maintenanceDispatchingStatuses.includes(locked.status) };
  });
  if (wasDispatching) {
    const involved = await findInvolvedTechnicianIds(deps.db, row.id);
    await notifyTechnicians(deps, involved, 'jobCanceled', row, customer);
  }
  return customerRequestDto(deps, customer, row.id);
}
