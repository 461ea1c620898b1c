import { and, count, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUuid, isUuidField, type FilterPlan, type FilterValue, type ListPlan, type SortPlan } from './admin-query.ts';
import { fieldsOf, type AdminFieldSpec, type AdminResourceSpec, type AdminRowView } from './registry.ts';

/*
 * The one place the admin engine queries: every list, record, related section, counter and export of every
 * declared resource. Queries are built with Drizzle from the resource's declarations and a checked plan
 * (admin-query.ts); request values are bound parameters only.
 */

/** A row as the database gave it: `_id` and each declared field's value under its key. */
export type RawRow = Record<string, unknown> & { _id: unknown };

/** Where the previous batch of an export ended: its last row's sort value (as text) and id. */
export interface ExportCursor {
  sortKey: string | null;
  id: string;
}

/** Field types whose values are text already (no cast needed to search them). */
const TEXT_TYPES = new Set(['text', 'email', 'phone', 'markdown', 'enum', 'id']);
const NUMBER_TYPES = new Set(['integer', 'money', 'number']);
const SORT_KEY = '__sortKey';

/** A LIKE pattern's own characters (\ % _) escaped, so the admin's text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const expr = (field: AdminFieldSpec): SQL => sql`${field.sql}`;
/** What a sort by the field orders by: its own ordering expression, or its value. */
const sortExpr = (field: AdminFieldSpec): SQL => sql`${field.sortSql ?? field.sql}`;

/** The id and the fields the view reads (a list never reads a record-only field). */
function selection(
  resource: AdminResourceSpec,
  view: AdminRowView,
  extra: Record<string, SQL> = {},
): Record<string, PgColumn | SQL> {
  const fields: Record<string, PgColumn | SQL> = { _id: sql`${resource.id}` };
  for (const field of fieldsOf(resource, view)) fields[field.key] = field.sql as PgColumn | SQL;
  return { ...fields, ...extra };
}

/**
 * The search box's condition: any searchable field matches. Prefix and contains compare lower-cased text
 * (`lower(field) like lower(q) || '%'`); an e-mail field holds addresses lower-cased already (the app stores them
 * so) and is compared as stored, so a plain `text_pattern_ops` index serves its prefix search. A uuid field matches
 * only a whole, valid uuid; a number field only a number.
 */
function searchCondition(resource: AdminResourceSpec, text: string): SQL | undefined {
  if (text === '') return undefined;
  const lowered = text.toLowerCase();
  const parts: SQL[] = [];
  for (const field of resource.fields) {
    if (!field.search) continue;
    if (isUuidField(field)) {
      if (isUuid(text)) parts.push(sql`${expr(field)} = ${lowered}`);
      continue;
    }
    if (NUMBER_TYPES.has(field.type)) {
      const number = Number(text);
      const fits = field.type === 'number' ? Number.isFinite(number) : Number.isSafeInteger(number);
      if (/^-?\d+(\.\d+)?$/.test(text) && fits) parts.push(sql`${expr(field)} = ${number}`);
      continue;
    }
    const textual = TEXT_TYPES.has(field.type) ? expr(field) : sql`(${expr(field)})::text`;
    const asStored = field.type === 'email';
    const subject = asStored ? textual : sql`lower(${textual})`;
    switch (field.search) {
      case 'prefix':
        parts.push(sql`${subject} like ${`${escapeLike(lowered)}%`}`);
        break;
      case 'contains':
        parts.push(sql`${subject} like ${`%${escapeLike(lowered)}%`}`);
        break;
      case 'exact':
        parts.push(sql`${textual} = ${asStored ? lowered : text}`);
        break;
    }
  }
  return parts.length > 0 ? or(...parts) : sql`false`;
}

const bound = (value: FilterValue, field: AdminFieldSpec): SQL =>
  field.type === 'datetime' ? sql`cast(${value} as timestamptz)` : sql`${value}`;

function filterCondition(filter: FilterPlan): SQL {
  const subject = expr(filter.field);
  const tags = filter.field.type === 'tags';
  switch (filter.kind) {
    case 'equals':
      return tags ? sql`${filter.value} = any(${subject})` : sql`${subject} = ${bound(filter.value, filter.field)}`;
    case 'in': {
      const values = sql.join(
        filter.values.map((value) => bound(value, filter.field)),
        sql`, `,
      );
      return tags ? sql`${subject} && array[${values}]::text[]` : sql`${subject} in (${values})`;
    }
    case 'date-range': {
      const from = filter.from ? sql`${subject} >= cast(${filter.from.toISOString()} as timestamptz)` : undefined;
      const to = filter.to ? sql`${subject} <= cast(${filter.to.toISOString()} as timestamptz)` : undefined;
      return and(from, to) ?? sql`true`;
    }
  }
}

function whereOf(resource: AdminResourceSpec, plan: Pick<ListPlan, 'search' | 'filters'>, more: SQL[] = []) {
  return and(
    resource.where,
    searchCondition(resource, plan.search),
    ...plan.filters.map((filter) => filterCondition(filter)),
    ...more,
  );
}

