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
import { readFile, realpath, stat } from 'node:fs/promises';
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

/** Brotli at its highest quality (with the encoder's own block size, or
 *  `lgblock`: 16 to 24). */
export const brotli = (body, lgblock) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      ...(lgblock && { [constants.BROTLI_PARAM_LGBLOCK]: lgblock }),
    },
  });

/** The smallest of a few brotli encodings of `body`, as the release build
 *  writes its copies. The block size is the encoder's choice (every decoder
 *  reads any); which one compresses a file best differs from file to file:
 *  the page's files are 0.75 KB smaller, of 639 KB, at the best of these
 *  three than at the default alone. */
export const smallestBrotli = (body) =>
  [undefined, 16, 19].map((lgblock) => brotli(body, lgblock)).reduce((best, next) => (next.length < best.length ? next : best));

/** Whether a file of this type is worth compressing (images are already). */
export const compressible = (file) => !['.png'].includes(extname(file));

/** The encoding to send for an `Accept-Encoding` header, as RFC 9110
 *  reads it: each coding's weight (`q`, 1 when left out; `*` stands for
 *  any coding not named), `q=0` meaning "not this one"; the heaviest of
 *  ours wins, brotli on a tie. `undefined`: the file as it is. */
export function chooseEncoding(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((p) => p.match(/^q=([0-9.]+)$/)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding.name) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

/** Serves `dir` on 127.0.0.1 at `port` (0: any free port); `plain`: every
 *  file as it is, whatever the browser accepts (the build's own renderer).
 *
 *  As a static host: GET and HEAD only (405 otherwise, saying which);
 *  nothing outside `dir`, links inside it included (they are followed and
 *  must land inside it); a precompressed copy only while it is at least as
 *  new as its source (else compressed afresh); no ranges (said in
 *  `accept-ranges: none`, and a Range header gets the whole file). */
export async function serveAsHost(dir, port = 0, { plain = false } = {}) {
  const root = await realpath(resolve(dir));
  const made = new Map();
  const copy = async (file, encoding, source) => {
    const key = file + encoding.suffix;
    try {
      const kept = await stat(key);
      if (kept.mtimeMs >= source.mtimeMs) return await readFile(key);
    } catch {
      // No copy beside it: made here.
    }
    const cached = made.get(key);
    if (cached?.mtimeMs === source.mtimeMs) return cached.body;
    const body = encoding.compress(await readFile(file));
    made.set(key, { mtimeMs: source.mtimeMs, body });
    return body;
  };
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('only GET and HEAD');
      return;
    }
    let file;
    try {
      const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      file = normalize(join(root, path === '/' ? 'index.html' : path));
    } catch {
      response.writeHead(400).end();
      return;
    }
    try {
      // Where the name leads, links followed: it must still be inside.
      const real = await realpath(file);
      if (!real.startsWith(root + sep)) {
        response.writeHead(403).end();
        return;
      }
      const source = await stat(real);
      if (!source.isFile()) throw new Error('not a file');
      const encoding = !plain && compressible(real) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
      const body = encoding ? await copy(real, encoding, source) : await readFile(real);
      const headers = {
        'content-type': TYPES[extname(real)] ?? 'application/octet-stream',
        vary: 'Accept-Encoding',
        'accept-ranges': 'none',
      };
      if (encoding) headers['content-encoding'] = encoding.name;
      // Files named by their content hash (or in a folder so named) never
      // change; the rest may.
      headers['cache-control'] = /-[0-9a-f]{16}[._/]/.test(real) ? 'public, max-age=31536000, immutable' : 'no-cache';
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
