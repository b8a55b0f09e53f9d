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
  # A failed typecheck leaves the lint beside it running: stop it.
  if [[ -n "${lint_pid:-}" ]]; then kill "$lint_pid" 2>/dev/null || true; fi
  rm -f "${lint_output:-}"
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
# At least two workers: Jest's default (one core less than the machine has) runs the files one at a time on
# CI's two cores, where its main process only collects results (docs/testing.md).
jest_flags=("--maxWorkers=$(node -p 'Math.max(2, require("node:os").availableParallelism() - 1)')")
if [[ -n "${CI:-}" ]]; then jest_flags+=(--ci); fi

# The typecheck and the lint each keep one core busy for a minute or more, so the lint runs beside the
# typecheck (CI has two cores); its output follows as a step of its own.
lint_output="$(mktemp)"
npm run lint >"$lint_output" 2>&1 &
lint_pid=$!
lint_result() {
  local status=0
  wait "$lint_pid" || status=$?
  lint_pid=""
  echo "(npm run lint, run beside the typecheck)"
  cat "$lint_output"
  return "$status"
}
step typecheck npm run typecheck
# Read by next.config.mjs: the e2e step's build need not check the types again.
export VITRINE_TYPES_CHECKED=1
step lint lint_result
# Two processes: the database tests need --experimental-vm-modules (PGlite imports modules
# dynamically), under which Jest no longer compiles the ESM-only packages unit tests use.
step unit npm run --silent test:unit -- "${jest_flags[@]}" --json --outputFile=test-results/jest-unit.json
# TEST_DATABASE_URL (a PostgreSQL server, as .ci/run sets): the database tests create their databases there;
# unset, each runs on PGlite in memory. The end-to-end servers stay on PGlite either way.
step data env ${TEST_DATABASE_URL:+DATABASE_URL="$TEST_DATABASE_URL"} npm run --silent test:data -- "${jest_flags[@]}" --json --outputFile=test-results/jest-data.json
step e2e bash scripts/e2e.sh
