import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../../../test/mock-api.ts';
import { followSignedInUser, replaceReportQueue, reportQueue, signedInUserChanged } from './app-report-queue.ts';
import { MAINTENANCE_ID, REPORT_ID, TASK_A } from './testing/report-fixtures.ts';

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
});
