#!/usr/bin/env bash
# Installs whatever is missing, then serves Lookahead on http://127.0.0.1:8080
# (an optimised build: the solver is slow in a debug build). Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
. scripts/setup.sh
# No autoreload: its injected script is not in the page's Content-Security-Policy.
exec trunk serve --release --offline --no-autoreload "$@"
