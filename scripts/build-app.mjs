// Builds the app's wasm split into modules (a step of the post-build hook,
// scripts/post-build.mjs; trunk builds the worker, the stylesheet and the
// icon, but cannot split a module: it has no step between cargo and
// wasm-bindgen).
//
// The article and the views behind the tabs are split points
// (src/ui/web/shell/lazy.rs, the `split` feature) in two modules, the
// article's and the tabs': wasm-split moves the code only they reach into
// them, which the page fetches at once (the article) and when a tab is
// first opened, or once it is idle (the tabs). The first module holds the
// board, its controls and the hint: all the first screen needs to play.
//
//   1. cargo builds the app with its relocations kept (wasm-split needs
//      them to see which function calls which);
//   2. wasm-split-cli writes the first module, the article's and the
//      tabs' modules, a chunk of the code those two share, and
//      __wasm_split.js, which loads them; in a release build, the first
//      module is checked for what it must not carry (scripts/left-out.mjs);
//   3. wasm-bindgen writes the JavaScript glue for the first module
//      (keeping the exports the other modules link against);
//   4. in a release build, wasm-opt shrinks every module, and the first
//      module's imports get short names (scripts/short-imports.mjs);
//   5. the article's two modules go into one file, the pack, which the
//      loader reads (scripts/pack.mjs);
//   6. all of it goes into one directory named by a hash of its files
//      (app-<hash>/: a new build is never mixed with a cached one), and the
//      page gets the loader trunk would have written (the same
//      TrunkApplicationStarted event and window.wasmBindings) and the
//      preloads of the first module and its glue.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { refuseLeftOut } from './left-out.mjs';
import { packArticle } from './pack.mjs';
import { shortenImports } from './short-imports.mjs';

const repo = new URL('..', import.meta.url).pathname;
/** binaryen 132 from npm, as scripts/setup.sh installs it (never Debian's). */
const WASM_OPT = join(repo, 'scripts', 'tools', 'node_modules', '.bin', 'wasm-opt');
/** The wasm features the build uses (simd128: .cargo/config.toml; the rest
 *  Rust's defaults for wasm32), for wasm-opt to keep. */
const FEATURES = [
  '--enable-simd',
  '--enable-bulk-memory',
  '--enable-sign-ext',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-reference-types',
  '--enable-multivalue',
];

