import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases, sharedLocalesAlias } from './vite.config.ts';

// Timeouts are a safety net for a test that hangs, never a speed requirement: a test waits for the condition it
// needs, and a loaded machine only makes it take longer. Keep them far above any test's real duration.
const UNIT_TIMEOUT_MS = 120_000; // shared and client
const SERVER_TIMEOUT_MS = 180_000;

/** Libraries that import React: Vite must bundle them for the aliases to reach their imports (Node would not). */
const reactLibraries =
  /\/node_modules\/(@floating-ui\/react-dom|@radix-ui|@tanstack\/react-query|@testing-library\/react|formik|lucide-react|radix-ui|react-i18next|react-remove-scroll|react-remove-scroll-bar|react-router|react-style-singleton|use-callback-ref|use-sidecar|use-sync-external-store)\//;

/** The client's component tests, run once on React (as `npm run dev` does) and once on Preact (what ships). */
const clientTests = {
  root: './client',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: UNIT_TIMEOUT_MS,
  hookTimeout: UNIT_TIMEOUT_MS,
} as const;

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
        resolve: { alias: [sharedLocalesAlias] },
        test: { ...clientTests, name: 'client', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        // The production build's runtime: react, react-dom and the JSX runtimes are preact/compat, in our code and in
        // every library (Testing Library, React Router, TanStack Query, Radix...), so those are bundled by Vite
        // (inlined) instead of being loaded by Node, which would bring in the real React beside Preact.
        plugins: [react()],
        resolve: {
          conditions: ['module-sync', 'module', 'browser', 'development'],
          mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            sharedLocalesAlias,
            ...preactAliases,
            // Its package names a CommonJS main (whose require() calls Node resolves, past the aliases) and an ES module.
            // CommonJS shims call require('react'), which Node answers past the aliases: Preact has the hook itself.
            { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          ...clientTests,
          name: 'client-preact',
          setupFiles: [...clientTests.setupFiles, './src/test/preact-setup.ts'],
          include: ['src/**/*.test.tsx'],
          server: { deps: { inline: [reactLibraries] } },
        },
      },
    ],
  },
});