/** The resource's table with its joins (each keeps one row per record), selecting `fields`. */
function fromResource(db: Db, resource: AdminResourceSpec, fields: Record<string, PgColumn | SQL>) {
  let query = db.select(fields).from(resource.table).$dynamic();
  for (const join of resource.joins ?? []) {
    // The joined tables' columns are read through the declared fields only, so the row's shape stays `fields`.
    query = (join.type === 'inner'
      ? query.innerJoin(join.table, join.on)
      : query.leftJoin(join.table, join.on)) as unknown as typeof query;
  }
  return query;
}

/**
 * The list's order: the sort field, then the id the same way (so ties keep one order across pages). An empty value
 * sorts before every other (ascending: first; descending: last), which is how a `.desc()` index is built
 * (`DESC NULLS LAST`): newest-first lists read it forwards, oldest-first lists backwards.
 */
function orderOf(resource: AdminResourceSpec, sort: SortPlan): SQL[] {
  const direction = sort.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  return [sql`${sortExpr(sort.field)} ${direction}`, sql`${resource.id} ${direction}`];
}

/** One page of the resource's rows matching the plan, in its order (the id breaks ties), as a list or related section. */
export async function selectRows(
  db: Db,
  resource: AdminResourceSpec,
  plan: ListPlan,
  page: { offset: number; limit: number },
  view: Exclude<AdminRowView, 'record'> = 'list',
): Promise<RawRow[]> {
  const rows = await fromResource(db, resource, selection(resource, view))
    .where(whereOf(resource, plan))
    .orderBy(...orderOf(resource, plan.sort))
    .limit(page.limit)
    .offset(page.offset);
  return rows as RawRow[];
}

/** How many of the resource's rows match the search and filters. */
export async function countRows(
  db: Db,
  resource: AdminResourceSpec,
  plan: Pick<ListPlan, 'search' | 'filters'>,
): Promise<number> {
  const [row] = await fromResource(db, resource, { total: count() }).where(whereOf(resource, plan));
  return Number(row?.total ?? 0);
}

/** The resource's row with this id (within the resource's own condition), if any, with the fields the view reads. */
export async function selectRowById(
  db: Db,
  resource: AdminResourceSpec,
  id: string,
  view: AdminRowView,
): Promise<RawRow | undefined> {
  const [row] = await fromResource(db, resource, selection(resource, view))
    .where(whereOf(resource, { search: '', filters: [] }, [sql`${resource.id} = ${id}`]))
    .limit(1);
  return row as RawRow | undefined;
}

/**
 * The rows after a cursor, in the plan's order (keyset paging: each batch starts where the last one ended, so an
 * export of any size reads a bounded batch at a time and never skips or repeats a row). The sort value travels as
 * its PostgreSQL text form, which compares exactly (timestamps keep their microseconds). Empty values come first
 * going up and last going down, as in the list.
 */
export async function selectRowsAfter(
  db: Db,
  resource: AdminResourceSpec,
  plan: ListPlan,
  cursor: ExportCursor | null,
  limit: number,
): Promise<{ rows: RawRow[]; cursor: ExportCursor | null }> {
  const field = sortExpr(plan.sort.field);
  const after = cursor ? [afterCursor(resource, plan.sort, cursor)] : [];
  const rows = (await fromResource(db, resource, selection(resource, 'list', { [SORT_KEY]: sql`(${field})::text` }))
    .where(whereOf(resource, plan, after))
    .orderBy(...orderOf(resource, plan.sort))
    .limit(limit)) as (RawRow & { [SORT_KEY]: string | null })[];
  const last = rows.at(-1);
  const next = last ? { sortKey: last[SORT_KEY], id: String(last._id) } : null;
  return { rows: rows.map(({ [SORT_KEY]: _sortKey, ...row }) => row as RawRow), cursor: next };
}

function afterCursor(resource: AdminResourceSpec, sort: SortPlan, cursor: ExportCursor): SQL {
  const field = sortExpr(sort.field);
  const id = sql`${resource.id}`;
  const notNullColumn = ((sort.field.sortSql ?? sort.field.sql) as { notNull?: unknown }).notNull === true;
  if (sort.order === 'asc') {
    if (cursor.sortKey === null) return sql`((${field} is null and ${id} > ${cursor.id}) or ${field} is not null)`;
    if (notNullColumn) return sql`(${field}, ${id}) > (${cursor.sortKey}, ${cursor.id})`;
    return sql`(${field} > ${cursor.sortKey} or (${field} = ${cursor.sortKey} and ${id} > ${cursor.id}))`;
  }
  if (cursor.sortKey === null) return sql`(${field} is null and ${id} < ${cursor.id})`;
  if (notNullColumn) return sql`(${field}, ${id}) < (${cursor.sortKey}, ${cursor.id})`;
  return sql`(${field} < ${cursor.sortKey} or (${field} = ${cursor.sortKey} and ${id} < ${cursor.id}) or ${field} is null)`;
}
