import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { MAINTENANCE_ID, REPORT_ID, TASK_A, TASK_B, testEntry, testReport } from './testing/report-fixtures.ts';
import {
  applyPending,
  failureKind,
  mergeAnswer,
  missingForCompletion,
  nextToSend,
  refusedWith,
  retryDelayMs,
  rewriteRefs,
  type PendingOp,
  type ReportChange,
} from './pending-ops.ts';

let seq = 0;
const op = (change: ReportChange, clientId = `c-${seq + 1}`): PendingOp =>
  ({
    ...change,
    seq: ++seq,
    clientId,
    maintenanceId: MAINTENANCE_ID,
    reportId: REPORT_ID,
    createdAt: '2026-03-05T10:00:00.000Z',
    attempts: 0,
    refusal: null,
  }) as PendingOp;

const apiError = (status: number, code = 'CONFLICT') =>
  new ApiError({ code: code as 'CONFLICT', status, message: code });

describe('the report as the screen shows it: the server’s report with the waiting changes applied', () => {
  it('applies status, notes, an added task with its note, and the report’s fields, in order, each marked pending', () => {
    const report = testReport({
      tasks: testReport().tasks.map((task) =>
        task._id === TASK_B ? { ...task, entries: [testEntry('e-1', TASK_B, 'Old filter was clogged')] } : task,
      ),
    });
    const shown = applyPending(report, [
      op({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }),
      op({ kind: 'mark-task', taskId: TASK_A, status: 'fixed' }),
      op({ kind: 'add-task', title: 'Check the wipers' }, 'new-task'),
      op({ kind: 'add-entry', taskId: 'new-task', text: 'Both torn' }, 'new-note'),
      op({ kind: 'edit-entry', entryId: 'e-1', text: 'Filter replaced' }),
      op({ kind: 'update-report', fields: { summary: 'Oil changed', mileageKm: 120_000 } }),
    ]);
    expect(shown.tasks.map((task) => [task.title, task.status, task.pending])).toEqual([
      ['Drain and refill the engine oil', 'fixed', true],
      ['Replace the oil filter', 'todo', false],
      ['Check the wipers', 'todo', true],
    ]);
    expect(shown.tasks[1]?.entries.map((entry) => [entry.text, entry.pending])).toEqual([['Filter replaced', true]]);
    expect(shown.tasks[2]?.entries.map((entry) => [entry._id, entry.text])).toEqual([['new-note', 'Both torn']]);
    expect(shown).toMatchObject({ summary: 'Oil changed', mileageKm: 120_000, fieldsPending: true });
  });

  it('when an add was sent before but its answer was lost, then the report holds it once, not twice', () => {
    const report = testReport({
      tasks: testReport().tasks.map((task) =>
        task._id === TASK_A ? { ...task, entries: [testEntry('server-note', TASK_A, 'Leak found', 'note-1')] } : task,
      ),
    });
    const replayed = op({ kind: 'add-entry', taskId: TASK_A, text: 'Leak found' }, 'note-1');
    const shown = applyPending(report, [replayed, replayed]);
    expect(shown.tasks[0]?.entries.map((entry) => entry._id)).toEqual(['server-note']);

    // The answer of a replay merges into the report without a second copy either.
    const merged = mergeAnswer(report, replayed, testEntry('server-note', TASK_A, 'Leak found', 'note-1'));
    expect(merged.tasks[0]?.entries).toHaveLength(1);
  });

  it('deletes a note or photo added on the phone before it was ever sent, and leaves refused changes out', () => {
    const refusal = { code: 'REPORT_COMPLETE', message: 'Completed elsewhere' };
    const shown = applyPending(testReport(), [
      op({ kind: 'add-entry', taskId: TASK_A, text: 'Typo' }, 'n-1'),
      op({ kind: 'delete-entry', entryId: 'n-1' }),
      { ...op({ kind: 'mark-task', taskId: TASK_B, status: 'ok' }), refusal },
    ]);
    expect(shown.tasks[0]?.entries).toEqual([]);
    expect(shown.tasks[1]?.status).toBe('todo');
    expect(shown.tasks[1]?.refusals.map((each) => each.refusal)).toEqual([refusal]);
  });

  it('says what keeps the report from completing: tasks still todo and no summary, as the server rules', () => {
    const shown = applyPending(testReport(), [op({ kind: 'mark-task', taskId: TASK_A, status: 'ok' })]);
    const missing = missingForCompletion(shown);
    expect(missing.todo.map((task) => task._id)).toEqual([TASK_B]);
    expect(missing.summary).toBe(true);
    const done = applyPending(testReport(), [
      op({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }),
      op({ kind: 'mark-task', taskId: TASK_B, status: 'replaced' }),
      op({ kind: 'update-report', fields: { summary: '  ' } }),
    ]);
    expect(missingForCompletion(done)).toMatchObject({ todo: [], summary: true });
  });
});

