import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { createLogger } from '../lib/logger.ts';
import type { Database, Db } from './client.ts';
import { appMeta } from './schema/index.ts';
import { coreSeedSteps, runSeed, type SeedStep } from './seed.ts';

describe('seed', () => {
  let database: Database;
  const logger = createLogger('silent');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('when run twice, then the second run changes nothing', async () => {
    const first = await runSeed({ db: database.db, logger, demoData: false });
    expect(first).toEqual(coreSeedSteps.filter((step) => !step.demo).map((step) => step.name));
    const rowsAfterFirst = await database.db.select().from(appMeta).orderBy(appMeta.key);
    const second = await runSeed({ db: database.db, logger, demoData: false });
    expect(second).toEqual([]);
    expect(await database.db.select().from(appMeta).orderBy(appMeta.key)).toEqual(rowsAfterFirst);
  });

  it('skips demo steps unless demo data is on', async () => {
    const ran: string[] = [];
    const step: SeedStep = { name: 'demo-thing', demo: true, run: async () => void ran.push('demo') };
    expect(await runSeed({ db: database.db, logger, demoData: false }, [step])).toEqual([]);
    expect(await runSeed({ db: database.db, logger, demoData: true }, [step])).toEqual(['demo-thing']);
    expect(ran).toEqual(['demo']);
  });

  it('when a step fails half way, then nothing of it stays and it runs again next time', async () => {
    const failing: SeedStep = {
      name: 'half-way',
      async run(tx: Db) {
        await tx.insert(appMeta).values({ key: 'half-way-row', value: 1 });
        throw new Error('crash');
      },
    };
    await expect(runSeed({ db: database.db, logger, demoData: false }, [failing])).rejects.toThrow('crash');
    const rows = await database.db.select().from(appMeta);
    expect(rows.map((row) => row.key)).not.toContain('half-way-row');
    const fixed: SeedStep = { name: 'half-way', run: async () => undefined };
    expect(await runSeed({ db: database.db, logger, demoData: false }, [fixed])).toEqual(['half-way']);
  });
});
