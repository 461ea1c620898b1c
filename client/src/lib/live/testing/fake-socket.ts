import type { ErrorCode, SocketResult } from '@fleetcare/shared';
import type { LiveSocket } from '../socket-types.ts';

/** How the fake server answers a client event: with the acknowledgement's result, or not at all (undefined). */
export type FakeAnswer = (event: string, payload: unknown) => SocketResult<unknown> | undefined;

/**
 * An in-memory stand-in for a Socket.IO server and its client socket, for tests of the live socket and of the
 * features on it: it records what the client sends, answers through `answer` on a later task (like the network),
 * pushes server events, and can refuse handshakes or drop the connection.
 */
export interface FakeSocket {
  /** The socket to hand to setLiveSocketFactory. */
  socket: LiveSocket;
  /** Every client event received, in order. */
  received: { event: string; payload: unknown }[];
  /** How many times the client connected (handshakes accepted). */
  connections: number;
  /** Sends any server event to the client. */
  push(event: string, payload: unknown): void;
  /** The next request for `event` fails with `code`. */
  failNext(event: string, code: ErrorCode): void;
  /** Requests for `event` get no answer at all (a dead connection). */
  ignore(event: string): void;
  /** The next handshakes are refused in the middleware, with this detail (e.g. "Invalid token."). */
  refuseHandshakes(code: ErrorCode, detail?: string): void;
  acceptHandshakes(): void;
  /** The server closes the connection (a session ended elsewhere). */
  dropConnection(): void;
}

/** With `connects: false` the server never answers the handshake: the socket stays connecting. */
export function createFakeSocket(answer: FakeAnswer, { connects = true }: { connects?: boolean } = {}): FakeSocket {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const failures = new Map<string, ErrorCode>();
  const ignored = new Set<string>();
  let refusal: { code: ErrorCode; detail: string | undefined } | undefined;
  let connected = false;
  let active = false;

  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  // Like the network: answers arrive on a later task, never inside the emit call.
  const later = (run: () => void) => setTimeout(run, 0);

  const fake: FakeSocket = {
    received: [],
    connections: 0,
    socket: {
      get connected() {
        return connected;
      },
      get active() {
        return active;
      },
      connect() {
        if (connected) return;
        active = true;
        if (!connects) return;
        later(() => {
          if (refusal) {
            active = false;
            const error = Object.assign(new Error(refusal.detail ?? refusal.code), {
              data: { code: refusal.code, detail: refusal.detail },
            });
            fire('connect_error', error);
            return;
          }
          connected = true;
          fake.connections += 1;
          fire('connect');
        });
      },
      disconnect() {
        const was = connected;
        connected = false;
        active = false;
        if (was) fire('disconnect', 'io client disconnect');
      },
      emit(event, ...args) {
        const last = args[args.length - 1];
        const ack = typeof last === 'function' ? (last as (result: SocketResult<unknown>) => void) : undefined;
        const payload = ack ? args.slice(0, -1)[0] : args[0];
        fake.received.push({ event, payload });
        if (ignored.has(event)) return;
        later(() => {
          const code = failures.get(event);
          failures.delete(event);
          const result: SocketResult<unknown> | undefined = code
            ? { ok: false, code, message: code }
            : (answer(event, payload) ?? { ok: false, code: 'ROUTE_NOT_FOUND', message: `Unknown event ${event}.` });
          ack?.(result);
        });
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
      },
      onGiveUp() {
        // The fake never gives up on its own.
      },
    },
    push: (event, payload) => fire(event, payload),
    failNext: (event, code) => void failures.set(event, code),
    ignore: (event) => void ignored.add(event),
    refuseHandshakes: (code, detail) => {
      refusal = { code, detail };
    },
    acceptHandshakes: () => {
      refusal = undefined;
    },
    dropConnection() {
      connected = false;
      active = false;
      fire('disconnect', 'io server disconnect');
    },
  };
  return fake;
}
