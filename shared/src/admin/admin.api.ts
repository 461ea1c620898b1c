import { defineApi, returns, returnsFile, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type {
  AdminAccountDto,
  AdminActionResultDto,
  AdminOverviewDto,
  AdminRecordDto,
  AdminRow,
  AssignedPrivilegesDto,
  MarkdownPreviewDto,
} from './admin.dto.ts';
import type {
  adminActionBodySchema,
  adminActionParamsSchema,
  adminExportQuerySchema,
  adminListQuerySchema,
  adminRecordParamsSchema,
  adminResourceParamsSchema,
  markdownPreviewSchema,
} from './admin.schemas.ts';

/**
 * The admin panel. Every call needs a signed-in admin; each checks the privilege its resource or action names,
 * and every call but get-assigned-privileges needs two-step sign-in set up when the admin holds a write privilege.
 */
export const adminApi = defineApi({
  /** The signed-in admin's roles, privileges and the descriptions of the resources they may read. */
  getAssignedPrivileges: {
    method: 'GET',
    path: '/custom-admin/get-assigned-privileges',
    response: returns<AssignedPrivilegesDto>(),
  },
  getResourcesList: {
    method: 'GET',
    path: '/custom-admin/get-resources-list/:resourceName',
    params: schema<typeof adminResourceParamsSchema>(),
    query: schema<typeof adminListQuerySchema>(),
    response: returns<Page<AdminRow>>(),
  },
  getResourceRecord: {
    method: 'GET',
    path: '/custom-admin/get-resource-record/:resourceName/:recordId',
    params: schema<typeof adminRecordParamsSchema>(),
    response: returns<AdminRecordDto>(),
  },
  /** Every row the list's query matches, as CSV, streamed. */
  exportResourcesList: {
    method: 'GET',
    path: '/custom-admin/export-resources-list/:resourceName',
    params: schema<typeof adminResourceParamsSchema>(),
    query: schema<typeof adminExportQuerySchema>(),
    response: returnsFile(),
  },
  runAction: {
    method: 'POST',
    path: '/custom-admin/run-action/:resourceName/:action',
    params: schema<typeof adminActionParamsSchema>(),
    body: schema<typeof adminActionBodySchema>(),
    response: returns<AdminActionResultDto>(),
  },
  /** The panel home's figures: what needs someone today. */
  getOverview: {
    method: 'GET',
    path: '/custom-admin/get-overview',
    response: returns<AdminOverviewDto>(),
  },
  /** Everyone who holds an admin role (role management). */
  getAdmins: {
    method: 'GET',
    path: '/custom-admin/get-admins',
    response: returns<AdminAccountDto[]>(),
  },
  /** Markdown as the blog will show it (sanitised HTML), for the editor's preview. */
  previewMarkdown: {
    method: 'POST',
    path: '/custom-admin/preview-markdown',
    body: schema<typeof markdownPreviewSchema>(),
    response: returns<MarkdownPreviewDto>(),
  },
});
