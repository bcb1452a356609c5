#!/usr/bin/env bash
# Installs whatever is missing, then runs every test Lookahead has, and
# fails if any fails:
#   1. native: unit, property and CLI tests, and the 250-game benchmark check;
#   2. browser: the app mounted in headless Chromium (wasm-bindgen-test);
#   3. a release build of the page into dist/, held to its size budget;
#   4. end to end: Playwright on Chromium against dist/ served on 127.0.0.1
#      (screenshots in tests/e2e/artifacts/), with the quality gate:
#      axe, the Content-Security-Policy, a soak, a cancel loop, storage.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
. scripts/setup.sh --browser

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "native tests (release: the benchmark check plays 250 games)"
cargo test --release

step "browser tests in headless Chromium"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER="$(command -v chromedriver)" \
  cargo test --target wasm32-unknown-unknown --test web

step "release build of the page"
trunk build --release --offline
# The bundle budget: everything a reader downloads, gzipped, at most 600 KB
# (605 KB for a while, until one shared sort instead of ten took 9.7 KB off).
budget=600000
bundle=$(cat dist/* | gzip -9 | wc -c)
printf 'dist/ gzipped: %s bytes (budget %s)\n' "$bundle" "$budget"
if [ "$bundle" -gt "$budget" ]; then
  echo "the page is over its budget of $budget bytes: $bundle bytes gzipped" >&2
  exit 1
fi

step "end-to-end tests"
(cd tests/e2e && npm test)
