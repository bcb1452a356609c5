#!/usr/bin/env bash
# Installs whatever is missing, then serves Lookahead on http://127.0.0.1:8080
# (an optimised build: the solver is slow in a debug build). Ctrl-C stops it.
#
#   scripts/serve.sh             trunk serve: rebuilds as the sources change
#   scripts/serve.sh --as-host   the release dist/, sent as a static host
#                                sends it (brotli or gzip, as the browser
#                                asks): what a reader really downloads
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
. scripts/setup.sh
if [ "${1:-}" = "--as-host" ]; then
  shift
  trunk build --release --offline
  exec node scripts/host.mjs dist "${1:-8080}"
fi
# No autoreload: its injected script is not in the page's Content-Security-Policy.
# (trunk sends every file uncompressed: --as-host shows the real sizes.)
exec trunk serve --release --offline --no-autoreload "$@"
