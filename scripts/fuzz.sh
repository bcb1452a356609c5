#!/usr/bin/env bash
# The decoders' stage-counting fuzzers at 1,000,000 cases each (the suite
# runs 100,000): share links with a valid check, tree files, benchmark
# reports, the page's stored values and typed boards. Prints, for each, how
# many broken inputs reached each stage of its decoder, and the time taken.
# FUZZ_CASES=N sets another count.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
. scripts/setup.sh
export FUZZ_CASES="${FUZZ_CASES:-1000000}"
cargo build --release --tests --quiet
time cargo test --release --test fuzz --test link -- --nocapture --test-threads 1 broken
