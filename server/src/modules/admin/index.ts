export {
  defineAdminAction,
  defineAdminResource,
  type AdminActionContext,
  type AdminActionOutcome,
  type AdminActionSpec,
  type AdminActor,
  type AdminContribution,
  type AdminCounterSpec,
  type AdminFieldSpec,
  type AdminRelationSpec,
  type AdminResourceSpec,
  type AdminSearchMode,
} from './registry.ts';
export { adminsAdmin } from './admin/admins.admin.ts';
export { adminRouter, type AdminRouterOptions } from './admin.router.ts';
export { auditLogAdmin } from './admin/audit-log.admin.ts';
