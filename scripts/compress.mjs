// Precompressed copies of every file in a built page, as static hosts
// serve them: file.br (brotli, quality 11, the smallest of a few block
// sizes) and file.gz (gzip -9) beside each file worth compressing.
// scripts/host.mjs sends them as the browser asks; scripts/budget.mjs
// counts the brotli copies.

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressible, smallestBrotli } from './host.mjs';

/** Writes the copies for every file in `dir` (not for the copies). */
export function compressAll(dir) {
  for (const name of readdirSync(dir)) {
    if (statSync(join(dir, name)).isDirectory()) {
      compressAll(join(dir, name));
      continue;
    }
    if (name.endsWith('.br') || name.endsWith('.gz') || !compressible(name)) continue;
    const body = readFileSync(join(dir, name));
    writeFileSync(join(dir, `${name}.br`), smallestBrotli(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
  }
}
