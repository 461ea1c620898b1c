import type { AdminPrivilege, AdminRole } from './privileges.ts';

/*
 * What the admin panel reads. The server's resource registry describes each resource (its fields, how it can be
 * searched, filtered and sorted, its actions); the panel draws list and record pages from those descriptions.
 */

/** How a field's value is shown and filtered. Dates and times travel as ISO 8601 strings, money as kobo. */
export const adminFieldTypes = [
  'id',
  'text',
  'email',
  'phone',
  'money',
  'datetime',
  'boolean',
  'integer',
  'number',
  'enum',
  'tags',
  'json',
  'markdown',
  'file',
] as const;
export type AdminFieldType = (typeof adminFieldTypes)[number];

/**
 * A private file's value on a record page (a `file` field): a signed URL that serves it for a few minutes, and
 * whether it is an image (shown as a preview) or another file (a link). Lists and exports never carry it.
 */
export interface AdminFileValue {
  url: string;
  image: boolean;
}

/** equals: one value; in: any of several values (enums); date-range: from and/or to (datetime fields). */
export const adminFilterKinds = ['equals', 'in', 'date-range'] as const;
export type AdminFilterKind = (typeof adminFilterKinds)[number];

export type SortOrder = 'asc' | 'desc';

export interface AdminFieldDescription {
  key: string;
  type: AdminFieldType;
  /** Shown as a column of the list (every field is shown on the record page). */
  list: boolean;
  sortable: boolean;
  filter: AdminFilterKind | null;
  /** The values an enum field takes. */
  options?: readonly string[];
  /** The resource this field's value is the id of (a user id links to the user's record). */
  ref?: string;
}

/** A form field of an action. */
export const adminActionFieldTypes = [
  'text',
  'textarea',
  'markdown',
  'money',
  'integer',
  'decimal',
  'datetime',
  'boolean',
  'select',
  'tags',
] as const;
export type AdminActionFieldType = (typeof adminActionFieldTypes)[number];

export interface AdminActionFieldDescription {
  name: string;
  type: AdminActionFieldType;
  required: boolean;
  /** The choices of a select. */
  options?: readonly string[];
  /** Bounds: characters for text, the value for numbers (kobo for money). */
  min?: number;
  max?: number;
  /** The record field that fills it in when the form opens (editing), when it has one. */
  from?: string;
}

export interface AdminActionDescription {
  name: string;
  /** A record action works on one record; a collection action (create) on the resource. */
  scope: 'record' | 'collection';
  privilege: AdminPrivilege;
  /** The admin must say why (it changes someone's money or access); the reason goes into the audit log. */
  reasonRequired: boolean;
  /** Shown as a destructive action (red, with a confirmation). */
  danger: boolean;
  fields: AdminActionFieldDescription[];
}

export interface AdminResourceDescription {
  name: string;
  /** Where the panel's menu lists it. */
  group: AdminResourceGroup;
  privilege: AdminPrivilege;
  fields: AdminFieldDescription[];
  /** The fields the list's search box looks in. */
  searchable: string[];
  defaultSort: { field: string; order: SortOrder };
  /** The field that names a record (an e-mail, a code, a title). */
  titleField: string;
  /** The actions the signed-in admin holds the privilege for. */
  actions: AdminActionDescription[];
}

export const adminResourceGroups = ['people', 'money', 'catalogue', 'content', 'messages', 'records'] as const;
export type AdminResourceGroup = (typeof adminResourceGroups)[number];

export type AdminValue = string | number | boolean | null | string[] | { [key: string]: unknown } | unknown[];

/** One record as the panel sees it: only the resource's allow-listed fields. */
export interface AdminRow {
  _id: string;
  [field: string]: AdminValue;
}

/** The answer of get-assigned-privileges: who the admin is to the panel. */
export interface AssignedPrivilegesDto {
  roles: AdminRole[];
  privileges: AdminPrivilege[];
  twoFactor: {
    /** The admin holds a privilege that changes something: two-step sign-in is required. */
    required: boolean;
    enabled: boolean;
  };
  /** The resources the admin may read, with the actions they may take. */
  resources: AdminResourceDescription[];
}

/** Records of another resource that belong to this one (a user's vehicles, a payout's ledger entries). */
export interface AdminRelatedDto {
  /** The related resource's name: its fields describe the rows. */
  resource: string;
  /** Names the relation in the panel's catalogue (several relations may list the same resource). */
  relation: string;
  rows: AdminRow[];
  total: number;
  /** The list filter (as get-resources-list takes it) that shows them all. */
  filter: string;
}

export interface AdminRecordDto {
  resource: string;
  record: AdminRow;
  title: string;
  /** The record actions the admin may take on this record as it stands. */
  actions: string[];
  related: AdminRelatedDto[];
}

export interface AdminActionResultDto {
  /** The record the action changed or made, as it is now; null when it has none. */
  record: AdminRow | null;
  /** True when this answer repeats an earlier request with the same idempotency key. */
  replayed: boolean;
}

/** A figure on the panel's home page, linking to the list that shows it. */
export interface AdminCounterDto {
  key: string;
  count: number;
  resource: string;
  /** The list filter that shows what it counts. */
  filter: string;
}

export interface AdminOverviewDto {
  counters: AdminCounterDto[];
}

/** An account that holds admin roles, for role management. */
export interface AdminAccountDto {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: AdminRole[];
  twoFactorEnabled: boolean;
  suspended: boolean;
}

export interface MarkdownPreviewDto {
  html: string;
}
