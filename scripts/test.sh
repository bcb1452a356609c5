#!/usr/bin/env bash
# Installs whatever is missing, then runs every test Lookahead has, and
# fails if any fails:
#   1. native: unit, property and CLI tests, and the 250-game benchmark check;
#   2. browser: the app mounted in headless Chromium (wasm-bindgen-test);
#   3. a release build of the page into dist/ (with its first view and
#      precompressed copies), held to its budgets (scripts/budget.mjs);
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
# The page's budgets, as a host sends it (brotli): at most 60 KB before the
# article's first paragraph can show, and 740 KB for the whole page.
node scripts/budget.mjs dist

step "end-to-end tests"
(cd tests/e2e && npm test)
