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

/** A wasm section: its id, its length, its bytes. */
const section = (id, bytes) => [id, bytes.length, ...bytes];
const text = (s) => [s.length, ...Buffer.from(s)];

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
