import type {
  ReportDeletedDto,
  ReportDto,
  ReportEntryDto,
  ReportHeaderDto,
  ReportMediaDto,
  ReportMediaKind,
  ReportRecommendationDto,
  ReportTaskDto,
  ReportTaskStatus,
  ReportTaskWithItemsDto,
} from '@fleetcare/shared';

/*
 * The technician's changes to a report, kept on the phone until the server has them. Everything here is pure: the
 * queue (report-queue.ts) stores, orders and sends; these functions say what the screen shows, what goes next,
 * how an answer lands in the report, and which failures are final.
 */

/** The report's own fields an edit sets; each one given is set, each one left out stays. */
export interface ReportFieldsChange {
  summary?: string;
  recommendations?: ReportRecommendationDto[];
  mileageKm?: number;
  nextServiceDate?: string;
  nextServiceKm?: number;
}

/**
 * One change. A reference (`taskId`, `entryId`, `mediaId`) is the server's id, or the `clientId` of an item added
 * on this phone whose add has not been answered yet (rewritten to the server's id once it is).
 */
export type ReportChange =
  | { kind: 'mark-task'; taskId: string; status: ReportTaskStatus }
  | { kind: 'add-task'; title: string }
  | { kind: 'add-entry'; taskId: string; text: string }
  | { kind: 'edit-entry'; entryId: string; text: string }
  | { kind: 'delete-entry'; entryId: string }
  | {
      kind: 'upload-media';
      taskId: string;
      mediaKind: ReportMediaKind;
      contentType: string;
      bytes: number;
      takenAt: string;
      lat: number | null;
      lng: number | null;
    }
  | { kind: 'delete-media'; mediaId: string }
  | { kind: 'update-report'; fields: ReportFieldsChange };

export type ReportChangeKind = ReportChange['kind'];

/** Why the server refused a change for good: its error code and the text to show. */
export interface OpRefusal {
  code: string;
  message: string;
}

interface OpCommon {
  /** The store's order: the order the technician made the changes in, and the order they are sent in. */
  seq: number;
  /**
   * Made on the phone (a uuid). For a change that creates (a task, a note, a photo) it is the item's `clientId`:
   * the server answers the same item again for it, so a send repeated after a lost answer has one effect.
   */
  clientId: string;
  /**
   * The account that made it, signed in on this phone then: only that account's session ever sends it, so the
   * changes another account left waiting on a shared phone stay on it, for their maker's next sign-in.
   */
  userId: string;
  maintenanceId: string;
  reportId: string;
  createdAt: string;
  /** Sends that failed and may be tried again. */
  attempts: number;
  /** Set when the server refused it for good: it is no longer sent nor shown as applied, only as refused. */
  refusal: OpRefusal | null;
}

export type PendingOp = OpCommon & ReportChange;

/** A change as it is first written, before the store gives it its place in the order. */
export type NewPendingOp = Omit<PendingOp, 'seq'>;

/** What a change that creates something is (its `clientId` names the item). */
export const creatingKinds: readonly ReportChangeKind[] = ['add-task', 'add-entry', 'upload-media'];

export const isCreating = (op: PendingOp) => creatingKinds.includes(op.kind);

/** The ids a change refers to (tasks, notes, media). */
export function refsOf(op: ReportChange): string[] {
  switch (op.kind) {
    case 'mark-task':
    case 'add-entry':
    case 'upload-media':
      return [op.taskId];
    case 'edit-entry':
    case 'delete-entry':
      return [op.entryId];
    case 'delete-media':
      return [op.mediaId];
    default:
      return [];
  }
}

export const byOrder = (a: PendingOp, b: PendingOp) => a.seq - b.seq;

/** The changes still to send (refused ones are out), in the order they were made. */
export const waitingOps = (ops: readonly PendingOp[]) => ops.filter((op) => op.refusal === null).sort(byOrder);

