// The page's three budgets, checked on a release build's dist/ by
// scripts/test.sh (exits 1 when one is over):
//
// 1. Before the first paragraph: what a reader's browser must have before
//    it can show the article's first paragraph, brotli-compressed as a
//    host sends it: the page's HTML up to the end of that paragraph (HTML
//    is shown as it streams in) and the stylesheet (which holds rendering
//    back until it has arrived). The scripts do not count: the app's
//    module runs after the page is shown, and its wasm loads beside it.
//    At most 60 KB.
// 2. The whole page: every file the page loads, as the host sends it
//    (the brotli copy of each file the build compressed; the rest as they
//    are). preview.png is left out: only a shared link's card fetches it.
//    At most 746 KB. (600 KB until the reader's part arrived: the
//    self-test, the predictions and the exercises took the page from 533
//    to 608 KB, the coach to 677 KB and lessons for a class to 725 KB, in
//    one wasm module. Splitting it (3. below) took 390 KB from what loads
//    before the board plays and added 130 KB to the whole: each module is
//    compressed alone, without the others' bytes to refer to (the same
//    modules compressed as one file are 61 KB smaller), code two views
//    share is a module of its own, and calls between modules cannot be
//    inlined. A reader pays that only once every view has been fetched.
//    Then Leptos's erase_components, .cargo/config.toml, took the whole
//    from 865 KB to 744 KB, and the budget from 880 KB to 760 KB. The
//    worker's messages written and read by hand, without serde_json
//    (src/ui/model/worker_json.rs), took its file from 67 to 53 KB and
//    the budget to 746 KB. The four tabs' views in one module instead of
//    one each (src/ui/web/shell/lazy.rs) took the deferred files from 25
//    to 3 and the whole from 745.4 to 693.7-694.3 KB, the budget to
//    694.8 KB. The live article drawn a part a task, out of sight, instead
//    of whole in the frame that swaps it in (src/ui/web/shell/live_article.rs;
//    that frame held a phone's page 380-460 ms) took it to 695.7 KB
//    (+1.5 KB, the article's parts each a view of its own), the budget to
//    696.3 KB. The standard library's reader of doubles (the coach's
//    threshold; its tables of powers are 10 KB) and its Unicode letter
//    tables and lower-casing (a student's file name) left for the
//    browser's own (crate::decimal::parse, JavaScript's toLowerCase and a
//    Unicode RegExp): 695.4 -> 677.9 KB, the budget 678.4 KB. The charts'
//    font family given as plotters' value, not as text that plotters
//    lower-cases (src/ui/web/kit/chart.rs; with the file name's, the last
//    use of Unicode's case tables, 11.7 KB raw), and three more sorts
//    through the one shared sort (bench::sort_by_key): 668.7 KB, the
//    budget 669.2 KB. The
//    modules without their custom sections naming the tools and the
//    features (scripts/build-app.mjs): 667.7-668.0 KB, the budget
//    668.5 KB. Without wasm-streams' JavaScript exports, in the first
//    module and in the worker (vendor/wasm-streams): 654.9 KB, the budget
//    655.5 KB. The standard library's float formatting out of the worker
//    (46.1 -> 38.8 KB) and out of the first module, for a double's digits
//    from the browser's own (src/digits.rs): 649.1 KB; the view tabs
//    chosen before the app is live kept and opened (src/ui/web/shell/
//    early.rs): 650.2 KB, the budget 650.7 KB. The brotli copies at the
//    best of three block sizes (scripts/host.mjs, smallestBrotli): -0.75
//    KB; Hint, the move buttons and the forms handled too before the app
//    is live (scripts/early-input.js, shell/early.rs), views opened in
//    sight (kit/navigation.rs), disclosures opened there kept open: 651.4
//    KB, the budget 651.9 KB. The article's module and the chunk it shares
//    with the tabs', both fetched at once, in one file compressed as one
//    (scripts/pack.mjs): 643.8 KB, the budget 644.3 KB. The names the
//    first module and the worker import their glue's functions by, a
//    letter or two instead of a name and a hash written in both files
//    (scripts/short-imports.mjs): 636.4 KB. Functions of up to five
//    instructions inlined by wasm-opt (scripts/build-app.mjs): 632.2 KB.
//    The low 1 KB of memory taken as unused there (constants go into
//    loads' offsets): 629.5 KB. The first view's script reading, as the
//    app does, which game the app will open (a link's check included):
//    630.2 KB; and putting what was typed beside the board into the
//    app's fields: 630.5 KB, the budget 631.0 KB.)
// 3. The first module: what must arrive before the board plays, the app's
//    first wasm module and its glue (scripts/build-app.mjs; the article
//    and the views behind the tabs are in modules loaded after it). The
//    goal was 200 KB; the budget holds what the split has reached (the
//    board's column: its controls, the editor, the timeline, the hint and
//    the solver), so that it can only go down: 243 KB, then
//    233 KB once the lessons (their stored drafts and the lesson reader)
//    were made with the Compare view instead of at the start (242 -> 232 KB),
//    218 KB once the reader's answers (and the position bank the tests
//    draw from) were read when a view first asks for them (232 -> 218 KB),
//    215 KB once the coach's notebook was too (218 -> 215 KB), 187 KB once
//    the first module carried no serde_json (215 -> 187 KB): what it keeps
//    (settings, the best score, the game) is JSON written and read by
//    hand (src/plain_json.rs), the coach's record and its worker's messages
//    are read in the article's module, and a link's settings in a form
//    only serde reads (or refuses in words) wait for that module before
//    the app starts; 186.2-186.4 KB once the tabs shared one module (it
//    and its loader know 3 modules to load, not 25); 186.7-186.8 KB with
//    the live article built out of sight (the element it is built in, and
//    the hand-over's swap); 181.4 KB without wasm-streams' JavaScript
//    exports (vendor/wasm-streams: Leptos's server functions' streaming,
//    which the page never uses, exported three classes to JavaScript);
//    175.2 KB without the standard library's float formatting (a swipe's
//    threshold written in an attribute, the coach's setting and the
//    numbers of the first screen took it in: src/digits.rs writes them
//    from the browser's digits; what the later modules still format waits
//    in their shared chunk); 175.9 KB with the view tabs chosen before the
//    app is live kept (src/ui/web/shell/early.rs); 176.3 KB with Hint and
//    the move buttons kept too, and views opened in sight
//    (kit/navigation.rs), the budget 176.8 KB; 169.8 KB with its imports
//    named in a letter or two (scripts/short-imports.mjs); 169.2 KB with
//    the low 1 KB of memory taken as unused by wasm-opt, the budget
//    169.7 KB.
//
// The two budgets a ratchet holds (2. and 3.) keep 0.5 KB above what the
// build reached, because a build's sizes move with its sources' id
// (LOOKAHEAD_BUILD_ID, build.rs), which any change to src/ changes: it
// moves the constants in the wasm's data and so the code's addresses. The
// same code with three ids gave a first module of 186,851, 186,948 and
// 187,167 bytes and a whole page of 745,382 to 745,500.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotli, compressible } from './host.mjs';

