#!/usr/bin/env bash
# The API tests prove the login limits hold across instances through a real Redis (REDIS_TEST_URL, default the
# local one on 6379). Start it when it is down, installing Debian's package first when missing (as root).
set -euo pipefail
url="${REDIS_TEST_URL:-redis://127.0.0.1:6379}"
port="${url##*:}"
port="${port%%/*}"
if redis-cli -p "$port" ping >/dev/null 2>&1; then exit 0; fi
if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "[portico] installing Redis from Debian's packages…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "[portico] Redis is missing. Install it with: sudo apt-get install -y redis-server" >&2
    exit 1
  fi
fi
echo "[portico] starting Redis on 127.0.0.1:$port…"
redis-server --port "$port" --bind 127.0.0.1 --daemonize yes --save '' --appendonly no >/dev/null
for _ in $(seq 1 30); do redis-cli -p "$port" ping >/dev/null 2>&1 && exit 0; sleep 0.2; done
echo "[portico] Redis did not start on port $port" >&2
exit 1
