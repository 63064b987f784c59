#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing (as root), else say exactly what to run.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[portico] installing Chromium from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "[portico] Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
  echo "          (or point CHROMIUM_PATH at a Chromium/Chrome binary)" >&2
  exit 1
fi
