#!/usr/bin/env bash
# `npm test`: typecheck, lint, Jest (unit + data projects), then Playwright.
# Stops at the first failing step, and always ends with one line
# "N passed, N failed" counting the Jest and Playwright tests that ran.
set -euo pipefail
cd "$(dirname "$0")/.."

reports=(test-results/jest-unit.json test-results/jest-data.json test-results/playwright.json)
# Old reports would be counted again if their step does not run this time.
rm -f "${reports[@]}"
mkdir -p test-results

failed_step=""

finish() {
  local status=$?
  echo
  echo "==== summary"
  if [[ -n "$failed_step" ]]; then echo "stopped: step '$failed_step' failed (exit $status)"; fi
  node scripts/summarize-tests.mjs "${reports[@]}"
  exit "$status"
}
trap finish EXIT

# step NAME COMMAND...: prints a header, runs the command, remembers a failure.
step() {
  local name=$1 status=0
  shift
  echo
  echo "==== $name: $*"
  "$@" || status=$?
  if ((status != 0)); then
    failed_step=$name
    exit "$status"
  fi
}

# --ci: never write new snapshots on CI, fail instead.
jest_flags=()
if [[ -n "${CI:-}" ]]; then jest_flags+=(--ci); fi

step typecheck npm run typecheck
step lint npm run lint
# Two processes: the database tests need --experimental-vm-modules (PGlite imports modules
# dynamically), under which Jest no longer compiles the ESM-only packages unit tests use.
step unit npm run --silent test:unit -- "${jest_flags[@]}" --json --outputFile=test-results/jest-unit.json
step data npm run --silent test:data -- "${jest_flags[@]}" --json --outputFile=test-results/jest-data.json
step e2e bash scripts/e2e.sh
