import express from 'express';
import {
  adminActionBodySchema,
  adminActionParamsSchema,
  adminApi,
  adminExportQuerySchema,
  adminListQuerySchema,
  adminRecordParamsSchema,
  adminResourceParamsSchema,
  markdownPreviewSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { resolveAction, runAdminAction } from './admin-actions.service.ts';
import { buildAdminCatalogue } from './admin-catalogue.ts';
import { adminGate, adminOf } from './admin-gate.ts';
import {
  adminOverview,
  assignedPrivileges,
  exportResource,
  listResource,
  resourceRecord,
} from './admin-resources.service.ts';
import { listAdmins } from './admin-roles.service.ts';
import type { AdminContribution } from './registry.ts';

export interface AdminRouterOptions {
  /** What the modules contribute (server/src/admin-resources.ts; tests pass their own). */
  contributions: readonly AdminContribution[];
  /** Markdown as the blog shows it (the content module's renderer). */
  renderMarkdown: (markdown: string) => string;
}

/** The admin panel's calls, every one behind the admin gate. */
export function adminRouter(deps: AppDeps, options: AdminRouterOptions) {
  const router = express.Router();
  const catalogue = buildAdminCatalogue(options.contributions);
  const reads = adminGate(deps, { limit: 'read' });
  const actions = adminGate(deps, { limit: 'action' });
  const cache = { cache: privateNoStore };

  route(
    router,
    adminApi.getAssignedPrivileges,
    cache,
    ...adminGate(deps, { limit: 'read', withoutTwoFactor: true }),
    (req) => ({ data: assignedPrivileges(catalogue, adminOf(req)) }),
  );

  route(router, adminApi.getResourcesList, cache, ...reads, async (req, _res, input) => {
    const { resourceName } = await input.params(adminResourceParamsSchema);
    const query = await input.query(adminListQuerySchema);
    return { data: await listResource(deps, catalogue, adminOf(req), resourceName, query) };
  });

  route(router, adminApi.getResourceRecord, cache, ...reads, async (req, _res, input) => {
    const { resourceName, recordId } = await input.params(adminRecordParamsSchema);
    return { data: await resourceRecord(deps, catalogue, adminOf(req), resourceName, recordId) };
  });

  route(router, adminApi.exportResourcesList, cache, ...reads, async (req, _res, input) => {
    const { resourceName } = await input.params(adminResourceParamsSchema);
    const query = await input.query(adminExportQuerySchema);
    const csv = await exportResource(deps, catalogue, adminOf(req), resourceName, query);
    return { file: csv.chunks, contentType: 'text/csv; charset=utf-8', fileName: csv.fileName };
  });

  route(router, adminApi.runAction, ...actions, async (req, _res, input) => {
    const params = await input.params(adminActionParamsSchema);
    const caller = adminOf(req);
    const resolved = resolveAction(catalogue, caller, params.resourceName, params.action);
    const body = await input.body(adminActionBodySchema);
    const answer = await runAdminAction(deps, caller, resolved, body);
    return { data: answer.result, message: answer.message };
  });

  route(router, adminApi.getOverview, cache, ...reads, async (req) => ({
    data: await adminOverview(deps, catalogue, adminOf(req)),
  }));

  route(router, adminApi.getAdmins, cache, ...reads, async (req) => {
    if (!adminOf(req).privileges.has('roles:manage')) throw new AppError('FORBIDDEN');
    return { data: await listAdmins(deps.db) };
  });

  route(router, adminApi.previewMarkdown, ...reads, async (req, _res, input) => {
    if (!adminOf(req).privileges.has('content:write')) throw new AppError('FORBIDDEN');
    const { markdown } = await input.body(markdownPreviewSchema);
    return { data: { html: options.renderMarkdown(markdown) } };
  });

  return router;
}
