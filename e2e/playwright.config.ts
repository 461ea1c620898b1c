import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/**
 * Journeys that change or count data other journeys share: the demo accounts' own records (the demo customer's
 * cart, the demo business's fleet) and what every visitor sees (the plans' prices). They run one at a time, in this
 * order (the demo business is counted before a vehicle is shared with it). Every other journey makes its own people
 * and data, and runs beside them.
 */
const sharedData = [
  'admin/admin-panel.spec.ts', // changes the landing page's plan price
  'demo/demo.spec.ts', // counts the demo business's vehicles
  'landing/cart.spec.ts', // fills and empties the demo customer's cart; reads the plan price
  'landing/screenshots.spec.ts', // the same
  'landing/visitor.spec.ts', // reads the plan price
  'vehicles/vehicles.spec.ts', // shares a vehicle with the demo business
];

/** The longest file by far (every link, as each demo role, at two widths), one journey after another. */
const crawl = 'shell/crawl.spec.ts';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** Journeys against the built app, started on a fresh temporary database, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // A run on a port of its own keeps its own results, so runs side by side never clear each other's files.
  outputDir: process.env.E2E_PORT ? `./test-results/port-${port}` : './test-results',
  // Two browsers at once; a file's journeys run in order in one of them.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder: process.env.E2E_PORT ? `playwright-report/port-${port}` : 'playwright-report',
          },
        ],
      ],
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
  // Workers take files in this order: one browser starts the crawl, so it never runs on alone at the end, and the
  // other the shared-data journeys; then both take the rest.
  projects: [
    { name: 'crawl', testMatch: crawl, use: chromium },
    { name: 'shared-data', testMatch: sharedData, workers: 1, use: chromium },
    { name: 'journeys', testIgnore: [crawl, ...sharedData], use: chromium },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
  },
});
