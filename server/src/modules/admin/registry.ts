import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnyObjectSchema, InferType } from 'yup';
import type {
  AdminActionFieldDescription,
  AdminFieldType,
  AdminFilterKind,
  AdminPrivilege,
  AdminResourceGroup,
  AdminRow,
  SortOrder,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { AuditChange } from '../../db/schema/index.ts';

/*
 * The admin resource registry. Each module declares its own resources (in `modules/<domain>/admin/`) and
 * `server/src/admin-resources.ts` lists them; the admin module serves every declared resource through the same
 * list, record, export and action calls, and derives the panel's descriptions and the authorization tests from
 * these declarations. Adding a resource or an action is adding one entry here: nothing else to wire.
 */

/** How the list's search box matches a field: the start of the value, anywhere in it, or all of it. */
export type AdminSearchMode = 'prefix' | 'contains' | 'exact';

export interface AdminFieldSpec {
  key: string;
  type: AdminFieldType;
  /**
   * What reads the value: a column of the resource's table, or an SQL expression over it (a masked account number,
   * one language of a JSON column). Only declared fields ever leave the server: this list is the allow-list.
   */
  sql: AnyColumn | SQL;
  /** Shown as a column of the list (default false; every field is shown on the record page). */
  list?: boolean;
  /** Sorting is allowed (declare it only where an index makes it fast on a big table). */
  sortable?: boolean;
  /**
   * What the list orders by when sorted by this field, when that is not the value itself: a queue's waiting time
   * with the rows that wait for nothing after every waiting one (`coalesce(waitingSince, 'infinity')`). It must
   * order the field's values as the values themselves order.
   */
  sortSql?: SQL;
  filter?: AdminFilterKind;
  search?: AdminSearchMode;
  options?: readonly string[];
  ref?: string;
  /**
   * Read for the record page only (a full identity number): never part of a list, a related section or an export,
   * and never listed, sorted, filtered or searched. A `file` field is record-only by itself; its SQL reads the
   * file's storage key, which the record page turns into a signed URL that works for a few minutes (its related
   * sections show the link too).
   */
  recordOnly?: boolean;
}

/** Which rows a read makes: a list's (and an export's), a record page's related section's, or a record page's. */
export type AdminRowView = 'list' | 'related' | 'record';

/** Whether a field stays out of lists and exports: record-only fields and files. */
export function isRecordOnly(field: AdminFieldSpec): boolean {
  return field.recordOnly === true || field.type === 'file';
}

/** The fields a view reads: a list every field but the record-only ones, a related section those and its files. */
export function fieldsOf(resource: AdminResourceSpec, view: AdminRowView): AdminFieldSpec[] {
  if (view === 'record') return resource.fields;
  return resource.fields.filter((field) => !isRecordOnly(field) || (view === 'related' && field.type === 'file'));
}

/** Records of another resource shown on a record's page: the related resource's rows whose `field` equals ours. */
export interface AdminRelationSpec {
  /** Names the relation in the panel's catalogue ("vehicles", "ledger-entries"). */
  relation: string;
  resource: string;
  /** The related resource's field that holds our record's id (it must be filterable with "equals"). */
  field: string;
  /** Which of our record's fields holds the value (default: its id). */
  from?: string;
}

/** Who is acting, for actions. */
export interface AdminActor {
  id: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AdminActionContext<Input> {
  deps: AppDeps;
  /** The transaction the action runs in; its audit row is written in the same one, so both happen or neither. */
  tx: Db;
  admin: AdminActor;
  /** The record a record action works on (already checked to exist); null for a collection action. */
  recordId: string | null;
  input: Input;
  reason: string | null;
  /** The language of the admin's request, for texts the action writes back. */
  locale: string;
}

export interface AdminActionOutcome {
  /** The record it changed or made (its page is shown afterwards); null when there is none. */
  recordId: string | null;
  /** The fields it changed, before and after, for the audit log. */
  changes: Record<string, AuditChange>;
  /**
   * Work to do once the transaction has committed: live events, e-mails, and calls to outside services (a gateway
   * is never awaited inside the transaction). Money moves here only through a service that is idempotent on its own
   * key and that a sweep also runs, so a crash before it ends is finished later (a payout's gateway outcome).
   */
  afterCommit?: () => Promise<void>;
}

export interface AdminActionSpec<Schema extends AnyObjectSchema = AnyObjectSchema> {
  name: string;
  scope: 'record' | 'collection';
  privilege: AdminPrivilege;
  /** The admin must say why: it changes someone's money or access. */
  reasonRequired: boolean;
  danger?: boolean;
  /** The form the panel shows; `schema` checks what comes back. */
  fields: AdminActionFieldDescription[];
  schema: Schema;
  /**
   * Whether the action applies to the record as it stands (the record page offers only those). The action itself
   * must still refuse, with ACTION_NOT_APPLICABLE, when the record has changed since (it runs under a lock).
   */
  appliesTo?: (record: AdminRow) => boolean;
  run(context: AdminActionContext<InferType<Schema>>): Promise<AdminActionOutcome>;
}

/** What a step taken on opening a record is given: the action's context without input or reason. */
export type AdminRecordReadContext = Omit<
  AdminActionContext<Record<string, never>>,
  'input' | 'reason' | 'recordId'
> & {
  recordId: string;
};

/**
 * A step the opening of a record takes by itself (an application an admin opens is in review from then on). It
 * counts only for an admin holding `privilege` (the resource's write privilege: a read-only admin opening the record
 * changes nothing), runs in a transaction of its own before the record is shown, once per `key` (an advisory lock
 * and the audit row, as an action's idempotency key), and is recorded in the audit log as the action `action`.
 */
export interface AdminRecordReadSpec {
  action: string;
  privilege: AdminPrivilege;
  /** Whether opening the record as it stands takes the step (checked before any transaction). */
  appliesTo: (record: AdminRow) => boolean;
  /** The step's key for this record: it is taken once per key (a new key for each new round of the record). */
  key: (record: AdminRow) => string;
  /**
   * Takes the step in `tx`, re-checking the record under its own lock: null when it no longer applies (another
   * admin took it first), otherwise the changes for the audit log and the work for after the commit.
   */
  run(context: AdminRecordReadContext): Promise<AdminActionOutcome | null>;
}

export interface AdminResourceSpec {
  name: string;
  group: AdminResourceGroup;
  /** The privilege to list, read and export it. */
  privilege: AdminPrivilege;
  /** The table the rows come from. */
  table: PgTable;
  /** Tables joined to it (fields may read their columns); each join must keep one row per record. */
  joins?: { table: PgTable; on: SQL; type: 'inner' | 'left' }[];
  /** Only the rows this condition allows are part of the resource (admins: users holding an admin role). */
  where?: SQL;
  /** Its primary key (a uuid column). */
  id: AnyColumn;
  fields: AdminFieldSpec[];
  defaultSort: { field: string; order: SortOrder };
  titleField: string;
  /** Rows hold another user's personal data (names, e-mails, phones, addresses): every read is audited. */
  personalData: boolean;
  related?: AdminRelationSpec[];
  actions?: AdminActionSpec[];
  onRecordRead?: AdminRecordReadSpec;
}

/** Declares a resource, type-checked. */
export function defineAdminResource(spec: AdminResourceSpec): AdminResourceSpec {
  return spec;
}

/** Declares an action; its `run` receives the input its schema produced. */
export function defineAdminAction<Schema extends AnyObjectSchema>(spec: AdminActionSpec<Schema>): AdminActionSpec {
  return spec as unknown as AdminActionSpec;
}

/** A home-page figure: what needs someone today, linking to the list that shows it. */
export interface AdminCounterSpec {
  key: string;
  resource: string;
  /** The list filter (JSON, as get-resources-list takes it) that shows what it counts. */
  filter: (now: Date) => Record<string, unknown>;
}

/** What a module contributes to the panel. */
export interface AdminContribution {
  resources: AdminResourceSpec[];
  counters?: AdminCounterSpec[];
}
