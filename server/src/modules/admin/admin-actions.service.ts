import { v, type AdminActionBody, type AdminActionResultDto, type AdminRow } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { parse, validationFailed } from '../../lib/http/validate.ts';
import { t } from '../../lib/i18n.ts';
import type { AdminCatalogue } from './admin-catalogue.ts';
import type { AdminCaller } from './admin-gate.ts';
import { findAdminRow } from './admin-resources.service.ts';
import { findAuditRowByKey, insertAuditRow, lockIdempotencyKey } from './audit-log.repository.ts';
import type { AdminActionOutcome, AdminActionSpec, AdminResourceSpec } from './registry.ts';

export interface ResolvedAction {
  resource: AdminResourceSpec;
  action: AdminActionSpec;
}

/**
 * The action by resource and name, checked in this order: the resource exists (400), the action exists on it
 * (400), the admin holds the action's privilege (403). Before the request's body is read.
 */
export function resolveAction(
  catalogue: AdminCatalogue,
  caller: AdminCaller,
  resourceName: string,
  actionName: string,
): ResolvedAction {
  const resource = catalogue.resource(resourceName);
  if (!resource) throw validationFailed({ resourceName: v.adminResourceInvalid });
  const action = resource.actions?.find((candidate) => candidate.name === actionName);
  if (!action) throw validationFailed({ action: v.adminActionInvalid });
  if (!caller.privileges.has(action.privilege)) throw new AppError('FORBIDDEN');
  return { resource, action };
}

/** What an action attempt stores for its replays. */
interface StoredResult {
  recordId: string | null;
}

export interface AdminActionAnswer {
  result: AdminActionResultDto;
  /** Says in the admin's language what happened (done, or done before). */
  message: string;
}

/**
 * Runs an action once per idempotency key. After the reason (when the action requires one), the action's input
 * (its own schema) and the record (record actions) are checked, one transaction holds the key (an advisory lock,
 * so concurrent requests with the key queue), looks for the audit row of an earlier attempt with it, and either
 * repeats that attempt's result (the same resource, action and record; another use of the key is 409
 * IDEMPOTENCY_KEY_REUSED) or runs the action and writes its audit row; both commit together or not at all. Work the
 * action left for after the commit (live events, e-mails) runs then. The answer carries the record as the list
 * shows it now.
 */
export async function runAdminAction(
  deps: AppDeps,
  caller: AdminCaller,
  { resource, action }: ResolvedAction,
  body: AdminActionBody,
): Promise<AdminActionAnswer> {
  const reason = body.reason?.trim() || null;
  if (action.reasonRequired && !reason) throw validationFailed({ reason: v.reasonRequired });
  const input = (await parse(action.schema, body.input ?? {})) as Record<string, unknown>;
  let recordId: string | null = null;
  if (action.scope === 'record') {
    if (!body.recordId) throw validationFailed({ recordId: v.adminRecordInvalid });
    const record = await findAdminRow(deps, resource, body.recordId);
    if (!record) throw new AppError('NOT_FOUND');
    recordId = record._id;
  }
  const key = `${caller.id}:${body.idempotencyKey}`;

  const attempt = await deps.db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, key);
    const earlier = await findAuditRowByKey(tx, key);
    if (earlier) {
      const same =
        earlier.resource === resource.name &&
        earlier.action === action.name &&
        (action.scope === 'collection' || earlier.recordId === recordId);
      if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      const stored = (earlier.result ?? {}) as Partial<StoredResult>;
      return { replayed: true, recordId: stored.recordId ?? null, outcome: undefined };
    }
    const outcome: AdminActionOutcome = await action.run({
      deps,
      tx,
      admin: { id: caller.id, ip: caller.ip, userAgent: caller.userAgent },
      recordId,
      input,
      reason,
      locale: caller.locale,
    });
    const result: StoredResult = { recordId: outcome.recordId };
    await insertAuditRow(tx, {
      adminId: caller.id,
      action: action.name,
      resource: resource.name,
      recordId: action.scope === 'record' ? recordId : outcome.recordId,
      reason,
      changes: outcome.changes,
      detail: { input },
      idempotencyKey: key,
      result: { ...result },
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    return { replayed: false, recordId: outcome.recordId, outcome };
  });

  if (attempt.outcome?.afterCommit) {
    try {
      await attempt.outcome.afterCommit();
    } catch (error) {
      // The action has happened and is recorded; what follows it (a live event, an e-mail) must not undo the answer.
      deps.logger.error({ err: error, resource: resource.name, action: action.name }, 'admin action: after commit');
    }
  }
  const record: AdminRow | null = attempt.recordId ? await findAdminRow(deps, resource, attempt.recordId) : null;
  return {
    result: { record, replayed: attempt.replayed },
    message: t(caller.locale, attempt.replayed ? 'notices:admin.actionReplayed' : 'notices:admin.actionDone'),
  };
}