const FIRST_PARAGRAPH_BUDGET = 60_000;
const PAGE_BUDGET = 631_000;
const FIRST_MODULE_BUDGET = 169_700;
/** The first section, whose first paragraph the reader reads first. */
const FIRST_SECTION = 'id="against-chance"';

const dir = process.argv[2] ?? 'dist';
const files = (at) =>
  readdirSync(at).flatMap((name) => (statSync(join(at, name)).isDirectory() ? files(join(at, name)) : [join(at, name)]));
const sent = (file) => {
  if (!compressible(file)) return statSync(file).size;
  try {
    return statSync(`${file}.br`).size;
  } catch {
    throw new Error(`${relative(dir, file)} has no brotli copy (the release build writes one beside every file)`);
  }
};

const html = readFileSync(join(dir, 'index.html'), 'utf8');
const section = html.indexOf(FIRST_SECTION);
const end = section < 0 ? -1 : html.indexOf('</p>', section);
if (end < 0) {
  console.error(`budget.mjs: no first paragraph of ${FIRST_SECTION} in ${dir}/index.html: the page lacks its first view`);
  process.exit(1);
}
const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map(
  (m) => m[0].match(/\bhref="?\/?([^"\s>]+)"?/)[1],
);
const htmlBytes = brotli(Buffer.from(html.slice(0, end + '</p>'.length))).length;
const cssBytes = stylesheets.reduce((sum, href) => sum + sent(join(dir, href)), 0);
const firstParagraph = htmlBytes + cssBytes;

const pageFiles = files(dir).filter((f) => !/\.(br|gz)$/.test(f) && !f.endsWith('preview.png'));
const page = pageFiles.reduce((sum, file) => sum + sent(file), 0);

// The first module: the glue the page preloads, the loader of the other
// modules it imports, and the wasm beside them.
const glue = html.match(/<link\b[^>]*\brel="?modulepreload"?[^>]*\bhref="?\/?([^"\s>]+)"?/)?.[1];
if (!glue) {
  console.error(`budget.mjs: no <link rel=modulepreload> in ${dir}/index.html: where is the app's glue?`);
  process.exit(1);
}
const appDir = join(dir, dirname(glue));
const firstFiles = ['app.js', '__wasm_split.js', 'app_bg.wasm'].map((name) => join(appDir, name));
const firstModule = firstFiles.reduce((sum, file) => sum + sent(file), 0);
// (The article's two modules come in one of them: scripts/pack.mjs.)
const later = files(appDir).filter((f) => f.endsWith('.wasm') && !firstFiles.includes(f));

const lines = [
  [`before the first paragraph (HTML ${htmlBytes} + stylesheet ${cssBytes}, brotli)`, firstParagraph, FIRST_PARAGRAPH_BUDGET],
  [`the whole page (${pageFiles.length} files, brotli)`, page, PAGE_BUDGET],
  [`the first module (its wasm, glue and loader, brotli; ${later.length} files of modules load later)`, firstModule, FIRST_MODULE_BUDGET],
];
let over = false;
for (const [what, bytes, budget] of lines) {
  console.log(`${what}: ${bytes} bytes (budget ${budget})`);
  if (bytes > budget) {
    console.error(`over budget: ${what} is ${bytes} bytes, more than ${budget}`);
    over = true;
  }
}
process.exit(over ? 1 : 0);
