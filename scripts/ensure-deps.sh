#!/usr/bin/env bash
# Installs the npm workspace exactly as locked, when node_modules is missing or older than the lock file.
# Sourced by scripts/portal.sh and scripts/test-all.sh so both work on a fresh machine.
set -euo pipefail
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[portico] installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi
