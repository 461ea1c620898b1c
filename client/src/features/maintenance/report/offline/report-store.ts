import type { NewPendingOp, PendingOp } from './pending-ops.ts';

/** A photo (compressed already) or video waiting to be sent, kept beside the change that sends it. */
export interface StoredMedia {
  /** The upload's `clientId`. */
  clientId: string;
  blob: Blob;
  name: string;
}

/**
 * Where the waiting changes live on the phone. The IndexedDB one survives a reload and is shared by every tab; the
 * in-memory one serves tests and browsers without IndexedDB (the changes then last as long as the page).
 */
export interface ReportStore {
  /** Every change `userId` made that is kept (of every report), in the order they were made. */
  listOps(userId: string): Promise<PendingOp[]>;
  /**
   * Gives the changes of one job kept without a maker (written before makers were kept) to `userId`, who may write
   * that job's report now: its booked technician, the only account that can have made them. Answers how many.
   */
  adoptOps(maintenanceId: string, userId: string): Promise<number>;
  /** Keeps a new change (with its media, in the same transaction) and answers it with its place in the order. */
  addOp(op: NewPendingOp, media?: StoredMedia): Promise<PendingOp>;
  /** Writes changes again (their ids rewritten, a refusal, a count of attempts). */
  putOps(ops: readonly PendingOp[]): Promise<void>;
  /** Forgets a change, and the media kept for it. */
  removeOp(op: PendingOp): Promise<void>;
  getMedia(clientId: string): Promise<StoredMedia | undefined>;
  /**
   * Takes the sender's lock for `owner` until `until` (ms), when it is free, expired or `owner`'s already; answers
   * whether `owner` holds it. One read and write in one transaction, so two tabs never both take it.
   */
  takeLock(owner: string, now: number, until: number): Promise<boolean>;
  releaseLock(owner: string): Promise<void>;
  /** Remembers the server's id of an item added on the phone (a change made to it later still finds it). */
  saveServerId(clientId: string, serverId: string): Promise<void>;
  /** The server's id of an item added on the phone, once its add was answered. */
  serverIdOf(clientId: string): Promise<string | undefined>;
}

export const REPORTS_DB = 'fleetcare-reports';
const VERSION = 2;
const OPS = 'pending-ops';
/** The changes by their maker (`userId`): a change without one is in no list until it is adopted. */
const BY_USER = 'by-user';
const MEDIA = 'media';
const META = 'meta';
const LOCK_KEY = 'sender-lock';

interface MediaRecord {
  clientId: string;
  name: string;
  type: string;
  data: ArrayBuffer;
}

interface LockRecord {
  key: string;
  owner: string;
  until: number;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(REPORTS_DB, VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    const ops = db.objectStoreNames.contains(OPS)
      ? (request.transaction as IDBTransaction).objectStore(OPS)
      : db.createObjectStore(OPS, { keyPath: 'seq', autoIncrement: true });
    if (!ops.indexNames.contains(BY_USER)) ops.createIndex(BY_USER, 'userId');
    if (!db.objectStoreNames.contains(MEDIA)) db.createObjectStore(MEDIA, { keyPath: 'clientId' });
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: 'key' });
  };
  return done(request);
}

/**
 * The changes in IndexedDB (`fleetcare-reports`): `pending-ops` keyed by an increasing `seq` (the order) and listed
 * by their maker, `media` the blobs by the upload's `clientId`, `meta` the sender's lock where the Web Locks API is
 * missing and the server ids of items added on the phone.
 */
