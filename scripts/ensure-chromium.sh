#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing (as root), else say exactly what to run.
# CJK fonts come with it: without them zh_CN text falls back to boxes and the navigation width rules
# (measured in the browser) see other glyph widths than a learner's machine does.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
if command -v fc-list >/dev/null && ! fc-list :lang=zh | grep -q .; then need+=(fonts-noto-cjk); fi
if ! command -v fc-list >/dev/null; then need+=(fonts-noto-cjk); fi
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[portico] installing ${need[*]} from Debian's packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
elif [[ " ${need[*]} " == *" chromium "* ]]; then
  echo "[portico] Chromium is missing. Install it with: sudo apt-get install -y chromium fonts-noto-cjk" >&2
  echo "          (or point CHROMIUM_PATH at a Chromium/Chrome binary)" >&2
  exit 1
else
  echo "[portico] CJK fonts are missing (sudo apt-get install -y fonts-noto-cjk); zh_CN screenshots will show boxes" >&2
fi
