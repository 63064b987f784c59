#!/usr/bin/env bash
# Runs every check: typecheck, lint, format check, unit tests, API tests (on SQLite, or on PostgreSQL when
# DATABASE_URL is set) and the browser tests in Chromium. Installs what a fresh machine lacks first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-office-converter.sh
bash scripts/ensure-redis.sh
# nginx -t checks the cluster's nginx config (apps/server/test/packaging.test.ts).
bash scripts/ensure-nginx.sh
npm run check
