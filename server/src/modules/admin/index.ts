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