/**
 * The change to send next: the oldest one not refused. Changes go strictly in order, so an item added on the phone
 * is always sent before the changes made to it, which then carry its server id.
 */
export function nextToSend(ops: readonly PendingOp[]): PendingOp | undefined {
  return waitingOps(ops)[0];
}

/**
 * Once the add of an item made on this phone is answered, the changes waiting on it get the server's id in place
 * of its `clientId`. Answers only the changes that changed.
 */
export function rewriteRefs(ops: readonly PendingOp[], clientId: string, serverId: string): PendingOp[] {
  const swap = (id: string) => (id === clientId ? serverId : id);
  const changed: PendingOp[] = [];
  for (const op of ops) {
    if (!refsOf(op).includes(clientId)) continue;
    switch (op.kind) {
      case 'mark-task':
      case 'add-entry':
      case 'upload-media':
        changed.push({ ...op, taskId: swap(op.taskId) });
        break;
      case 'edit-entry':
      case 'delete-entry':
        changed.push({ ...op, entryId: swap(op.entryId) });
        break;
      case 'delete-media':
        changed.push({ ...op, mediaId: swap(op.mediaId) });
        break;
    }
  }
  return changed;
}

/**
 * A change refused for good, and every change that depends on it: the changes to an item whose add was refused
 * (a note on a refused task, the edit of that note...) can never be sent either.
 */
export function refusedWith(ops: readonly PendingOp[], refused: PendingOp, refusal: OpRefusal): PendingOp[] {
  const out: PendingOp[] = [{ ...refused, refusal }];
  const gone = new Set(isCreating(refused) ? [refused.clientId] : []);
  for (const op of [...ops].sort(byOrder)) {
    if (op.seq === refused.seq || op.refusal !== null) continue;
    if (refsOf(op).some((id) => gone.has(id))) {
      out.push({ ...op, refusal });
      if (isCreating(op)) gone.add(op.clientId);
    }
  }
  return out;
}

/** How a failed send is taken: a refusal for good, or a failure that a later try may get past. */
export type FailureKind = 'permanent' | 'retry';

/**
 * A 4xx answer is a refusal for good (the report was completed elsewhere, the job moved on, a file the server does
 * not take), except 408 and 429 (try later) and 401 (the session ended: the changes wait for the technician to sign
 * in again rather than being lost). 5xx, no answer at all, or an answer that is not the API's → try again later.
 */
export function failureKind(error: unknown): FailureKind {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return 'retry';
  if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) return 'permanent';
  return 'retry';
}

/** How long to wait before the next try after `attempts` failed ones: 2 s, doubling, at most a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

/** A note as the screen shows it: `pending` while its add or edit is not on the server yet. */
export interface ShownEntry extends ReportEntryDto {
  pending: boolean;
}

/** A photo or video as the screen shows it: a pending one's picture is its blob on the phone (by `clientId`). */
export interface ShownMedia extends ReportMediaDto {
  pending: boolean;
}

export interface ShownTask extends Omit<ReportTaskWithItemsDto, 'entries' | 'media'> {
  pending: boolean;
  entries: ShownEntry[];
  media: ShownMedia[];
  /** The refusals of changes to this task (or to its notes and media). */
  refusals: PendingOp[];
}

/** The report as the technician sees it: the server's report with the changes still waiting applied. */
export interface ShownReport extends Omit<ReportDto, 'tasks'> {
  tasks: ShownTask[];
  /** The refusals of changes that belong to no task shown (the report's fields, a task whose add was refused). */
  refusals: PendingOp[];
  /** The report's own fields have an edit waiting. */
  fieldsPending: boolean;
}

const matches = (item: { _id: string; clientId: string | null }, ref: string) =>
  item._id === ref || item.clientId === ref;

/**
 * What the screen shows: the server's report with each waiting change applied in order, as if the server had it
 * already. An add whose `clientId` the report holds already is a change sent before whose answer was lost: it is
 * not applied twice. Refused changes are left out (the screen lists them on their item instead).
 */
