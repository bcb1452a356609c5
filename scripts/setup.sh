#!/usr/bin/env bash
# Installs what Lookahead needs on a fresh Debian machine that has only
# rustup and cargo, skipping whatever is already there. Sourced by serve.sh
# and test.sh (it exports PATH). Chromium is always installed: the release
# build renders the page's first view in it. Pass --browser to also install
# chromedriver, the end-to-end test packages and the formatters the tests
# check the code with.
#
# Everything comes from crates.io, the npm registry and Debian: no step
# downloads a prebuilt binary from anywhere else.

set -euo pipefail

TRUNK_VERSION=0.21.14
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
want_browser=false
for arg in "$@"; do
  [ "$arg" = "--browser" ] && want_browser=true
done

say() { printf '\033[1m== %s\033[0m\n' "$*" >&2; }

# cargo and rustup live in ~/.cargo/bin on a rustup install; `cargo install`
# puts trunk and wasm-bindgen in $CARGO_HOME/bin.
if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
command -v cargo >/dev/null 2>&1 || { echo "cargo is missing: install Rust with rustup first" >&2; exit 1; }
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# apt needs root; use sudo when run as a normal user.
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
apt_ready=false
apt_install() {
  if [ "$apt_ready" = false ]; then
    $SUDO apt-get update -qq
    apt_ready=true
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Building trunk from source compiles some C.
if ! command -v cc >/dev/null 2>&1; then
  say "installing a C compiler"
  apt_install build-essential pkg-config
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (takes a while the first time)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# trunk only uses the wasm-bindgen on PATH when it is exactly the version in
# Cargo.lock; otherwise it tries to download one, which fails offline.
bindgen_version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;q}' "$repo/Cargo.lock")
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
  say "installing wasm-bindgen-cli $bindgen_version"
  # Not --locked: its lockfile names a crate version this registry lacks.
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

# wasm-split-cli splits the app's wasm into its first module and the views
# loaded later (scripts/build-app.mjs). It has no --version: cargo's own
# record of installed crates says which one is there.
WASM_SPLIT_VERSION=0.2.4
if ! command -v wasm-split-cli >/dev/null 2>&1 \
  || ! grep -q "\"wasm_split_cli_support $WASM_SPLIT_VERSION " "${CARGO_HOME:-$HOME/.cargo}/.crates2.json" 2>/dev/null; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION"
  cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --force
fi

if ! command -v npm >/dev/null 2>&1; then
  say "installing Node.js and npm"
  apt_install nodejs npm
fi

# playwright-core (the release build renders the first view with it) needs
# Node.js 20 or later; say so plainly rather than fail inside the build.
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)'; then
  echo "Node.js 20 or later is needed (this machine has $(node -v)): install it, then run this again" >&2
  exit 1
fi

# npm ci only when the lockfile changed since the last install.
npm_install() {
  local dir="$repo/$1"
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.lookahead-lock"; then
    say "installing npm packages in $1"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.lookahead-lock)
  fi
}

# wasm-opt for release builds: binaryen 132 from npm (Debian's binaryen is
# too old and produces a page that fails to load).
npm_install scripts/tools
export PATH="$repo/scripts/tools/node_modules/.bin:$PATH"

# Chromium renders the page's first view in every release build
# (scripts/prerender.mjs); the tests drive it with chromedriver too.
if ! command -v chromium >/dev/null 2>&1; then
  say "installing Chromium"
  apt_install chromium
fi

export CHROMIUM="${CHROMIUM:-$(command -v chromium)}"

if [ "$want_browser" = true ]; then
  if ! command -v chromedriver >/dev/null 2>&1; then
    say "installing chromedriver"
    apt_install chromium-driver
  fi
  npm_install tests/e2e
  # The code's formatting is checked first (scripts/test.sh): rustfmt, and
  # leptosfmt for the markup inside view!, which rustfmt leaves alone.
  if ! cargo fmt --version >/dev/null 2>&1; then
    say "adding rustfmt"
    rustup component add rustfmt
  fi
  LEPTOSFMT_VERSION=0.1.33
  if [ "$(leptosfmt --version 2>/dev/null)" != "leptosfmt $LEPTOSFMT_VERSION" ]; then
    say "installing leptosfmt $LEPTOSFMT_VERSION"
    cargo install --locked leptosfmt --version "$LEPTOSFMT_VERSION" --force
  fi
fi
