import { eq, sql } from 'drizzle-orm';
import type { Logger } from '../lib/logger.ts';
import type { Db } from './client.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { appMeta } from './schema/index.ts';
import { contentSeedSteps } from './seed-content/index.ts';

export interface SeedContext {
  db: Db;
  logger: Logger;
  /** Demo accounts and sample records: only for a new database outside production. */
  demoData: boolean;
}

/**
 * A seed step runs once per database: its name is recorded in app_meta in the same transaction as its rows,
 * so a second run (or a crash half way) never duplicates anything.
 */
export interface SeedStep {
  name: string;
  /** Demo steps are skipped unless demo data is on. */
  demo?: boolean;
  run(tx: Db): Promise<void>;
}

/**
 * The db layer's own steps: the installation, the product content and the demo accounts. The db layer imports no
 * module, so the modules' steps (their demo records) are added by the composition root, server/src/seed-steps.ts,
 * which hands runSeed the whole list.
 */
export const coreSeedSteps: SeedStep[] = [
  {
    name: 'installation',
    async run(tx) {
      await tx
        .insert(appMeta)
        .values({ key: 'installation', value: { createdAt: new Date().toISOString() } })
        .onConflictDoNothing();
    },
  },
  ...contentSeedSteps,
  { name: 'demo-accounts', demo: true, run: seedDemoAccounts },
];

const stepKey = (name: string) => `seed:${name}`;

/** Runs the steps in order, each once per database; demo steps only when demo data is on. */
export async function runSeed(context: SeedContext, steps: SeedStep[] = coreSeedSteps): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (step.demo && !context.demoData) continue;
    const ran = await context.db.transaction(async (tx) => {
      // Serialises concurrent seeders on PostgreSQL; PGlite has one connection anyway.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${stepKey(step.name)}))`);
      const done = await tx
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(eq(appMeta.key, stepKey(step.name)));
      if (done.length > 0) return false;
      await step.run(tx);
      await tx.insert(appMeta).values({ key: stepKey(step.name), value: { ranAt: new Date().toISOString() } });
      return true;
    });
    if (ran) applied.push(step.name);
  }
  if (applied.length > 0) context.logger.info({ steps: applied }, 'seeded');
  return applied;
}