export function applyPending(report: ReportDto, ops: readonly PendingOp[]): ShownReport {
  let tasks: ShownTask[] = report.tasks.map((task) => ({
    ...task,
    pending: false,
    entries: task.entries.map((entry) => ({ ...entry, pending: false })),
    media: task.media.map((media) => ({ ...media, pending: false })),
    refusals: [],
  }));
  const shown: ShownReport = { ...report, tasks, refusals: [], fieldsPending: false };
  const mine = [...ops].filter((op) => op.reportId === report._id).sort(byOrder);
  const withTask = (ref: string, change: (task: ShownTask) => ShownTask) => {
    tasks = tasks.map((task) => (matches(task, ref) ? change(task) : task));
  };
  const taskOfEntry = (ref: string) => tasks.find((task) => task.entries.some((entry) => matches(entry, ref)));
  const taskOfMedia = (ref: string) => tasks.find((task) => task.media.some((media) => matches(media, ref)));

  for (const op of mine) {
    if (op.refusal !== null) continue;
    switch (op.kind) {
      case 'mark-task':
        withTask(op.taskId, (task) => ({ ...task, status: op.status, pending: true }));
        break;
      case 'add-task':
        if (tasks.some((task) => task.clientId === op.clientId)) break;
        tasks = [
          ...tasks,
          {
            _id: op.clientId,
            clientId: op.clientId,
            group: null,
            title: op.title,
            source: 'added',
            position: tasks.length,
            status: 'todo',
            createdAt: op.createdAt,
            updatedAt: op.createdAt,
            pending: true,
            entries: [],
            media: [],
            refusals: [],
          },
        ];
        break;
      case 'add-entry':
        if (tasks.some((task) => task.entries.some((entry) => entry.clientId === op.clientId))) break;
        withTask(op.taskId, (task) => ({
          ...task,
          entries: [
            ...task.entries,
            {
              _id: op.clientId,
              clientId: op.clientId,
              taskId: task._id,
              text: op.text,
              createdAt: op.createdAt,
              updatedAt: op.createdAt,
              deletedAt: null,
              pending: true,
            },
          ],
        }));
        break;
      case 'edit-entry': {
        const task = taskOfEntry(op.entryId);
        if (!task) break;
        withTask(task._id, (found) => ({
          ...found,
          entries: found.entries.map((entry) =>
            matches(entry, op.entryId) ? { ...entry, text: op.text, updatedAt: op.createdAt, pending: true } : entry,
          ),
        }));
        break;
      }
      case 'delete-entry': {
        const task = taskOfEntry(op.entryId);
        if (!task) break;
        withTask(task._id, (found) => ({
          ...found,
          entries: found.entries.filter((entry) => !matches(entry, op.entryId)),
        }));
        break;
      }
      case 'upload-media':
        if (tasks.some((task) => task.media.some((media) => media.clientId === op.clientId))) break;
        withTask(op.taskId, (task) => ({
          ...task,
          media: [
            ...task.media,
            {
              _id: op.clientId,
              clientId: op.clientId,
              taskId: task._id,
              kind: op.mediaKind,
              url: '',
              thumbnailUrl: null,
              contentType: op.contentType,
              bytes: op.bytes,
              width: null,
              height: null,
              takenAt: op.takenAt,
              lat: op.lat,
              lng: op.lng,
              createdAt: op.createdAt,
              deletedAt: null,
              pending: true,
            },
          ],
        }));
        break;
      case 'delete-media': {
        const task = taskOfMedia(op.mediaId);
        if (!task) break;
        withTask(task._id, (found) => ({
          ...found,
          media: found.media.filter((media) => !matches(media, op.mediaId)),
        }));
        break;
      }
      case 'update-report':
        Object.assign(shown, definedFields(op.fields));
        shown.fieldsPending = true;
        break;
    }
  }

  // Each refusal is shown on the task it concerns, or on the report when that task is not shown.
  for (const op of mine) {
    if (op.refusal === null) continue;
    const ref = refsOf(op)[0];
    const owner =
      ref === undefined
        ? undefined
        : (tasks.find((task) => matches(task, ref)) ?? taskOfEntry(ref) ?? taskOfMedia(ref));
    if (owner) withTask(owner._id, (task) => ({ ...task, refusals: [...task.refusals, op] }));
    else shown.refusals.push(op);
  }
  shown.tasks = tasks;
  return shown;
}

