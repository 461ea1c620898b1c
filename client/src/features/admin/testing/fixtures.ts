import type {
  AdminAccountDto,
  AdminActionDescription,
  AdminFieldDescription,
  AdminRecordDto,
  AdminResourceDescription,
  AdminRow,
  AssignedPrivilegesDto,
  Page,
} from '@fleetcare/shared';
import { privilegesOfRoles } from '@fleetcare/shared';
import { roleActionShapes } from '../lib/role-actions.ts';

/*
 * Test data for the admin panel, shaped as the server answers (shared DTOs). The resources are made up for the
 * tests (their labels come from the names' own words, as for a label missing from the catalogue), so the tests do
 * not depend on what the server's modules declare.
 */

const field = (key: string, type: AdminFieldDescription['type'], more: Partial<AdminFieldDescription> = {}) =>
  ({ key, type, list: false, sortable: false, filter: null, ...more }) satisfies AdminFieldDescription;

export const suspendAction: AdminActionDescription = {
  name: 'suspend',
  scope: 'record',
  privilege: 'users:suspend',
  reasonRequired: true,
  danger: true,
  fields: [],
};

export const reinstateAction: AdminActionDescription = {
  name: 'reinstate',
  scope: 'record',
  privilege: 'users:suspend',
  reasonRequired: true,
  danger: false,
  fields: [],
};

