// Trunk's post-build hook (see Trunk.toml), on the staged page before it
// goes to dist/. Trunk runs a stage's hooks side by side, so this one hook
// does the steps that must come one after another:
//
// 0. Builds the app's wasm, split into a first module and the views loaded
//    later, and writes its loader into the page (scripts/build-app.mjs).
//    In a release build, checks that the first module and the worker carry
//    none of what they must not (scripts/left-out.mjs), and names what the
//    worker imports from its glue shortly (scripts/short-imports.mjs; the
//    app's first module gets the same in step 0).
// 1. In a release build, minifies the app's JavaScript glue with terser:
//    trunk minifies the worker's glue, not the app's (step 0's), and the
//    page has a budget (scripts/budget.mjs; this saves about 2 KB of it).
//    The glue keeps its name, and its Subresource Integrity hash in
//    index.html is recomputed, or the browser would refuse it. The loader
//    of the app's other modules beside it (with the pack's reader,
//    scripts/pack.mjs) is minified too; it has no such hash.
// 2. Drops the integrity attribute from the wasm preload: browsers ignore
//    it there and log a warning on every load. (It never guarded the wasm:
//    the glue fetches and compiles it without a hash; the page's CSP keeps
//    every file to this site.)
// 3. In a release build, writes the app's first view into the page
//    (scripts/prerender.mjs): the article readable before the app starts,
//    and without JavaScript; and the share card's image, preview.png. With
//    it goes the game it shows (data-seed) and the script that keeps the
//    reader's moves until the app is live (scripts/early-input.js).
// 4. Writes the Content-Security-Policy (scripts/csp.mjs).
// 5. In a release build, writes the precompressed copies a host serves
//    (scripts/compress.mjs).

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildApp, cargoTarget } from './build-app.mjs';
import { refuseLeftOut } from './left-out.mjs';
import { shortenImports } from './short-imports.mjs';
import { writePolicy } from './csp.mjs';
import { OPENING_SEED, prerender } from './prerender.mjs';
import { compressAll } from './compress.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error("post-build.mjs: no TRUNK_STAGING_DIR (run it as trunk's post_build hook, or pass the directory)");
  process.exit(2);
}
const page = join(dir, 'index.html');
let html = readFileSync(page, 'utf8');
// A page this hook has already built (run twice on it) is left as it is:
// before any step, since each changes the page or its files.
if (html.includes('data-first-view') || html.includes('http-equiv="Content-Security-Policy"')) {
  console.log(`post-build.mjs: ${page} is built already; left as it is`);
  process.exit(0);
}

const release = (process.env.TRUNK_PROFILE ?? 'release') === 'release';
if (release) {
  // The worker as cargo wrote it for trunk, names and all (trunk's wasm-opt
  // has taken them out of the copy staged): what it must not carry. (First:
  // it is built already, the app is not.)
  refuseLeftOut(join(cargoTarget(), 'wasm32-unknown-unknown', 'release', 'worker.wasm'), 'The worker');
  // Its imports named in a letter or two (scripts/short-imports.mjs).
  shortenImports(join(dir, 'worker_bg.wasm'), join(dir, 'worker.js'), './worker_bg.js');
}
{
  const loader = buildApp(dir, release);
  html = html.replace('</head>', () => `${loader}</head>`);
}
// terser is one of the build tools scripts/setup.sh installs in scripts/tools
// (a release build's steps use it).
const minify = (...args) => createRequire(new URL('./tools/package.json', import.meta.url))('terser').minify(...args);

/** The page with the early-input script in its head, before the
 *  stylesheet (an inline script after it would wait for it, and hold up
 *  the parser): see scripts/early-input.js. */
function withEarlyInput(html, script) {
  const stylesheet = html.match(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/);
  if (!stylesheet) {
    console.error('post-build.mjs: the page has no stylesheet link to put the early-input script before');
    process.exit(1);
  }
  return html.replace(stylesheet[0], () => `<script>${script}</script>${stylesheet[0]}`);
}
if (release) {
  // The glue the page preloads as a module: the one <link rel=modulepreload>.
  // Anything else means trunk's output changed under this script: say so,
  // rather than ship the glue unminified without a word.
  const links = html.match(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g) ?? [];
  if (links.length !== 1) {
    console.error(`post-build.mjs: expected one <link rel=modulepreload> in ${page}, found ${links.length}`);
    process.exit(1);
  }
  const [link] = links;
  const href = link.match(/\bhref="?\/?([^"\s>]+)"?/)?.[1];
  if (!href) {
    console.error(`post-build.mjs: no href in ${link}`);
    process.exit(1);
  }
  const file = join(dir, href);
  const source = readFileSync(file, 'utf8');
  // A module: top-level names may be shortened, its exports may not.
  const { code } = await minify(source, { module: true, compress: true, mangle: true, format: { comments: false } });
  writeFileSync(file, code);
  // wasm-split's loader beside it, with the pack's reader (scripts/pack.mjs).
  const loader = join(dirname(file), '__wasm_split.js');
  const loaderSource = readFileSync(loader, 'utf8');
  const shortLoader = (await minify(loaderSource, { module: true, compress: true, mangle: true, format: { comments: false } })).code;
  writeFileSync(loader, shortLoader);
  console.log(`post-build.mjs: __wasm_split.js minified, ${loaderSource.length} -> ${shortLoader.length} bytes`);
  const integrity = `sha384-${createHash('sha384').update(code, 'utf8').digest('base64')}`;
  html = html.replace(link, link.replace(/\bintegrity="?[^"\s>]+"?/, `integrity="${integrity}"`));
  console.log(`post-build.mjs: ${href} minified, ${source.length} -> ${code.length} bytes`);
}

html = html.replace(/<link\b[^>]*>/g, (tag) =>
  /\brel="?preload\b/.test(tag) && /\btype="?application\/wasm\b/.test(tag) ? tag.replace(/\s+integrity="?[^"\s>]+"?/, '') : tag,
);

if (release) {
  writeFileSync(page, html);
  const first = await prerender(dir);
  const marker = '</noscript>';
  if (!html.includes(marker)) {
    console.error(`post-build.mjs: no </noscript> in ${page} to put the first view after`);
    process.exit(1);
  }
  // The first view says which game it shows, for the app to play it on
  // (src/ui/web/shell/early.rs), and keeps what the reader does to it
  // until the app is live (scripts/early-input.js, in the head: see there
  // why).
  const early = (await minify(readFileSync(new URL('./early-input.js', import.meta.url), 'utf8'), { format: { comments: false } })).code;
  // (Replacer functions: the page's text may hold "$&" and the like.)
  html = html
    .replace('</head>', () => `<style>${first.css}</style></head>`)
    .replace(marker, () => `${marker}<div class="first-view" data-first-view data-seed="${OPENING_SEED}">${first.html}</div>`);
  html = withEarlyInput(html, early);
  // A shared link's card wants its image's address in full, which only the
  // host knows: LOOKAHEAD_URL (e.g. https://example.org/lookahead) gives it.
  const site = process.env.LOOKAHEAD_URL?.replace(/\/+$/, '');
  if (site) html = html.replace(/(content=)"?preview\.png"?/g, `$1"${site}/preview.png"`);
  console.log(`post-build.mjs: first view written, ${first.html.length} bytes of HTML and ${first.css.length} of styles`);
}
writeFileSync(page, writePolicy(html));
if (release) compressAll(dir);
