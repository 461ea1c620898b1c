import type { AdminRow } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import type { AdminCaller } from './admin-gate.ts';
import { findAuditRowByKey, insertAuditRow, lockIdempotencyKey } from './audit-log.repository.ts';
import type { AdminActionOutcome, AdminResourceSpec } from './registry.ts';

/** The audit log's key of a record-read step: the same for every admin, so two admins opening at once take it once. */
export const recordReadKey = (resource: string, key: string) => `record-read:${resource}:${key}`;

/**
 * Takes the step a resource declares for the opening of a record (`onRecordRead`), when the admin holds its
 * privilege and it applies to the record as read. One transaction holds the step's key (an advisory lock, as an
 * action's idempotency key), looks for the audit row of the step taken with it before, and otherwise runs the step
 * (which re-checks the record under its own lock) and writes its audit row; the step's work for after the commit
 * runs then. Answers `taken` (now), `settled` (another request took it, or it no longer applies: the record may
 * have changed since it was read, as it waited for the lock) or `none` (nothing was tried).
 */
export async function takeRecordReadStep(
  deps: AppDeps,
  caller: AdminCaller,
  resource: AdminResourceSpec,
  record: AdminRow,
): Promise<'taken' | 'settled' | 'none'> {
  const step = resource.onRecordRead;
  if (!step || !caller.privileges.has(step.privilege) || !step.appliesTo(record)) return 'none';
  const key = recordReadKey(resource.name, step.key(record));
  const outcome = await deps.db.transaction(async (tx): Promise<AdminActionOutcome | null> => {
    await lockIdempotencyKey(tx, key);
    if (await findAuditRowByKey(tx, key)) return null;
    const taken = await step.run({
      deps,
      tx,
      admin: { id: caller.id, ip: caller.ip, userAgent: caller.userAgent },
      recordId: record._id,
      locale: caller.locale,
    });
    if (!taken) return null;
    await insertAuditRow(tx, {
      adminId: caller.id,
      action: step.action,
      resource: resource.name,
      recordId: record._id,
      changes: taken.changes,
      detail: { on: 'record-read' },
      idempotencyKey: key,
      result: { recordId: record._id },
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    return taken;
  });
  if (!outcome) return 'settled';
  if (outcome.afterCommit) {
    try {
      await outcome.afterCommit();
    } catch (error) {
      // The step has happened and is recorded; what follows it (a notification) must not fail the read.
      deps.logger.error({ err: error, resource: resource.name, step: step.action }, 'admin record read: after commit');
    }
  }
  return 'taken';
}
