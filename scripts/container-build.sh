#!/usr/bin/env bash
# Builds the real image from the Dockerfile with buildah (Debian's package: daemonless, no Docker):
#   bash scripts/container-build.sh [TAG]        (default vitrine:local; deploy/README.md, "The image")
# and prints its size. The base image is the Dockerfile's NODE_IMAGE from Docker Hub when a registry can
# be reached. Where none can (this project's build machines), a stand-in of the same Debian release and
# Node.js version is made locally, once: Debian bookworm by debootstrap from the mirror apt uses, with
# the project's Node.js (else this machine's) and the machine's npm in the places the official image has them, its user `node` (uid 1000)
# and this machine's CA certificates for npm. The Dockerfile itself is built unchanged either way, every
# stage and every RUN. Remove the stand-in to make it again: buildah rmi localhost/vitrine-node-base:...
set -euo pipefail
cd "$(dirname "$0")/.."

tag=${1:-vitrine:local}
# RUN steps in a chroot: works as root in a container without user namespaces, where runc cannot.
export BUILDAH_ISOLATION=${BUILDAH_ISOLATION:-chroot}
for tool in buildah debootstrap; do
  command -v "$tool" >/dev/null || { echo "container-build: missing $tool (Debian: apt-get install -y buildah debootstrap)" >&2; exit 1; }
done

node_image=$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)
node_version=${node_image#node:}
node_version=${node_version%%-*}
debian_release=$(sed -n 's/^ARG NODE_IMAGE=node:[0-9.]*-\([a-z]*\)-slim$/\1/p' Dockerfile)

if timeout 60 buildah pull -q "docker.io/library/$node_image" >/dev/null 2>&1; then
  base="docker.io/library/$node_image"
else
  base="localhost/vitrine-node-base:$node_version-$debian_release-slim"
  if ! buildah inspect --type image "$base" >/dev/null 2>&1; then
    # The Node.js the project runs on (package.json's devDependency `node`), else the machine's.
    node_bin=$(realpath -e node_modules/.bin/node 2>/dev/null || command -v node)
    have=$("$node_bin" -p 'process.versions.node')
    if [[ "$have" != "$node_version".* ]]; then
      echo "container-build: no registry, and the Node.js at hand ($have) cannot stand in for $node_version" >&2
      exit 1
    fi
    echo "container-build: no registry reachable; making $base (Debian $debian_release, Node.js $have)"
    rootfs=$(mktemp -d)
    trap 'rm -rf "$rootfs"' EXIT
    mirror=$(sed -n 's/^URIs: \(.*debian\)$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
    debootstrap --variant=minbase "$debian_release" "$rootfs" "${mirror:-http://deb.debian.org/debian}" >/dev/null
    install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
    mkdir -p "$rootfs/usr/local/lib/node_modules"
    cp -a "$(npm root -g)/npm" "$rootfs/usr/local/lib/node_modules/npm"
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
    # This machine's trust (an intercepting proxy's CA, if it has one), for npm's downloads in the build.
    mkdir -p "$rootfs/etc/ssl/certs" "$rootfs/usr/local/etc"
    cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
    echo 'cafile=/etc/ssl/certs/ca-certificates.crt' > "$rootfs/usr/local/etc/npmrc"
    chroot "$rootfs" groupadd --gid 1000 node
    chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
    rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin
    container=$(buildah from scratch)
    buildah copy --quiet "$container" "$rootfs" / >/dev/null
    buildah config --env NODE_VERSION="$have" --cmd node "$container"
    buildah commit --quiet --rm "$container" "$base" >/dev/null
  fi
fi

buildah bud --layers --pull=never --build-arg "NODE_IMAGE=$base" -t "$tag" .
echo "container-build: $tag from $base"
buildah images --format '{{.Name}}:{{.Tag}} {{.Size}}' "$tag"
