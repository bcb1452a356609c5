// Trunk's post-build hook (see Trunk.toml): writes the page's
// Content-Security-Policy into the built index.html, as the first thing in
// <head> after the charset so that it covers everything after it.
//
// The policy allows only the page's own files, plus three things the app
// needs and nothing else: WebAssembly compilation ('wasm-unsafe-eval', not
// 'unsafe-eval'), trunk's one inline loader script (by its SHA-256, which
// this script computes, so it is never 'unsafe-inline'), and the benchmark's
// Web Workers, which start from a blob: script. Styles come only from the
// stylesheet: the app sets per-element styles as style properties from
// code, which a policy without 'unsafe-inline' allows.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('csp.mjs: no TRUNK_STAGING_DIR (run it as trunk\'s post_build hook, or pass the directory)');
  process.exit(2);
}
const file = join(dir, 'index.html');
const html = readFileSync(file, 'utf8');
if (html.includes('http-equiv="Content-Security-Policy"')) process.exit(0);

const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
export const policy = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// The charset tag, however the build wrote it (minified or not).
const charset = html.match(/<meta\s+charset=["']?utf-8["']?\s*\/?>/i);
if (!charset) {
  console.error(`csp.mjs: ${file} has no <meta charset="utf-8"> to put the policy after`);
  process.exit(1);
}
writeFileSync(file, html.replace(charset[0], `${charset[0]}<meta http-equiv="Content-Security-Policy" content="${policy}">`));
console.log(`csp.mjs: policy written with ${hashes.length} inline script hash(es)`);
