import { randomUuid } from '@fleetcare/shared';
import {
  failureKind,
  isCreating,
  nextToSend,
  refsOf,
  refusedWith,
  retryDelayMs,
  rewriteRefs,
  waitingOps,
  type ChangeAnswer,
  type NewPendingOp,
  type OpRefusal,
  type PendingOp,
  type ReportChange,
} from './pending-ops.ts';
import type { ReportStore, StoredMedia } from './report-store.ts';

/** Sends one change; an upload reports the share sent so far. */
export type SendChange = (
  op: PendingOp,
  media: StoredMedia | undefined,
  onProgress: (fraction: number) => void,
) => Promise<ChangeAnswer>;

/** Runs `work` holding the one sender lock of this browser (all tabs), or answers false at once if another holds it. */
export type SenderLock = (work: () => Promise<void>) => Promise<boolean>;

export interface QueueState {
  /** Every kept change of the signed-in account (of every report), in order; refused ones stay until dismissed. */
  ops: PendingOp[];
  /** False until the store was read once. */
  loaded: boolean;
  /** The signed-in account whose changes these are, as of the last read; null when nobody is signed in. */
  userId: string | null;
  online: boolean;
  /** The change being sent now, by its clientId, and an upload's share sent (0 to 1). */
  sending: { clientId: string; progress: number | null } | null;
  /** When the next try is planned after a failed one (ms since the epoch), or null. */
  retryAt: number | null;
}

export interface QueueOptions {
  store: ReportStore;
  send: SendChange;
  /**
   * Who is signed in now (their user id), or null: asked again before every read and every send, so a change is
   * only ever sent with its maker's session.
   */
  currentUser: () => string | null;
  lock?: SenderLock;
  refusalOf?: (error: unknown) => OpRefusal;
  now?: () => number;
  isOnline?: () => boolean;
}

const CHANNEL = 'fleetcare-reports';
/**
 * A change is shown the moment it is made, before the store has written it: until then it carries a place past
 * every stored one (the store gives it its real one), and it is never sent.
 */
const PROVISIONAL_SEQ = 1e15;
/** How long the IndexedDB lock of a sending tab lasts without being renewed (a closed tab's lapses so). */
const LOCK_LEASE_MS = 3 * 60_000;
/** How soon a tab whose sending another tab holds looks again by itself. */
const LOCK_RECHECK_MS = 15_000;

const defaultRefusal = (error: unknown): OpRefusal => ({
  code: String((error as { code?: unknown } | null)?.code ?? 'REFUSED'),
  message: error instanceof Error ? error.message : String(error),
});

/**
 * The lock that keeps one sender in the browser: the Web Locks API where there is one (released by the browser
 * when a tab closes), else a lease in IndexedDB that the sender renews before each change.
 */
export function browserSenderLock(store: ReportStore, now: () => number = Date.now): SenderLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return async (work) =>
      (await locks.request(`${CHANNEL}-sender`, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work();
        return true;
      })) as boolean;
  }
  const owner = randomUuid();
  return async (work) => {
    if (!(await store.takeLock(owner, now(), now() + LOCK_LEASE_MS))) return false;
    // Renewed while the work goes on (a long upload), so only a tab that is gone lets it lapse.
    const renew = setInterval(() => void store.takeLock(owner, now(), now() + LOCK_LEASE_MS), LOCK_LEASE_MS / 3);
    try {
      await work();
    } finally {
      clearInterval(renew);
      await store.releaseLock(owner);
    }
    return true;
  };
}

/**
 * The technician's waiting changes to reports: each is written to the store at once, under the account signed in,
 * and sent, in order, when the network is there — on start, on the `online` event, after each new change, when the
 * account signed in changes, and after a failed send again with a growing wait. Only the signed-in account's changes
 * are shown and sent; another account's wait on the phone for its next sign-in. One sender at a time in the whole
 * browser (the lock); the tabs tell each other when the store changed. A change the server refuses for good (a 4xx
 * other than 408, 429 and 401) is kept as refused, with the changes that depended on it, so the screen can say so;
 * the others go on.
 */
export class ReportQueue {
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  private readonly store: ReportStore;
  private readonly send: SendChange;
  private readonly lock: SenderLock;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private draining: Promise<void> | null = null;
  private again = false;
  /** The planned retry after a failed send: until then new changes wait too. */
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The planned look at a lock another tab held. */
  private recheck: ReturnType<typeof setTimeout> | null = null;
  private channel: BroadcastChannel | null = null;
  private readonly cleanups: (() => void)[] = [];
  private stopped = false;
  private readonly provisional = new Map<string, PendingOp>();
  private provisionalCount = 0;
  private readonly sentListeners = new Set<(op: PendingOp, answer: ChangeAnswer) => void>();
  private readonly refusedListeners = new Set<(op: PendingOp) => void>();
  private readonly drainedListeners = new Set<(maintenanceId: string) => void>();

  constructor(private readonly options: QueueOptions) {
    this.store = options.store;
    this.send = options.send;
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.lock = options.lock ?? browserSenderLock(options.store, this.now);
    this.state = { ops: [], loaded: false, userId: null, online: this.isOnline(), sending: null, retryAt: null };
  }