export function indexedDbStore(factory: IDBFactory = indexedDB): ReportStore {
  let opened: Promise<IDBDatabase> | undefined;
  const connect = async () => {
    const db = await openDatabase(factory);
    // A newer version opened in another tab upgrades at once: this tab lets go and opens it again on its next use.
    db.onversionchange = () => {
      db.close();
      opened = undefined;
    };
    return db;
  };
  const db = () =>
    (opened ??= connect().catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));
  const run = async <T>(
    stores: string[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction) => Promise<T> | T,
  ): Promise<T> => {
    const tx = (await db()).transaction(stores, mode);
    const end = finished(tx);
    const result = await work(tx);
    await end;
    return result;
  };
  return {
    listOps: (userId) =>
      run([OPS], 'readonly', (tx) =>
        done(tx.objectStore(OPS).index(BY_USER).getAll(userId) as IDBRequest<PendingOp[]>),
      ),
    adoptOps: (maintenanceId, userId) =>
      run([OPS], 'readwrite', async (tx) => {
        const store = tx.objectStore(OPS);
        const all = await done(store.getAll() as IDBRequest<Partial<PendingOp>[]>);
        const orphans = all.filter((op) => op.userId === undefined && op.maintenanceId === maintenanceId);
        for (const op of orphans) store.put({ ...op, userId });
        return orphans.length;
      }),
    addOp: async (op, media) => {
      // Bytes, not the Blob itself: every browser stores an ArrayBuffer (some failed with Blobs), read before the
      // transaction since it may not wait on anything else.
      const record = media && {
        clientId: media.clientId,
        name: media.name,
        type: media.blob.type,
        data: await media.blob.arrayBuffer(),
      };
      return run([OPS, MEDIA], 'readwrite', async (tx) => {
        if (record) tx.objectStore(MEDIA).put(record satisfies MediaRecord);
        const seq = await done(tx.objectStore(OPS).add(op));
        return { ...op, seq: Number(seq) } as PendingOp;
      });
    },
    putOps: (ops) =>
      run([OPS], 'readwrite', (tx) => {
        for (const op of ops) tx.objectStore(OPS).put(op);
      }),
    removeOp: (op) =>
      run([OPS, MEDIA], 'readwrite', (tx) => {
        tx.objectStore(OPS).delete(op.seq);
        if (op.kind === 'upload-media') tx.objectStore(MEDIA).delete(op.clientId);
      }),
    getMedia: async (clientId) => {
      const record = await run([MEDIA], 'readonly', (tx) =>
        done(tx.objectStore(MEDIA).get(clientId) as IDBRequest<MediaRecord | undefined>),
      );
      return record && { clientId, name: record.name, blob: new Blob([record.data], { type: record.type }) };
    },
    takeLock: (owner, now, until) =>
      run([META], 'readwrite', async (tx) => {
        const store = tx.objectStore(META);
        const lock = await done(store.get(LOCK_KEY) as IDBRequest<LockRecord | undefined>);
        if (lock && lock.owner !== owner && lock.until > now) return false;
        store.put({ key: LOCK_KEY, owner, until } satisfies LockRecord);
        return true;
      }),
    releaseLock: (owner) =>
      run([META], 'readwrite', async (tx) => {
        const store = tx.objectStore(META);
        const lock = await done(store.get(LOCK_KEY) as IDBRequest<LockRecord | undefined>);
        if (lock?.owner === owner) store.delete(LOCK_KEY);
      }),
    saveServerId: (clientId, serverId) =>
      run([META], 'readwrite', (tx) => {
        tx.objectStore(META).put({ key: `id:${clientId}`, serverId });
      }),
    serverIdOf: async (clientId) => {
      const record = await run([META], 'readonly', (tx) =>
        done(tx.objectStore(META).get(`id:${clientId}`) as IDBRequest<{ serverId: string } | undefined>),
      );
      return record?.serverId;
    },
  };
}

/** The same store in memory: for tests, and for a browser without IndexedDB. */
export function memoryStore(): ReportStore {
  let next = 1;
  const ops = new Map<number, PendingOp>();
  const media = new Map<string, StoredMedia>();
  let lock: LockRecord | undefined;
  const serverIds = new Map<string, string>();
  return {
    saveServerId: async (clientId, serverId) => {
      serverIds.set(clientId, serverId);
    },
    serverIdOf: async (clientId) => serverIds.get(clientId),
    listOps: async (userId) => [...ops.values()].filter((op) => op.userId === userId).map((op) => ({ ...op })),
    adoptOps: async (maintenanceId, userId) => {
      const orphans = [...ops.values()].filter(
        (op) => (op as Partial<PendingOp>).userId === undefined && op.maintenanceId === maintenanceId,
      );
      for (const op of orphans) ops.set(op.seq, { ...op, userId });
      return orphans.length;
    },
    addOp: async (op, blob) => {
      const stored = { ...op, seq: next++ } as PendingOp;
      ops.set(stored.seq, stored);
      if (blob) media.set(blob.clientId, blob);
      return { ...stored };
    },
    putOps: async (changed) => {
      for (const op of changed) ops.set(op.seq, { ...op });
    },
    removeOp: async (op) => {
      ops.delete(op.seq);
      if (op.kind === 'upload-media') media.delete(op.clientId);
    },
    getMedia: async (clientId) => media.get(clientId),
    takeLock: async (owner, now, until) => {
      if (lock && lock.owner !== owner && lock.until > now) return false;
      lock = { key: LOCK_KEY, owner, until };
      return true;
    },
    releaseLock: async (owner) => {
      if (lock?.owner === owner) lock = undefined;
    },
  };
}
