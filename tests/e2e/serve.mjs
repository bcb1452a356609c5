// A tiny static file server for the built dist/, on 127.0.0.1 and a free
// port. Just enough for the tests: correct MIME types (wasm must be served
// as application/wasm to compile while it streams) and index.html at "/".

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
// The content types a host sends (wasm as application/wasm, to compile
// while it streams), as scripts/host.mjs has them.
import { TYPES } from '../../scripts/host.mjs';

export async function serveDist(dir) {
  const root = resolve(dir);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}
