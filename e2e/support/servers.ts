// The journeys' servers: one production server per Playwright worker, each on a database of its own, so a
// spec never sees what another worker's specs changed. Read by playwright.config.ts (to start them) and
// e2e/fixtures.ts (to point each worker's baseURL at its own).
import { MAIL_SINK_PORT } from './mail-sink';

/** How many workers, and so servers: E2E_WORKERS, else 2 (CI's two cores; docs/testing.md). */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number from 1, got ${process.env.E2E_WORKERS}`);
  return workers;
}

/** The first server's port: E2E_PORT, else 3100; worker N's server listens on the port N above it. */
export function e2eFirstPort(): number {
  return Number(process.env.E2E_PORT) || 3100;
}

/** The address of the server of the worker with this parallelIndex. */
export function e2eServerUrl(parallelIndex: number): string {
  return `http://localhost:${e2eFirstPort() + parallelIndex}`;
}

/**
 * Playwright's webServer entry for worker `index`: a copy of the database scripts/e2e.sh prepared in
 * .data/e2e, then `next start` through server.ts. No `-H 127.0.0.1`: with it Next proxies its own
 * rewrites to itself over HTTP.
 */
export function e2eServer(index: number, reuseExistingServer: boolean) {
  const database = `.data/e2e-${index}`;
  const url = e2eServerUrl(index);
  return {
    command: `rm -rf ${database} && cp -r .data/e2e ${database} && npm run serve -- -p ${e2eFirstPort() + index}`,
    url,
    // Mail really goes out over SMTP, to the sink of global-setup.ts (plain SMTP, no login).
    // The payment sandbox is off in production builds unless enabled; the payment journeys need it.
    // Scheduled publishes are looked for every second, so the journey that schedules one waits little;
    // a cart reminder's hour of delay lasts a second, so the reminder journey's cart is due at once.
    env: {
      PGLITE_DIR: database, NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`, PAYMENT_SANDBOX: '1', SCHEDULER_INTERVAL_MS: '1000',
      CART_REMINDER_HOUR_MS: '1000',
    },
    reuseExistingServer,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
