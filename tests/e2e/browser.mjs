// Launching Debian's Chromium through playwright-core (never a downloaded
// browser), with the flags this offline machine needs.

import { chromium } from 'playwright-core';
import { before, after } from 'node:test';
import { serveDist } from './serve.mjs';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects page errors and console errors so a test can assert none. */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const shot = (page, name) => page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });

const DIST = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

/** Serves dist/ and launches Chromium around a test file; the returned
 *  object's `url` and `browser` are filled in before the first test. */
export function useApp() {
  const app = { url: '', browser: null };
  let server;
  before(async () => {
    server = await serveDist(DIST);
    app.url = server.url;
    app.browser = await launch();
  });
  after(async () => {
    await app.browser?.close();
    await server?.close();
  });
  return app;
}

/** Starts recording the longest main-thread task from now on; read it
 *  back with `longestTask(page)`. */
export const watchLongTasks = (page) =>
  page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });

export const longestTask = (page) => page.evaluate(() => window.__longest);
