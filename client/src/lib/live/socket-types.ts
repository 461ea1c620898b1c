import type { ClientToServerEvents, ErrorCode, SocketResult } from '@fleetcare/shared';

/**
 * What the live module needs of a Socket.IO client socket. The real one (socket.io-client, loaded on first use)
 * is adapted to it; component tests pass a small in-memory server instead.
 */
export interface LiveSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake in its middleware: the client will not retry by itself then. */
  readonly active: boolean;
  connect(): void;
  disconnect(): void;
  emit(event: string, ...args: unknown[]): void;
  /** Socket events (connect, disconnect, connect_error) and every server event. */
  on(event: string, listener: (...args: unknown[]) => void): void;
  /** The client's own reconnection gave up after its last attempt. */
  onGiveUp(listener: () => void): void;
}

export type LiveSocketFactory = () => Promise<LiveSocket>;

export type ClientEventName = keyof ClientToServerEvents;
type ArgsOf<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>;

/** The payload an event takes, as a rest tuple: empty for events that carry only the acknowledgement. */
export type PayloadOf<E extends ClientEventName> =
  ArgsOf<E> extends [ack?: unknown] ? [] : ArgsOf<E> extends [infer P, ack?: unknown] ? [payload: P] : never;

type AckOf<E extends ClientEventName> = NonNullable<ArgsOf<E>[PayloadOf<E>['length']]>;
type ResultOf<E extends ClientEventName> = AckOf<E> extends (result: infer R) => void ? R : never;

/** What a successful acknowledgement of the event carries. */
export type DataOf<E extends ClientEventName> =
  Extract<ResultOf<E>, { ok: true }> extends { data: infer T } ? T : never;

/** Codes the client makes up itself when the socket gave no answer. */
export type LiveClientErrorCode = 'NETWORK_ERROR';

/** A refused or unanswered socket request; screens switch on `code` and show the `errors` catalogue's text. */
export class LiveRequestError extends Error {
  readonly code: ErrorCode | LiveClientErrorCode;
  readonly fieldErrors: Record<string, string>;

  constructor(code: ErrorCode | LiveClientErrorCode, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'LiveRequestError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  static fromResult(result: Extract<SocketResult<unknown>, { ok: false }>): LiveRequestError {
    return new LiveRequestError(result.code, result.message, result.fieldErrors);
  }
}
