import { userRoom, type ServerEventName, type ServerEventPayload } from '@fleetcare/shared';

/** The room every socket of one session joins, so ending the session closes them (on any process). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * How services send live events: to every socket of one user, on this process or (with the Redis adapter) on
 * any other. Services depend on this interface only, never on socket.io.
 */
export interface RealtimePublisher {
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  /** Closes every socket opened with these sessions (signed out, revoked): they stop receiving at once. */
  closeSessions(sessionIds: readonly string[]): void;
}

/** Delivers events to rooms and closes rooms' sockets; the socket server provides it when it attaches. */
export interface RealtimeSink {
  emit(room: string, event: ServerEventName, payload: unknown): void;
  disconnect(room: string): void;
}

/**
 * The publisher in AppDeps. It exists before the socket server (which needs the HTTP server, which needs the
 * app): until a socket server binds its sink, and in tests that start none, events go nowhere. A process has
 * one socket server; tests may attach more than one to the same deps, and each then reaches its own sockets.
 */
export interface RealtimeHub extends RealtimePublisher {
  /** Adds a sink; returns the function that removes it. */
  bind(sink: RealtimeSink): () => void;
}

export function createRealtimeHub(): RealtimeHub {
  const sinks = new Set<RealtimeSink>();
  return {
    bind(sink) {
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
      };
    },
    toUser(userId, event, payload) {
      const room = userRoom(userId);
      for (const sink of sinks) sink.emit(room, event, payload);
    },
    closeSessions(sessionIds) {
      for (const sink of sinks) for (const id of sessionIds) sink.disconnect(sessionRoom(id));
    },
  };
}
