#!/usr/bin/env bash
# `npm run cluster` puts nginx in front of the instances: Debian's package, plus its brotli_static module so the
# .br files of the web build are served as they are. Install them when missing (as root), else say what to run.
# The package's own service is never started: the cluster runs nginx as its child with its own config.
set -euo pipefail
need=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)
[ -e /usr/share/nginx/modules-available/mod-http-brotli-static.conf ] ||
  [ -e /etc/nginx/modules-enabled/50-mod-http-brotli-static.conf ] || need+=(libnginx-mod-http-brotli-static)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[portico] installing ${need[*]} from Debian's packages…"
  # Keep the package scripts from starting the system nginx on port 80 (policy-rc.d answers "not allowed").
  policy=/usr/sbin/policy-rc.d
  made_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1
  fi
  trap '[ "$made_policy" = 1 ] && rm -f "$policy"' EXIT
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
elif [[ " ${need[*]} " == *" nginx "* ]]; then
  echo "[portico] nginx is missing. Install it with: sudo apt-get install -y nginx libnginx-mod-http-brotli-static" >&2
  exit 1
else
  echo "[portico] nginx has no brotli_static module (sudo apt-get install -y libnginx-mod-http-brotli-static):" \
    "assets go out gzip-compressed only" >&2
fi
