#!/usr/bin/env bash
# `npm run test:scale-out`: two production instances over one PostgreSQL database and one Redis, behind
# HAProxy and Varnish (e2e-scale-out/). Needs the PostgreSQL server of SCALE_OUT_PG_URL (default
# postgres://postgres@127.0.0.1:5432/postgres) and Debian's haproxy, varnish, varnish-modules and
# redis-server; CI (.ci/run) installs the packages when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in haproxy varnishd redis-server redis-cli; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if ((${#missing[@]})); then
  echo "scale-out: missing ${missing[*]} (Debian: apt-get install -y haproxy varnish varnish-modules redis-server)" >&2
  exit 1
fi
export NEXT_TELEMETRY_DISABLED=1
if [[ "${SKIP_BUILD:-}" == 1 ]]; then
  echo "scale-out: SKIP_BUILD=1, reusing the existing build"
else
  node scripts/build-if-stale.mjs
fi
exec npx playwright test -c playwright.scale-out.config.ts "$@"
