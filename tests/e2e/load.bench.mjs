// How the page loads on a phone on a mobile network, as a benchmark (run
// with `npm run bench:load` after a release build of dist/; a timing is not
// a test, so the suite does not run it).
//
// It serves dist/ as a host would (compressed, scripts/host.mjs) and loads
// it under Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down,
// 750 kbps up, the CPU slowed 4×, the cache off, a 412 × 823 window. Three
// loads; each reports, from the start of navigation:
//   - first text: the first paragraph of section 1 laid out with its words
//     (on a phone it is below the board, a scroll away);
//   - LCP: the largest contentful paint, as the browser reports it;
//   - CLS: the layout shift, summed over the load;
//   - playable: an arrow key sent to the page every 100 ms from the start;
//     the time of the first that moved the board (the move counter rose);
//   - hint: the Hint button pressed as soon as the board plays; the time
//     its answer (the direction) showed.
//     The keys are dispatched from the page itself, to the listener a real
//     key reaches: a real key press would count as input, which ends the
//     browser's LCP and hides layout shifts after it.
// Each load also says when the app's first module had arrived and when
// the app had taken the whole page over, the live article in place of the
// first view's (<html data-app="live">), and between the two the app's own
// marks: its code running (the wasm compiled), and the app mounted; and the
// longest animation frame from the app mounted until a second after it was
// live (what a key pressed then could wait for: the hand-over, the live
// article's parts built, shell/live_article.rs), of those over 50 ms (the
// browser reports no shorter ones: 0 means none).
// The medians are printed and written to artifacts/load.json, with the
// targets (issue #47): first text ≤ 1.0 s, playable ≤ 2.5 s, hint ≤ 3.5 s.
// With TABS=1 it also opens each tab the moment the page is live, before
// the tabs' module is fetched ahead, and reports how long each took
// (artifacts/tabs.json). DIST= loads another build's dist/.

import { test } from 'node:test';
import { readdir, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, ARTIFACTS, median } from './browser.mjs';
import { serveAsHost } from '../../scripts/host.mjs';

const DIST = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const LOADS = Number(process.env.LOADS ?? 3);
const TARGETS = { firstText: 1000, playable: 2500, hint: 3500 };

