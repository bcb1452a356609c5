// The static host (scripts/host.mjs) as a host should behave: what the
// browser accepts, weights and refusals included; a precompressed copy
// only while it is as new as its source; nothing outside the served
// folder, links included; GET and HEAD only; no ranges, and saying so.
// No browser: plain HTTP requests on a folder made for the test.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, utimesSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveAsHost, chooseEncoding } from '../../scripts/host.mjs';

let server;
let dir;
let outside;
const SCRIPT = 'console.log("the script as it is now");\n'.repeat(20);

before(async () => {
  const base = mkdtempSync(join(tmpdir(), 'host-test-'));
  dir = join(base, 'dist');
  outside = join(base, 'secret.txt');
  mkdirSync(dir);
  writeFileSync(outside, 'outside the folder');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'app.js'), SCRIPT);
  // A stale copy: brotli of what the script was, older than the script.
  writeFileSync(join(dir, 'app.js.br'), brotliCompressSync('console.log("an older script");'));
  utimesSync(join(dir, 'app.js.br'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  // A fresh copy, newer than its source: sent as it is.
  writeFileSync(join(dir, 'style.css'), 'body { color: black; }');
  writeFileSync(join(dir, 'style.css.br'), brotliCompressSync('/* the build copy */'));
  utimesSync(join(dir, 'style.css'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  symlinkSync(outside, join(dir, 'leak.txt'));
  symlinkSync(join(dir, 'index.html'), join(dir, 'home.html'));
  server = await serveAsHost(dir);
});

after(async () => {
  await server.close();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

/** One request with a raw path (not normalised on the way). */
function ask(path, { method = 'GET', headers = {} } = {}) {
  const { port } = new URL(server.url);
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('q values are honoured: q=0 refuses a coding, the heavier coding wins, brotli on a tie', async () => {
  const cases = [
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=1, br;q=1', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ];
  for (const [header, expected] of cases) assert.equal(chooseEncoding(header)?.name, expected, header);
  const gzip = await ask('/index.html', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), '<!doctype html><title>t</title>');
  const plain = await ask('/index.html', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), '<!doctype html><title>t</title>');
});

test('a compressed copy older than its source is never sent; one as new is', async () => {
  const script = await ask('/app.js', { headers: { 'accept-encoding': 'br' } });
  assert.equal(script.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(script.body).toString(), SCRIPT, 'compressed afresh from the newer source');
  const style = await ask('/style.css', { headers: { 'accept-encoding': 'br' } });
  assert.equal(brotliDecompressSync(style.body).toString(), '/* the build copy */', "the build's copy, newer than its source");
});

test('nothing outside the folder is served: not by dots, not through a link', async () => {
  assert.notEqual((await ask('/leak.txt')).status, 200);
  assert.ok(!(await ask('/leak.txt')).body.toString().includes('outside'));
  assert.notEqual((await ask('/%2e%2e/secret.txt')).status, 200);
  assert.notEqual((await ask('/..%2fsecret.txt')).status, 200);
  // A link that stays inside is followed.
  const home = await ask('/home.html');
  assert.equal(home.status, 200);
  assert.equal(home.body.toString(), '<!doctype html><title>t</title>');
  assert.equal((await ask('/missing.js')).status, 404);
});

test('GET and HEAD only: other methods get 405 and are told which', async () => {
  for (const method of ['POST', 'DELETE', 'PUT', 'PATCH']) {
    const answer = await ask('/index.html', { method });
    assert.equal(answer.status, 405, method);
    assert.equal(answer.headers.allow, 'GET, HEAD');
  }
  const head = await ask('/index.html', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test('no ranges: not advertised, and a Range request gets the whole file', async () => {
  const whole = await ask('/app.js', { headers: { range: 'bytes=0-9' } });
  assert.equal(whole.status, 200);
  assert.equal(whole.headers['accept-ranges'], 'none');
  assert.equal(whole.body.toString(), SCRIPT);
});
