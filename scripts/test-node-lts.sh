#!/usr/bin/env bash
# The unit suites (core, contracts, web) and the API suite (server) once more on a Node LTS that is not the
# machine's own (docs/operations.md, "Node.js versions"). The API suite runs on SQLite, or on PostgreSQL when
# DATABASE_URL is set, like `npm run test:api`.
#
#   bash scripts/test-node-lts.sh [major] [unit|api|all]     # defaults: 24 all
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
suites="${2:-all}"
case "$suites" in unit | api | all) ;; *) echo "test-node-lts: unit, api or all, not '$suites'" >&2; exit 2 ;; esac

version="$(bash scripts/ensure-node-lts.sh "$major")"
dir="$PWD/.cache/node-$major"
# First on PATH: the servers and tools the tests spawn as `node` run on this Node too.
export PATH="$dir/bin:$PATH"
# Names the JSON result files (vitest.config.ts) so the CI summary counts these runs apart from Node 20's.
export TEST_RUN_LABEL="${TEST_RUN_LABEL:-sqlite}-node$major"

vitest=(node node_modules/vitest/vitest.mjs run)
if [ "$suites" != api ]; then
  echo "[node-$major] unit suites on Node $version"
  "${vitest[@]}" --project core --project contracts --project web
fi
if [ "$suites" != unit ]; then
  echo "[node-$major] API suite on Node $version${DATABASE_URL:+ (PostgreSQL)}"
  "${vitest[@]}" --project server
fi