const run = (command, args) => {
  console.log(`build-app.mjs: ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
};

/** Where cargo writes its builds. */
export const cargoTarget = () => process.env.CARGO_TARGET_DIR ?? join(repo, 'target');

/** Builds the split app into `dir` and returns the page's loader: the
 *  HTML to put into <head>. */
export function buildApp(dir, release) {
  // Every tool first: a missing one is said before cargo's long build.
  const pinned = readFileSync(join(repo, 'Cargo.lock'), 'utf8').match(/name = "wasm-bindgen"\nversion = "([^"]+)"/)?.[1];
  const have = (command, args) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const missing = [
    have('wasm-split-cli', ['--help']) === null && 'wasm-split-cli',
    have('wasm-bindgen', ['--version']) !== `wasm-bindgen ${pinned}` && `wasm-bindgen ${pinned}`,
    release && !existsSync(WASM_OPT) && `wasm-opt (${relative(repo, WASM_OPT)})`,
  ].filter(Boolean);
  if (missing.length) {
    throw new Error(`build-app.mjs: missing ${missing.join(', ')}: run scripts/setup.sh (or build with scripts/serve.sh)`);
  }
  const profile = release ? 'web' : 'dev';
  run('cargo', [
    'rustc', '--bin', 'app', '--target', 'wasm32-unknown-unknown', '--profile', profile, '--features', 'split',
    '--', '-C', 'link-arg=--emit-relocs',
  ]);
  const built = join(cargoTarget(), 'wasm32-unknown-unknown', profile === 'dev' ? 'debug' : profile, 'app.wasm');
  const work = mkdtempSync(join(tmpdir(), 'lookahead-split-'));
  try {
    const split = join(work, 'split');
    const out = join(work, 'out');
    run('wasm-split-cli', [built, split, '--out-name', 'app', '--target', 'web']);
    // Named still: what the first module must not carry (scripts/left-out.mjs).
    if (release) refuseLeftOut(join(split, 'app.wasm'), 'The first module');
    run('wasm-bindgen', [
      join(split, 'app.wasm'), '--out-dir', out, '--out-name', 'app', '--target', 'web',
      '--keep-lld-exports', '--no-demangle', '--no-typescript',
    ]);
    // The modules wasm-split wrote beside the first one, and its loader.
    const others = readdirSync(split).filter((name) => name !== 'app.wasm');
    for (const name of others) copyFileSync(join(split, name), join(out, name));
    if (!others.includes('__wasm_split.js')) throw new Error('build-app.mjs: wasm-split-cli wrote no __wasm_split.js');
    const modules = readdirSync(out).filter((name) => name.endsWith('.wasm'));
    if (release) {
      for (const name of modules) {
        const file = join(out, name);
        // Without the custom sections naming the tools and the features
        // (no browser reads them): 0.8 KB of the page, brotli. Functions of
        // up to 5 instructions inlined wherever they are called (binaryen's
        // default: 2), among them the stub wasm-split writes for each
        // function a module calls in another: the modules grow, but
        // compress better. Whole page 636.4 -> 632.2 KB, brotli (at 3 about
        // 635.5, at 4 633.9, at 6 632.4 with a first module 0.4 KB larger,
        // at 10 larger again). And the low 1 KB of memory taken as unused
        // (--low-memory-unused), which lets a constant added to an address
        // go into the load's or store's offset. The two differ only where
        // the sum wraps past 4 GB to an address under 1 KB, and no pointer
        // of the page's is that near 4 GB (its memory is a few MB): only a
        // stack run past its bottom, at 0 (it starts at 1 MB, the data above
        // it), would make one, and that now traps where it wrote low memory.
        // 632.2 -> 629.5 KB.
        run(WASM_OPT, ['-Os', '--always-inline-max-function-size=5', '--low-memory-unused', '--converge', '--strip-producers', '--strip-target-features', ...FEATURES, file, '-o', file]);
      }
    }
    // The first module's imports named in a letter or two (scripts/short-imports.mjs).
    if (release) shortenImports(join(out, 'app_bg.wasm'), join(out, 'app.js'), './app_bg.js');
    // The article's modules in one file (scripts/pack.mjs).
    packArticle(out);
    // (Folders too: wasm-bindgen writes crates' JavaScript snippets in one.)
    const files = (at) => readdirSync(at).sort().flatMap((name) => (statSync(join(at, name)).isDirectory() ? files(join(at, name)) : [join(at, name)]));
    const hash = createHash('sha256');
    for (const file of files(out)) hash.update(relative(out, file)).update(readFileSync(file));
    const folder = `app-${hash.digest('hex').slice(0, 16)}`;
    rmSync(join(dir, folder), { recursive: true, force: true });
    cpSync(out, join(dir, folder), { recursive: true });
    console.log(`build-app.mjs: ${folder}/ holds ${files(out).map((f) => relative(out, f)).join(', ')}`);
    // Where the site is served from (trunk's --public-url; "/" by default).
    const base = (process.env.TRUNK_PUBLIC_URL ?? '/').replace(/\/?$/, '/');
    const glue = `${base}${folder}/app.js`;
    const wasm = `${base}${folder}/app_bg.wasm`;
    const integrity = `sha384-${createHash('sha384').update(readFileSync(join(out, 'app.js'))).digest('base64')}`;
    return (
      `<script type="module">import init, * as bindings from '${glue}';` +
      `const wasm = await init({ module_or_path: '${wasm}' });` +
      'window.wasmBindings = bindings;' +
      'dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));</script>' +
      `<link rel="modulepreload" href="${glue}" crossorigin integrity="${integrity}">` +
      `<link rel="preload" href="${wasm}" as="fetch" type="application/wasm" crossorigin>`
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
