import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportEntryDto, ReportTaskDto } from '@fleetcare/shared';
import { ApiError } from '../../../../lib/api-error.ts';
import { MAINTENANCE_ID, REPORT_ID, TASK_A, testEntry, testMedia, testTask } from './testing/report-fixtures.ts';
import type { ChangeAnswer, PendingOp } from './pending-ops.ts';
import { browserSenderLock, ReportQueue, type SendChange } from './report-queue.ts';
import { indexedDbStore, memoryStore, REPORTS_DB, type ReportStore } from './report-store.ts';

const target = { maintenanceId: MAINTENANCE_ID, reportId: REPORT_ID };
const started: ReportQueue[] = [];
/** The account signed in on the phone: the mechanic, unless a test signs in someone else. */
const MECHANIC = 'user-mechanic';
const signedIn = { id: MECHANIC as string | null };

afterEach(() => {
  started.splice(0).forEach((queue) => queue.stop());
  signedIn.id = MECHANIC;
});

interface Sent {
  kind: string;
  clientId: string;
  /** The account signed in when it was sent: whose session it went with. */
  session: string | null;
  taskId?: string;
  entryId?: string;
  media?: string | undefined;
}

/**
 * A server as the contract has it: an add with a `clientId` it knows answers what it stored, changing nothing.
 * `fail` answers a send of its choosing with an error instead (before or after storing it).
 */
function fakeServer() {
  const stored = new Map<string, ChangeAnswer>();
  const sent: Sent[] = [];
  const state = {
    fail: undefined as ((op: PendingOp, count: number) => { error: unknown; after?: boolean } | undefined) | undefined,
    gate: undefined as Promise<void> | undefined,
  };
  const send: SendChange = async (op, media) => {
    sent.push({
      kind: op.kind,
      clientId: op.clientId,
      session: signedIn.id,
      ...('taskId' in op && { taskId: op.taskId }),
      ...('entryId' in op && { entryId: op.entryId }),
      ...(op.kind === 'upload-media' && { media: media ? await media.blob.text() : undefined }),
    });
    await state.gate;
    const failure = state.fail?.(op, sent.filter((each) => each.clientId === op.clientId).length);
    if (failure && !failure.after) throw failure.error;
    const known = stored.get(op.clientId);
    let answer: ChangeAnswer;
    if (known) answer = known;
    else if (op.kind === 'add-task')
      answer = { ...testTask(`server-${op.clientId}`, op.title), clientId: op.clientId, source: 'added' };
    else if (op.kind === 'add-entry') answer = testEntry(`server-${op.clientId}`, op.taskId, op.text, op.clientId);
    else if (op.kind === 'upload-media') answer = testMedia(`server-${op.clientId}`, op.taskId, op.clientId);
    else if (op.kind === 'mark-task') answer = testTask(op.taskId, 'Task', op.status);
    else answer = { _id: op.clientId, deletedAt: '2026-03-05T10:00:00.000Z' };
    stored.set(op.clientId, answer);
    if (failure?.after) throw failure.error;
    return answer;
  };
  const adds = () => [...stored.values()];
  return { send, sent, state, adds };
}

const networkDown = () => new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });

function queueOn(store: ReportStore, send: SendChange, online: { value: boolean }) {
  const queue = new ReportQueue({ store, send, isOnline: () => online.value, currentUser: () => signedIn.id }).start();
  started.push(queue);
  return queue;
}

async function idle(queue: ReportQueue) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await queue.settled();
}

