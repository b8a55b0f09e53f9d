import { defineConfig, devices } from '@playwright/test';
import { e2eFirstPort, e2eServer, e2eWorkers } from './e2e/support/servers';

// End-to-end tests against a production build (`next start`), one server per Playwright worker, each
// on a database of its own: ports 3100, 3101, … (or from E2E_PORT, so that a second checkout's suite can
// run beside a CI run on the same machine), databases .data/e2e-0, .data/e2e-1, …
// Run them through `npm run test:e2e` (scripts/e2e.sh): it checks for Chromium, builds once and
// prepares a fresh database for each server before calling us.
// E2E_WORKERS (default 2): a journey often waits on its server, its browser or a timer, and a second
// worker uses that time (docs/testing.md has the figures).

const isCI = !!process.env.CI;
const workers = e2eWorkers();
const baseURL = `http://localhost:${e2eFirstPort()}`;

// Chromium comes from the OS package (Debian: `apt-get install chromium`);
// Playwright's own browser downloads are never used on these machines.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // Starts the SMTP sink the server below sends its mail to (e2e/support/mail-sink.ts).
  globalSetup: './e2e/global-setup.ts',
  // Jest's report and ours share test-results/; Playwright empties its
  // outputDir at start, so give it a subfolder of its own.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // CI runs two workers on two cores, each with its own server and browser (load average 12-20): there
  // a theme's activation (a save, then the editor's server refresh) was not shown within 5 s on both
  // tries, and passes in 22 s whole on a quiet host. Assertions wait up to 15 s in CI; the journey's own
  // timeout still bounds the whole.
  expect: { timeout: isCI ? 15_000 : 5_000 },
  // A journey's own bound, doubled in CI for the same load: the image upload journey (an upload, the
  // optimizer's preview, two refusals, the draft read back) took over 30 s on both tries there, and
  // about 9 s on a quiet host. Journeys that do more say so with test.slow() or test.setTimeout().
  timeout: isCI ? 60_000 : 30_000,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Each worker has its server and database, so specs never see another worker's changes.
  workers,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/summarize-tests.mjs for the closing "N passed, N failed".
    ['json', { outputFile: 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          // Headless Chromium as root needs --no-sandbox; the rest keep it
          // from reaching out to Google services and slowing the run down.
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
    },
  ],
  // The server of worker N (its parallelIndex) listens on E2E_PORT + N; e2e/fixtures.ts points baseURL there.
  webServer: Array.from({ length: workers }, (_, index) => e2eServer(index, !isCI)),
});
