#!/usr/bin/env bash
# Runs the image's stages without a container engine (deploy/README.md, "Container image"): the build
# context as .dockerignore leaves it, `npm run build` as the build stage runs it, the production
# dependencies alone, the runtime stage's tree, then the runtime stage's own command, environment and
# user (read from the Dockerfile by scripts/container/runtime.mjs) under tini: it checks that the
# instance gets ready, serves the demo shop and drains on SIGTERM (exit 143). Prints the tree's size.
#   bash scripts/container-smoke.sh [port]      (default 3170; tini from Debian: apt-get install tini)
# node_modules comes from this checkout (installed from the same lock file) as hard links, not `npm ci`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
port=${1:-3170}
work=$(mktemp -d /tmp/vitrine-container.XXXXXX)
server=''
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  # KEEP_TREE=1 leaves the runtime tree for a look inside (its path is printed).
  if [ "${KEEP_TREE:-}" = 1 ]; then echo "container-smoke: the tree stays in $work/app"; else rm -rf "$work"; fi
}
trap cleanup EXIT
command -v tini >/dev/null || { echo 'container-smoke: tini is missing (apt-get install -y tini)' >&2; exit 1; }

echo '== build context (.dockerignore)'
# As Docker reads .dockerignore: a pattern names a path from the root; `**/name` names it at any depth.
excludes=()
while read -r pattern; do
  case "$pattern" in
    ''|'#'*) ;;
    '**/'*) excludes+=(--no-anchored "--exclude=${pattern#'**/'}") ;;
    *) excludes+=(--anchored "--exclude=./$pattern") ;;
  esac
done < "$root/.dockerignore"
mkdir "$work/app" "$work/prod"
tar -C "$root" "${excludes[@]}" -cf - . | tar -C "$work/app" -xf -

echo '== build stage: npm run build'
cp -al "$root/node_modules" "$work/app/node_modules"
# npm rewrites its hidden lock file in place, which a hard link would carry back into the checkout.
rm -f "$work/app/node_modules/.package-lock.json"
(cd "$work/app" && env -u DATABASE_URL -u REDIS_URL NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DEFAULT_SHOP=demo SHOP_HOSTS= npm run build >"$work/build.log" 2>&1) \
  || { tail -40 "$work/build.log"; exit 1; }
rm -rf "$work/app/.next/cache" "$work/app/node_modules"

echo '== prod-deps stage: production dependencies only'
cp "$root/package.json" "$root/package-lock.json" "$work/prod/"
cp -al "$root/node_modules" "$work/prod/node_modules"
rm -f "$work/prod/node_modules/.package-lock.json"
(cd "$work/prod" && npm prune --omit=dev --ignore-scripts --no-audit --no-fund >/dev/null 2>&1)
mv "$work/prod/node_modules" "$work/app/node_modules"

echo '== runtime stage'
runtime=$(node "$root/scripts/container/runtime.mjs" "$root/Dockerfile")
user=$(node -e 'console.log(JSON.parse(process.argv[1]).user)' "$runtime")
uid=$(id -u "$user" 2>/dev/null || echo 1000)
mkdir -p "$work/app/.data" "$work/app/.next/cache"
chown "$uid" "$work/app/.data" "$work/app/.next/cache"
chmod -R a+rX "$work"
echo "runtime tree (the image's layers above the base): $(du -sh "$work/app" | cut -f1); node_modules $(du -sh "$work/app/node_modules" | cut -f1), .next $(du -sh "$work/app/.next" | cut -f1)"

# The image's environment, with /app read as this tree; the command as ENTRYPOINT + CMD give it.
mapfile -t envs < <(node -e 'for (const [k, v] of Object.entries(JSON.parse(process.argv[1]).env)) console.log(`${k}=${v.replace(/^\/app(?=\/|$)/, process.argv[2])}`)' "$runtime" "$work/app")
mapfile -t cmd < <(node -e 'for (const part of JSON.parse(process.argv[1]).command) console.log(part === "/usr/bin/tini" ? "tini" : part)' "$runtime")
as_user=(setpriv --reuid="$uid" --regid="$uid" --clear-groups)

echo '== migrate (the Compose file and the Kubernetes Job run this before the instances)'
(cd "$work/app" && env -i PATH="$PATH" "${envs[@]}" "${as_user[@]}" node --import tsx --conditions=react-server scripts/prepare-db.ts)

echo "== run: ${cmd[*]} (PORT=$port)"
(cd "$work/app" && exec env -i PATH="$PATH" "${envs[@]}" PORT="$port" "${as_user[@]}" "${cmd[@]}") >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health/ready" || true)
  [ "$status" = 200 ] && break
  sleep 1
done
[ "$status" = 200 ] || { tail -40 "$work/server.log"; echo "container-smoke: not ready ($status)" >&2; exit 1; }
home=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
[ "$home" = 200 ] || { echo "container-smoke: the home page answered $home" >&2; exit 1; }
owner=$(ps -o user= -p "$(pgrep -P "$server" node | head -1)" || true)
echo "ready and serving the demo shop; the server runs as: ${owner:-?}"

kill -TERM "$server"
set +e; wait "$server"; code=$?; set -e
server=''
[ "$code" = 143 ] || { tail -20 "$work/server.log"; echo "container-smoke: SIGTERM ended with $code, not 143" >&2; exit 1; }
echo 'container-smoke: ok (drained on SIGTERM, exit 143)'
