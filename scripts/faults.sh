#!/usr/bin/env bash
# `npm run test:faults`: the fault tests too long for CI (e2e-faults/, deploy/README.md "Faults"). Needs the
# PostgreSQL server of FAULTS_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) and git history.
# PREVIOUS_RELEASE=<git ref> names the release to run beside this one (default: the code just before the
# newest migration).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
if [[ "${SKIP_BUILD:-}" != 1 ]]; then node scripts/build-if-stale.mjs; fi
exec npx playwright test -c playwright.faults.config.ts "$@"
