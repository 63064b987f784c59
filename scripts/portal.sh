#!/usr/bin/env bash
# Runs the portal: installs dependencies, builds the web app, starts the server on the embedded SQLite
# database under ./data (migrated and seeded with the demo data on first start). PORT overrides 3000.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
npm run build --silent
exec node --import tsx apps/server/src/main.ts
