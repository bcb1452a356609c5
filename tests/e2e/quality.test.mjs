// End to end: the qualities every change must keep (scripts/test.sh runs
// this with everything else).
// - Accessibility: axe-core finds no serious or critical violation on the
//   article or any panel, light and dark, at 1280 and 375 px; the covers
//   that hide a scrolling table's shadows match what is behind the table.
// - The Content-Security-Policy is strict (no 'unsafe-eval', no
//   'unsafe-inline') and nothing the page does violates it.
// - Soak: 20 whole games of Autoplay at full speed leave the objects the
//   page holds in the JS heap, and the bytes the app holds in wasm memory,
//   where they were after game 2 (within 10 %).
// - The benchmark started and cancelled 100 times leaves no worker alive,
//   and the next run still plays exactly the CLI's games.
// - Storage: a refused write is shown, not swallowed; a worker from
//   another build is refused.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { useApp, ARTIFACTS, mismatchedCovers, tablesCut, tablesShown } from './browser.mjs';
import { cliJSON, openBench, run, untilFinished, storedRecords } from './bench-run.mjs';

const app = useApp();
const PANELS = ['Article', 'Search tree', 'Heuristic', 'Benchmark', 'Compare'];
const outcome = (r) => [r.index, r.seed, r.max_tile, r.score, r.moves, r.leaves];

