#!/usr/bin/env bash
# End-to-end tests: production build + fresh database + Playwright with the
# system Chromium. Extra arguments go to `playwright test` (e.g. a spec file,
# --grep, --headed). SKIP_BUILD=1 reuses the existing .next build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Playwright's own browser downloads are never used; we need the OS package.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if ! chromium="$(command -v "$chromium")"; then
  echo "e2e: no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}." >&2
  echo "e2e: install it (Debian/Ubuntu: apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary." >&2
  exit 1
fi
export CHROMIUM_PATH="$chromium"   # read by playwright.config.ts
# The HTML validity spec runs the Nu HTML Checker (vnu.jar) on Java.
if ! command -v java >/dev/null; then
  echo "e2e: no Java for the Nu HTML Checker (e2e/html-validity.spec.ts)." >&2
  echo "e2e: install it (Debian/Ubuntu: apt-get install -y default-jre-headless)." >&2
  exit 1
fi
export NEXT_TELEMETRY_DISABLED=1

# The tests run against the server (server.ts), so they need a production build: the one there is when it was
# made from these sources (scripts/build-if-stale.mjs), else a new one.
if [[ "${SKIP_BUILD:-}" == 1 ]]; then
  echo "e2e: SKIP_BUILD=1, reusing the existing build"
else
  node scripts/build-if-stale.mjs
fi

# A fresh database every run, so specs start from the seed data and never
# from what an earlier run left behind. Same directory as the webServer env
# in playwright.config.ts.
rm -rf .data/e2e
PGLITE_DIR=.data/e2e npm run db:prepare

exec npx playwright test "$@"
