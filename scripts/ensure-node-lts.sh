#!/usr/bin/env bash
# Installs a pinned Node LTS under .cache/node-<major>, so CI can run the test suites on a newer Node than the
# machine's own (docs/operations.md, "Node.js versions").
#
#   bash scripts/ensure-node-lts.sh [major]     # major: 24 (default) or 22; prints the installed version
#
# Idempotent: a second run finds the binary in the cache and only prints the version.
#
# Node comes from the npm registry: the `node` package's install step fetches the platform package
# `node-<os>-<cpu>@<version>`, a full distribution (bin/node, include/node headers); this script fetches that
# package directly with `npm pack` (integrity-checked, no install script runs), so nodejs.org need not be
# reachable. node_modules needs no rebuild: every native addon it holds for Node ≥ 22 is a Node-API one
# (better-sqlite3 13, sharp, @node-rs/argon2, rolldown, lightningcss), one binary for every Node version; only
# `better-sqlite3-node20` (12.x, V8 ABI) is built for the machine's Node 20, and Node ≥ 22 never loads it.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

major="${1:-24}"
# Pinned like the lock file pins packages: CI reports the exact version it tested. Override with NODE_LTS_VERSION.
case "$major" in
  24) version="${NODE_LTS_VERSION:-24.21.0}" ;;
  22) version="${NODE_LTS_VERSION:-22.23.3}" ;;
  *)
    echo "ensure-node-lts: unsupported major '$major' (24 or 22)" >&2
    exit 2
    ;;
esac

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "ensure-node-lts: unsupported OS $(uname -s)" >&2; exit 2 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) echo "ensure-node-lts: unsupported CPU $(uname -m)" >&2; exit 2 ;;
esac

dir="$root/.cache/node-$major"
node_bin="$dir/bin/node"
log() { echo "[node-$major] $*" >&2; }

if [ ! -x "$node_bin" ] || [ "$("$node_bin" --version)" != "v$version" ]; then
  log "fetching node-$os-$cpu@$version from the npm registry…"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-$os-$cpu@$version" >/dev/null)
  mkdir -p "$tmp/dist"
  tar -xzf "$tmp"/node-"$os"-"$cpu"-*.tgz -C "$tmp/dist" --strip-components=1
  "$tmp/dist/bin/node" --version >/dev/null
  rm -rf "$dir"
  mkdir -p "$(dirname "$dir")"
  mv "$tmp/dist" "$dir"
fi

"$node_bin" --version
