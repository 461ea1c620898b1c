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
  type AdminRecordReadContext,
  type AdminRecordReadSpec,
  type AdminRelationSpec,
  type AdminResourceSpec,
  type AdminSearchMode,
} from './registry.ts';
export { adminsAdmin } from './admin/admins.admin.ts';
export { adminRouter, type AdminRouterOptions } from './admin.router.ts';
export { auditLogAdmin } from './admin/audit-log.admin.ts';
export {
  BootstrapRefused,
  bootstrapAdminEmail,
  bootstrapAdminEmailAtStartUp,
  bootstrapSuperAdmin,
  type AdminEmailOutcome,
  type BootstrapAccount,
  type BootstrapAccounts,
  type BootstrapDeps,
  type BootstrapInput,
  type BootstrapResult,
} from './bootstrap.ts';
export { DEMO_ADMIN_TOTP_SECRET, demoAdminsSeedStep } from './demo/demo-admins.ts';
