#!/usr/bin/env bash
# Installs whatever is missing, then runs every test Lookahead has, and
# fails if any fails:
#   0. the code's formatting: rustfmt, and leptosfmt inside view! (a
#      difference is shown; `leptosfmt src tests && cargo fmt` fixes it);
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

step "formatting (rustfmt, and leptosfmt for view! markup)"
cargo fmt --check
if ! leptosfmt --check --quiet src tests; then
  leptosfmt --check src tests | grep -v '^✅' || true
  exit 1
fi

step "native tests (release: the benchmark check plays 250 games)"
cargo test --release

step "browser tests in headless Chromium"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER="$(command -v chromedriver)" \
  cargo test --target wasm32-unknown-unknown --test web

step "release build of the page"
trunk build --release --offline
# The page's budgets, as a host sends it (brotli): what the first paragraph
# waits for, the first module, the whole page (the figures are in budget.mjs).
node scripts/budget.mjs dist

step "end-to-end tests"
(cd tests/e2e && npm test)
