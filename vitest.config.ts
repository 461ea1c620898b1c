import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Timeouts are a safety net for a test that hangs, never a speed requirement: a test waits for the condition it
// needs, and a loaded machine only makes it take longer. Keep them far above any test's real duration.
const UNIT_TIMEOUT_MS = 120_000; // shared and client
const SERVER_TIMEOUT_MS = 180_000;

export default defineConfig({
  test: {
    // One worker per core (at least two): most of a server test's time is spent waiting on the database, so two
    // files at once use a 2-core machine fully; Vitest's default (cores − 1) would run them one after another.
    maxWorkers: Math.max(2, availableParallelism()),
    teardownTimeout: SERVER_TIMEOUT_MS,
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: SERVER_TIMEOUT_MS,
          hookTimeout: SERVER_TIMEOUT_MS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          root: './client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
    ],
  },
});
