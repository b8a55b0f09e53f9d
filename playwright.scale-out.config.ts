import { defineConfig } from '@playwright/test';

// The scale-out tests (e2e-scale-out/): two production instances, HAProxy, Varnish, PostgreSQL and
// Redis, started by the tests' own fixture (cluster.ts). Run them through `npm run test:scale-out`
// (scripts/scale-out.sh), which checks the tools and the build first. No browser: HTTP only.
export default defineConfig({
  testDir: './e2e-scale-out',
  outputDir: 'test-results/scale-out',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One cluster, one worker: the machine has 2 cores and the cluster four busy processes.
  workers: 1,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/scale-out.json' }]],
});
