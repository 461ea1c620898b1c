import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDto } from '@fleetcare/shared';
import { failure, mockApi, ok } from '../../../../test/mock-api.ts';
import {
  followSignedInUser,
  onFreshReport,
  replaceReportQueue,
  reportQueue,
  signedInUserChanged,
} from './app-report-queue.ts';
import { ReportQueue } from './report-queue.ts';
import { memoryStore } from './report-store.ts';
import { MAINTENANCE_ID, REPORT_ID, TASK_A, testReport } from './testing/report-fixtures.ts';

const target = { maintenanceId: MAINTENANCE_ID, reportId: REPORT_ID };

afterEach(() => replaceReportQueue(undefined));

describe('the app’s queue of report changes', () => {
  it('shows and sends the changes of the account the app shell says is signed in: none once signed out, the same again at the next sign-in', async () => {
    // The server is busy: the change stays waiting.
    mockApi(() => failure(503, 'INTERNAL_ERROR'));
    let signedIn: string | null = 'user-mechanic';
    followSignedInUser(() => signedIn);
    const queue = reportQueue();
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ loaded: true, userId: 'user-mechanic' }));
    await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    expect(queue.getState().ops.map((op) => op.userId)).toEqual(['user-mechanic']);

    signedIn = null;
    signedInUserChanged();
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ userId: null, ops: [] }));
    await expect(queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'fixed' }, target)).rejects.toThrow();

    signedIn = 'user-mechanic';
    signedInUserChanged();
    await vi.waitFor(() => expect(queue.getState().ops.map((op) => op.kind)).toEqual(['mark-task']));
  });

  it('reads a report again once its last waiting change is answered, and hands it on unless another change was answered meanwhile', async () => {
    const fresh: ReportDto[] = [];
    const stop = onFreshReport((report) => fresh.push(report));
    let reads = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi(async (request) => {
      if (request.method !== 'GET') return failure(404, 'ROUTE_NOT_FOUND');
      reads += 1;
      // The first reading waits while another change is made and answered.
      if (reads === 1) await held;
      return ok(testReport({ summary: `read ${reads}` }));
    });
    const queue = new ReportQueue({
      store: memoryStore(),
      send: async (op) => ({ _id: op.clientId, deletedAt: '2026-03-05T10:00:00.000Z' }),
      currentUser: () => 'user-mechanic',
      isOnline: () => true,
    }).start();
    replaceReportQueue(queue);

    await queue.enqueue({ kind: 'delete-entry', entryId: 'e-1' }, target);
    await vi.waitFor(() => expect(reads).toBe(1));
    await queue.enqueue({ kind: 'delete-entry', entryId: 'e-2' }, target);
    await vi.waitFor(() => expect(reads).toBe(2));
    await vi.waitFor(() => expect(fresh.map((report) => report.summary)).toEqual(['read 2']));
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first reading came back after the second change was answered: it may lack it, so it is not shown.
    expect(fresh.map((report) => report.summary)).toEqual(['read 2']);
    stop();
  });
});