  /** Reads the store and starts sending; listens to the network and to the other tabs. */
  start(): this {
    if (typeof window !== 'undefined') {
      const online = () => {
        this.set({ online: true });
        this.retryNow();
      };
      const offline = () => this.set({ online: false });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      this.cleanups.push(() => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      });
    }
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void this.reload().then(() => this.kick());
      this.channel = channel;
    }
    void this.reload().then(() => this.kick());
    return this;
  }

  stop() {
    this.stopped = true;
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    this.channel?.close();
    this.channel = null;
    if (this.timer) clearTimeout(this.timer);
    if (this.recheck) clearTimeout(this.recheck);
    this.timer = null;
    this.recheck = null;
  }

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Told of each answered change, before it leaves the store (the screen puts the answer in its report). */
  onSent(listener: (op: PendingOp, answer: ChangeAnswer) => void) {
    this.sentListeners.add(listener);
    return () => {
      this.sentListeners.delete(listener);
    };
  }

  /**
   * Told when the last waiting change of a job's report has been answered: what the server holds of it is then
   * all there is, worth reading again.
   */
  onDrained(listener: (maintenanceId: string) => void) {
    this.drainedListeners.add(listener);
    return () => {
      this.drainedListeners.delete(listener);
    };
  }

  /**
   * The account signed in may have changed (a sign-in, a sign-out): shows that account's changes and sends them.
   * A retry planned for the one before is dropped.
   */
  userChanged() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.set({ retryAt: null });
    void this.reload().then(() => this.kick());
  }

  /**
   * Takes the changes of a job kept without a maker (written before makers were kept) as the signed-in account's:
   * called once the server says this account may write the job's report, so they were its own.
   */
  async adopt(maintenanceId: string) {
    const userId = this.options.currentUser();
    if (!userId || (await this.store.adoptOps(maintenanceId, userId)) === 0) return;
    await this.reload();
    this.announce();
    this.kick();
  }

  /** Told of each change refused for good. */
  onRefused(listener: (op: PendingOp) => void) {
    this.refusedListeners.add(listener);
    return () => {
      this.refusedListeners.delete(listener);
    };
  }

  /** The photo or video kept for an upload. */
  getMedia(clientId: string) {
    return this.store.getMedia(clientId);
  }

  /** Waits until the queue is idle: nothing being sent (for tests and for completing a report). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /**
   * Keeps a change (its media too) and shows it at once; sends it when it can. A change that creates something
   * gets `clientId` as its item's id (made here when not given).
   */
  async enqueue(
    change: ReportChange,
    target: { maintenanceId: string; reportId: string; clientId?: string },
    media?: Omit<StoredMedia, 'clientId'>,
  ): Promise<PendingOp> {
    const userId = this.options.currentUser();
    if (!userId) throw new Error('Nobody is signed in: a change to a report has no account to be sent with.');
    const op = {
      ...change,
      clientId: target.clientId ?? randomUuid(),
      userId,
      maintenanceId: target.maintenanceId,
      reportId: target.reportId,
      createdAt: new Date(this.now()).toISOString(),
      attempts: 0,
      refusal: null,
    } as NewPendingOp;
    const shown = { ...op, seq: PROVISIONAL_SEQ + ++this.provisionalCount } as PendingOp;
    this.provisional.set(op.clientId, shown);
    this.set({ ops: [...this.state.ops, shown] });
    let stored: PendingOp;
    try {
      stored = await this.store.addOp(op, media && { ...media, clientId: op.clientId });
    } catch (error) {
      this.provisional.delete(op.clientId);
      this.set({ ops: this.state.ops.filter((each) => each !== shown) });
      throw error;
    }
    this.provisional.delete(op.clientId);
    this.set({
      ops: this.state.ops.map((each) => (each.clientId === op.clientId && each.seq === shown.seq ? stored : each)),
    });
    this.announce();
    this.kick();
    return stored;
  }

  /** Forgets a refused change once the technician has read why. */
  async dismiss(op: PendingOp) {
    await this.store.removeOp(op);
    this.set({ ops: this.state.ops.filter((each) => each.seq !== op.seq) });
    this.announce();
  }

  /**
   * Takes back an item added on this phone that was never sent (a photo retaken, a note deleted at once): its add
   * and every change made to it are forgotten, so nothing is sent for it. Answers false when its add is being sent
   * or is gone already: it is then deleted on the server like any other.
   */
  async withdraw(clientId: string): Promise<boolean> {
    const create = this.written().find((op) => op.clientId === clientId && isCreating(op) && op.refusal === null);
    if (!create || this.state.sending?.clientId === clientId) return false;
    const gone = refusedWith(this.written(), create, { code: 'WITHDRAWN', message: '' });
    const seqs = new Set(gone.map((op) => op.seq));
    this.set({ ops: this.state.ops.filter((op) => !seqs.has(op.seq)) });
    for (const op of gone) await this.store.removeOp(op);
    this.announce();
    return true;
  }

  /** Sends now: the network came back, or the technician asked. */
  retryNow() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.set({ retryAt: null });
    this.kick();
  }

  /** Starts sending unless a send is under way (that one then looks again when it ends) or a retry is planned. */
  kick() {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    this.draining = this.drain()
      .catch(() => {
        // The store failed under it (storage cleared, a quota): try again later rather than stop for good.
        this.set({ sending: null });
        this.scheduleRetry(1);
      })
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain() {
    if (!this.isOnline()) {
      this.set({ online: false });
      return;
    }
    this.set({ online: true });
    const held = await this.lock(async () => {
      while (!this.stopped) {
        // Another tab may have sent or added changes: the store is the truth.
        await this.reload();
        const op = nextToSend(this.written());
        if (!op) return;
        if (!(await this.sendOne(op))) return;
      }
    });
    // Another tab holds the lock and sends: it tells this one when the store changes; a look later covers a tab
    // closed in the middle.
    if (!held && !this.recheck) {
      this.recheck = setTimeout(() => {
        this.recheck = null;
        this.kick();
      }, LOCK_RECHECK_MS);
    }
  }

  /**
   * The change with the server's ids of the items it refers to that were added on the phone and answered since
   * (a change made while its item's add was being answered, or in another tab, still has the clientId).
   */
  private async resolved(op: PendingOp): Promise<PendingOp> {
    let current = op;
    for (const ref of refsOf(op)) {
      const serverId = await this.store.serverIdOf(ref);
      if (serverId) current = rewriteRefs([current], ref, serverId)[0] ?? current;
    }
    if (current !== op) {
      await this.store.putOps([current]);
      this.replace([current]);
    }
    return current;
  }

  /** Sends one change; answers whether to go on with the next. */
  private async sendOne(waiting: PendingOp): Promise<boolean> {
    if (waiting.userId !== this.options.currentUser()) {
      // Another account signed in since the store was read: that account's changes are read and sent instead.
      this.again = true;
      return false;
    }
    // Marked as being sent before anything is awaited: from here on it cannot be withdrawn.
    this.set({ sending: { clientId: waiting.clientId, progress: waiting.kind === 'upload-media' ? 0 : null } });
    const op = await this.resolved(waiting);
    let answer: ChangeAnswer;
    try {
      const media = op.kind === 'upload-media' ? await this.store.getMedia(op.clientId) : undefined;
      answer = await this.send(op, media, (progress) => this.set({ sending: { clientId: op.clientId, progress } }));
    } catch (error) {
      this.set({ sending: null });
      if (failureKind(error) === 'permanent') {
        const refusal = (this.options.refusalOf ?? defaultRefusal)(error);
        const refused = refusedWith(this.written(), op, refusal);
        await this.store.putOps(refused);
        this.replace(refused);
        this.announce();
        this.refusedListeners.forEach((listener) => listener(refused[0] as PendingOp));
        return true;
      }
      const failed = { ...op, attempts: op.attempts + 1 };
      await this.store.putOps([failed]);
      this.replace([failed]);
      this.scheduleRetry(failed.attempts);
      return false;
    }
    this.sentListeners.forEach((listener) => listener(op, answer));
    if (isCreating(op) && 'clientId' in answer) {
      await this.store.saveServerId(op.clientId, answer._id);
      const rewritten = rewriteRefs(this.written(), op.clientId, answer._id);
      if (rewritten.length > 0) await this.store.putOps(rewritten);
      this.replace(rewritten);
    }
    await this.store.removeOp(op);
    this.set({ ops: this.state.ops.filter((each) => each.seq !== op.seq), sending: null, retryAt: null });
    this.announce();
    if (!waitingOps(this.state.ops).some((each) => each.maintenanceId === op.maintenanceId)) {
      this.drainedListeners.forEach((listener) => listener(op.maintenanceId));
    }
    return true;
  }

  private scheduleRetry(attempts: number) {
    const wait = retryDelayMs(attempts);
    this.set({ retryAt: this.now() + wait });
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.set({ retryAt: null });
      this.kick();
    }, wait);
  }

  /** Reads the signed-in account's changes from the store (none when nobody is signed in). */
  private async reload() {
    const userId = this.options.currentUser();
    const ops = userId ? (await this.store.listOps(userId)).sort((a, b) => a.seq - b.seq) : [];
    // Asked again after the read: an account that changed meanwhile is read by the call its change made.
    if (userId !== this.options.currentUser()) return;
    const kept = new Set(ops.map((op) => op.clientId));
    const unwritten = [...this.provisional.values()].filter((op) => op.userId === userId && !kept.has(op.clientId));
    this.set({ ops: [...ops, ...unwritten], loaded: true, userId });
  }

  /** The changes the store holds (not those still being written). */
  private written() {
    return this.state.ops.filter((op) => op.seq < PROVISIONAL_SEQ);
  }

  private replace(changed: readonly PendingOp[]) {
    if (changed.length === 0) return;
    const bySeq = new Map(changed.map((op) => [op.seq, op]));
    this.set({ ops: this.state.ops.map((op) => bySeq.get(op.seq) ?? op) });
  }

  private announce() {
    this.channel?.postMessage('changed');
  }

  private set(change: Partial<QueueState>) {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
