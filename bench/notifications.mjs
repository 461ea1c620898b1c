// Live notification benchmark: one server process, 2,000 signed-in Socket.IO clients on 127.0.0.1.
//  1. memory per connection: the server's RSS and V8 heap (after GC) with 2,000 connected sockets, minus before,
//     divided by 2,000; each must be ≤ 16 KiB;
//  2. delivery: notifyMany() to 1,000 of the connected users; for each, the time from the notification's
//     createdAt (stamped by notify() when it is called) to the client's NOTIFICATIONS handler; p99 ≤ 150 ms.
//     One warm-up round, then ROUNDS measured rounds; every measured round must meet the limit.
// Prints the figures and exits 1 when one misses.
//
//   BENCH_DATABASE_URL=postgres://user:pw@127.0.0.1:5432/db npm run bench:notifications
//       on PostgreSQL, as production runs (the database is migrated; the bench adds its own users);
//   npm run bench:notifications
//       without BENCH_DATABASE_URL: on the embedded PGlite of `npm start` (WebAssembly, in the server's own
//       process and thread, so its queries share the server's CPU: slower, and its memory makes RSS noisy);
//   CLIENTS=500 NOTIFIED=250 ROUNDS=1 node bench/notifications.mjs   (a smaller run)
//   BENCH_SMOKE=1 npm run bench:notifications
//       smoke size, as CI runs it: 100 clients, 50 notified, one measured round; the figures are printed, the
//       limits not enforced (a crash, a refused socket or an undelivered notification still fails it)
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SMOKE = process.env.BENCH_SMOKE === '1';
const CLIENTS = Number(process.env.CLIENTS ?? (SMOKE ? 100 : 2000));
const NOTIFIED = Math.min(CLIENTS, Number(process.env.NOTIFIED ?? (SMOKE ? 50 : 1000)));
const ROUNDS = Number(process.env.ROUNDS ?? (SMOKE ? 1 : 3));
const WARM_UP_CLIENTS = Math.min(200, CLIENTS);
const CONNECT_CONCURRENCY = 50;
const MEMORY_LIMIT = 16 * 1024;
const P99_LIMIT_MS = 150;
// Nets for a hang, far above any real run (the figures are what is measured, not these).
const ROUND_TIMEOUT_MS = 300_000;

const child = fork(path.join(root, 'bench/notifications-server.mjs'), [], {
  cwd: root,
  execArgv: ['--expose-gc', '--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const pending = new Map();
let nextId = 0;
let ready;
const readyPromise = new Promise((resolve, reject) => {
  ready = resolve;
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
child.on('message', (message) => {
  if (message.type === 'ready') return ready(message);
  const waiter = pending.get(message.id);
  if (!waiter) return;
  pending.delete(message.id);
  if (message.error) waiter.reject(new Error(message.error));
  else waiter.resolve(message);
});
function ask(type, fields = {}) {
  nextId += 1;
  const id = nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    child.send({ id, type, ...fields });
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

function connect(port, cookie) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 120_000,
    extraHeaders: { Cookie: cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

const sockets = [];
let failed = false;
const deadline = setTimeout(() => {
  console.error('benchmark took longer than 30 minutes: stopping');
  child.kill();
  process.exit(1);
}, 1_800_000);

try {
  const { port, database } = await readyPromise;
  console.log(
    `server ready on 127.0.0.1:${port} (pid ${child.pid}, database ${database}); making ${CLIENTS} signed-in users` +
      (SMOKE ? ' (smoke size: limits not enforced)' : ''),
  );
  const { users } = await ask('users', { count: CLIENTS });

  // Warm up the connection path (modules, JIT, allocator pools) with 200 sockets that then leave, so the
  // baseline is a steady server rather than one that has never accepted a socket; then measure after GC.
  const warmUp = await Promise.all(users.slice(0, WARM_UP_CLIENTS).map((user) => connect(port, user.cookie)));
  for (const socket of warmUp) socket.close();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = await ask('memory');
  if (before.sockets !== 0) throw new Error(`${before.sockets} warm-up sockets still open`);

  const started = performance.now();
  for (let i = 0; i < users.length; i += CONNECT_CONCURRENCY) {
    const batch = users.slice(i, i + CONNECT_CONCURRENCY);
    sockets.push(...(await Promise.all(batch.map((user) => connect(port, user.cookie)))));
  }
  const connectMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await ask('memory');
  if (after.sockets !== CLIENTS) throw new Error(`server holds ${after.sockets} sockets, expected ${CLIENTS}`);
  const rssPer = (after.rss - before.rss) / CLIENTS;
  const heapPer = (after.heapUsed - before.heapUsed) / CLIENTS;
  console.log(`connected ${CLIENTS} clients in ${ms(connectMs)}`);
  console.log(
    `memory per connection: RSS ${kib(rssPer)}, heap ${kib(heapPer)} (limit ${kib(MEMORY_LIMIT)} each; ` +
      `RSS ${(before.rss / 2 ** 20).toFixed(1)} → ${(after.rss / 2 ** 20).toFixed(1)} MiB, ` +
      `heap ${(before.heapUsed / 2 ** 20).toFixed(1)} → ${(after.heapUsed / 2 ** 20).toFixed(1)} MiB)`,
  );
  const overLimit = [];
  if (rssPer > MEMORY_LIMIT || heapPer > MEMORY_LIMIT) overLimit.push('memory per connection');

  const notified = sockets.slice(0, NOTIFIED);
  for (let round = 0; round <= ROUNDS; round += 1) {
    const label = `round-${round}-${Date.now()}`;
    const latencies = [];
    const all = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${latencies.length}/${NOTIFIED} delivered within ${ROUND_TIMEOUT_MS} ms`)),
        ROUND_TIMEOUT_MS,
      );
      for (const socket of notified) {
        const handler = (payload) => {
          const newest = payload.items[0];
          if (!newest || newest.message !== label) return;
          latencies.push(Date.now() - Date.parse(newest.createdAt));
          socket.off('NOTIFICATIONS', handler);
          if (latencies.length === NOTIFIED) {
            clearTimeout(timer);
            resolve();
          }
        };
        socket.on('NOTIFICATIONS', handler);
      }
    });
    const result = await ask('notify', {
      userIds: users.slice(0, NOTIFIED).map((user) => user.userId),
      message: label,
    });
    await all;
    const p99 = percentile(latencies, 99);
    const name = round === 0 ? 'warm-up' : `round ${round}`;
    console.log(
      `${name}: notify() to ${result.delivered} users, delivered to every client: p50 ${ms(percentile(latencies, 50))}, ` +
        `p99 ${ms(p99)}, max ${ms(Math.max(...latencies))} (server: stored and read in ${ms(result.firstEmitMs)}, last live event out after ${ms(result.emittedMs)}, ` +
        `notifyMany with e-mail/push work done after ${ms(result.ms)})`,
    );
    if (round > 0 && p99 > P99_LIMIT_MS) overLimit.push(`${name} p99`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (SMOKE) {
    console.log(
      `SMOKE: ran to the end${overLimit.length > 0 ? ` (over limit at this size: ${overLimit.join(', ')})` : ''}`,
    );
  } else if (overLimit.length > 0) {
    failed = true;
    console.log(`FAIL: over its limit: ${overLimit.join(', ')}`);
  } else {
    console.log(`PASS: memory ≤ ${kib(MEMORY_LIMIT)}, p99 ≤ ${P99_LIMIT_MS} ms`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const socket of sockets) socket.close();
  await ask('stop').catch(() => undefined);
  clearTimeout(deadline);
}
process.exit(failed ? 1 : 0);
