import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday, type ReportEntryDto, type ReportHeaderDto, type ReportTaskDto } from '@fleetcare/shared';
import {
  maintenanceRequests,
  mileageLogs,
  notifications,
  reportTasks,
  routineCheckSchedules,
  users,
  vehicleCollaborators,
  vehicles,
} from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { technician } from '../../../../test/job-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fillReport, jobStatus, progress, timelineKinds } from '../jobs/job.test-support.ts';
import { setJobStatus } from '../surcharges/surcharges.test-support.ts';
import {
  ADD_ENTRY,
  ADD_TASK,
  COMPLETE,
  deleteEntryPath,
  EDIT_ENTRY,
  entryRowsOf,
  firstTask,
  getReportPath,
  MARK_TASK,
  OIL_CHECKLIST,
  readReport,
  reportJob,
  reportRow,
  updateReportPath,
  type ReportJob,
} from './report.test-support.ts';

/*
 * A job's report through its calls: made with the booking, written by the booked technician while the job is under
 * way, read by the job's customer and the vehicle's collaborators, completed with the work.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function stranger() {
  return signUpAndSignIn(t, { firstName: 'Bola', lastName: 'Ade' });
}

describe('get-report', () => {
  let job: ReportJob;
  beforeAll(async () => {
    job = await reportJob(t);
  });

  it('when a job is booked, then its report holds a group per booked service with its checklist to do, for the technician to write', () => {
    const { report } = job;
    expect(report).toMatchObject({
      maintenanceId: job.requestId,
      status: 'draft',
      jobStatus: 'booked',
      vehicleId: job.vehicleId,
      vehicleLabel: '2019 Toyota Corolla',
      technicianName: 'Chinedu okeke',
      canEdit: true,
      summary: '',
      recommendations: [],
      mileageKm: null,
      completedAt: null,
      groups: [{ slug: 'oil-change', name: 'Oil change' }],
    });
    expect(report.tasks.map((task) => [task.group, task.title, task.status, task.source])).toEqual(
      OIL_CHECKLIST.en.map((title) => ['oil-change', title, 'todo', 'checklist']),
    );
  });

  it('when the customer reads it in Norwegian, then the checklist and the groups are in Norwegian and it is not theirs to edit', async () => {
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, job.customer.user._id));
    const report = await readReport(job.customer.agent, job.requestId);
    expect(report.tasks.map((task) => task.title)).toEqual(OIL_CHECKLIST.nb);
    expect(report.groups).toEqual([{ slug: 'oil-change', name: 'Oljeskift' }]);
    expect(report.canEdit).toBe(false);
  });

  it("when a collaborator of the vehicle reads it, then they see it; another customer, another technician and a stranger's unknown id get 404", async () => {
    const collaborator = await stranger();
    await t.database.db
      .insert(vehicleCollaborators)
      .values({ vehicleId: job.vehicleId, userId: collaborator.user._id, role: 'view' });
    const seen = await readReport(collaborator.agent, job.requestId);
    expect(seen._id).toBe(job.report._id);
    expect(seen.canEdit).toBe(false);
    const other = await stranger();
    await other.agent.get(getReportPath(job.requestId)).expect(404);
    const otherTechnician = await technician(t);
    await otherTechnician.agent.get(getReportPath(job.requestId)).expect(404);
    await job.technician.agent.get(getReportPath(randomUUID())).expect(404);
  });

  it('when signed out, then 401; when the id is not a uuid, then 400', async () => {
    await request(t.app).get(getReportPath(job.requestId)).expect(401);
    const res = await job.technician.agent.get(getReportPath('not-an-id')).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('tasks and notes', () => {
  let job: ReportJob;
  beforeAll(async () => {
    job = await reportJob(t, { progress: 'arrived' });
  });

  it('when the technician adds a task, then it comes after the checklist; sent again with its client id, then 200 with the same task and nothing added', async () => {
    const clientId = randomUUID();
    const body = { reportId: job.report._id, clientId, title: 'Check the fan belt' };
    const first = await job.technician.agent.post(ADD_TASK).send(body).expect(201);
    const task = dataOf<ReportTaskDto>(first);
    expect(task).toMatchObject({ clientId, group: null, title: 'Check the fan belt', source: 'added', status: 'todo' });
    expect(task.position).toBe(OIL_CHECKLIST.en.length);
    const again = await job.technician.agent.post(ADD_TASK).send(body).expect(200);
    expect(dataOf<ReportTaskDto>(again)._id).toBe(task._id);
    const rows = await t.database.db.select().from(reportTasks).where(eq(reportTasks.reportId, job.report._id));
    expect(rows).toHaveLength(OIL_CHECKLIST.en.length + 1);
  });

  it('when a task has no title, then 400 and nothing is added', async () => {
    const res = await job.technician.agent
      .post(ADD_TASK)
      .send({ reportId: job.report._id, clientId: randomUUID(), title: '  ' })
      .expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ title: 'validation:reportTaskTitleRequired' });
  });

  it('when someone else writes, then the customer is refused with 403, another technician and an unknown report get 404, and signed out 401', async () => {
    const body = { reportId: job.report._id, clientId: randomUUID(), title: 'Extra' };
    await job.customer.agent.post(ADD_TASK).send(body).expect(403);
    await (await technician(t)).agent.post(ADD_TASK).send(body).expect(404);
    await job.technician.agent
      .post(ADD_TASK)
      .send({ ...body, reportId: randomUUID() })
      .expect(404);
    await request(t.app).post(ADD_TASK).send(body).expect(401);
    const entry = { taskId: firstTask(job)._id, clientId: randomUUID(), text: 'Oil was black.' };
    await job.customer.agent.post(ADD_ENTRY).send(entry).expect(403);
    await job.customer.agent
      .patch(MARK_TASK)
      .send({ taskId: firstTask(job)._id, status: 'ok' })
      .expect(403);
  });

  it('when a note is added, edited and deleted, then the report shows it as it stands; each replay has one effect', async () => {
    const task = firstTask(job);
    const clientId = randomUUID();
    const add = { taskId: task._id, clientId, text: 'The oil was black.' };
    const created = dataOf<ReportEntryDto>(await job.technician.agent.post(ADD_ENTRY).send(add).expect(201));
    expect(created).toMatchObject({ clientId, taskId: task._id, text: 'The oil was black.', deletedAt: null });
    const replayed = dataOf<ReportEntryDto>(await job.technician.agent.post(ADD_ENTRY).send(add).expect(200));
    expect(replayed._id).toBe(created._id);
    expect(await entryRowsOf(t, job.report._id)).toHaveLength(1);

    const edit = { entryId: created._id, text: 'The oil was black and thin.' };
    await job.technician.agent.patch(EDIT_ENTRY).send(edit).expect(200);
    const edited = dataOf<ReportEntryDto>(await job.technician.agent.patch(EDIT_ENTRY).send(edit).expect(200));
    expect(edited.text).toBe('The oil was black and thin.');
    const seen = await readReport(job.customer.agent, job.requestId);
    expect(seen.tasks[0]?.entries.map((entry) => entry.text)).toEqual(['The oil was black and thin.']);

    const deleted = await job.technician.agent.delete(deleteEntryPath(created._id)).expect(200);
    const again = await job.technician.agent.delete(deleteEntryPath(created._id)).expect(200);
    expect(again.body.data).toEqual(deleted.body.data);
    expect((await readReport(job.technician.agent, job.requestId)).tasks[0]?.entries).toEqual([]);
    // The offline queue sends the add once more: the stored note, deleted, and nothing new.
    const late = dataOf<ReportEntryDto>(await job.technician.agent.post(ADD_ENTRY).send(add).expect(200));
    expect(late.deletedAt).not.toBeNull();
    expect(await entryRowsOf(t, job.report._id)).toHaveLength(1);
    await job.technician.agent.patch(EDIT_ENTRY).send(edit).expect(404);
  });

  it('when a note is too long, has an unknown task or entry, then 400 or 404 and nothing changes', async () => {
    const long = await job.technician.agent
      .post(ADD_ENTRY)
      .send({ taskId: firstTask(job)._id, clientId: randomUUID(), text: 'x'.repeat(2001) })
      .expect(400);
    expect(long.body.fieldErrorKeys).toEqual({ text: 'validation:reportEntryTextTooLong' });
    await job.technician.agent
      .post(ADD_ENTRY)
      .send({ taskId: randomUUID(), clientId: randomUUID(), text: 'Hello' })
      .expect(404);
    await job.technician.agent.patch(EDIT_ENTRY).send({ entryId: randomUUID(), text: 'Hello' }).expect(404);
    await job.technician.agent.delete(deleteEntryPath(randomUUID())).expect(404);
    await (await technician(t)).agent.delete(deleteEntryPath(randomUUID())).expect(404);
  });

  it('when the technician marks a task, then it has that status (the same again changes nothing); a status out of the list is 400', async () => {
    const task = firstTask(job);
    const marked = await job.technician.agent
      .patch(MARK_TASK)
      .send({ taskId: task._id, status: 'replaced' })
      .expect(200);
    expect(dataOf<ReportTaskDto>(marked)).toMatchObject({ _id: task._id, status: 'replaced' });
    await job.technician.agent.patch(MARK_TASK).send({ taskId: task._id, status: 'replaced' }).expect(200);
    const bad = await job.technician.agent.patch(MARK_TASK).send({ taskId: task._id, status: 'done' }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ status: 'validation:reportTaskStatusInvalid' });
    await job.technician.agent.patch(MARK_TASK).send({ taskId: randomUUID(), status: 'ok' }).expect(404);
  });
});

describe('update-vehicle-inspection-report', () => {
  let job: ReportJob;
  beforeAll(async () => {
    job = await reportJob(t, { progress: 'in-progress' });
  });

  const mileageOf = (vehicleId: string) =>
    t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicleId));

  it('when the summary, recommendations and mileage are sent, then the report has them and the vehicle has one mileage reading of the report, changed when sent again', async () => {
    const path = updateReportPath(job.report._id);
    const body = {
      summary: 'Oil and filter changed.',
      recommendations: [{ text: 'Front pads are thin.', urgency: 'within-a-month' }],
      mileageKm: 84_200,
    };
    const saved = dataOf<ReportHeaderDto>(await job.technician.agent.patch(path).send(body).expect(200));
    expect(saved).toMatchObject({ ...body, status: 'draft', jobStatus: 'in-progress' });
    await job.technician.agent.patch(path).send(body).expect(200);
    await job.technician.agent.patch(path).send({ mileageKm: 84_250 }).expect(200);
    const log = await mileageOf(job.vehicleId);
    expect(log.map((entry) => [entry.valueKm, entry.source])).toEqual([[84_250, 'check']]);
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, job.vehicleId));
    expect(vehicle?.totalMileageKm).toBe(84_250);
    expect((await reportRow(t, job.report._id)).mileageKm).toBe(84_250);
  });

  it("when the mileage is below the vehicle's reading before the report's, then 400 on mileageKm and nothing changes", async () => {
    const other = await reportJob(t, { progress: 'arrived' });
    await t.database.db.insert(mileageLogs).values({
      vehicleId: other.vehicleId,
      valueKm: 90_000,
      recordedAt: new Date(t.clock.now().getTime() - 86_400_000),
      source: 'manual',
    });
    await t.database.db.update(vehicles).set({ totalMileageKm: 90_000 }).where(eq(vehicles.id, other.vehicleId));
    const res = await other.technician.agent
      .patch(updateReportPath(other.report._id))
      .send({ mileageKm: 80_000, summary: 'Done.' })
      .expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ mileageKm: 'validation:mileageBelowLast' });
    expect(await mileageOf(other.vehicleId)).toHaveLength(1);
    expect((await reportRow(t, other.report._id)).summary).toBe('');
  });

  it("when the next service is sent, then the vehicle's schedules of items a booked service renews take it and the others keep theirs", async () => {
    // Brake repair renews the brake pads' schedule; the oil change (unknown to the rule) renews none.
    await t.database.db
      .update(maintenanceRequests)
      .set({ services: ['oil-change', 'brake-repair'] })
      .where(eq(maintenanceRequests.id, job.requestId));
    await t.database.db.insert(routineCheckSchedules).values([
      { vehicleId: job.vehicleId, item: 'brake-pads', intervalDays: 365, intervalKm: 20_000 },
      { vehicleId: job.vehicleId, item: 'engine-oil', intervalDays: 180, intervalKm: 5_000 },
    ]);
    await job.technician.agent
      .patch(updateReportPath(job.report._id))
      .send({ nextServiceDate: '2027-05-01', nextServiceKm: 104_250 })
      .expect(200);
    const schedules = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(eq(routineCheckSchedules.vehicleId, job.vehicleId));
    const byItem = new Map(schedules.map((row) => [row.item, row]));
    expect(byItem.get('brake-pads')).toMatchObject({ nextDueAt: '2027-05-01', nextDueKm: 104_250 });
    expect(byItem.get('engine-oil')).toMatchObject({ nextDueAt: null, nextDueKm: null });
    expect(await reportRow(t, job.report._id)).toMatchObject({ nextServiceDate: '2027-05-01', nextServiceKm: 104_250 });
  });

  it('when the next service is not ahead (a distance at or below the mileage, a date not after today), then 400 naming the field and nothing changes', async () => {
    const other = await reportJob(t, { progress: 'arrived' });
    const path = updateReportPath(other.report._id);
    const sameKm = await other.technician.agent
      .patch(path)
      .send({ mileageKm: 60_000, nextServiceKm: 60_000 })
      .expect(400);
    expect(sameKm.body.fieldErrorKeys).toEqual({ nextServiceKm: 'validation:reportNextServiceKmNotAhead' });
    await other.technician.agent.patch(path).send({ mileageKm: 60_000 }).expect(200);
    const belowStored = await other.technician.agent.patch(path).send({ nextServiceKm: 55_000 }).expect(400);
    expect(belowStored.body.fieldErrorKeys).toEqual({ nextServiceKm: 'validation:reportNextServiceKmNotAhead' });
    await other.technician.agent.patch(path).send({ nextServiceKm: 65_000 }).expect(200);
    // A mileage sent later is held to the next service already written.
    const mileagePast = await other.technician.agent.patch(path).send({ mileageKm: 66_000 }).expect(400);
    expect(mileagePast.body.fieldErrorKeys).toEqual({ mileageKm: 'validation:reportNextServiceKmNotAhead' });
    const today = lagosToday(t.clock.now());
    const pastDate = await other.technician.agent.patch(path).send({ nextServiceDate: today }).expect(400);
    expect(pastDate.body.fieldErrorKeys).toEqual({ nextServiceDate: 'validation:reportNextServiceDateNotAhead' });
    expect(await reportRow(t, other.report._id)).toMatchObject({
      mileageKm: 60_000,
      nextServiceKm: 65_000,
      nextServiceDate: null,
    });
    await other.technician.agent
      .patch(path)
      .send({ nextServiceDate: addDays(today, 1) })
      .expect(200);
  });

  it('when a field is invalid, then 400; the customer is refused with 403, another technician 404, signed out 401', async () => {
    const path = updateReportPath(job.report._id);
    const bad = await job.technician.agent
      .patch(path)
      .send({ recommendations: [{ text: 'Tyres', urgency: 'someday' }], nextServiceDate: '2027-02-30' })
      .expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({
      'recommendations[0].urgency': 'validation:reportUrgencyInvalid',
      nextServiceDate: 'validation:calendarDateInvalid',
    });
    await job.customer.agent.patch(path).send({ summary: 'Mine.' }).expect(403);
    await (await technician(t)).agent.patch(path).send({ summary: 'Mine.' }).expect(404);
    await request(t.app).patch(path).send({ summary: 'Mine.' }).expect(401);
    await job.technician.agent.patch(updateReportPath(randomUUID())).send({ summary: 'x' }).expect(404);
  });
});

describe('mark-report-complete', () => {
  it('when tasks are still to do and the summary is missing, then 422 naming each; once written, the report completes, the job is work done and the customer told; a replay answers it again', async () => {
    const job = await reportJob(t, { progress: 'in-progress' });
    const refused = await job.technician.agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(422);
    expect(refused.body.code).toBe('REPORT_INCOMPLETE');
    expect(refused.body.fieldErrorKeys).toEqual({
      ...Object.fromEntries(job.report.tasks.map((task) => [`tasks.${task._id}`, 'validation:reportTaskStillTodo'])),
      summary: 'validation:reportSummaryRequired',
    });
    expect(await jobStatus(t, job.requestId)).toBe('in-progress');

    for (const task of job.report.tasks) {
      await job.technician.agent.patch(MARK_TASK).send({ taskId: task._id, status: 'ok' }).expect(200);
    }
    const entry = { taskId: firstTask(job)._id, clientId: randomUUID(), text: 'New oil, 4 litres.' };
    await job.technician.agent.post(ADD_ENTRY).send(entry).expect(201);
    const missingSummary = await job.technician.agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(422);
    expect(missingSummary.body.fieldErrorKeys).toEqual({ summary: 'validation:reportSummaryRequired' });
    await job.technician.agent
      .patch(updateReportPath(job.report._id))
      .send({ summary: 'Oil and filter changed.' })
      .expect(200);
    await job.customer.agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(403);

    const done = dataOf<ReportHeaderDto>(
      await job.technician.agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(200),
    );
    expect(done).toMatchObject({ status: 'complete', jobStatus: 'work-done' });
    expect(done.completedAt).not.toBeNull();
    expect(await jobStatus(t, job.requestId)).toBe('work-done');
    expect((await timelineKinds(t, job.requestId)).filter((kind) => kind === 'work-done')).toHaveLength(1);
    const told = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, job.customer.user._id)));
    expect(told.filter((row) => row.message.includes('work is done'))).toHaveLength(1);

    const replay = await job.technician.agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(200);
    expect(dataOf<ReportHeaderDto>(replay).completedAt).toBe(done.completedAt);
    expect((await timelineKinds(t, job.requestId)).filter((kind) => kind === 'work-done')).toHaveLength(1);

    // A complete report no longer changes; what the offline queue stored before still answers.
    const late = await job.technician.agent
      .post(ADD_ENTRY)
      .send({ ...entry, clientId: randomUUID() })
      .expect(409);
    expect(late.body.code).toBe('REPORT_COMPLETE');
    await job.technician.agent.post(ADD_ENTRY).send(entry).expect(200);
    const mark = await job.technician.agent.patch(MARK_TASK).send({ taskId: firstTask(job)._id, status: 'fixed' });
    expect([mark.status, mark.body.code]).toEqual([409, 'REPORT_COMPLETE']);
    const seen = await readReport(job.customer.agent, job.requestId);
    expect(seen).toMatchObject({ status: 'complete', jobStatus: 'work-done', summary: 'Oil and filter changed.' });
  });

  it('when the job is not in progress, then 409 naming its status and the report stays a draft', async () => {
    const job = await reportJob(t, { progress: 'arrived' });
    for (const task of job.report.tasks) {
      await job.technician.agent.patch(MARK_TASK).send({ taskId: task._id, status: 'ok' }).expect(200);
    }
    await job.technician.agent.patch(updateReportPath(job.report._id)).send({ summary: 'All fine.' }).expect(200);
    const res = await job.technician.agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(409);
    expect([res.body.code, res.body.detail]).toEqual(['MAINTENANCE_STATUS_CONFLICT', 'arrived']);
    expect((await reportRow(t, job.report._id)).status).toBe('draft');
    await (await technician(t)).agent.patch(COMPLETE).send({ reportId: job.report._id }).expect(404);
    await job.technician.agent.patch(COMPLETE).send({ reportId: 'nope' }).expect(400);
  });

  it('when update-maintenance says work done with the report unfinished, then 422 naming what is missing and nothing changes; once written, the same call completes the report', async () => {
    const job = await reportJob(t, { progress: 'in-progress' });
    const refused = await progress(job.technician.agent, job.requestId, 'work-done').expect(422);
    expect(refused.body.code).toBe('REPORT_INCOMPLETE');
    expect(Object.keys(refused.body.fieldErrorKeys as object)).toContain('summary');
    expect(await jobStatus(t, job.requestId)).toBe('in-progress');
    expect((await reportRow(t, job.report._id)).status).toBe('draft');
    // The customer's "work done" is a step out of turn, whatever the report says.
    const byCustomer = await progress(job.customer.agent, job.requestId, 'work-done').expect(409);
    expect(byCustomer.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'in-progress' });

    await fillReport(job.technician.agent, job.requestId);
    await progress(job.technician.agent, job.requestId, 'work-done').expect(200);
    expect(await jobStatus(t, job.requestId)).toBe('work-done');
    expect((await reportRow(t, job.report._id)).status).toBe('complete');
    expect((await timelineKinds(t, job.requestId)).filter((kind) => kind === 'work-done')).toHaveLength(1);
  });

  it('when the job is past the work with its report a draft (work done before reports), then writing it is 409 naming the status', async () => {
    const job = await reportJob(t, { progress: 'in-progress' });
    await setJobStatus(t, job.requestId, 'work-done');
    const res = await job.technician.agent
      .post(ADD_ENTRY)
      .send({ taskId: firstTask(job)._id, clientId: randomUUID(), text: 'Late note.' })
      .expect(409);
    expect([res.body.code, res.body.detail]).toEqual(['MAINTENANCE_STATUS_CONFLICT', 'work-done']);
    expect((await readReport(job.technician.agent, job.requestId)).canEdit).toBe(false);
  });
});
