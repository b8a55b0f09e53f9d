import { defineConfig } from '@playwright/test';

// The fault tests too long for CI (e2e-faults/): `npm run test:faults` (scripts/faults.sh), documented in
// deploy/README.md. They build and start what they need themselves. No browser: HTTP only.
export default defineConfig({
  testDir: './e2e-faults',
  outputDir: 'test-results/faults',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  // Building the previous release takes minutes on a 2-core machine.
  timeout: 30 * 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/faults.json' }]],
});
