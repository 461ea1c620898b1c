import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** Journeys against the built app, started on a fresh temporary database, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  // Safety nets for a hang, never speed requirements: steps wait for what they need, however slow the machine.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL,
    // The landing page's newsletter popup opens after 5 seconds; a journey about something else must not meet it
    // however slowly the machine runs, so every context starts with its block flag. The popup's own journeys
    // start from an empty state instead (`withNewsletterPopup`).
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'blockNewsletterPopup', value: 'true' }] }],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
  },
});
