import {
  SOCKET_PATH,
  authFailureDetail,
  serverEvents,
  type ServerEventName,
  type ServerEventPayload,
  type SessionEndedPayload,
  type SocketResult,
} from '@fleetcare/shared';
import { runAuthFailureHandler } from '../auth-failure.ts';
import {
  LiveRequestError,
  type ClientEventName,
  type DataOf,
  type LiveSocket,
  type LiveSocketFactory,
  type PayloadOf,
} from './socket-types.ts';

/**
 * The live socket: one connection per tab to the same host, websocket transport, cookie
 * credentials, reconnection on. It connects on first use (socket.io-client is downloaded then, so visitors never
 * load it), is held by the signed-in header, and is closed when the user signs out.
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** How long an unanswered request waits before it fails (the socket buffers requests made while offline). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** A header unmounted by a change of layout is mounted again at once: the socket waits this long before closing. */
export const RELEASE_GRACE_MS = 3_000;
/** Retries after the server refused the handshake for a reason other than the session (e.g. a database blip). */
export const REFUSED_RETRY_LIMIT = 5;
const REFUSED_RETRY_BASE_MS = 2_000;
const REFUSED_RETRY_MAX_MS = 60_000;

const forcedSignOutDetails: readonly string[] = Object.values(authFailureDetail);

const createRealSocket: LiveSocketFactory = async () => {
  const { io } = await import('socket.io-client');
  const socket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
    forceNew: true,
    reconnection: true,
    // The client's own back-off for dropped connections and refused upgrades: 1 s doubling up to 30 s, then it
    // stops after 12 tries (about five minutes) instead of looping forever; the next use starts it again.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
    reconnectionAttempts: 12,
  });
  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.active;
    },
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
    emit: (event, ...args) => void socket.emit(event, ...args),
    on: (event, listener) => void socket.on(event, listener),
    onGiveUp: (listener) => void socket.io.on('reconnect_failed', listener),
  };
};

let factory: LiveSocketFactory = createRealSocket;
/** The tab's socket (or the promise of it while socket.io-client downloads); undefined when signed out. */
let current: Promise<LiveSocket> | undefined;
let status: LiveStatus = 'idle';
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let refusedRetries = 0;

const statusListeners = new Set<(status: LiveStatus) => void>();
const eventListeners = new Map<string, Set<(payload: unknown) => void>>();

function setStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener(next);
}

export function liveStatus(): LiveStatus {
  return status;
}

/** Calls `listener` on every change of the connection's status; returns the unsubscribe function. */
export function onLiveStatus(listener: (status: LiveStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Subscribes to a server event (for as long as the returned function is not called, across reconnections). */
export function onLiveEvent<E extends ServerEventName>(
  event: E,
  listener: (payload: ServerEventPayload<E>) => void,
): () => void {
  const set = eventListeners.get(event) ?? new Set();
  eventListeners.set(event, set);
  const untyped = listener as (payload: unknown) => void;
  set.add(untyped);
  return () => set.delete(untyped);
}

function dispatch(event: string, payload: unknown): void {
  for (const listener of [...(eventListeners.get(event) ?? [])]) listener(payload);
}

function clearRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

/** After a refusal that may pass (not the session): try again later, waiting longer each time, then give up. */
function retryLater(socket: LiveSocket): void {
  if (refusedRetries >= REFUSED_RETRY_LIMIT) {
    setStatus('failed');
    return;
  }
  const delay = Math.min(REFUSED_RETRY_MAX_MS, REFUSED_RETRY_BASE_MS * 2 ** refusedRetries);
  refusedRetries += 1;
  setStatus('reconnecting');
  clearRetry();
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    socket.connect();
  }, delay);
}

