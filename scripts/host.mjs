// Serves a built dist/ as a static host would: each file compressed as the
// browser asks (brotli, else gzip, else as it is), from the precompressed
// copies the release build writes beside it (scripts/compress.mjs). A file
// without its copy is compressed once, on first request, and kept: so a
// dist/ built before the copies existed can still be measured as a host
// would send it.
//
//   node scripts/host.mjs [dir] [port]     (scripts/serve.sh --as-host)
//
// Used by the load benchmark (tests/e2e/load.bench.mjs) as well.

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings a host sends, best first, with the suffix of each copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (body) => brotli(body) },
  { name: 'gzip', suffix: '.gz', compress: (body) => gzipSync(body, { level: 9 }) },
];

/** Brotli at its highest quality, as the release build writes it. */
export const brotli = (body) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/** Whether a file of this type is worth compressing (images are already). */
export const compressible = (file) => !['.png'].includes(extname(file));

/** Serves `dir` on 127.0.0.1 at `port` (0: any free port); `plain`: every
 *  file as it is, whatever the browser accepts (the build's own renderer). */
export async function serveAsHost(dir, port = 0, { plain = false } = {}) {
  const root = resolve(dir);
  const made = new Map();
  const copy = async (file, encoding) => {
    try {
      return await readFile(file + encoding.suffix);
    } catch {
      const key = file + encoding.suffix;
      if (!made.has(key)) made.set(key, encoding.compress(await readFile(file)));
      return made.get(key);
    }
  };
  const server = createServer(async (request, response) => {
    let file;
    try {
      const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      file = normalize(join(root, path === '/' ? 'index.html' : path));
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const original = await readFile(file);
      const accepted = String(request.headers['accept-encoding'] ?? '')
        .split(',')
        .map((part) => part.trim().split(';')[0]);
      const encoding = !plain && compressible(file) ? ENCODINGS.find((e) => accepted.includes(e.name)) : undefined;
      const body = encoding ? await copy(file, encoding) : original;
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
      if (encoding) headers['content-encoding'] = encoding.name;
      // Files named by their content hash never change; the rest may.
      headers['cache-control'] = /-[0-9a-f]{16}[._]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise((ready) => server.listen(port, '127.0.0.1', ready));
  const address = server.address();
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(done)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? 8080);
  const { url } = await serveAsHost(dir, port);
  console.log(`Serving ${dir}/ as a host would (brotli or gzip, as the browser asks) on ${url} — Ctrl-C stops it.`);
}
