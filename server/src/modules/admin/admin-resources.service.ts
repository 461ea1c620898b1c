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
import { titleOf, toAdminRow, toResourceDescription } from './admin.mapper.ts';
import { insertAuditRow } from './audit-log.repository.ts';
import { CSV_BOM, csvLine } from './csv.ts';
import type { AdminRelationSpec, AdminResourceSpec } from './registry.ts';

/** Rows shown per related section of a record page. */
export const RELATED_ROWS = 10;
/** Rows an export reads from the database at a time. */
export const EXPORT_BATCH_ROWS = 500;

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

/** The resource's row with this id as the list shows it; null when there is none (or the id cannot be one). */
export async function findAdminRow(
  deps: AppDeps,
  resource: AdminResourceSpec,
  recordId: string,
): Promise<AdminRow | null> {
  const uuidIds = (resource.id as { columnType?: unknown }).columnType === 'PgUUID';
  if (uuidIds && !isUuid(recordId)) return null;
  const raw = await selectRowById(deps.db, resource, uuidIds ? recordId.toLowerCase() : recordId);
  return raw ? toAdminRow(resource, raw) : null;
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
    selectRows(deps.db, target, plan, { offset: 0, limit: RELATED_ROWS }),
    countRows(deps.db, target, plan),
  ]);
  return {
    resource: target.name,
    relation: relation.relation,
    rows: rows.map((row) => toAdminRow(target, row)),
    total,
    filter: JSON.stringify(filter),
  };
}

/**
 * A record with its title, the record actions the admin may take on it as it stands, and its related records (the
 * first few of each related resource the admin may read, the total, and the filter that lists them all). Reading
 * personal data (the record's or a related section's) is recorded in the audit log.
 */
export async function resourceRecord(
  deps: AppDeps,
  catalogue: AdminCatalogue,
  caller: AdminCaller,
  name: string,
  recordId: string,
): Promise<AdminRecordDto> {
  const resource = readableResource(catalogue, caller, name);
  const record = await findAdminRow(deps, resource, recordId);
  if (!record) throw new AppError('NOT_FOUND');
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
  const keys = resource.fields.map((field) => field.key);
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
