// The step that names a module's imports in a letter or two
// (scripts/short-imports.mjs), on a module made for the test: the module
// and its glue still fit together and run, and glue the step does not know
// stops the build. (Every page test runs the real build's renamed first
// module and worker.) No browser: Node's own WebAssembly.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shortenImports, shortName } from '../../scripts/short-imports.mjs';

const GLUE = './x_bg.js';
const NAMES = ['__wbg_first_0123456789abcdef', '__wbg_second_fedcba9876543210'];

/** `n` as an unsigned LEB128 number. */
const leb = (n) => (n < 128 ? [n] : [(n & 0x7f) | 0x80, ...leb(Math.floor(n / 128))]);
/** A wasm section: its id, its length, its bytes. */
const section = (id, bytes) => [id, ...leb(bytes.length), ...bytes];
const text = (s) => [...leb(s.length), ...Buffer.from(s)];

/** A module importing `NAMES` (functions of no arguments) from `GLUE`, and
 *  exporting `run`, which calls the second, then the first. */
function module() {
  return Buffer.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 0, 0]),
    ...section(2, [NAMES.length, ...NAMES.flatMap((name) => [...text(GLUE), ...text(name), 0, 0])]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...text('run'), 0, NAMES.length]),
    ...section(10, [1, 6, 0, 0x10, 1, 0x10, 0, 0x0b]),
  ]);
}

/** The glue: the object of imports, keyed by `NAMES`, each noting its call. */
const glue = (names) =>
  `export const calls = [];\nexport const imports = { __proto__: null, ${names.map((name, i) => `${name}: function() { calls.push(${i}); }`).join(', ')} };\n`;

test('short names run a-z, A-Z, then two letters, each a JavaScript name', () => {
  assert.deepEqual([0, 1, 25, 26, 51, 52, 53, 103, 104].map(shortName), ['a', 'b', 'z', 'A', 'Z', 'aa', 'ab', 'aZ', 'ba']);
  const names = Array.from({ length: 3000 }, (_, i) => shortName(i));
  assert.equal(new Set(names).size, names.length, 'no two alike');
  for (const name of names) assert.match(name, /^[a-zA-Z]+$/);
});

test('the module and its glue, renamed alike, still fit together and run', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'short-imports-'));
  try {
    const [wasmFile, glueFile] = [join(dir, 'x_bg.wasm'), join(dir, 'x.mjs')];
    writeFileSync(wasmFile, module());
    writeFileSync(glueFile, glue(NAMES));
    shortenImports(wasmFile, glueFile, GLUE);
    const bytes = readFileSync(wasmFile);
    assert.deepEqual(
      WebAssembly.Module.imports(new WebAssembly.Module(bytes)).map(({ module, name }) => `${module} ${name}`),
      [`${GLUE} a`, `${GLUE} b`],
    );
    const script = readFileSync(glueFile, 'utf8');
    for (const name of NAMES) assert.ok(!script.includes(name), `${name} is gone from the glue`);
    const { imports, calls } = await import(pathToFileURL(glueFile));
    const { instance } = await WebAssembly.instantiate(bytes, { [GLUE]: imports });
    instance.exports.run();
    assert.deepEqual(calls, [1, 0], 'each import calls its own function');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('among a table, a memory and a global, 130 functions get names the glue\'s other imports do not have', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'short-imports-'));
  try {
    const names = Array.from({ length: 130 }, (_, i) => `__wbg_f${i}_0123456789abcdef`);
    const bytes = Buffer.from([
      ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
      ...section(1, [1, 0x60, 0, 0]),
      ...section(2, [
        ...leb(names.length + 3),
        ...[...text(GLUE), ...text('tbl'), 1, 0x70, 1, 1, 2],
        ...names.flatMap((name) => [...text(GLUE), ...text(name), 0, 0]),
        ...[...text('env'), ...text('memory'), 2, 0, 1],
        ...[...text(GLUE), ...text('g'), 3, 0x7f, 1],
      ]),
      ...section(3, [1, 0]),
      ...section(7, [1, ...text('run'), 0, ...leb(names.length)]),
      ...section(10, [1, 7, 0, 0x10, ...leb(129), 0x10, 0, 0x0b]),
    ]);
    const [wasmFile, glueFile] = [join(dir, 'x_bg.wasm'), join(dir, 'x.mjs')];
    writeFileSync(wasmFile, bytes);
    writeFileSync(glueFile, glue(names));
    shortenImports(wasmFile, glueFile, GLUE);
    const renamed = readFileSync(wasmFile);
    const functions = WebAssembly.Module.imports(new WebAssembly.Module(renamed)).filter((i) => i.kind === 'function').map((i) => i.name);
    assert.equal(new Set(functions).size, 130);
    assert.ok(!functions.includes('g'), 'the global keeps its name to itself');
    assert.deepEqual(functions.slice(0, 8), ['a', 'b', 'c', 'd', 'e', 'f', 'h', 'i']);
    const { imports, calls } = await import(pathToFileURL(glueFile));
    const own = {
      tbl: new WebAssembly.Table({ initial: 1, maximum: 2, element: 'anyfunc' }),
      g: new WebAssembly.Global({ value: 'i32', mutable: true }, 0),
    };
    const { instance } = await WebAssembly.instantiate(renamed, {
      [GLUE]: { ...imports, ...own },
      env: { memory: new WebAssembly.Memory({ initial: 1 }) },
    });
    instance.exports.run();
    assert.deepEqual(calls, [129, 0]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('glue that names an import other than once, as a key, stops the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'short-imports-'));
  try {
    const [wasmFile, glueFile] = [join(dir, 'x_bg.wasm'), join(dir, 'x.mjs')];
    for (const [script, why] of [
      [glue([NAMES[0]]), 'the second import is missing'],
      [`${glue(NAMES)}export const again = '${NAMES[1]}';\n`, 'the second is named twice'],
    ]) {
      writeFileSync(wasmFile, module());
      writeFileSync(glueFile, script);
      assert.throws(() => shortenImports(wasmFile, glueFile, GLUE), /names the import __wbg_second_fedcba9876543210 [02] times/, why);
      assert.deepEqual(readFileSync(wasmFile), module(), `${why}: the module is left as it was`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
