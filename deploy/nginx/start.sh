#!/bin/sh
# nginx in a container (compose.yaml): render portico.conf.template with the PORTICO_* variables only (nginx's
# own $variables stay), then run nginx in the foreground. `npm run cluster` renders the same template itself.
set -eu
: "${PORTICO_UPSTREAM_SERVERS:?set PORTICO_UPSTREAM_SERVERS, e.g. server app1:3000; server app2:3000;}"
mkdir -p "$PORTICO_NGINX_RUN_DIR"
vars=$(env | sed -n 's/^\(PORTICO_[A-Z_]*\)=.*/${\1}/p' | tr '\n' ' ')
envsubst "$vars" <"$(dirname "$0")/portico.conf.template" >"$PORTICO_NGINX_RUN_DIR/nginx.conf"
exec nginx -c "$PORTICO_NGINX_RUN_DIR/nginx.conf" -g 'daemon off;'
