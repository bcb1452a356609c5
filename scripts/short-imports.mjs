// The names a module imports its JavaScript by, made short (a step of a
// release build: scripts/build-app.mjs for the app's first module,
// scripts/post-build.mjs for the worker).
//
// wasm-bindgen names each function the wasm imports from its glue after
// what it calls plus a hash, "__wbg_addEventListener_90e553fdce254421",
// and the name is written twice: in the module's import section and in the
// glue's object of imports. The hashes do not compress (sixteen random hex
// digits a name), and the two files are compressed apart, so the page paid
// for each name twice: 6.6 KB of the first module, brotli, for its 276
// imports. Here each becomes one or two letters, in both files alike.
// Nothing else refers to them: the app's later modules reach the first
// one's functions through its table, not by name.

import { readFileSync, writeFileSync } from 'node:fs';
import { leb, readLeb, sections } from './wasm-bytes.mjs';

/** A wasm name: its length, then its UTF-8 bytes. */
const name = (text) => Buffer.concat([leb(Buffer.byteLength(text)), Buffer.from(text)]);

/** The `index`th short name: a, b, … Z, aa, ab, … (a JavaScript identifier). */
export function shortName(index) {
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let text = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / LETTERS.length)) text = LETTERS[(n - 1) % LETTERS.length] + text;
  return text;
}

/** The import section of the module `bytes` with the functions it imports
 *  from `glue` renamed by `rename` (old name → new name, filled in here). */
function renameImports(bytes, glue, rename) {
  const section = sections(bytes).find(({ id }) => id === 2);
  if (!section) return bytes;
  const body = bytes.subarray(section.body, section.end);
  let [count, at] = readLeb(body, 0);
  const imports = [];
  for (let i = 0; i < count; i++) {
    let length;
    [length, at] = readLeb(body, at);
    const module = body.subarray(at, (at += length)).toString();
    [length, at] = readLeb(body, at);
    const field = body.subarray(at, (at += length)).toString();
    // What is imported: a function (its type), a table (of funcref or
    // externref), a memory, or a global (of a number type). Anything else
    // stops the build.
    const describedFrom = at;
    const kind = body[at++];
    const unknown = () => new Error(`short-imports.mjs: ${module} ${field} is an import this step does not know`);
    if (kind === 0) [, at] = readLeb(body, at);
    else if (kind === 1 || kind === 2) {
      if (kind === 1 && ![0x70, 0x6f].includes(body[at++])) throw unknown();
      const flags = body[at++];
      if (flags & ~7) throw unknown();
      [, at] = readLeb(body, at);
      if (flags & 1) [, at] = readLeb(body, at);
    } else if (kind === 3) {
      if (![0x7f, 0x7e, 0x7d, 0x7c, 0x7b].includes(body[at++]) || body[at++] > 1) throw unknown();
    } else throw unknown();
    // Only the glue's functions are renamed.
    imports.push({ module, field, renamed: module === glue && kind === 0, described: body.subarray(describedFrom, at) });
  }
  if (at !== body.length) throw new Error('short-imports.mjs: the import section does not end where its imports do');
  // They get the short names the glue's other imports (a table, a global)
  // do not have already.
  const kept = new Set(imports.filter((i) => i.module === glue && !i.renamed).map((i) => i.field));
  let next = 0;
  const renamedBody = Buffer.concat([
    leb(count),
    ...imports.map(({ module, field, renamed, described }) => {
      if (renamed && !rename.has(field)) {
        while (kept.has(shortName(next))) next++;
        rename.set(field, shortName(next++));
      }
      return Buffer.concat([name(module), name(renamed ? rename.get(field) : field), described]);
    }),
  ]);
  return Buffer.concat([
    bytes.subarray(0, section.start),
    Buffer.from([2]),
    leb(renamedBody.length),
    renamedBody,
    bytes.subarray(section.end),
  ]);
}

/** Shortens the names the module `wasmFile` imports from its glue
 *  `glueFile` (which it imports as `glue`, e.g. "./app_bg.js"), in both. */
export function shortenImports(wasmFile, glueFile, glue) {
  const rename = new Map();
  const before = readFileSync(wasmFile);
  const wasm = renameImports(before, glue, rename);
  // The module still compiles, and imports what it did, by the new names.
  const imports = (bytes) => WebAssembly.Module.imports(new WebAssembly.Module(bytes));
  const expected = imports(before).map((i) => ({ ...i, name: i.module === glue && i.kind === 'function' ? rename.get(i.name) : i.name }));
  if (JSON.stringify(imports(wasm)) !== JSON.stringify(expected)) {
    throw new Error(`short-imports.mjs: ${wasmFile} renamed does not import what it did`);
  }
  let script = readFileSync(glueFile, 'utf8');
  for (const [from, to] of rename) {
    // The glue names each import once, as a key of the object of imports
    // it hands the module: every key there is an import, so every key is
    // renamed, and no two alike. Anything else is glue this step does not
    // know: the build stops.
    const key = new RegExp(`(?<![\\w$])${from.replace(/\$/g, '\\$')}(?=\\s*:)`, 'g');
    const [found, named] = [script.match(key)?.length ?? 0, script.split(from).length - 1];
    if (found !== 1 || named !== 1) {
      throw new Error(`short-imports.mjs: ${glueFile} names the import ${from} ${named} times, ${found} as a key (once, as a key, expected)`);
    }
    script = script.replace(key, to);
  }
  writeFileSync(wasmFile, wasm);
  writeFileSync(glueFile, script);
  console.log(`short-imports.mjs: ${rename.size} imports of ${wasmFile} named anew in both files`);
}
