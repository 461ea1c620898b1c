import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  timeoutMs: number;
  /** Runs after the last request has finished (close the database here). */
  onClosed: () => Promise<void>;
}

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (up to timeoutMs, then cut them),
 * then release resources. Calling it twice returns the same promise.
 */
export function createShutdown({ server, logger, timeoutMs, onClosed }: ShutdownOptions) {
  let closing: Promise<void> | undefined;
  return function shutdown(reason: string): Promise<void> {
    closing ??= (async () => {
      logger.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn({ timeoutMs }, 'requests still running at the shutdown deadline: closing them');
        server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      await closed;
      clearTimeout(timer);
      await onClosed();
      logger.info('stopped');
    })();
    return closing;
  };
}
