import { eq } from 'drizzle-orm';
import { adminAuditLog, users } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../registry.ts';

/**
 * The audit log: every admin action and every admin read of personal data, newest first. Read-only (the table
 * refuses edits); for super admins, filterable by admin, resource, action and time.
 */
export const auditLogResource = defineAdminResource({
  name: 'audit-log',
  group: 'records',
  privilege: 'audit:read',
  table: adminAuditLog,
  // Who acted, by e-mail (an audit row outlives nothing: users are erased, never deleted).
  joins: [{ table: users, on: eq(users.id, adminAuditLog.adminId), type: 'left' }],
  id: adminAuditLog.id,
  fields: [
    {
      key: 'createdAt',
      type: 'datetime',
      sql: adminAuditLog.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'adminEmail', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'admin', type: 'id', sql: adminAuditLog.adminId, filter: 'equals', ref: 'users' },
    { key: 'action', type: 'text', sql: adminAuditLog.action, list: true, filter: 'equals' },
    { key: 'resource', type: 'text', sql: adminAuditLog.resource, list: true, filter: 'equals' },
    { key: 'recordId', type: 'text', sql: adminAuditLog.recordId, list: true },
    { key: 'reason', type: 'text', sql: adminAuditLog.reason, list: true },
    { key: 'changes', type: 'json', sql: adminAuditLog.changes },
    { key: 'detail', type: 'json', sql: adminAuditLog.detail },
    { key: 'ip', type: 'text', sql: adminAuditLog.ip },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  titleField: 'action',
  // Who did what in the panel: the admins' own trail, read by super admins.
  personalData: false,
});

export const auditLogAdmin: AdminContribution = { resources: [auditLogResource] };
