#!/usr/bin/env bash
# Runs the portal: installs dependencies, builds the web app and the server, starts the server on the embedded SQLite
# database under ./data (migrated and seeded with the demo data on first start). PORT overrides 3000.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
npm run build --silent
# The quick start always has its demo accounts (the server defaults to no demo data on PostgreSQL or in production).
export SEED_DEMO="${SEED_DEMO:-true}"
# The compiled server (apps/server/dist/main.js, built above with the web app); `npm run dev` runs the TypeScript.
exec node apps/server/dist/main.js
