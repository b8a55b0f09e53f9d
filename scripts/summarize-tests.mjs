#!/usr/bin/env node
// Prints one closing line, "N passed, N failed" (", N skipped" when there are
// any), over every test report named on the command line:
//   - Jest:       `jest --json --outputFile=FILE`
//   - Playwright: the `json` reporter (test-results/playwright.json)
// A missing file means that step never ran and is skipped. This script only
// counts; the calling shell script decides the exit code.
//
//   node scripts/summarize-tests.mjs test-results/jest-unit.json test-results/playwright.json

import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // A half-written report means its runner crashed: count it as a failure.
    console.error(`summarize-tests: cannot read ${file}: ${error.message}`);
    failed += 1;
    continue;
  }

  if (typeof report.numTotalTests === 'number') {
    // Jest. A suite that fails to load (syntax error, bad import) has no
    // failed tests of its own, so count each such suite as one failure.
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright. "flaky" tests passed on retry; top-level errors (webServer
    // would not start, global setup threw) fail the run without any test.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
    skipped += report.stats.skipped ?? 0;
  } else {
    console.error(`summarize-tests: ${file} is neither a Jest nor a Playwright report`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
