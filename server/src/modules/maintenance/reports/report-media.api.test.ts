import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS, type ReportDeletedDto, type ReportMediaDto } from '@fleetcare/shared';
import { technician } from '../../../../test/job-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mp4Video } from '../media/media.test-support.ts';
import {
  DELETE_MEDIA,
  firstTask,
  mediaRowsOf,
  phonePhoto,
  readReport,
  reportFiles,
  reportJob,
  uploadMedia,
  type ReportJob,
} from './report.test-support.ts';

/*
 * A report's photos and videos: checked by content within the report's limits, stored with a thumbnail for a photo,
 * once per client id; a refused file leaves no row and no file behind.
 */

let t: TestApp;
let dataDir: string;
let job: ReportJob;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-report-media-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  job = await reportJob(t, { progress: 'arrived' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const fieldsOf = (job: ReportJob) => ({ reportId: job.report._id, taskId: firstTask(job)._id });

/** The stored file behind a signed link of the local storage (its key is the link's path under /files/). */
function storedFile(url: string): Buffer {
  const key = decodeURIComponent(new URL(url, 'http://localhost').pathname.replace(/^\/files\//, ''));
  return readFileSync(path.join(dataDir, 'uploads', key));
}

describe('upload-vehicle-media', () => {
  it('when the technician uploads a phone photo, then it is stored without its metadata with a small thumbnail, shown on its task; the same client id again stores nothing more', async () => {
    const clientId = randomUUID();
    const fields = { ...fieldsOf(job), clientId, lat: 6.4541, lng: 3.4347 };
    const photo = await sharp(await phonePhoto())
      .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker' } } })
      .jpeg()
      .toBuffer();
    const res = await uploadMedia(job.technician.agent, fields, photo).expect(201);
    const media = dataOf<ReportMediaDto>(res);
    expect(media).toMatchObject({
      clientId,
      taskId: fields.taskId,
      kind: 'photo',
      contentType: 'image/jpeg',
      width: 1600,
      height: 1200,
      takenAt: '2026-11-28T09:15:00.000Z',
      lat: 6.4541,
      lng: 3.4347,
      deletedAt: null,
    });
    const stored = await sharp(storedFile(media.url)).metadata();
    expect(stored.exif).toBeUndefined();
    if (!media.thumbnailUrl) throw new Error('no thumbnail');
    const thumbnail = storedFile(media.thumbnailUrl);
    const small = await sharp(thumbnail).metadata();
    expect([small.format, Math.max(small.width ?? 0, small.height ?? 0)]).toEqual([
      'jpeg',
      REPORT_LIMITS.thumbnailMaxPx,
    ]);
    expect(thumbnail.length).toBeLessThan(30_000);

    const again = await uploadMedia(job.technician.agent, fields, photo).expect(200);
    expect(dataOf<ReportMediaDto>(again)._id).toBe(media._id);
    expect(await mediaRowsOf(t, job.report._id)).toHaveLength(1);
    expect(reportFiles(dataDir, job.report._id)).toHaveLength(2);
    const seen = await readReport(job.customer.agent, job.requestId);
    expect(seen.tasks[0]?.media.map((item) => item._id)).toEqual([media._id]);
  });

  it('when a video is uploaded, then it is kept as a video without a thumbnail', async () => {
    const res = await uploadMedia(job.technician.agent, fieldsOf(job), mp4Video(), 'clip.mp4').expect(201);
    expect(dataOf<ReportMediaDto>(res)).toMatchObject({ kind: 'video', contentType: 'video/mp4', thumbnailUrl: null });
  });

  it('when the file is text named .jpg, a photo over 5 MB or a video over 20 MB, then it is refused and nothing is stored', async () => {
    const other = await reportJob(t, { progress: 'in-progress' });
    const text = await uploadMedia(other.technician.agent, fieldsOf(other), Buffer.from('not a photo at all'), 'a.jpg');
    expect([text.status, text.body.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const bigPhoto = Buffer.concat([await phonePhoto(), Buffer.alloc(REPORT_LIMITS.photoMaxBytes)]);
    const photo = await uploadMedia(other.technician.agent, fieldsOf(other), bigPhoto, 'big.jpg');
    expect([photo.status, photo.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    const bigVideo = Buffer.concat([mp4Video(), Buffer.alloc(REPORT_LIMITS.videoMaxBytes)]);
    const video = await uploadMedia(other.technician.agent, fieldsOf(other), bigVideo, 'big.mp4');
    expect([video.status, video.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(await mediaRowsOf(t, other.report._id)).toEqual([]);
    expect(reportFiles(dataDir, other.report._id)).toEqual([]);
  });

  it('when the fields are invalid or the file missing, then 400; the customer 403; another technician, an unknown report or a task of another report 404; signed out 401', async () => {
    const photo = await phonePhoto(30);
    const bad = await uploadMedia(job.technician.agent, { ...fieldsOf(job), takenAt: 'yesterday', lat: 6.4 }, photo);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrorKeys).toMatchObject({ takenAt: 'validation:reportTakenAtInvalid' });
    const noFile = await job.technician.agent
      .post('/api/reports/upload-vehicle-media')
      .field('reportId', job.report._id)
      .field('taskId', firstTask(job)._id)
      .field('clientId', randomUUID())
      .field('takenAt', '2026-11-28T09:15:00Z');
    expect([noFile.status, noFile.body.fieldErrorKeys]).toEqual([400, { file: 'validation:reportMediaFileRequired' }]);
    await uploadMedia(job.customer.agent, fieldsOf(job), photo).expect(403);
    await uploadMedia((await technician(t)).agent, fieldsOf(job), photo).expect(404);
    await uploadMedia(job.technician.agent, { ...fieldsOf(job), reportId: randomUUID() }, photo).expect(404);
    const other = await reportJob(t);
    await uploadMedia(job.technician.agent, { ...fieldsOf(job), taskId: firstTask(other)._id }, photo).expect(404);
    await uploadMedia(request.agent(t.app), fieldsOf(job), photo).expect(401);
    expect(await mediaRowsOf(t, job.report._id)).toHaveLength(2);
  });
});

describe('delete-vehicle-media', () => {
  it('when the technician deletes a photo, then its files go and the report leaves it out; deleting again answers the same', async () => {
    const created = dataOf<ReportMediaDto>(
      await uploadMedia(job.technician.agent, fieldsOf(job), await phonePhoto(200)).expect(201),
    );
    const before = reportFiles(dataDir, job.report._id).length;
    await job.customer.agent.post(DELETE_MEDIA).send({ mediaId: created._id }).expect(403);
    await (await technician(t)).agent.post(DELETE_MEDIA).send({ mediaId: created._id }).expect(404);
    const first = await job.technician.agent.post(DELETE_MEDIA).send({ mediaId: created._id }).expect(200);
    expect(dataOf<ReportDeletedDto>(first)._id).toBe(created._id);
    expect(reportFiles(dataDir, job.report._id)).toHaveLength(before - 2);
    const again = await job.technician.agent.post(DELETE_MEDIA).send({ mediaId: created._id }).expect(200);
    expect(again.body.data).toEqual(first.body.data);
    const seen = await readReport(job.technician.agent, job.requestId);
    expect(seen.tasks[0]?.media.map((item) => item._id)).not.toContain(created._id);
    await job.technician.agent.post(DELETE_MEDIA).send({ mediaId: randomUUID() }).expect(404);
    await job.technician.agent.post(DELETE_MEDIA).send({ mediaId: 'x' }).expect(400);
    await request(t.app).post(DELETE_MEDIA).send({ mediaId: created._id }).expect(401);
  });
});
