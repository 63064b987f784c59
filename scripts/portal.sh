#!/usr/bin/env bash
# Runs the portal: installs dependencies, builds the web app and the server, starts the server on the embedded SQLite
# database under ./data (migrated and seeded with the demo data on first start). PORT overrides 3000.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
# Issue 27: Office files of knowledge libraries shown as PDF (download-only without it).
bash scripts/ensure-office-converter.sh
npm run build --silent
# The quick start always has its demo accounts (the server defaults to no demo data on PostgreSQL or in production).
export SEED_DEMO="${SEED_DEMO:-true}"
# The O3 school's single sign-on (issue 14): without an OIDC_ISSUER of your own (Keycloak, Authing…), the local
# identity provider (`npm run idp`, demo users in the README) starts beside the server and the server is pointed
# at it. IDP_PORT overrides 4000.
IDP_PID=""
if [ -z "${OIDC_ISSUER:-}" ]; then
  export IDP_PORT="${IDP_PORT:-4000}"
  export OIDC_ISSUER="http://localhost:${IDP_PORT}"
  export IDP_ISSUER="$OIDC_ISSUER"
  export OIDC_CLIENT_ID="${OIDC_CLIENT_ID:-portico}"
  export OIDC_CLIENT_SECRET="${OIDC_CLIENT_SECRET:-portico-dev-secret}"
  export OIDC_REDIRECT_URI="${OIDC_REDIRECT_URI:-http://localhost:${PORT:-3000}/login/third/callback}"
  node --import tsx apps/idp/src/main.ts &
  IDP_PID=$!
  trap 'kill "$IDP_PID" 2>/dev/null || true' EXIT INT TERM
fi
# The compiled server (apps/server/dist/main.js, built above with the web app); `npm run dev` runs the TypeScript.
if [ -n "$IDP_PID" ]; then
  node apps/server/dist/main.js
else
  exec node apps/server/dist/main.js
fi
