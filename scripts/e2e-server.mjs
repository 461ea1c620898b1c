// Starts the built app on a fresh temporary data directory (a new embedded database) and removes it on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const built of ['client/dist/index.html', 'server/dist/main.js']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run "npm run build" before the browser tests.`);
    process.exit(1);
  }
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // The journeys play distinct visitors by sending X-Forwarded-For over loopback: trust that proxy hop only.
  env: { SEED_DEMO_DATA: 'true', TRUST_PROXY: 'loopback', ...process.env, DATA_DIR: dataDir },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