describe('the offline queue of report changes', () => {
  it('when changes are made offline and the page reloads, then nothing is lost and they are sent in order once online', async () => {
    const factory = new IDBFactory();
    const server = fakeServer();
    const online = { value: false };
    const before = queueOn(indexedDbStore(factory), server.send, online);
    await before.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    await before.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Oil was black' }, target);
    await before.enqueue(
      {
        kind: 'upload-media',
        taskId: TASK_A,
        mediaKind: 'photo',
        contentType: 'image/jpeg',
        bytes: 5,
        takenAt: '2026-03-05T10:00:00.000Z',
        lat: null,
        lng: null,
      },
      target,
      { name: 'oil.jpg', blob: new Blob(['jpeg!'], { type: 'image/jpeg' }) },
    );
    await idle(before);
    expect(server.sent).toEqual([]);
    before.stop();

    // The reload: a new queue on the same database, with the network back.
    online.value = true;
    const after = queueOn(indexedDbStore(factory), server.send, online);
    await idle(after);
    await idle(after);
    expect(server.sent.map((each) => each.kind)).toEqual(['mark-task', 'add-entry', 'upload-media']);
    expect(server.sent[2]?.media).toBe('jpeg!');
    expect(after.getState().ops).toEqual([]);
    expect(await indexedDbStore(factory).listOps(MECHANIC)).toEqual([]);
  });

  it('when a task is added offline, then the note and status made on it wait for its add and go with its server id', async () => {
    const server = fakeServer();
    const online = { value: false };
    const store = indexedDbStore(new IDBFactory());
    const queue = queueOn(store, server.send, online);
    const add = await queue.enqueue({ kind: 'add-task', title: 'Check the wipers' }, target);
    await queue.enqueue({ kind: 'add-entry', taskId: add.clientId, text: 'Both torn' }, target);
    await queue.enqueue({ kind: 'mark-task', taskId: add.clientId, status: 'replaced' }, target);
    online.value = true;
    queue.retryNow();
    await idle(queue);
    expect(server.sent.map((each) => [each.kind, each.taskId])).toEqual([
      ['add-task', undefined],
      ['add-entry', `server-${add.clientId}`],
      ['mark-task', `server-${add.clientId}`],
    ]);
  });

  it('when a change is made to an added task after its add was answered (another tab still showed it unsent), then it goes with the server id', async () => {
    const factory = new IDBFactory();
    const server = fakeServer();
    const online = { value: true };
    const first = queueOn(indexedDbStore(factory), server.send, online);
    const add = await first.enqueue({ kind: 'add-task', title: 'Check the wipers' }, target);
    await idle(first);
    first.stop();
    const second = queueOn(indexedDbStore(factory), server.send, online);
    await second.enqueue({ kind: 'mark-task', taskId: add.clientId, status: 'ok' }, target);
    await idle(second);
    expect(server.sent.map((each) => [each.kind, each.taskId])).toEqual([
      ['add-task', undefined],
      ['mark-task', `server-${add.clientId}`],
    ]);
  });

  it('when a photo taken offline is deleted before it was sent, then neither it nor its delete is sent', async () => {
    const server = fakeServer();
    const online = { value: false };
    const store = indexedDbStore(new IDBFactory());
    const queue = queueOn(store, server.send, online);
    const photo = await queue.enqueue(
      {
        kind: 'upload-media',
        taskId: TASK_A,
        mediaKind: 'photo',
        contentType: 'image/jpeg',
        bytes: 5,
        takenAt: '2026-03-05T10:00:00.000Z',
        lat: null,
        lng: null,
      },
      target,
      { name: 'blurry.jpg', blob: new Blob(['jpeg!'], { type: 'image/jpeg' }) },
    );
    const kept = await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    expect(await queue.withdraw(photo.clientId)).toBe(true);
    expect(await store.getMedia(photo.clientId)).toBeUndefined();
    online.value = true;
    queue.retryNow();
    await idle(queue);
    expect(server.sent.map((each) => each.clientId)).toEqual([kept.clientId]);
    // Something already on the server is not withdrawn: it is deleted there.
    expect(await queue.withdraw(kept.clientId)).toBe(false);
  });

  it('when the answer of an add is lost, then the retry sends the same clientId and the server keeps one note', async () => {
    const server = fakeServer();
    server.state.fail = (op, count) => (count === 1 ? { error: networkDown(), after: true } : undefined);
    const queue = queueOn(indexedDbStore(new IDBFactory()), server.send, { value: true });
    const note = await queue.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Leak' }, target);
    await idle(queue);
    expect(queue.getState().ops.map((op) => op.attempts)).toEqual([1]);
    expect(queue.getState().retryAt).not.toBeNull();
    queue.retryNow();
    await idle(queue);
    expect(server.sent.map((each) => each.clientId)).toEqual([note.clientId, note.clientId]);
    expect(server.adds().filter((item) => (item as ReportEntryDto).text === 'Leak')).toHaveLength(1);
    expect(queue.getState().ops).toEqual([]);
  });

  it('when a send fails on the network or a 5xx, then it stays first and nothing after it overtakes it; a 4xx drops only that one', async () => {
    const server = fakeServer();
    const queue = queueOn(indexedDbStore(new IDBFactory()), server.send, { value: true });
    const refused: PendingOp[] = [];
    queue.onRefused((op) => refused.push(op));
    server.state.fail = (op) =>
      op.kind === 'mark-task'
        ? { error: new ApiError({ code: 'INTERNAL_ERROR', status: 503, message: 'busy' }) }
        : undefined;
    await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    await queue.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Kept' }, target);
    await idle(queue);
    expect(server.sent.map((each) => each.kind)).toEqual(['mark-task']);
    expect(queue.getState().ops).toHaveLength(2);

    server.state.fail = (op) =>
      op.kind === 'mark-task'
        ? { error: new ApiError({ code: 'REPORT_COMPLETE', status: 409, message: 'complete' }) }
        : undefined;
    queue.retryNow();
    await idle(queue);
    expect(server.sent.map((each) => each.kind)).toEqual(['mark-task', 'mark-task', 'add-entry']);
    expect(refused.map((op) => op.refusal?.code)).toEqual(['REPORT_COMPLETE']);
    // The refused one stays (shown on its task) until dismissed; the note went.
    expect(queue.getState().ops.map((op) => [op.kind, op.refusal?.code])).toEqual([['mark-task', 'REPORT_COMPLETE']]);
    await queue.dismiss(queue.getState().ops[0] as PendingOp);
    expect(queue.getState().ops).toEqual([]);
  });

  it('when two tabs send at once, then only one sends and each change goes once', async () => {
    const factory = new IDBFactory();
    const server = fakeServer();
    let open: () => void = () => undefined;
    server.state.gate = new Promise<void>((resolve) => (open = resolve));
    const online = { value: false };
    const first = queueOn(indexedDbStore(factory), server.send, online);
    await first.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    await first.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Once' }, target);
    const secondStore = indexedDbStore(factory);
    const second = new ReportQueue({
      store: secondStore,
      send: server.send,
      isOnline: () => online.value,
      currentUser: () => signedIn.id,
      lock: browserSenderLock(secondStore),
    }).start();
    started.push(second);
    online.value = true;
    first.retryNow();
    second.retryNow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    await idle(first);
    await idle(second);
    expect(server.sent.map((each) => each.kind)).toEqual(['mark-task', 'add-entry']);
    expect(await indexedDbStore(factory).listOps(MECHANIC)).toEqual([]);
  });

  it('reports an answered add to its listeners before it leaves the store, with the item the server made', async () => {
    const server = fakeServer();
    const queue = queueOn(indexedDbStore(new IDBFactory()), server.send, { value: true });
    const answers: ChangeAnswer[] = [];
    queue.onSent((_op, answer) => answers.push(answer));
    const add = await queue.enqueue({ kind: 'add-task', title: 'Wipers' }, target);
    await idle(queue);
    expect((answers[0] as ReportTaskDto).clientId).toBe(add.clientId);
  });
});