describe('the order of sending', () => {
  it('sends the oldest change not refused, whatever order the store listed them in', () => {
    const first = op({ kind: 'add-task', title: 'Wipers' }, 't-1');
    const second = op({ kind: 'add-entry', taskId: 't-1', text: 'Torn' });
    const third = op({ kind: 'mark-task', taskId: TASK_A, status: 'ok' });
    expect(nextToSend([third, second, first])).toBe(first);
    expect(nextToSend([third, second, { ...first, refusal: { code: 'X', message: 'x' } }])).toBe(second);
    expect(nextToSend([])).toBeUndefined();
  });

  it('once an added task is answered, the changes waiting on it carry its server id; others stay as they were', () => {
    const add = op({ kind: 'add-task', title: 'Wipers' }, 't-1');
    const note = op({ kind: 'add-entry', taskId: 't-1', text: 'Torn' }, 'n-1');
    const mark = op({ kind: 'mark-task', taskId: 't-1', status: 'replaced' });
    const editNote = op({ kind: 'edit-entry', entryId: 'n-1', text: 'Both torn' });
    const other = op({ kind: 'mark-task', taskId: TASK_A, status: 'ok' });
    const rewritten = rewriteRefs([add, note, mark, editNote, other], 't-1', 'server-task');
    expect(rewritten.map((each) => [each.seq, 'taskId' in each ? each.taskId : null])).toEqual([
      [note.seq, 'server-task'],
      [mark.seq, 'server-task'],
    ]);
    expect(rewriteRefs([editNote], 'n-1', 'server-note')).toEqual([{ ...editNote, entryId: 'server-note' }]);
  });

  it('when an add is refused for good, then the changes to what it would have made are refused with it', () => {
    const add = op({ kind: 'add-task', title: 'Wipers' }, 't-1');
    const note = op({ kind: 'add-entry', taskId: 't-1', text: 'Torn' }, 'n-1');
    const editNote = op({ kind: 'edit-entry', entryId: 'n-1', text: 'Both torn' });
    const other = op({ kind: 'mark-task', taskId: TASK_A, status: 'ok' });
    const refusal = { code: 'CONFLICT', message: 'Too many tasks' };
    expect(refusedWith([add, note, editNote, other], add, refusal).map((each) => each.seq)).toEqual([
      add.seq,
      note.seq,
      editNote.seq,
    ]);
  });
});

describe('which failures are final', () => {
  it('a 4xx is a refusal for good, except 408, 429 and 401; 5xx and no answer are tried again, waiting longer each time', () => {
    expect(failureKind(apiError(409, 'REPORT_COMPLETE'))).toBe('permanent');
    expect(failureKind(apiError(404, 'NOT_FOUND'))).toBe('permanent');
    expect(failureKind(apiError(413, 'FILE_TOO_LARGE'))).toBe('permanent');
    expect(failureKind(apiError(408))).toBe('retry');
    expect(failureKind(apiError(429))).toBe('retry');
    expect(failureKind(apiError(401, 'UNAUTHENTICATED'))).toBe('retry');
    expect(failureKind(apiError(503))).toBe('retry');
    expect(failureKind(apiError(0, 'NETWORK_ERROR'))).toBe('retry');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('retry');
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 60_000]);
  });
});
