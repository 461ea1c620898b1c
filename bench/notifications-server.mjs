// The server side of bench/notifications.mjs: ONE app process wired as server/src/main.ts wires it (config,
// migrated database, deps, Express app, HTTP server, Socket.IO attached), listening on 127.0.0.1. It is driven
// over the IPC channel of its parent only, never over HTTP: the parent asks it to make signed-in users, to report
// its memory, and to call notifyMany(), which is how a capability notifies users. No test-only code path exists
// in the app itself. Run with: node --expose-gc --import tsx bench/notifications-server.mjs
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { createDeps } from '../server/src/deps.ts';
import { createLogger } from '../server/src/lib/logger.ts';
import { SESSION_COOKIE, issueSession } from '../server/src/modules/users/index.ts';
import { notifyMany } from '../server/src/modules/notifications/index.ts';
import { insertUser } from '../server/src/modules/users/users.repository.ts';
import { attachRealtime } from '../server/src/realtime.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-bench-notify-'));
const appSecret = randomBytes(32).toString('base64url');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_SECRET: appSecret,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  // No money moves here; production refuses the sandbox gateway unless told it is a demo.
  PAYMENTS_SANDBOX_ALLOWED: 'true',
});
const logger = createLogger(config.logLevel);
const database = await openDatabase(config);
await database.migrate();
const deps = createDeps({ config, database, logger, appSecret });
const server = createServer(createApp(deps));
const realtime = attachRealtime(server, deps);
// Observes (does not change) the publisher: when the last live event of a fan-out was handed to Socket.IO.
let firstEmitAt = 0;
let lastEmitAt = 0;
const publish = deps.realtime.toUser;
deps.realtime.toUser = (...args) => {
  if (!firstEmitAt) firstEmitAt = performance.now();
  publish(...args);
  lastEmitAt = performance.now();
};
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

function memory() {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed, sockets: realtime.io.engine.clientsCount };
}

async function makeUsers(count) {
  const users = [];
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  for (let i = 0; i < count; i += 1) {
    const user = await insertUser(database.db, {
      email: `bench.${run}.${i}@example.com`,
      firstName: 'Bench',
      lastName: `User${i}`,
      emailVerifiedAt: new Date(),
    });
    const { token } = await issueSession(deps, database.db, user.id, { ip: '127.0.0.1', userAgent: 'bench' });
    users.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return users;
}

async function stop() {
  await realtime.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

process.on('message', (message) => {
  const answer = (value) => process.send?.({ id: message.id, ...value });
  (async () => {
    if (message.type === 'users') return { users: await makeUsers(message.count) };
    if (message.type === 'memory') return memory();
    if (message.type === 'notify') {
      firstEmitAt = 0;
      const started = performance.now();
      const delivered = await notifyMany(deps, message.userIds, {
        kind: 'plain',
        category: 'bookings',
        message: message.message,
        actionPath: '/dashboard/maintenance',
      });
      return {
        delivered,
        ms: performance.now() - started,
        emittedMs: lastEmitAt - started,
        firstEmitMs: firstEmitAt - started,
      };
    }
    if (message.type === 'stop') {
      await stop();
      setImmediate(() => process.exit(0));
      return {};
    }
    throw new Error(`unknown message ${message.type}`);
  })().then(answer, (error) => answer({ error: String(error?.stack ?? error) }));
});
process.on('disconnect', () => {
  stop().finally(() => process.exit(0));
});

process.send?.({ type: 'ready', port: server.address().port, database: database.kind });
