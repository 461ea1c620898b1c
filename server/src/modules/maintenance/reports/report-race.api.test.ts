// @embedded-db: races on the job's and the report's row locks (select … for update) and the client id's unique index: side by side on PostgreSQL, one after another on PGlite's one connection
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportEntryDto, ReportMediaDto } from '@fleetcare/shared';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  ADD_ENTRY,
  entryRowsOf,
  firstTask,
  mediaRowsOf,
  phonePhoto,
  reportFiles,
  reportJob,
  uploadMedia,
  type ReportJob,
} from './report.test-support.ts';

/* An offline queue sending the same item many times at once: one row, one stored file, one answer for all. */

const SENDS = 10;

let t: TestApp;
let dataDir: string;
let job: ReportJob;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-report-race-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  job = await reportJob(t, { progress: 'in-progress' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the same item sent many times at once', () => {
  it(`when one note is sent ${SENDS} times at once, then one is stored and every answer is that note`, async () => {
    const body = { taskId: firstTask(job)._id, clientId: randomUUID(), text: 'The oil was black.' };
    const answers = await Promise.all(
      Array.from({ length: SENDS }, () => job.technician.agent.post(ADD_ENTRY).send(body)),
    );
    expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([
      ...Array<number>(SENDS - 1).fill(200),
      201,
    ]);
    expect(new Set(answers.map((res) => (res.body as { data: ReportEntryDto }).data._id)).size).toBe(1);
    expect(await entryRowsOf(t, job.report._id)).toHaveLength(1);
  });

  it(`when one photo is uploaded ${SENDS} times at once, then one row and one photo with its thumbnail are stored`, async () => {
    const photo = await phonePhoto();
    const fields = { reportId: job.report._id, taskId: firstTask(job)._id, clientId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: SENDS }, () => uploadMedia(job.technician.agent, fields, photo)),
    );
    expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([
      ...Array<number>(SENDS - 1).fill(200),
      201,
    ]);
    expect(new Set(answers.map((res) => (res.body as { data: ReportMediaDto }).data._id)).size).toBe(1);
    expect(await mediaRowsOf(t, job.report._id)).toHaveLength(1);
    const files = reportFiles(dataDir, job.report._id);
    expect(files.filter((name) => !name.endsWith('-thumb.jpg'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('-thumb.jpg'))).toHaveLength(1);
  });
});