test('axe: no serious or critical violation on any panel, light and dark, 1280 and 375 px; scrolling tables blend in, and fit at 1280', async () => {
  const found = [];
  let tables = 0;
  for (const colorScheme of ['light', 'dark']) {
    for (const viewport of [{ width: 1280, height: 860 }, { width: 375, height: 740 }]) {
      const phone = viewport.width < 600;
      const context = await app.browser.newContext({ viewport, colorScheme, hasTouch: phone, isMobile: phone });
      const page = await context.newPage();
      await page.goto(`${app.url}/?seed=12`);
      await page.getByRole('grid', { name: 'Board' }).waitFor();
      // A few moves and a hint, so every panel has something to show.
      for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
      await page.locator('.controls').getByRole('button', { name: 'Hint' }).click();
      await page.getByTestId('hint-direction').waitFor();
      for (const panel of PANELS) {
        await page.getByRole('tab', { name: panel }).click();
        if (panel === 'Benchmark' && (await page.locator('.bench-table tbody tr').count()) === 0) {
          await run(page, 2, 4);
          await untilFinished(page);
        }
        // A table that fits its box shows no scroll shadow: the covers at
        // its ends are the colour behind it, a card's or the page's.
        tables += await tablesShown(page);
        for (const [label, cover, backdrop] of await mismatchedCovers(page)) {
          found.push(`${colorScheme} ${viewport.width}px ${panel}: the table "${label}" has end covers of ${cover} on ${backdrop}`);
        }
        // On a desktop every table fits: none hides a column behind a scroll.
        if (!phone) for (const cut of await tablesCut(page)) found.push(`${colorScheme} ${viewport.width}px ${panel}: ${cut}`);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          const where = v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} (${n.any?.[0]?.message ?? n.failureSummary})`).join('; ');
          found.push(`${colorScheme} ${viewport.width}px ${panel}: ${v.id} (${v.impact}, ${v.nodes.length} elements) at ${where}`);
        }
      }
      // On a phone, the board docked beside the text (it shows only there).
      if (phone) {
        await page.getByRole('tab', { name: 'Article' }).click();
        await page.evaluate(() => document.querySelector('#scoring p').scrollIntoView());
        await page.getByRole('region', { name: 'The board, docked' }).waitFor({ state: 'visible' });
        // (With axe's experimental rule that a visible label is in the name.)
        const docked = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();
        for (const v of docked.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          const where = v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} (${n.any?.[0]?.message ?? n.failureSummary})`).join('; ');
          found.push(`${colorScheme} ${viewport.width}px docked board: ${v.id} (${v.impact}, ${v.nodes.length} elements) at ${where}`);
        }
      }
      // Settings of the reader's own: the badges that say so, and their links, too.
      await page.getByRole('tab', { name: 'Heuristic' }).click();
      await page.locator('#weight-smoothness').fill('3000');
      await page.locator('#weight-smoothness').dispatchEvent('change');
      await page.getByRole('tab', { name: 'Article' }).click();
      await page.getByText('custom solver').first().waitFor();
      const custom = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of custom.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        const where = v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} (${n.any?.[0]?.message ?? n.failureSummary})`).join('; ');
        found.push(`${colorScheme} ${viewport.width}px custom settings: ${v.id} (${v.impact}, ${v.nodes.length} elements) at ${where}`);
      }
      await context.close();
    }
  }
  assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
  // The article's tables and the benchmark's, in each of the four contexts.
  assert.ok(tables >= 4 * 5, `${tables} scrolling tables checked`);
});

test('a strict Content-Security-Policy, and nothing the page does breaks it', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  await page.goto(`${app.url}/?seed=5`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const policy = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
  console.log(`CSP: ${policy}`);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
  // Styles: the stylesheet, and the first view's one <style> by its hash.
  const styleHash = policy.match(/style-src 'self' 'sha256-([A-Za-z0-9+/=]+)'(;|$)/)?.[1];
  const firstViewStyle = (await (await fetch(`${app.url}/`)).text()).match(/<style>([\s\S]*?)<\/style>/)?.[1];
  assert.ok(firstViewStyle, 'the page as delivered has its first view\'s <style>');
  assert.equal(styleHash, createHash('sha256').update(firstViewStyle, 'utf8').digest('base64'));
  assert.doesNotMatch(policy, /'unsafe-eval'|'unsafe-inline'/);
  // Everything that sets styles from code or starts code: moves (tiles
  // placed by style properties), a hint, every panel, and a benchmark run
  // in Web Workers started from a blob: script.
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  await page.locator('.controls').getByRole('button', { name: 'Hint' }).click();
  for (const panel of PANELS) await page.getByRole('tab', { name: panel }).click();
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  await run(page, 2, 9);
  await untilFinished(page);
  assert.equal(await page.locator('.bench-table tbody tr').count(), 1, 'the workers ran under the policy');
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  await page.close();
});

// Wasm memory only grows (its size is a high-water mark), so the leak check
// on the Rust side reads the allocator's count of bytes in use, exported by
// the app as `heap_in_use`.
//
// On the JS side it counts the objects the page holds, from a heap snapshot
// (which collects garbage first), without V8's compiled code: the JIT keeps
// compiling hot functions for many games (0.59 → 0.80 MB of code from game 2
// to 30, while the objects went 1.544 → 1.560 MB), so the heap's used size
// rose 5-16 % from run to run with nothing held, and code is not something
// the page can leak. The browser's own objects ('native') are left out too:
// its style and layout caches grow and are trimmed (5.5 → 6.0 → 5.7 MB over
// 25 games); the page's elements are counted instead, and its detached DOM
// nodes reported.
async function heldObjects(cdp) {
  const chunks = [];
  const collect = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const [typeNames] = snapshot.meta.node_types;
  const [type, size, detachedness] = ['type', 'self_size', 'detachedness'].map((field) => fields.indexOf(field));
  let [held, detached] = [0, 0];
  for (let i = 0; i < nodes.length; i += fields.length) {
    if (!['code', 'native', 'hidden'].includes(typeNames[nodes[i + type]])) held += nodes[i + size];
    if (detachedness >= 0 && nodes[i + detachedness] === 2) detached += 1;
  }
  return { held, detached };
}

test('soak: 20 games of Autoplay at full speed leave the JS heap and the wasm heap where they were', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.addInitScript(() => addEventListener('TrunkApplicationStarted', (e) => (window.__wasm = e.detail.wasm)));
  await page.goto(`${app.url}/?seed=20`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByLabel('Speed').selectOption('max');
  const cdp = await page.context().newCDPSession(page);
  const measures = [];
  let moves = 0;
  for (let game = 1; game <= 20; game++) {
    await page.locator('#autoplay').click();
    await page.locator('.notice.over').waitFor({ timeout: 300_000 });
    moves += Number(await page.getByTestId('moves').textContent());
    await page.locator('.notice.over').getByRole('button', { name: 'New game' }).click();
    // Measured on a new game's first board, so that the size of the game
    // just played (its moves, its timeline) is not counted as a leak.
    if ([2, 5, 10, 20].includes(game)) {
      const wasm = await page.evaluate(() => window.__wasm?.memory?.buffer.byteLength ?? 0);
      const rust = await page.evaluate(() => window.wasmBindings.heap_in_use());
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const { held: heap, detached } = await heldObjects(cdp);
      measures.push({ game, heap, wasm, rust, elements, detached });
    }
  }
  const [second, last] = [measures[0], measures.at(-1)];
  const report = `soak: ${moves} moves over 20 games; JS objects held ${(second.heap / 1e6).toFixed(3)} MB after game 2, ${(last.heap / 1e6).toFixed(3)} MB after game 20 (${((last.heap / second.heap - 1) * 100).toFixed(1)} %); wasm memory ${(second.wasm / 1e6).toFixed(1)} → ${(last.wasm / 1e6).toFixed(1)} MB, of it in use ${measures.map((m) => `${(m.rust / 1e6).toFixed(3)}`).join(' → ')} MB after games ${measures.map((m) => m.game).join(', ')}; elements ${second.elements} → ${last.elements} (detached nodes ${measures.map((m) => m.detached).join(' → ')})`;
  console.log(report);
  await writeFile(join(ARTIFACTS, 'soak.json'), JSON.stringify({ moves, measures }, null, 2));
  assert.ok(last.heap <= second.heap * 1.1, report);
  assert.ok(second.rust > 0, `the app reports its heap: ${report}`);
  assert.ok(last.rust <= second.rust * 1.1, report);
  // A new game's first board is the same page whatever came before it.
  assert.equal(last.elements, second.elements, report);
  await page.close();
});

test('the benchmark started and cancelled 100 times: no worker left, and the next run is exact', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await openBench(page, app.url);
  const started = Date.now();
  for (let i = 0; i < 100; i++) {
    await run(page, 40, 7);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
  }
  // Terminated workers close; give the browser a moment to report it.
  await page.waitForFunction(() => true, null, { timeout: 1000 }).catch(() => {});
  for (let i = 0; i < 20 && page.workers().length > 0; i++) await page.waitForTimeout(100);
  const alive = page.workers().length;
  console.log(`cancel loop: 100 starts and cancels in ${((Date.now() - started) / 1000).toFixed(1)} s; workers alive afterwards: ${alive}`);
  assert.equal(alive, 0, 'every cancelled worker was terminated');
  assert.equal(await page.locator('.bench-table tbody tr').count(), 0, 'no cancelled run left a result');
  await run(page, 6, 1);
  await untilFinished(page);
  const cli = cliJSON(['bench', '--games', '6', '--seed', '1', '--json']);
  assert.deepEqual((await storedRecords(page)).map(outcome), cli.records.map(outcome));
  await page.close();
});

test('a write the browser refuses is shown as a notice, and the page keeps working', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=3`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.getByLabel('Snake ends').selectOption('top-left');
  await page.getByText(/Your browser would not store (the solver settings|the game in progress)/).first().waitFor();
  // The setting still applies for this visit, and the game still plays
  // (from the board: an arrow on the menu would turn the menu).
  assert.equal(await page.getByLabel('Snake ends').inputValue(), 'top-left');
  await page.getByRole('grid', { name: 'Board' }).focus();
  for (const key of ['ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight']) {
    await page.keyboard.press(key);
    if (Number(await page.getByTestId('moves').textContent()) === 1) break;
  }
  assert.equal(Number(await page.getByTestId('moves').textContent()), 1, 'a move plays after the refused write');
  assert.equal(await page.getByLabel('Snake ends').inputValue(), 'top-left');
  await page.close();
});

test('a worker built from other sources than the page is refused with a message', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  // Stand in for a stale cached worker: its glue reports another build id.
  await page.context().route(/worker\.js\?build=/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const stale = `const __post = self.postMessage.bind(self);
self.postMessage = (m) => __post(typeof m === 'string' ? m.replace(/"ready":"[0-9a-f]+"/, '"ready":"0000000000000000"') : m);
`;
    await route.fulfill({ response, body: stale + body });
  });
  await openBench(page, app.url);
  await run(page, 2, 1);
  await page.locator('.message-inline').filter({ hasText: 'built from another version of Lookahead' }).waitFor({ timeout: 30_000 });
  assert.match(await page.getByTestId('heard').textContent(), /built from another version of Lookahead/, 'and heard');
  assert.equal(await page.locator('.bench-table tbody tr').count(), 0);
  await page.close();
});
