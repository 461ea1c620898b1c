import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createShutdown } from './lifecycle.ts';
import { createLogger } from './logger.ts';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('stops accepting, lets the request in flight finish, then closes resources', async () => {
    const events: string[] = [];
    const arrived = deferred();
    const answer = deferred();
    const server = createServer((_req, res) => {
      arrived.resolve();
      void answer.promise.then(() => {
        events.push('request finished');
        res.end('done');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const shutdown = createShutdown({
      server,
      logger: createLogger('silent'),
      // Far beyond the test: the request in flight must finish by itself, not be cut.
      timeoutMs: 600_000,
      onClosed: async () => void events.push('database closed'),
    });

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.text());
    await arrived.promise;
    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopping);

    await expect(fetch(`http://127.0.0.1:${port}/late`)).rejects.toThrow();
    expect(events).toEqual([]);
    answer.resolve();
    expect(await inFlight).toBe('done');
    await stopping;
    expect(events).toEqual(['request finished', 'database closed']);
  });

  it('cuts requests that outlive the deadline', async () => {
    const arrived = deferred();
    const server = createServer(() => arrived.resolve()); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const shutdown = createShutdown({
      server,
      logger: createLogger('silent'),
      timeoutMs: 100,
      onClosed: async () => {},
    });
    const hanging = fetch(`http://127.0.0.1:${port}/`).catch(() => 'cut');
    await arrived.promise;
    await shutdown('SIGTERM');
    expect(await hanging).toBe('cut');
  });
});
