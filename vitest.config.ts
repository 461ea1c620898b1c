import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases, sharedLocalesAlias } from './vite.config.ts';

type ProjectTestConfig = NonNullable<TestProjectInlineConfiguration['test']>;

// Timeouts are a safety net for a test that hangs, never a speed requirement: a test waits for the condition it
// needs, and a loaded machine only makes it take longer. Keep them far above any test's real duration.
const UNIT_TIMEOUT_MS = 120_000; // shared and client
const SERVER_TIMEOUT_MS = 180_000;

/** Libraries that import React: Vite must bundle them for the aliases to reach their imports (Node would not). */
const reactLibraries =
  /\/node_modules\/(@floating-ui\/react-dom|@radix-ui|@tanstack\/react-query|@testing-library\/react|formik|lucide-react|radix-ui|react-i18next|react-remove-scroll|react-remove-scroll-bar|react-router|react-style-singleton|use-callback-ref|use-sidecar|use-sync-external-store)\//;

/**
 * Test files share their worker's modules (`isolate: false`): a worker runs file after file in one process, and
 * what a module holds (a cache, a singleton, a test hook, a stubbed global, a fake clock) is seen by the next file.
 * Each file leaves that state as it found it (CONTRIBUTING.md, "What a test puts back"); the setup files restore
 * what every test shares. A fresh process and module graph for every file took about half of the suite's time.
 *
 * A file that replaces a module with vi.mock cannot share: the mock reaches only modules loaded after it, and
 * stays for the files after it. Such files run in an `isolated-` twin of their project, a fresh module graph each.
 * Vitest queues files by project name: `isolated-server` comes before `server`, so its long fuzz test starts while
 * the server's files run beside it (as `server-isolated` it started last and ran alone at the end, a quarter of
 * the run's time).
 */
const isolatedFiles = {
  // Records the schemas every route validates with by mocking lib/http/validate.ts.
  server: ['src/app.fuzz.test.ts'],
};

/** The server's tests: on PGlite, or on the PostgreSQL server TEST_DATABASE_URL names (a database per file). */
const serverTests = {
  root: './server',
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: SERVER_TIMEOUT_MS,
  hookTimeout: SERVER_TIMEOUT_MS,
  isolate: false,
  unstubEnvs: true,
  unstubGlobals: true,
} satisfies ProjectTestConfig;

/** What a server test file's first lines carry to run on the embedded database too (CONTRIBUTING.md). */
const EMBEDDED_MARKER = /^\/\/ @embedded-db\b/m;

/**
 * The server test files that depend on the database engine or its driver: everything under src/db/ and test/
 * (migrations, seeding, the test database itself, crash recovery) but the PostgreSQL-only `*.postgres.test.ts`,
 * and every other file that carries the marker.
 */
function embeddedServerTests(): string[] {
  const root = path.join(import.meta.dirname, 'server');
  const tagged = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file).split(path.sep).join('/'))
    .filter((file) => EMBEDDED_MARKER.test(readFileSync(path.join(root, file), 'utf8').slice(0, 2000)));
  return ['src/db/**/*.test.ts', 'test/**/*.test.ts', ...tagged];
}

/**
 * With TEST_DATABASE_URL every server file runs on PostgreSQL (`server`), and the files that depend on the engine
 * run again on PGlite (`server-embedded`): migrations, the driver's answers and the single connection are checked
 * on both engines without running the whole suite twice. Without it, `server` runs everything on PGlite.
 */
function serverProjects(): TestProjectInlineConfiguration[] {
  const server = {
    test: {
      ...serverTests,
      name: 'server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: ['**/node_modules/**', ...isolatedFiles.server],
    },
  };
  const serverIsolated = {
    test: { ...serverTests, name: 'isolated-server', include: isolatedFiles.server, isolate: true },
  };
  if (!process.env.TEST_DATABASE_URL) return [server, serverIsolated];
  const embedded = {
    test: {
      ...serverTests,
      name: 'server-embedded',
      include: embeddedServerTests(),
      exclude: ['**/node_modules/**', '**/*.postgres.test.ts', ...isolatedFiles.server],
      // The embedded database whatever the environment names: the global setup and the tests read this.
      env: { TEST_DATABASE_URL: '' },
    },
  };
  return [server, serverIsolated, embedded];
}

/** The client's component tests, run once on React (as `npm run dev` does) and once on Preact (what ships). */
const clientTests = {
  root: './client',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: UNIT_TIMEOUT_MS,
  hookTimeout: UNIT_TIMEOUT_MS,
  isolate: false,
  unstubEnvs: true,
  unstubGlobals: true,
} satisfies ProjectTestConfig;

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
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
      ...serverProjects(),
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
