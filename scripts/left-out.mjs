// What the first module and the worker must not carry: parts of Rust's
// standard library that one small use anywhere in them pulls in whole, and
// that the page does another, smaller way. Only the size budgets
// (scripts/budget.mjs) would notice one coming back, and only if it were
// bigger than their margin; this names it. A release build stops here with
// the functions found (scripts/build-app.mjs checks the first module,
// scripts/post-build.mjs the worker), read from the module's name section
// before wasm-opt takes it out.

import { readFileSync } from 'node:fs';
import { readLeb, sections } from './wasm-bytes.mjs';

const LEFT_OUT = [
  {
    pattern: /flt2dec|3fmt5float/,
    what: "Rust's float formatting (about 17 KB raw): a double's text comes from the browser's digits (src/digits.rs), not `{}` or `{:.N}`",
  },
  {
    pattern: /dec2flt/,
    what: "Rust's float parsing (10 KB raw with its tables): text is read by the browser's parser (crate::decimal::parse), not str::parse::<f64>",
  },
  {
    pattern: /unicode_data\d+conversions/,
    what: "Unicode's case tables (11.7 KB raw): to_lowercase and to_uppercase, where JavaScript's own do the same",
  },
];

/** The function names in a wasm module's "name" section; `null` when it
 *  has none. */
export function functionNames(bytes) {
  const utf8 = new TextDecoder();
  for (const { id, body, end: at } of sections(bytes)) {
    if (id !== 0) continue;
    const [nameLength, nameAt] = readLeb(bytes, body);
    if (utf8.decode(bytes.subarray(nameAt, nameAt + nameLength)) !== 'name') continue;
    const names = [];
    for (let sub = nameAt + nameLength; sub < at; ) {
      const kind = bytes[sub];
      const [length, start] = readLeb(bytes, sub + 1);
      sub = start + length;
      if (kind !== 1) continue;
      let [count, p] = readLeb(bytes, start);
      for (; count > 0; count--) {
        const [, afterIndex] = readLeb(bytes, p);
        const [nameSize, nameStart] = readLeb(bytes, afterIndex);
        names.push(utf8.decode(bytes.subarray(nameStart, nameStart + nameSize)));
        p = nameStart + nameSize;
      }
    }
    return names;
  }
  return null;
}

/** What of LEFT_OUT the module in `file` carries, as lines to print
 *  (none: nothing). */
export function leftOutFound(file) {
  const names = functionNames(readFileSync(file));
  if (names === null) return [`${file} has no name section to check (is the build stripping symbols?)`];
  return LEFT_OUT.flatMap(({ pattern, what }) => {
    const found = names.filter((name) => pattern.test(name));
    return found.length ? [`${what}; found ${found.length} functions, as ${found.slice(0, 3).join(', ')}`] : [];
  });
}

/** Stops the build (throws) when the module in `file`, called `label`,
 *  carries what it must not. */
export function refuseLeftOut(file, label) {
  const found = leftOutFound(file);
  if (found.length) throw new Error(`${label} carries what it must not (scripts/left-out.mjs):\n  ${found.join('\n  ')}`);
  console.log(`left-out.mjs: ${label} carries none of ${LEFT_OUT.length} left-out parts`);
}
