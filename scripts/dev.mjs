// `npm run dev`: the API on :3001 (restarting on change) and Vite with hot reload on :3000, proxying /api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: '3001', ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_DEV_API_TARGET: 'http://localhost:3001' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
