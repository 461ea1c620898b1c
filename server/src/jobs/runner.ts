import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { withAdvisoryLock } from './advisory-lock.ts';

export interface Job {
  /** Also the advisory lock's name: one runner per job across every process. */
  name: string;
  intervalMs: number;
  /** Delay before the first run after start (default: the interval, at most a minute). */
  firstRunAfterMs?: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  registerJob(job: Job): void;
  start(): void;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
  /** One run now, under the lock; false when another process holds it. Errors are logged, never thrown. */
  runOnce(name: string): Promise<boolean>;
}

/**
 * A tiny in-process scheduler for sweeps that are driven by database state and idempotent: each job runs, then
 * waits its interval, then runs again (never two runs of a job at once). A failed run is logged and retried at
 * the next interval; it never crashes the process.
 */
export function createJobRunner(context: { database: Pick<Database, 'kind' | 'db'>; logger: Logger }): JobRunner {
  const { database, logger } = context;
  const jobs = new Map<string, Job>();
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let started = false;
  let stopped = false;

  async function runOnce(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`Unknown job: ${name}`);
    const startedAt = Date.now();
    try {
      const outcome = await withAdvisoryLock(database, job.name, () => job.run());
      if (!outcome.ran) logger.debug({ job: job.name }, 'job skipped: another process is running it');
      else logger.debug({ job: job.name, ms: Date.now() - startedAt }, 'job ran');
      return outcome.ran;
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'job failed; it runs again at its next interval');
      return false;
    }
  }

  function schedule(job: Job, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      const run = runOnce(job.name);
      inFlight.add(run);
      void run.finally(() => {
        inFlight.delete(run);
        schedule(job, job.intervalMs);
      });
    }, delayMs);
    // Timers never keep the process alive on their own: shutdown does not wait for the next sweep.
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    registerJob(job) {
      if (jobs.has(job.name)) throw new Error(`Job registered twice: ${job.name}`);
      jobs.set(job.name, job);
      if (started) schedule(job, job.firstRunAfterMs ?? Math.min(job.intervalMs, 60_000));
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) schedule(job, job.firstRunAfterMs ?? Math.min(job.intervalMs, 60_000));
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
    runOnce,
  };
}
