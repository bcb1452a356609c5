// The article's modules in one file, the pack (a step of
// scripts/build-app.mjs): the modules the page fetches as soon as it runs,
// after the first, the article's and the chunk of code it shares with the
// tabs' module. Why, and how the page reads it: scripts/pack-loader.js,
// which this step appends to wasm-split's loader.
//
// The pack is the parts one after another, in the order of PACK_PARTS in
// the loader (each with its length): the chunk first, which the article's
// module waits for. (The worker's wasm would be 2 KB smaller in it too, but
// it would then arrive with the article, not when a benchmark first needs
// it; and in the tabs' module's pack, 0.7 KB.)

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pack's file name, beside the app's modules. */
export const PACK = 'article.pack.wasm';

/** What `loader` (wasm-split's __wasm_split.js) fetches for the split
 *  point `name`: the chunks it waits for, then its own module. */
function filesOf(loader, name) {
  const fetched = (text) => text.match(/fetch\(new URL\("\.\/([^"]+\.wasm)", import\.meta\.url\)\)/)?.[1];
  const start = loader.indexOf(`export const __wasm_split_load_${name} =`);
  const end = loader.indexOf('\n}\n, [', start);
  // (Its own loader's end, not a later one's.)
  if (loader.slice(start + 1, end).includes('export const ')) throw new Error(`pack.mjs: the loader for ${name} fetches no module`);
  const deps = end < 0 ? undefined : loader.slice(end).match(/^\n}\n, \[([^\]]*)\]/)?.[1];
  const own = start < 0 ? undefined : fetched(loader.slice(start, end));
  if (!own || deps === undefined) throw new Error(`pack.mjs: no loader for ${name} in __wasm_split.js as wasm-split writes it`);
  const chunks = deps
    .split(',')
    .map((dep) => dep.trim())
    .filter(Boolean)
    .map((dep) => {
      const at = loader.indexOf(`const ${dep} = makeLoad(`);
      const file = at < 0 ? undefined : fetched(loader.slice(at));
      if (!file) throw new Error(`pack.mjs: no loader for ${dep} in __wasm_split.js`);
      return file;
    });
  return [...chunks, own];
}

/** Packs the article's modules in `out` (where build-app.mjs writes the
 *  app) and has the loader take them from the pack. */
export function packArticle(out) {
  const loaderFile = join(out, '__wasm_split.js');
  let loader = readFileSync(loaderFile, 'utf8');
  const modules = filesOf(loader, 'article_view');
  const parts = modules.map((name) => [name, join(out, name)]);
  const bodies = parts.map(([, file]) => readFileSync(file));
  writeFileSync(join(out, PACK), Buffer.concat(bodies));
  for (const [, file] of parts) rmSync(file);
  for (const name of modules) {
    const fetch = `fetch(new URL("./${name}", import.meta.url))`;
    loader = loader.replaceAll(fetch, `fromPack(${JSON.stringify(name)})`);
    if (loader.includes(`"./${name}"`)) throw new Error(`pack.mjs: __wasm_split.js still names ${name} after packing it`);
  }
  const constants = [
    ['PACK_FILE', `./${PACK}`],
    ['PACK_PARTS', parts.map(([name], i) => [name, bodies[i].length])],
  ].map(([name, value]) => `const ${name} = ${JSON.stringify(value)};\n`);
  const reader = readFileSync(new URL('./pack-loader.js', import.meta.url), 'utf8');
  writeFileSync(loaderFile, `${loader}\n${constants.join('')}${reader}`);
  console.log(`pack.mjs: ${PACK} holds ${parts.map(([name], i) => `${name} (${bodies[i].length} B)`).join(', ')}`);
}