/** Installed before the page's own scripts: records the moments above. */
function observe() {
  const seen = { firstText: null, lcp: null, cls: 0, playable: null, hint: null, live: null, frames: [] };
  window.__load = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.frames.push([entry.startTime, entry.duration]);
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver(() => {
    if (seen.live === null && document.documentElement?.dataset.app === 'live') seen.live = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const look = () => {
    if (seen.firstText === null) {
      const paragraph = document.querySelector('#against-chance p');
      const box = paragraph?.getBoundingClientRect();
      if (box && box.height > 0 && paragraph.textContent.trim().length > 0) {
        seen.firstText = performance.now();
      }
    }
    if (seen.firstText === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  const keys = ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp'];
  let sent = 0;
  const press = setInterval(() => {
    const moves = () => Number(document.querySelector('[data-testid=moves]')?.textContent ?? 0);
    const at = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[sent++ % 4], bubbles: true }));
    if (moves() > 0) {
      seen.playable = at;
      clearInterval(press);
      askHint();
    }
  }, 100);
  const askHint = () => {
    const hint = [...document.querySelectorAll('.play button')].find((b) => b.textContent.trim() === 'Hint');
    hint?.click();
    const answered = () => {
      if (document.querySelector('.play [data-testid=hint-direction]')) seen.hint = performance.now();
      else requestAnimationFrame(answered);
    };
    answered();
  };
}

/** A page in a fresh context, as a phone on a mobile network loads it
 *  (the profile above), and its DevTools session. */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

async function loadOnce(browser, url) {
  const { context, page, cdp } = await phonePage(browser);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.addInitScript(observe);
  await page.goto(`${url}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__load && window.__load.hint !== null && window.__load.firstText !== null && window.__load.live !== null, null, {
    timeout: 60_000,
    polling: 250,
  });
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(() => ({
    ...window.__load,
    // When the app's wasm had arrived: the rest until the app is live is
    // compiling it and starting the app.
    wasm: performance.getEntriesByType('resource').find((r) => r.name.endsWith('/app_bg.wasm'))
      ?.responseEnd,
    marks: Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
  }));
  await context.close();
  const mounted = seen.marks['app-mounted'] ?? 0;
  const handOver = seen.frames.filter(([start]) => start >= mounted && start <= seen.live + 1000);
  const { frames, ...rest } = seen;
  return { ...rest, longestFrame: Math.max(0, ...handOver.map(([, duration]) => duration)), bytes };
}

/** dist/ served as a host would, every file asked for once first, so
 *  that a copy the server compresses on the fly (a dist/ without its
 *  precompressed copies) is ready for load 1. */
async function servedDist() {
  const server = await serveAsHost(DIST);
  for (const file of await readdir(DIST)) await fetch(`${server.url}/${file}`, { headers: { 'accept-encoding': 'br' } });
  return server;
}

test('the page loads on a phone on a mobile network', async () => {
  const server = await servedDist();
  const browser = await launch();
  const loads = [];
  try {
    for (let i = 0; i < LOADS; i++) {
      const load = await loadOnce(browser, server.url);
      console.log(
        `load ${i + 1}: first text ${load.firstText?.toFixed(0)} ms, LCP ${load.lcp?.toFixed(0)} ms, ` +
          `CLS ${load.cls.toFixed(3)}, playable ${load.playable?.toFixed(0)} ms, hint ${load.hint?.toFixed(0)} ms, ${load.bytes} bytes ` +
          `(the wasm in at ${load.wasm?.toFixed(0)} ms, running at ${load.marks['app-start']?.toFixed(0)}, ` +
          `mounted at ${load.marks['app-mounted']?.toFixed(0)}, live at ${load.live?.toFixed(0)} ms; ` +
          `longest frame meanwhile ${load.longestFrame.toFixed(0)} ms)`,
      );
      loads.push(load);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const pick = (key) => median(loads.map((l) => l[key] ?? Infinity));
  const result = {
    firstText: pick('firstText'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    playable: pick('playable'),
    hint: pick('hint'),
    longestFrame: pick('longestFrame'),
    bytes: pick('bytes'),
  };
  console.log(
    `median of ${LOADS}: first text ${result.firstText.toFixed(0)} ms (target ≤ ${TARGETS.firstText}), ` +
      `LCP ${result.lcp.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ` +
      `playable ${result.playable.toFixed(0)} ms (target ≤ ${TARGETS.playable}), ` +
      `hint ${result.hint.toFixed(0)} ms (target ≤ ${TARGETS.hint}), ` +
      `longest frame while the app takes over ${result.longestFrame.toFixed(0)} ms, ${result.bytes} bytes`,
  );
  await writeFile(join(ARTIFACTS, 'load.json'), JSON.stringify({ loads, median: result, targets: TARGETS }, null, 2));
});

/** The views behind the tabs, each with a heading it shows once built. */
const TABS = [
  ['Search tree', 'The search behind one move'],
  ['Heuristic', 'This board, scored'],
  ['Benchmark', "The article's experiment, in your browser"],
  ['Compare', 'You, the solver, and its rivals'],
];

// With TABS=1: how long each tab takes to open when the reader opens it
// the moment the page is live, before the tabs' module has been fetched
// ahead (shell/lazy.rs): from the click to its view's heading, LOADS
// fresh loads per tab, their median.
test('each tab opened the moment the page is live, on a phone', { skip: !process.env.TABS && 'TABS=1 runs it' }, async () => {
  const server = await servedDist();
  const browser = await launch();
  const medians = {};
  try {
    for (const [tab, heading] of TABS) {
      const times = [];
      for (let i = 0; i < LOADS; i++) {
        const { context, page } = await phonePage(browser);
        await page.goto(`${server.url}/?seed=12`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.documentElement.dataset.app === 'live', null, { timeout: 60_000, polling: 50 });
        const clicked = Date.now();
        await page.getByRole('tab', { name: tab }).click();
        await page.locator('[role=tabpanel]:not([hidden])').getByRole('heading', { name: heading }).first().waitFor({ timeout: 60_000 });
        times.push(Date.now() - clicked);
        await context.close();
      }
      medians[tab] = median(times);
      console.log(`${tab}: ${times.join(', ')} ms, median ${medians[tab]} ms`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  await writeFile(join(ARTIFACTS, 'tabs.json'), JSON.stringify(medians, null, 2));
});