function definedFields(fields: ReportFieldsChange): Partial<ReportHeaderDto> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** What a change's send answers: the changed item only. */
export type ChangeAnswer = ReportTaskDto | ReportEntryDto | ReportMediaDto | ReportDeletedDto | ReportHeaderDto;

/**
 * The server's report once a change's answer is in: the changed item put in its place (an add the report holds
 * already, or one answered as deleted, is not added again). The waiting changes are applied over this.
 */
export function mergeAnswer(report: ReportDto, op: PendingOp, answer: ChangeAnswer): ReportDto {
  const tasks = report.tasks;
  switch (op.kind) {
    case 'mark-task': {
      const task = answer as ReportTaskDto;
      return {
        ...report,
        tasks: tasks.map((each) => (each._id === task._id ? { ...each, ...task } : each)),
      };
    }
    case 'add-task': {
      const task = answer as ReportTaskDto;
      if (tasks.some((each) => each._id === task._id)) return report;
      return { ...report, tasks: [...tasks, { ...task, entries: [], media: [] }] };
    }
    case 'add-entry':
    case 'edit-entry': {
      const entry = answer as ReportEntryDto;
      return {
        ...report,
        tasks: tasks.map((task) => {
          if (task._id !== entry.taskId) return task;
          const others = task.entries.filter((each) => each._id !== entry._id);
          if (entry.deletedAt !== null) return { ...task, entries: others };
          const known = task.entries.some((each) => each._id === entry._id);
          return {
            ...task,
            entries: known
              ? task.entries.map((each) => (each._id === entry._id ? entry : each))
              : [...task.entries, entry],
          };
        }),
      };
    }
    case 'delete-entry': {
      const { _id } = answer as ReportDeletedDto;
      return {
        ...report,
        tasks: tasks.map((task) => ({ ...task, entries: task.entries.filter((each) => each._id !== _id) })),
      };
    }
    case 'upload-media': {
      const media = answer as ReportMediaDto;
      return {
        ...report,
        tasks: tasks.map((task) => {
          if (task._id !== media.taskId || media.deletedAt !== null) return task;
          if (task.media.some((each) => each._id === media._id)) return task;
          return { ...task, media: [...task.media, media] };
        }),
      };
    }
    case 'delete-media': {
      const { _id } = answer as ReportDeletedDto;
      return {
        ...report,
        tasks: tasks.map((task) => ({ ...task, media: task.media.filter((each) => each._id !== _id) })),
      };
    }
    case 'update-report': {
      const header = answer as ReportHeaderDto;
      return {
        ...report,
        status: header.status,
        summary: header.summary,
        recommendations: header.recommendations,
        mileageKm: header.mileageKm,
        nextServiceDate: header.nextServiceDate,
        nextServiceKm: header.nextServiceKm,
        completedAt: header.completedAt,
        updatedAt: header.updatedAt,
        jobStatus: header.jobStatus,
      };
    }
  }
}

/** What keeps a report from completing, by the server's rule: the tasks still todo and a missing summary. */
export interface MissingForCompletion {
  todo: ShownTask[];
  summary: boolean;
}

export function missingForCompletion(report: ShownReport): MissingForCompletion {
  return { todo: report.tasks.filter((task) => task.status === 'todo'), summary: report.summary.trim() === '' };
}

export const isComplete = (missing: MissingForCompletion) => missing.todo.length === 0 && !missing.summary;
