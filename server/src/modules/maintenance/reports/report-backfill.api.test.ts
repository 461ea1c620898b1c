// @embedded-db: runs the migration's backfill statements (raw SQL over jsonb) on the engine
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceReports, maintenanceRequests, reportTasks } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { bookedJob } from '../jobs/job.test-support.ts';
import { createReportInTransaction } from './report.service.ts';
import { seedChecklist } from './report.test-support.ts';

/*
 * The migration that made reports gave every job booked and not settled its report, in SQL, as a booking seeds
 * one: the same groups, checklist items in both languages, positions and statuses.
 */

/** The migration's statements that fill the new tables, as drizzle's migrator runs them. */
function backfillStatements(): string[] {
  const file = path.join(import.meta.dirname, '../../../../drizzle/0019_job_reports.sql');
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^\/\*[\s\S]*?\*\/\s*INSERT/.test(statement));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedChecklist(t);
});
afterAll(() => t.close());

const tasksOf = (reportId: string) =>
  t.database.db
    .select({
      group: reportTasks.group,
      titles: reportTasks.titles,
      title: reportTasks.title,
      source: reportTasks.source,
      position: reportTasks.position,
      status: reportTasks.status,
    })
    .from(reportTasks)
    .where(eq(reportTasks.reportId, reportId))
    .orderBy(asc(reportTasks.position));

describe('the reports migration', () => {
  it('when jobs are under way, then each gets the report a booking makes; a job not booked or settled gets none', async () => {
    expect(backfillStatements()).toHaveLength(2);
    const services = ['oil-change', 'brake-repair', 'wheel-balancing'];
    const underWay = await bookedJob(t, { progress: 'arrived' });
    const settled = await bookedJob(t);
    const seededByCode = await bookedJob(t);
    const jobs = [underWay, settled, seededByCode];
    await t.database.db
      .update(maintenanceRequests)
      .set({ services })
      .where(
        inArray(
          maintenanceRequests.id,
          jobs.map((job) => job.requestId),
        ),
      );
    await t.database.db
      .update(maintenanceRequests)
      .set({ status: 'completed' })
      .where(eq(maintenanceRequests.id, settled.requestId));
    // The database as it was before the migration: no report.
    await t.database.db.delete(reportTasks);
    await t.database.db.delete(maintenanceReports);

    for (const statement of backfillStatements()) await t.database.db.execute(sql.raw(statement));
    await t.database.db.transaction((tx) =>
      createReportInTransaction(
        tx,
        { requestId: seededByCode.requestId, technicianId: seededByCode.technician.user._id },
        t.clock.now(),
      ),
    );

    const reports = await t.database.db.select().from(maintenanceReports);
    const byRequest = new Map(reports.map((row) => [row.requestId, row]));
    expect(byRequest.has(settled.requestId)).toBe(false);
    const backfilled = byRequest.get(underWay.requestId);
    const seeded = byRequest.get(seededByCode.requestId);
    if (!backfilled || !seeded) throw new Error('a report is missing');
    expect(backfilled).toMatchObject({
      technicianId: underWay.technician.user._id,
      vehicleId: underWay.vehicleId,
      status: 'draft',
    });
    const tasks = await tasksOf(backfilled.id);
    expect(tasks).toEqual(
      [
        { group: 'oil-change', titles: { en: 'Drain the old oil', nb: 'Tapp ut gammel olje' }, position: 0 },
        { group: 'oil-change', titles: { en: 'Replace the oil filter', nb: 'Bytt oljefilteret' }, position: 1 },
        { group: 'oil-change', titles: { en: 'Refill with new oil', nb: 'Fyll på ny olje' }, position: 2 },
        { group: 'brake-repair', titles: { en: 'Brake repair', nb: 'Bremsereparasjon' }, position: 3 },
        { group: 'wheel-balancing', titles: { en: 'wheel-balancing', nb: 'wheel-balancing' }, position: 4 },
      ].map((task) => ({ ...task, title: null, source: 'checklist', status: 'todo' })),
    );
    expect(await tasksOf(seeded.id)).toEqual(tasks);
  });
});
