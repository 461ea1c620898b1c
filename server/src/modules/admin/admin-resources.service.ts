import {
  lagosToday,
  v,
  type AdminCounterDto,
  type AdminExportQuery,
  type AdminListQuery,
  type AdminOverviewDto,
  type AdminRecordDto,
  type AdminRelatedDto,
  type AdminRow,
  type AssignedPrivilegesDto,
  type Page,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import type { AdminCatalogue } from './admin-catalogue.ts';
import type { AdminCaller } from './admin-gate.ts';
import { countRows, selectRowById, selectRows, selectRowsAfter, type ExportCursor } from './admin-query.repository.ts';
import { isUuid, planFilterObject, planList, type ListPlan } from './admin-query.ts';
import { isImageKey, titleOf, toAdminRow, toResourceDescription } from './admin.mapper.ts';
import { insertAuditRow } from './audit-log.repository.ts';
import { CSV_BOM, csvLine } from './csv.ts';
import { takeRecordReadStep } from './record-read.service.ts';
import { fieldsOf, type AdminRelationSpec, type AdminResourceSpec, type AdminRowView } from './registry.ts';

/** Rows shown per related section of a record page. */
export const RELATED_ROWS = 10;
/** Rows an export reads from the database at a time. */
export const EXPORT_BATCH_ROWS = 500;
/** How long a private file's signed URL on a record page works. */
export const ADMIN_FILE_URL_TTL_SECONDS = 10 * 60;

/** The resource by name (400 when there is none), which the admin must hold the privilege to read (403). */
export function readableResource(catalogue: AdminCatalogue, caller: AdminCaller, name: string): AdminResourceSpec {
  const resource = catalogue.resource(name);
  if (!resource) throw validationFailed({ resourceName: v.adminResourceInvalid });
  if (!caller.privileges.has(resource.privilege)) throw new AppError('FORBIDDEN');
  return resource;
}

/** What the panel needs to know of the admin: roles, privileges, two-step sign-in and the resources they may read. */
export function assignedPrivileges(catalogue: AdminCatalogue, caller: AdminCaller): AssignedPrivilegesDto {
  return {
    roles: [...caller.roles],
    privileges: [...caller.privileges],
    twoFactor: { ...caller.twoFactor },
    resources: catalogue.resources
      .filter((resource) => caller.privileges.has(resource.privilege))
      .map((resource) => toResourceDescription(resource, caller.privileges)),
  };
}

/** What a read asked for, as the audit log records it. */
function queryDetail(plan: ListPlan, query: { q?: string; filter?: string }): Record<string, unknown> {
  const filter = query.filter?.trim() ? (JSON.parse(query.filter) as unknown) : null;
  return { q: plan.search || null, sort: plan.sort.field.key, order: plan.sort.order, filter };
}

async function auditRead(
  deps: AppDeps,
  caller: AdminCaller,
  entry: { action: 'read' | 'list' | 'export'; resource: string; recordId?: string; detail: Record<string, unknown> },
): Promise<void> {
  await insertAuditRow(deps.db, {
    adminId: caller.id,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    detail: entry.detail,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
}

/**
 * One page of a resource: search, filters and sort as the resource declares them, and the total. A list of a
 * resource holding personal data is recorded in the audit log with its query.
 */
export async function listResource(
  deps: AppDeps,
  catalogue: AdminCatalogue,
  caller: AdminCaller,
  name: string,
  query: AdminListQuery,
): Promise<Page<AdminRow>> {
  const resource = readableResource(catalogue, caller, name);
  const plan = planList(resource, query);
  // The audit row is written alongside the reads (the query is valid by now), so it costs no extra wait.
  const audited = resource.personalData
    ? auditRead(deps, caller, {
        action: 'list',
        resource: resource.name,
        detail: { ...queryDetail(plan, query), page: query.page, limit: query.limit },
      })
    : undefined;
  const [rows, total] = await Promise.all([
    selectRows(deps.db, resource, plan, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    countRows(deps.db, resource, plan),
    audited,
  ]);
  return { items: rows.map((row) => toAdminRow(resource, row)), total, page: query.page, limit: query.limit };
}

/**
 * A row's private files as the panel opens them: each file field's storage key becomes a signed URL that works for
 * a few minutes (and whether it is an image). Only a record page and its related sections carry them.
 */
async function withSignedFiles(deps: AppDeps, resource: AdminResourceSpec, row: AdminRow): Promise<AdminRow> {
  for (const field of resource.fields) {
    if (field.type !== 'file' || !Object.hasOwn(row, field.key)) continue;
    const key = row[field.key];
    row[field.key] =
      typeof key === 'string' && key !== ''
        ? { url: await deps.storage.signedUrl(key, ADMIN_FILE_URL_TTL_SECONDS), image: isImageKey(key) }
        : null;
  }
  return row;
}

/**
 * The resource's row with this id; null when there is none (or the id cannot be one). As the list shows it, or
 * with `record` every field, files signed, as the record page shows it.
 */
export async function findAdminRow(
  deps: AppDeps,
  resource: AdminResourceSpec,
  recordId: string,
  view: Exclude<AdminRowView, 'related'> = 'list',
): Promise<AdminRow | null> {
  const uuidIds = (resource.id as { columnType?: unknown }).columnType === 'PgUUID';
  if (uuidIds && !isUuid(recordId)) return null;
  const raw = await selectRowById(deps.db, resource, uuidIds ? recordId.toLowerCase() : recordId, view);
  if (!raw) return null;
  const row = toAdminRow(resource, raw, view);
  return view === 'record' ? withSignedFiles(deps, resource, row) : row;
}

async function relatedSection(
  deps: AppDeps,
  target: AdminResourceSpec,
  relation: AdminRelationSpec,
  value: string | number | boolean,
): Promise<AdminRelatedDto> {
  const filter = { [relation.field]: { equals: value } };
  const plan = { ...planList(target, {}), filters: planFilterObject(target, filter) };
  const [rows, total] = await Promise.all([
    selectRows(deps.db, target, plan, { offset: 0, limit: RELATED_ROWS }, 'related'),
    countRows(deps.db, target, plan),
  ]);
  return {
    resource: target.name,
    relation: relation.relation,
    rows: await Promise.all(rows.map((row) => withSignedFiles(deps, target, toAdminRow(target, row, 'related')))),
    total,
    filter: JSON.stringify(filter),
  };
}

/**
 * A record with every field (private files as short-lived signed URLs), its title, the record actions the admin may
 * take on it as it stands, and its related records (the first few of each related resource the admin may read, the
 * total, and the filter that lists them all). When the resource declares a step for the opening of a record and the
 * admin holds its privilege, the step is taken first and the record shown as it left it. Reading personal data (the
 * record's or a related section's) is recorded in the audit log.
 */
export async function resourceRecord(
  deps: AppDeps,
  catalogue: AdminCatalogue,
  caller: AdminCaller,
  name: string,
  recordId: string,
): Promise<AdminRecordDto> {
  const resource = readableResource(catalogue, caller, name);
  let record = await findAdminRow(deps, resource, recordId, 'record');
  if (!record) throw new AppError('NOT_FOUND');
  if ((await takeRecordReadStep(deps, caller, resource, record)) !== 'none') {
    record = (await findAdminRow(deps, resource, recordId, 'record')) ?? record;
  }
  const actions = (resource.actions ?? [])
    .filter((action) => action.scope === 'record' && caller.privileges.has(action.privilege))
    .filter((action) => action.appliesTo?.(record) ?? true)
    .map((action) => action.name);
  const related: AdminRelatedDto[] = [];
  const personalSections: string[] = [];
  for (const relation of resource.related ?? []) {
    const target = catalogue.resource(relation.resource);
    if (!target || !caller.privileges.has(target.privilege)) continue;
    const value = relation.from === undefined ? record._id : record[relation.from];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    related.push(await relatedSection(deps, target, relation, value));
    if (target.personalData) personalSections.push(relation.relation);
  }
  if (resource.personalData || personalSections.length > 0) {
    await auditRead(deps, caller, {
      action: 'read',
      resource: resource.name,
      recordId: record._id,
      detail: { related: personalSections },
    });
  }
  return { resource: resource.name, record, title: titleOf(resource, record), actions, related };
}

export interface AdminExport {
  fileName: string;
  /** The CSV, made a batch at a time as the response takes it. */
  chunks: AsyncIterable<string>;
}

/**
 * Every row a list query matches, as CSV: a header of field keys, then the rows in the list's order, read in
 * batches (keyset paging) and handed on as each batch arrives, so no export holds more than one batch. The query is
 * checked before anything is sent; an export of personal data is recorded in the audit log.
 */
export async function exportResource(
  deps: AppDeps,
  catalogue: AdminCatalogue,
  caller: AdminCaller,
  name: string,
  query: AdminExportQuery,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<AdminExport> {
  const resource = readableResource(catalogue, caller, name);
  const plan = planList(resource, query);
  if (resource.personalData) {
    await auditRead(deps, caller, { action: 'export', resource: resource.name, detail: queryDetail(plan, query) });
  }
  const keys = fieldsOf(resource, 'list').map((field) => field.key);
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(keys);
    let cursor: ExportCursor | null = null;
    for (;;) {
      const batch = await selectRowsAfter(deps.db, resource, plan, cursor, batchRows);
      if (batch.rows.length > 0) {
        yield batch.rows
          .map((raw) => {
            const row = toAdminRow(resource, raw);
            return csvLine(keys.map((key) => row[key]));
          })
          .join('');
      }
      if (batch.rows.length < batchRows) return;
      cursor = batch.cursor;
    }
  }
  return { fileName: `${resource.name}-${lagosToday(deps.now())}.csv`, chunks: chunks() };
}

/** The home page's figures: each contribution's counters whose resource the admin may read, counted as lists are. */
export async function adminOverview(
  deps: AppDeps,
  catalogue: AdminCatalogue,
  caller: AdminCaller,
): Promise<AdminOverviewDto> {
  const counters: AdminCounterDto[] = [];
  for (const counter of catalogue.counters) {
    const resource = catalogue.resource(counter.resource);
    if (!resource || !caller.privileges.has(resource.privilege)) continue;
    const filter = counter.filter(deps.now());
    const count = await countRows(deps.db, resource, { search: '', filters: planFilterObject(resource, filter) });
    counters.push({ key: counter.key, count, resource: resource.name, filter: JSON.stringify(filter) });
  }
  return { counters };
}
