import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createShutdown } from './lifecycle.ts';
import { createLogger } from './logger.ts';

describe('graceful shutdown', () => {
  it('stops accepting, lets the request in flight finish, then closes resources', async () => {
    const events: string[] = [];
    const server = createServer((_req, res) => {
      setTimeout(() => {
        events.push('request finished');
        res.end('done');
      }, 150);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const shutdown = createShutdown({
      server,
      logger: createLogger('silent'),
      timeoutMs: 5_000,
      onClosed: async () => void events.push('database closed'),
    });

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopping);

    await expect(fetch(`http://127.0.0.1:${port}/late`)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    await stopping;
    expect(events).toEqual(['request finished', 'database closed']);
  });

  it('cuts requests that outlive the deadline', async () => {
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const shutdown = createShutdown({
      server,
      logger: createLogger('silent'),
      timeoutMs: 100,
      onClosed: async () => {},
    });
    const hanging = fetch(`http://127.0.0.1:${port}/`).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await shutdown('SIGTERM');
    expect(await hanging).toBe('cut');
  });
});
