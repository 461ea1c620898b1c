// @embedded-db: the job runner's advisory lock is PostgreSQL's alone; PGlite just runs the job
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobRunner, registerJobs } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string; job?: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `done()` holds (the runner works on real timers and, on PostgreSQL, a real connection). No deadline
 * of its own: however slow the machine, it waits; the test timeout catches a condition that never comes.
 */
async function eventually(done: () => boolean): Promise<void> {
  while (!done()) await sleep(10);
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('job runner', () => {
  it('when a run fails, then the error is logged, nothing is thrown and the next run happens', async () => {
    const { logger, lines } = capturingLogger();
    const runner = createJobRunner({ database: t.database, logger });
    let calls = 0;
    runner.registerJob({
      name: 'flaky',
      intervalMs: 10,
      firstRunAfterMs: 0,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database hiccup');
      },
    });
    runner.start();
    await eventually(() => calls >= 2);
    await runner.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.level === 50 && line.job === 'flaky')).toBe(true);
  });

  it('never runs two rounds of one job at once, and stop waits for the round in flight, then no more', async () => {
    const runner = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
    let running = 0;
    let most = 0;
    let finished = 0;
    runner.registerJob({
      name: 'slow',
      intervalMs: 1,
      firstRunAfterMs: 0,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(30);
        running -= 1;
        finished += 1;
      },
    });
    runner.start();
    await eventually(() => finished >= 2);
    await runner.stop();
    expect(running).toBe(0);
    expect(most).toBe(1);
    const after = finished;
    await sleep(50);
    expect(finished).toBe(after);
  });

  it('refuses the same job name twice', () => {
    const runner = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
    const job = { name: 'twice', intervalMs: 1000, run: async () => undefined };
    runner.registerJob(job);
    expect(() => runner.registerJob(job)).toThrow('twice');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, when another process holds the sweep, then this one skips the round',
    async () => {
      const first = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
      const second = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
      const release = deferred();
      const started = deferred();
      let secondRan = false;
      first.registerJob({
        name: 'sweep',
        intervalMs: 60_000,
        run: async () => {
          started.resolve();
          await release.promise;
        },
      });
      second.registerJob({ name: 'sweep', intervalMs: 60_000, run: async () => void (secondRan = true) });
      const holding = first.runOnce('sweep');
      await started.promise;
      expect(await second.runOnce('sweep')).toBe(false);
      expect(secondRan).toBe(false);
      release.resolve();
      expect(await holding).toBe(true);
      // Released: the next round of the other process runs.
      expect(await second.runOnce('sweep')).toBe(true);
      expect(secondRan).toBe(true);
    },
  );

  it('the registered account-erasure job erases accounts whose grace period is over', async () => {
    const runner = createJobRunner({ database: t.database, logger: pino({ level: 'silent' }) });
    registerJobs(runner, t.deps);
    const { agent, user, password } = await signUpAndSignIn(t);
    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    t.clock.advance(31 * 86_400_000);
    try {
      expect(await runner.runOnce('account-erasure')).toBe(true);
    } finally {
      t.clock.reset();
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.erasedAt).not.toBeNull();
  });
});
