#!/usr/bin/env bash
# Installs a pinned Node LTS under .cache/node-<major> and builds the project's V8-ABI native addons for it, so CI
# can run the test suites on a newer Node than the machine's own (docs/operations.md, "Node.js versions").
#
#   bash scripts/ensure-node-lts.sh [major]     # major: 24 (default) or 22; prints the installed version
#
# Idempotent: a second run finds the binary and the addon builds in the cache and only prints the version.
#
# - Node comes from the npm registry: the `node` package's install step fetches the platform package
#   `node-<os>-<cpu>@<version>`, a full distribution (bin/node and include/node headers); this script fetches that
#   package directly with `npm pack` (integrity-checked, no install script runs). nodejs.org need not be reachable.
# - better-sqlite3 links against V8's ABI, which differs per Node major, and no prebuilt binary can be downloaded
#   here (GitHub is not reachable), so it is compiled with node-gyp against that Node's own headers (--nodedir),
#   into .cache/node-<major>/addons/ — never over node_modules, which stays built for the machine's Node.
#   scripts/node-lts/addon-redirect.mjs then loads that build instead when the tests run on the cached Node.
#   The other addons (sharp, @node-rs/argon2, rolldown, lightningcss…) use Node-API, stable across versions.
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
  # Replace the whole folder: addons built for an older patch release are rebuilt against the new headers.
  rm -rf "$dir"
  mkdir -p "$(dirname "$dir")"
  mv "$tmp/dist" "$dir"
fi

# node-gyp ships with npm; run it on the cached Node so it builds for that Node's ABI.
node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
map="$dir/addons/map.json"
entries=()
for addon in better-sqlite3; do
  [ -d "$root/node_modules/$addon" ] || continue
  src="$(readlink -f "$root/node_modules/$addon")"
  addon_version="$(node -p "require('$src/package.json').version")"
  build="$dir/addons/$addon@$addon_version"
  file="build/Release/${addon//-/_}.node"
  binary="$build/$file"
  if [ ! -f "$binary" ]; then
    log "building $addon@$addon_version for Node $version (node-gyp, a minute or two)…"
    rm -rf "$build.tmp"
    mkdir -p "$build.tmp"
    # The package's sources (src/, deps/ with SQLite's amalgamation, binding.gyp), without the Node 20 build.
    tar -C "$src" --exclude=./build -cf - . | tar -C "$build.tmp" -xf -
    (cd "$build.tmp" && "$node_bin" "$node_gyp" rebuild --release --nodedir="$dir" --jobs=2 >"$build.tmp/build.log" 2>&1) || {
      tail -n 40 "$build.tmp/build.log" >&2
      exit 1
    }
    rm -rf "$build"
    mv "$build.tmp" "$build"
  fi
  entries+=("$(printf '%s\t%s' "$src/$file" "$binary")")
done

# The map the redirect hook reads: node_modules' Node-20 binary → the build for this Node.
printf '%s\n' "${entries[@]}" | "$node_bin" -e '
  const lines = require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean);
  process.stdout.write(JSON.stringify(Object.fromEntries(lines.map((l) => l.split("\t"))), null, 2) + "\n");
' >"$map"

"$node_bin" --version
