// The page's Content-Security-Policy, written into the built index.html by
// the post-build hook (scripts/post-build.mjs), as the first thing in
// <head> after the charset so that it covers everything after it.
//
// The policy allows only the page's own files, plus three things the app
// needs and nothing else: WebAssembly compilation ('wasm-unsafe-eval', not
// 'unsafe-eval'), trunk's one inline loader script and the first view's one
// <style> (each by its SHA-256, which this script computes, so it is never
// 'unsafe-inline'), and the benchmark's
// Web Workers, which start from a blob: script. Styles come only from the
// stylesheet: the app sets per-element styles as style properties from
// code, which a policy without 'unsafe-inline' allows.

import { createHash } from 'node:crypto';

const hash = (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The page's policy, given the inline scripts and styles it must allow. */
export function policyFor(inlineScripts, inlineStyles = []) {
  return [
    "default-src 'none'",
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScripts.map(hash).join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "connect-src 'self'",
    `style-src 'self' ${inlineStyles.map(hash).join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `html` with its policy written in (unchanged if it has one already). */
export function writePolicy(html) {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  // The first view's styles (scripts/prerender.mjs).
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  // The charset tag, however the build wrote it (minified or not).
  const charset = html.match(/<meta\s+charset=["']?utf-8["']?\s*\/?>/i);
  if (!charset) throw new Error('csp.mjs: the page has no <meta charset="utf-8"> to put the policy after');
  console.log(`csp.mjs: policy written with ${inline.length} inline script and ${styles.length} style hash(es)`);
  return html.replace(
    charset[0],
    `${charset[0]}<meta http-equiv="Content-Security-Policy" content="${policyFor(inline, styles)}">`,
  );
}