const OTHER_JOB = {
  maintenanceId: '9c4d3e67-5eaf-4f4b-8d88-3e9a4a5b6c04',
  reportId: 'b1c2d3e4-0000-4000-8000-000000000005',
};

/** A database as the first version of the queue left it: changes kept without their maker. */
async function firstVersionDatabase(factory: IDBFactory, ops: object[]) {
  await new Promise<void>((resolve, reject) => {
    const opening = factory.open(REPORTS_DB, 1);
    opening.onupgradeneeded = () => {
      const db = opening.result;
      db.createObjectStore('pending-ops', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('media', { keyPath: 'clientId' });
      db.createObjectStore('meta', { keyPath: 'key' });
    };
    opening.onerror = () => reject(opening.error ?? new Error('open failed'));
    opening.onsuccess = () => {
      const db = opening.result;
      const tx = db.transaction('pending-ops', 'readwrite');
      for (const op of ops) tx.objectStore('pending-ops').add(op);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
    };
  });
}

const legacyOp = (clientId: string, job: typeof target, text: string) => ({
  kind: 'add-entry',
  taskId: TASK_A,
  text,
  clientId,
  maintenanceId: job.maintenanceId,
  reportId: job.reportId,
  createdAt: '2026-03-05T10:00:00.000Z',
  attempts: 0,
  refusal: null,
});

describe('the account the changes belong to', () => {
  it('when another account signs in on the phone, then the waiting changes of the first are neither shown nor sent with its session, and go out at their maker’s next sign-in', async () => {
    const factory = new IDBFactory();
    const server = fakeServer();
    const online = { value: false };
    const queue = queueOn(indexedDbStore(factory), server.send, online);
    const mine = await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);

    signedIn.id = null;
    queue.userChanged();
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ ops: [], userId: null }));

    signedIn.id = 'user-other';
    online.value = true;
    queue.userChanged();
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ ops: [], userId: 'user-other' }));
    const theirs = await queue.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Theirs' }, target);
    await vi.waitFor(() => expect(queue.getState().ops).toEqual([]));
    expect(server.sent.map((each) => [each.clientId, each.session])).toEqual([[theirs.clientId, 'user-other']]);
    expect((await indexedDbStore(factory).listOps(MECHANIC)).map((op) => op.clientId)).toEqual([mine.clientId]);

    signedIn.id = MECHANIC;
    queue.userChanged();
    await vi.waitFor(() =>
      expect(server.sent.map((each) => [each.clientId, each.session])).toEqual([
        [theirs.clientId, 'user-other'],
        [mine.clientId, MECHANIC],
      ]),
    );
    await vi.waitFor(() => expect(queue.getState().ops).toEqual([]));
  });

  it('when another account signs in while a change is being sent (another tab), then the next waiting change is not sent with its session', async () => {
    const factory = new IDBFactory();
    const server = fakeServer();
    let open: () => void = () => undefined;
    server.state.gate = new Promise<void>((resolve) => (open = resolve));
    const online = { value: false };
    const queue = queueOn(indexedDbStore(factory), server.send, online);
    const first = await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    const second = await queue.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Mine' }, target);
    online.value = true;
    queue.retryNow();
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    signedIn.id = 'user-other';
    open();
    await idle(queue);
    expect(server.sent.map((each) => [each.clientId, each.session])).toEqual([[first.clientId, MECHANIC]]);
    expect((await indexedDbStore(factory).listOps(MECHANIC)).map((op) => op.clientId)).toEqual([second.clientId]);
  });

  it('when nobody is signed in, then a change is refused before it is kept and nothing is read', async () => {
    signedIn.id = null;
    const store = indexedDbStore(new IDBFactory());
    const queue = queueOn(store, fakeServer().send, { value: true });
    await expect(queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target)).rejects.toThrow();
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ loaded: true, userId: null, ops: [] }));
    expect(await store.adoptOps(MAINTENANCE_ID, MECHANIC)).toBe(0);
  });

  it('changes kept before their maker was recorded are kept through the upgrade and taken by the account that writes their job’s report, that job’s only', async () => {
    const factory = new IDBFactory();
    await firstVersionDatabase(factory, [
      legacyOp('old-note', target, 'Written before the upgrade'),
      legacyOp('other-note', OTHER_JOB, 'Another job'),
    ]);
    const server = fakeServer();
    const queue = queueOn(indexedDbStore(factory), server.send, { value: true });
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ loaded: true, userId: MECHANIC }));
    expect(queue.getState().ops).toEqual([]);
    expect(server.sent).toEqual([]);

    await queue.adopt(MAINTENANCE_ID);
    await vi.waitFor(() =>
      expect(server.sent.map((each) => [each.clientId, each.session])).toEqual([['old-note', MECHANIC]]),
    );
    await vi.waitFor(() => expect(queue.getState().ops).toEqual([]));
    // The other job's change is still kept, for whoever writes that report.
    expect(await indexedDbStore(factory).adoptOps(OTHER_JOB.maintenanceId, 'user-other')).toBe(1);
  });

  it('the store in memory keeps the changes by their maker too', async () => {
    const store = memoryStore();
    const kept = await store.addOp({ ...legacyOp('a', target, 'Mine'), userId: MECHANIC } as never);
    await store.addOp({ ...legacyOp('b', target, 'Theirs'), userId: 'user-other' } as never);
    await store.addOp(legacyOp('c', target, 'Nobody’s') as never);
    expect((await store.listOps(MECHANIC)).map((op) => op.seq)).toEqual([kept.seq]);
    expect(await store.adoptOps(MAINTENANCE_ID, MECHANIC)).toBe(1);
    expect((await store.listOps(MECHANIC)).map((op) => op.clientId)).toEqual(['a', 'c']);
  });
});

