import { defineConfig, devices } from '@playwright/test';
import { MAIL_SINK_PORT } from './e2e/support/mail-sink';

// End-to-end tests against a production build (`next start`) on port 3100, or E2E_PORT (so that a
// second checkout's suite can run beside a CI run on the same machine).
// Run them through `npm run test:e2e` (scripts/e2e.sh): it checks for Chromium,
// builds once and prepares a fresh database in .data/e2e before calling us.

const isCI = !!process.env.CI;
const port = Number(process.env.E2E_PORT) || 3100;
const baseURL = `http://localhost:${port}`;

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
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // 2 cores: one for `next start`, one for the browser.
  workers: 1,
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
  webServer: {
    // `next start`. No `-H 127.0.0.1`: with it Next proxies its own rewrites
    // to itself over HTTP. Playwright merges this env over process.env.
    command: `npm run serve -- -p ${port}`,
    url: baseURL,
    // Mail really goes out over SMTP, to the sink of global-setup.ts (plain SMTP, no login).
    // The payment sandbox is off in production builds unless enabled; the payment journeys need it.
    // Scheduled publishes are looked for every second, so the journey that schedules one waits little;
    // a cart reminder's hour of delay lasts a second, so the reminder journey's cart is due at once.
    env: {
      PGLITE_DIR: '.data/e2e', NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`, PAYMENT_SANDBOX: '1', SCHEDULER_INTERVAL_MS: '1000',
      CART_REMINDER_HOUR_MS: '1000',
    },
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
