// Launching Debian's Chromium through playwright-core (never a downloaded
// browser), with the flags this offline machine needs.

import { chromium } from 'playwright-core';
import { before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
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
 *  object's `url` and `browser` are filled in before the first test.
 *
 *  Every page any test opens is watched: a test fails if one of its pages
 *  threw or logged a console error (a Content-Security-Policy violation
 *  included), whether or not the test itself looks. */
export function useApp() {
  const app = { url: '', browser: null };
  let server;
  let watched = [];
  const seen = new WeakSet();
  const watch = (page) => {
    if (seen.has(page)) return;
    seen.add(page);
    watched.push({ url: () => page.url(), errors: watchErrors(page) });
    untilLive(page);
  };
  before(async () => {
    server = await serveDist(DIST);
    app.url = server.url;
    const browser = await launch();
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...options) => {
      const context = await newContext(...options);
      context.on('page', watch);
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        watch(page);
        return page;
      };
      return context;
    };
    const newPage = browser.newPage.bind(browser);
    browser.newPage = async (...options) => {
      const page = await newPage(...options);
      watch(page);
      return page;
    };
    app.browser = browser;
  });
  afterEach(() => {
    const problems = watched.flatMap(({ url, errors }) => errors.map((error) => `${url()}: ${error}`));
    watched = [];
    assert.deepEqual(problems, [], 'no page error and no console error');
  });
  after(async () => {
    await app.browser?.close();
    await server?.close();
  });
  return app;
}

/** The page as delivered already shows the app's first view (the article,
 *  the board), which does nothing until the app has taken it over: so each
 *  navigation waits for that (<html data-app="live">), as a reader's first
 *  key would. `{ live: false }` in a navigation's options skips the wait
 *  (for the first view itself, with JavaScript off or the app held back). */
function untilLive(page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
    const navigate = page[name].bind(page);
    page[name] = async (...args) => {
      const options = args.find((a) => a && typeof a === 'object') ?? {};
      const response = await navigate(...args);
      // (Only on the app's page: not on a file of it opened as a page.)
      if (options.live !== false) {
        await page.waitForFunction(() => document.contentType !== 'text/html' || document.documentElement.dataset.app === 'live');
      }
      return response;
    };
  }
}

/** `shownPage(options)` for a file's `app` (from `useApp()`): a new page,
 *  like `app.browser.newPage(options)`, for the reader who asked to be
 *  shown, not asked first (their predictions say "just show me"). */
export const shownPages = (app) =>
  async function shownPage(options) {
    const page = await app.browser.newPage(options);
    await page.addInitScript(() => localStorage.setItem('lookahead.predictions', '{"version":1,"value":{"just_show_me":true}}'));
    return page;
  };

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

/** The scrolling tables on screen whose end covers (which hide the
 *  "more to see" shadows at an end already reached) are not the colour
 *  behind the table: such a cover shows as a band over a table that fits.
 *  Each as [label, cover colour, colour behind]. */
export const mismatchedCovers = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.table-scroll')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        let behind = table.parentElement;
        while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
        const backdrop = behind ? getComputedStyle(behind).backgroundColor : 'none';
        const cover = getComputedStyle(table).backgroundImage.match(/rgba?\([^)]*\)/)?.[0] ?? 'none';
        return [table.getAttribute('aria-label'), cover, backdrop];
      })
      .filter(([, cover, backdrop]) => cover !== backdrop),
  );

/** The scrolling tables on screen wider than their box, as "label: width > room". */
export const tablesCut = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.table-scroll')]
      .filter((t) => t.getClientRects().length > 0 && t.scrollWidth > t.clientWidth + 1)
      .map((t) => `${t.getAttribute('aria-label')}: ${t.scrollWidth} > ${t.clientWidth}`),
  );

/** How many scrolling tables are on screen. */
export const tablesShown = (page) =>
  page.evaluate(() => [...document.querySelectorAll('.table-scroll')].filter((t) => t.getClientRects().length > 0).length);

/** The menus on screen that would cut their longest option short when it
 *  is chosen (measured in the menu's own font against the room inside it:
 *  its width less its padding and the arrow, about 10 px in Chromium). */
export const menusCut = (page) =>
  page.evaluate(() => {
    const ARROW = 10;
    const measure = document.createElement('canvas').getContext('2d');
    return [...document.querySelectorAll('select')]
      .filter((menu) => menu.getClientRects().length > 0)
      .flatMap((menu) => {
        const style = getComputedStyle(menu);
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = menu.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
        const longest = Math.max(...[...menu.options].map((option) => measure.measureText(option.textContent).width));
        return longest > room ? [`${menu.id}: ${Math.round(longest)} px of words in ${Math.round(room)} px`] : [];
      });
  });

/** `x` to one decimal as Rust's `{:.1}` writes it: an exact half goes to
 *  the even digit (39.25 → "39.2"), where JavaScript's toFixed goes up. */
export const oneDecimal = (x) => {
  // Both round the number's exact binary value; only an exact tie differs.
  if (!/\.\d50+$/.test(x.toFixed(20))) return x.toFixed(1);
  const tenths = Math.floor(x * 10);
  return ((tenths % 2 === 0 ? tenths : tenths + 1) / 10).toFixed(1);
};

/** Asserts that axe-core finds no serious or critical violation (WCAG 2.1
 *  A and AA) on the page, naming each one found with `where`. */
export async function axe(page, where) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${where}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`), []);
}

/** The median of `xs` (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
