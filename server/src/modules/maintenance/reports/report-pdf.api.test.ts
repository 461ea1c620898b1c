import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira, reportsApi } from '@fleetcare/shared';
import { vehicleCollaborators } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { technician } from '../../../../test/job-helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { apiPath, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { QUOTATION_TOTAL } from '../jobs/job.test-support.ts';
import {
  firstTask,
  phonePhoto,
  reportJob,
  updateReportPath,
  uploadMedia,
  type ReportJob,
} from './report.test-support.ts';

/*
 * get-report-pdf: the job's report as a PDF, for whoever may read the report, with the job's cost (the naira sign
 * printed with an embedded font) and the photos as thumbnails.
 */

let t: TestApp;
let job: ReportJob;
beforeAll(async () => {
  t = await createTestApp();
  job = await reportJob(t);
  await job.technician.agent
    .patch(updateReportPath(job.report._id))
    .send({ summary: 'Oil and filter changed; the old oil was black.', mileageKm: 84250 })
    .expect(200);
  const task = firstTask(job);
  await uploadMedia(job.technician.agent, { reportId: job.report._id, taskId: task._id }, await phonePhoto()).expect(
    201,
  );
});
afterAll(() => t.close());

const pdfPath = (id: string) => apiPath(reportsApi.getReportPdf, { id });

/** Supertest reads an application/pdf answer as bytes. */
const asBytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('get-report-pdf', () => {
  it('when the customer downloads it, then it is a PDF attachment with the summary, the mileage, the cost in naira and the photo', async () => {
    const res = await asBytes(job.customer.agent.get(pdfPath(job.requestId))).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?fleetcare-report-[0-9a-f]{8}\.pdf"?$/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const { text, images } = await pdfText(res.body as Buffer);
    expect(text).toContain('Oil and filter changed; the old oil was black.');
    expect(text).toContain('84,250 km');
    expect(text).toContain(formatNaira(QUOTATION_TOTAL));
    expect(text).toContain('₦');
    expect(images).toBe(1);
  });

  it('when a collaborator of the vehicle downloads it, then they get it too; the technician as well', async () => {
    const collaborator = await signUpAndSignIn(t);
    await t.database.db
      .insert(vehicleCollaborators)
      .values({ vehicleId: job.vehicleId, userId: collaborator.user._id, role: 'view' });
    await asBytes(collaborator.agent.get(pdfPath(job.requestId))).expect(200);
    await asBytes(job.technician.agent.get(pdfPath(job.requestId))).expect(200);
  });

  it('when someone else asks, then 404; signed out, 401; an unknown job, 404; not an id, 400', async () => {
    const other = await signUpAndSignIn(t);
    await other.agent.get(pdfPath(job.requestId)).expect(404);
    const otherTechnician = await technician(t);
    await otherTechnician.agent.get(pdfPath(job.requestId)).expect(404);
    await request(t.app).get(pdfPath(job.requestId)).expect(401);
    await job.customer.agent.get(pdfPath(randomUUID())).expect(404);
    await job.customer.agent.get(pdfPath('not-an-id')).expect(400);
  });
});