/** People: searched by e-mail and name, filtered by kind, suspension and sign-up date. */
export const accountsResource: AdminResourceDescription = {
  name: 'accounts',
  group: 'people',
  privilege: 'users:read',
  fields: [
    field('email', 'email', { list: true, sortable: true }),
    field('firstName', 'text', { list: true }),
    field('lastName', 'text'),
    field('accountType', 'enum', { list: true, filter: 'in', options: ['individual', 'business'] }),
    field('suspended', 'boolean', { list: true, filter: 'equals' }),
    field('balance', 'money', { list: true }),
    field('createdAt', 'datetime', { list: true, sortable: true, filter: 'date-range' }),
    field('settings', 'json'),
  ],
  searchable: ['email', 'firstName', 'lastName'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'email',
  actions: [suspendAction, reinstateAction],
};

/** Belongs to an account: the owner's id links to the account. */
export const gadgetsResource: AdminResourceDescription = {
  name: 'gadgets',
  group: 'records',
  privilege: 'vehicles:read',
  fields: [
    field('label', 'text', { list: true, sortable: true }),
    field('ownerId', 'id', { list: true, filter: 'equals', ref: 'accounts' }),
    field('labels', 'tags', { list: true }),
  ],
  searchable: ['label'],
  defaultSort: { field: 'label', order: 'asc' },
  titleField: 'label',
  actions: [],
};

export const createPromoAction: AdminActionDescription = {
  name: 'create-promo',
  scope: 'collection',
  privilege: 'coupons:create',
  reasonRequired: false,
  danger: false,
  fields: [
    { name: 'code', type: 'text', required: true, min: 4, max: 20 },
    { name: 'amount', type: 'money', required: true, min: 100_00, max: 500_000_00 },
    { name: 'maxUses', type: 'integer', required: false, min: 1 },
    { name: 'expiresAt', type: 'datetime', required: false },
  ],
};

export const editArticleAction: AdminActionDescription = {
  name: 'edit-article',
  scope: 'record',
  privilege: 'content:write',
  reasonRequired: false,
  danger: false,
  fields: [
    { name: 'title', type: 'text', required: true, max: 120, from: 'title' },
    { name: 'body', type: 'markdown', required: true, from: 'body' },
    { name: 'price', type: 'money', required: true, from: 'price' },
    { name: 'topics', type: 'tags', required: false, from: 'topics' },
    { name: 'published', type: 'boolean', required: false, from: 'published' },
    { name: 'kind', type: 'select', required: true, options: ['news', 'guide'], from: 'kind' },
  ],
};

export const promosResource: AdminResourceDescription = {
  name: 'promos',
  group: 'money',
  privilege: 'coupons:read',
  fields: [field('code', 'text', { list: true, sortable: true }), field('amount', 'money', { list: true })],
  searchable: ['code'],
  defaultSort: { field: 'code', order: 'asc' },
  titleField: 'code',
  actions: [createPromoAction],
};

export const articlesResource: AdminResourceDescription = {
  name: 'articles',
  group: 'content',
  privilege: 'content:read',
  fields: [
    field('title', 'text', { list: true }),
    field('body', 'markdown'),
    field('price', 'money'),
    field('topics', 'tags'),
    field('published', 'boolean', { list: true }),
    field('kind', 'enum', { options: ['news', 'guide'] }),
  ],
  searchable: [],
  defaultSort: { field: 'title', order: 'asc' },
  titleField: 'title',
  actions: [editArticleAction],
};

export const auditResource: AdminResourceDescription = {
  name: 'audit-entries',
  group: 'records',
  privilege: 'audit:read',
  fields: [field('action', 'text', { list: true }), field('createdAt', 'datetime', { list: true, sortable: true })],
  searchable: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'action',
  actions: [],
};

/** The admins and their role actions, as role management's resource describes them. */
export const adminsResource: AdminResourceDescription = {
  name: 'admins',
  group: 'people',
  privilege: 'roles:manage',
  fields: [field('email', 'email', { list: true, sortable: true }), field('roles', 'tags', { list: true })],
  searchable: ['email'],
  defaultSort: { field: 'email', order: 'asc' },
  titleField: 'email',
  actions: [
    { ...roleActionShapes['grant-role'] } as AdminActionDescription,
    { ...roleActionShapes['revoke-role'] } as AdminActionDescription,
    { ...roleActionShapes['add-admin'] } as AdminActionDescription,
  ],
};

export function privilegesOf(overrides: Partial<AssignedPrivilegesDto> = {}): AssignedPrivilegesDto {
  const roles = overrides.roles ?? ['super-admin'];
  return {
    roles,
    privileges: privilegesOfRoles(roles),
    twoFactor: { required: true, enabled: true },
    resources: [accountsResource, gadgetsResource, promosResource, articlesResource, auditResource, adminsResource],
    ...overrides,
  };
}

export function pageOf<T>(items: T[], total = items.length, page = 1, limit = 25): Page<T> {
  return { items, total, page, limit };
}

export const ADA_ID = '6f1c2a3b-0000-4000-8000-00000000a0a0';

export function testAccount(overrides: Partial<AdminRow> = {}): AdminRow {
  return {
    _id: ADA_ID,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Obi',
    accountType: 'business',
    suspended: false,
    balance: 250_000_00,
    createdAt: '2026-03-05T23:30:00.000Z',
    settings: { locale: 'en', newsletter: true },
    ...overrides,
  };
}

export function testRecord(overrides: Partial<AdminRecordDto> = {}): AdminRecordDto {
  return {
    resource: 'accounts',
    record: testAccount(),
    title: 'ada@example.com',
    actions: ['suspend'],
    related: [
      {
        resource: 'gadgets',
        relation: 'gadgets',
        rows: [{ _id: 'g-1', label: 'Blue van', ownerId: ADA_ID, labels: ['fleet', 'lagos'] }],
        total: 7,
        filter: JSON.stringify({ ownerId: { equals: ADA_ID } }),
      },
    ],
    ...overrides,
  };
}

export function testAdmin(overrides: Partial<AdminAccountDto> = {}): AdminAccountDto {
  return {
    _id: '6f1c2a3b-0000-4000-8000-00000000b0b0',
    email: 'bola@example.com',
    firstName: 'Bola',
    lastName: 'Ade',
    roles: ['support'],
    twoFactorEnabled: true,
    suspended: false,
    ...overrides,
  };
}
