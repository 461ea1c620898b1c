import { JOB_RULES, formatNaira } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { t } from '../../../lib/i18n.ts';
import { publishBalances } from '../../ledger/index.ts';
import { notifyEach, type Notice } from '../../notifications/index.ts';
import { userLocales } from '../../users/index.ts';
import { completeInTransaction, customerJobPath, technicianJobPath } from './job-actions.service.ts';
import { listJobsDoneBefore, lockJob } from './job.repository.ts';

/** Jobs one batch takes; a run takes batches until none is due (or `MAX_BATCHES` were taken). */
const SWEEP_BATCH = 500;
const MAX_BATCHES = 40;
const HOUR_MS = 60 * 60 * 1000;

type CompletedJob = Awaited<ReturnType<typeof completeInTransaction>>;

export interface AutoCompleteSweep {
  /** Jobs completed (and released) by this run. */
  completed: number;
  /** Jobs that failed and wait for the next run. */
  failed: number;
}

/**
 * Tells both sides of each job the sweep completed (in their language, with what the technician earned) and
 * pushes the changed wallet balances: one batch of notifications and one balance per user, however many of their
 * jobs the batch completed. Failures are logged, never thrown: the jobs are completed already.
 */
async function announceCompleted(deps: AppDeps, completed: CompletedJob[]): Promise<void> {
  if (completed.length === 0) return;
  try {
    const sides = completed.flatMap(({ job }) =>
      (
        [
          [job.customerId, 'autoCompletedCustomer', customerJobPath(job.id)],
          [job.technicianId, 'autoCompletedTechnician', technicianJobPath(job.id)],
        ] as const
      ).flatMap(([userId, key, actionPath]) => (userId ? [{ job, userId, key, actionPath }] : [])),
    );
    const locales = await userLocales(
      deps,
      sides.map((side) => side.userId),
    );
    const notices: Notice[] = sides.map(({ job, userId, key, actionPath }) => {
      const locale = locales.get(userId) ?? 'en';
      const earned = (job.releasedAmount ?? 0) - (job.commissionAmount ?? 0);
      return {
        userId,
        input: {
          kind: 'plain',
          category: 'bookings',
          message: t(locale, `notices:job.${key}`, { amount: formatNaira(earned, { locale }) }),
          actionPath,
        },
      };
    });
    const touched = new Set(completed.flatMap((done) => done.touchedUserIds));
    await Promise.all([publishBalances(deps, [...touched]), notifyEach(deps, notices)]);
  } catch (error) {
    deps.logger.error({ err: error, jobs: completed.length }, 'auto-complete: telling the completed jobs failed');
  }
}

/**
 * The 'maintenance-auto-complete' job: a job whose work was done `autoCompleteHours` ago without the customer
 * confirming or disputing completes by itself (request-machine 'auto-complete', by the system), its escrow released
 * to the technician less the commission. Each job is completed in its own transaction under its lock with the rule
 * checked again there, so a second runner, a replay or a customer confirming at the same moment leaves it
 * completed once and released once. A job that fails is logged and tried again at the next run. On PostgreSQL a
 * few jobs are completed at once (`sweepWorkers`), each still in its own transaction under its own lock.
 */
export async function runAutoCompleteSweep(deps: AppDeps): Promise<AutoCompleteSweep> {
  const summary: AutoCompleteSweep = { completed: 0, failed: 0 };
  const now = deps.now();
  const cutoff = new Date(now.getTime() - JOB_RULES.autoCompleteHours * HOUR_MS);
  const failed = new Set<string>();
  const completeOne = async (id: string): Promise<CompletedJob | null> => {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const job = await lockJob(tx, id);
        if (!job || job.status !== 'work-done' || !job.workDoneAt || job.workDoneAt.getTime() > cutoff.getTime()) {
          return null;
        }
        return completeInTransaction(deps, tx, job, 'auto-complete', null);
      });
      if (done) summary.completed += 1;
      return done;
    } catch (error) {
      failed.add(id);
      summary.failed += 1;
      deps.logger.warn({ err: error, requestId: id }, 'auto-complete sweep: a job failed; it is tried again later');
      return null;
    }
  };
  const workers = sweepWorkers(deps);
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const ids = (await listJobsDoneBefore(deps.db, cutoff, SWEEP_BATCH + failed.size)).filter((id) => !failed.has(id));
    if (ids.length === 0) break;
    // Jobs are independent (each its own transaction under its own lock): a few at once use the pool's connections
    // while each waits for its commit. One at a time on the embedded database, which has a single connection.
    const queue = [...ids];
    const completed: CompletedJob[] = [];
    await Promise.all(
      Array.from({ length: Math.min(workers, queue.length) }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const done = await completeOne(id);
          if (done) completed.push(done);
        }
      }),
    );
    // Told once the batch is done: one batch of notifications rather than one round of reads per job.
    await announceCompleted(deps, completed);
    if (ids.length < SWEEP_BATCH) break;
  }
  if (summary.completed + summary.failed > 0) deps.logger.info(summary, 'maintenance auto-complete sweep');
  return summary;
}

/** How many jobs the sweep completes at once: up to 8 on PostgreSQL, leaving the pool room for requests. */
function sweepWorkers(deps: Pick<AppDeps, 'config'>): number {
  const { url, poolSize } = deps.config.database;
  return url ? Math.max(1, Math.min(8, poolSize - 2)) : 1;
}
