import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { MARK_TASK, reportJob } from '../reports/report.test-support.ts';

/* A job's report on its request's page in the admin panel: read-only, with how much of it is still to do. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintenance-reports', () => {
  it("lists a request's report in its related section, with its tasks and those still to do", async () => {
    const job = await reportJob(t, { progress: 'arrived' });
    const [task] = job.report.tasks;
    if (!task) throw new Error('no task');
    await job.technician.agent.patch(MARK_TASK).send({ taskId: task._id, status: 'ok' }).expect(200);
    const support = (await signInAdmin(t, ['support'])).agent;
    const record = await support.get(`/api/custom-admin/get-resource-record/maintenance-requests/${job.requestId}`);
    expect(JSON.stringify(record.body.data)).toContain('maintenance-reports');
    const res = await support
      .get('/api/custom-admin/get-resources-list/maintenance-reports')
      .query({ filter: JSON.stringify({ requestId: { equals: job.requestId } }) })
      .expect(200);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({
      _id: job.report._id,
      status: 'draft',
      tasks: job.report.tasks.length,
      tasksToDo: job.report.tasks.length - 1,
    });
  });
});