describe('a report whose changes are all sent', () => {
  it('is told once its last waiting change is answered, not before', async () => {
    const server = fakeServer();
    const online = { value: false };
    const queue = queueOn(indexedDbStore(new IDBFactory()), server.send, online);
    const drained: string[] = [];
    queue.onDrained((maintenanceId) => drained.push(maintenanceId));
    await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'ok' }, target);
    await queue.enqueue({ kind: 'mark-task', taskId: TASK_A, status: 'fixed' }, OTHER_JOB);
    await queue.enqueue({ kind: 'add-entry', taskId: TASK_A, text: 'Last' }, target);
    online.value = true;
    queue.retryNow();
    await vi.waitFor(() => expect(queue.getState().ops).toEqual([]));
    expect(drained).toEqual([OTHER_JOB.maintenanceId, MAINTENANCE_ID]);
  });
});

describe('the sender lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with the Web Locks API, a second sender is turned away at once while the first holds it, then may take it', async () => {
    let held = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, _options: unknown, callback: (lock: object | null) => Promise<unknown>) => {
          if (held) return callback(null);
          held = true;
          try {
            return await callback({});
          } finally {
            held = false;
          }
        },
      },
    });
    const lock = browserSenderLock(indexedDbStore(new IDBFactory()));
    let release: () => void = () => undefined;
    const first = lock(() => new Promise<void>((resolve) => (release = resolve)));
    const ran: string[] = [];
    expect(await lock(async () => void ran.push('second'))).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await lock(async () => void ran.push('third'))).toBe(true);
    expect(ran).toEqual(['third']);
  });

  it('without it, the lease in IndexedDB lets one tab in, and lapses for a tab that is gone', async () => {
    const store = indexedDbStore(new IDBFactory());
    expect(await store.takeLock('tab-1', 1_000, 5_000)).toBe(true);
    expect(await store.takeLock('tab-2', 2_000, 6_000)).toBe(false);
    expect(await store.takeLock('tab-2', 5_001, 9_000)).toBe(true);
    await store.releaseLock('tab-2');
    expect(await store.takeLock('tab-1', 5_002, 9_000)).toBe(true);
  });
});