function refusalDetail(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const detail = (data as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail : undefined;
}

function wire(socket: LiveSocket): void {
  socket.on('connect', () => {
    refusedRetries = 0;
    clearRetry();
    setStatus('connected');
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    // The server closed this socket (its session ended elsewhere, or the server is restarting): a new handshake
    // tells which; a refused one signs the visitor out below.
    if (reason === 'io server disconnect') retryLater(socket);
    else setStatus('reconnecting');
  });
  socket.on('connect_error', (error) => {
    if (socket.active) {
      // The client's own reconnection goes on, with its back-off.
      setStatus('reconnecting');
      return;
    }
    const detail = refusalDetail(error);
    if (detail && forcedSignOutDetails.includes(detail)) {
      // Spec point 8: the session is gone. The forced sign-out clears it, and the header closing ends us.
      setStatus('failed');
      runAuthFailureHandler();
      return;
    }
    retryLater(socket);
  });
  socket.onGiveUp(() => setStatus('failed'));
  for (const event of Object.values(serverEvents)) {
    socket.on(event, (payload) => dispatch(event, payload));
  }
  // The server ended this tab's session (an admin suspended the account) and closes the socket next: close it here
  // first (no reconnection to be refused) and sign out now, saying why.
  socket.on(serverEvents.SESSION_ENDED, (payload) => {
    endLiveSocket();
    runAuthFailureHandler(payload as SessionEndedPayload);
  });
  socket.on(serverEvents.SOCKET_ERROR, (payload) => console.warn('live socket: an event failed', payload));
}

/** The tab's socket, connecting it first when needed (also after a give-up: any new use tries again). */
function ensureSocket(): Promise<LiveSocket> {
  if (current) {
    void current.then(
      (socket) => {
        // Connected, or reconnecting by itself or on our timer: nothing to do. Refused or given up: again.
        if (!socket.connected && retryTimer === undefined && (status === 'failed' || !socket.active)) {
          refusedRetries = 0;
          setStatus('connecting');
          socket.connect();
        }
      },
      () => undefined,
    );
    return current;
  }
  setStatus('connecting');
  const created = factory().then((socket) => {
    // Signed out while socket.io-client was downloading: never connect it.
    if (current !== created) return socket;
    wire(socket);
    socket.connect();
    return socket;
  });
  current = created;
  created.catch((error: unknown) => {
    console.warn('live socket: could not load the client', error);
    if (current === created) {
      current = undefined;
      setStatus('failed');
    }
  });
  return created;
}

/**
 * Keeps the socket open while the caller is mounted; the returned function lets go. When nobody holds it any
 * more it closes after a short grace (a layout change mounts the header again at once), or at once with
 * `{ signedOut: true }`.
 */
export function holdLiveSocket(): (options?: { signedOut?: boolean }) => void {
  holders += 1;
  clearTimeout(releaseTimer);
  releaseTimer = undefined;
  ensureSocket().catch(() => undefined);
  let released = false;
  return ({ signedOut = false } = {}) => {
    if (released) return;
    released = true;
    holders -= 1;
    if (signedOut) {
      endLiveSocket();
      return;
    }
    if (holders === 0) {
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(endLiveSocket, RELEASE_GRACE_MS);
    }
  };
}

/** Closes the socket now (sign-out): the next use opens a new one, with the new session's cookie. */
export function endLiveSocket(): void {
  clearTimeout(releaseTimer);
  releaseTimer = undefined;
  clearRetry();
  refusedRetries = 0;
  const ending = current;
  current = undefined;
  void ending?.then(
    (socket) => socket.disconnect(),
    () => undefined,
  );
  setStatus('idle');
}

/** Tries again now (a "Try again" button after the connection gave up). */
export function reconnectLive(): void {
  refusedRetries = 0;
  clearRetry();
  ensureSocket().catch(() => undefined);
}

/**
 * Sends a client event and resolves with its acknowledgement's data; rejects with a LiveRequestError carrying
 * the server's code, or NETWORK_ERROR when no answer came in time.
 */
export async function requestLive<E extends ClientEventName>(event: E, ...payload: PayloadOf<E>): Promise<DataOf<E>> {
  const socket = await ensureSocket();
  return new Promise<DataOf<E>>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new LiveRequestError('NETWORK_ERROR', 'We could not reach FleetCare. Check your connection.'));
    }, REQUEST_TIMEOUT_MS);
    socket.emit(event, ...payload, (result: SocketResult<DataOf<E>>) => {
      clearTimeout(timer);
      if (result.ok) resolve(result.data);
      else reject(LiveRequestError.fromResult(result));
    });
  });
}

/** Tests: replaces socket.io-client with an in-memory server, and closes the connection. */
export function setLiveSocketFactory(next: LiveSocketFactory | undefined): void {
  endLiveSocket();
  holders = 0;
  factory = next ?? createRealSocket;
}
