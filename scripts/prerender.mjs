// The app's first view, written into the built page (a step of the
// release build's post-build hook, scripts/post-build.mjs).
//
// The staged page is opened in headless Chromium on a new game of a stated
// seed (OPENING_SEED), with nothing stored, as a first-time reader would
// open it; once the app is live and settled, its DOM is the first view:
// the masthead, the board, the tabs and the whole article with its numbers,
// rendered by the app's own Leptos components. That DOM goes into
// index.html as HTML, inside <div class="first-view">, so the article reads
// before (and without) JavaScript; the app, once started, takes its place
// (src/ui/web/shell/handover.rs).
//
// What HTML cannot carry from a live DOM is written over:
//   - styles the app set from code (tile colours, bar widths) become rules
//     in one <style> element (the page's policy allows no style attribute),
//     keyed by a data-style number;
//   - the values of inputs and menus (properties, not attributes) become
//     the attributes that show them.
// It also writes preview.png: the top of the page at 1200 × 630 with the
// same game PREVIEW_MOVE moves in, the image a shared link's card shows.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serveAsHost } from './host.mjs';

/** The game the first view shows (the article says which). */
export const OPENING_SEED = 2048;
/** How far into that game the share card's picture is. */
const PREVIEW_MOVE = 150;

const require = createRequire(new URL('./tools/package.json', import.meta.url));

/** Renders the page in `dir`; returns { html, css } (the first view's
 *  markup and the rules for its styles) and writes preview.png there. */
export async function prerender(dir) {
  const { chromium } = require('playwright-core');
  const server = await serveAsHost(dir, 0, { plain: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, colorScheme: 'light', reducedMotion: 'reduce' });
    const problems = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${server.url}/?seed=${OPENING_SEED}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live', null, { timeout: 60_000 });
    // Settled: the article's search is recorded and drawn.
    await page.waitForFunction(() => document.querySelector('[data-testid=formula-worked]')?.textContent.match(/\d/));
    await page.waitForTimeout(300);
    if (problems.length) throw new Error(`the page reported errors while rendering: ${problems.join('; ')}`);
    const first = await page.evaluate(capture);
    // The card's picture: the same game a little way in (the solver plays
    // it to PREVIEW_MOVE), so the board has tiles on it.
    await page.getByLabel('Speed').selectOption('max');
    await page.locator('#autoplay-until').fill(String(PREVIEW_MOVE));
    await page.locator('#autoplay').click();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid=moves]').textContent) === n && document.querySelector('#autoplay').textContent === 'Autoplay',
      PREVIEW_MOVE,
      { timeout: 120_000 },
    );
    await page.evaluate(() => {
      document.activeElement?.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, 'preview.png') });
    if (problems.length) throw new Error(`the page reported errors while playing: ${problems.join('; ')}`);
    return first;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** In the page: the app's DOM as HTML, with its styles as rules. */
function capture() {
  const live = [...document.body.children].filter((node) => !['SCRIPT', 'NOSCRIPT'].includes(node.tagName));
  const copies = live.map((node) => node.cloneNode(true));
  // Properties that HTML shows only as attributes.
  const pairs = (selector) =>
    live.flatMap((node, i) => {
      const from = [...node.querySelectorAll(selector)];
      const to = [...copies[i].querySelectorAll(selector)];
      return from.map((element, k) => [element, to[k]]);
    });
  for (const [from, to] of pairs('input')) {
    if (from.type === 'checkbox' || from.type === 'radio') {
      if (from.checked) to.setAttribute('checked', '');
      else to.removeAttribute('checked');
    } else {
      to.setAttribute('value', from.value);
    }
  }
  for (const [from, to] of pairs('select')) {
    [...to.options].forEach((option, k) => {
      if (k === from.selectedIndex) option.setAttribute('selected', '');
      else option.removeAttribute('selected');
    });
  }
  for (const [from, to] of pairs('details')) {
    if (from.open) to.setAttribute('open', '');
    else to.removeAttribute('open');
  }
  // Styles set from code, as rules: one per distinct style.
  const rules = new Map();
  for (const copy of copies) {
    for (const element of [copy, ...copy.querySelectorAll('[style]')]) {
      if (!element.hasAttribute('style')) continue;
      // Shorthands as the app wrote them (cssText), each made to win over
      // the stylesheet as the attribute did.
      const declarations = element.style.cssText
        .split(/;\s*/)
        .filter((d) => d.trim())
        .map((d) => `${d} !important`)
        .join(';');
      if (!rules.has(declarations)) rules.set(declarations, rules.size);
      element.removeAttribute('style');
      if (declarations) element.dataset.style = rules.get(declarations);
    }
  }
  const css = [...rules].map(([declarations, n]) => `[data-style="${n}"]{${declarations}}`).join('');
  const html = copies.map((copy) => copy.outerHTML).join('');
  return { html, css };
}
