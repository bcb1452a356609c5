// End to end: what new readers used to trip on. Stepping keeps its
// controls under the pointer (or the finger) and the node in sight, the
// call stack whole, and on a desktop the outline as tall as the window
// lets it be, beside the stack and the node's detail; a late
// decision reads as differences from the best; the "what separates" view
// shows the empty-cell term deciding; Autoplay stops where it is told to;
// legends sit beside the charts, not on them; wide tables scroll in their
// box and can be reached from the keyboard. The positions were found with
// the solver itself: seed 3 plays 4,469 moves; seed 1 at move 67 chooses a
// move whose board has one more empty cell but a lower positional term.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { useApp, watchErrors, ARTIFACTS } from './browser.mjs';
import { CLI, openBench, run, untilFinished } from './bench-run.mjs';

const app = useApp();
const moves = async (page) => Number(await page.getByTestId('moves').textContent());

/** Autoplays as fast as possible until the game reaches move `n`. */
async function playUntil(page, n) {
  await page.getByLabel('Play until move').fill(String(n));
  await page.getByLabel('Play until move').dispatchEvent('change');
  await page.getByLabel('Speed').selectOption('max');
  const autoplay = page.locator('#autoplay');
  await autoplay.click();
  await page.waitForFunction(() => document.getElementById('autoplay').textContent === 'Autoplay', null, {
    polling: 200,
    timeout: 120_000,
  });
  assert.equal(await autoplay.textContent(), 'Autoplay');
}

for (const [label, options] of [
  ['desktop', { viewport: { width: 1280, height: 860 } }],
  ['phone', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }],
]) {
  test(`stepping 30 times never moves the Step button, and the node stays in sight (${label})`, async () => {
    const json = execFileSync(CLI, ['tree', '--board', '2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4', '--seed', '3', '--json'], { encoding: 'utf8' });
    const file = join(ARTIFACTS, 'reader-tree.json');
    await writeFile(file, json);
    const context = await app.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/?seed=7`);
    await page.getByRole('tab', { name: 'Search tree' }).click();
    await page.locator('#tree-import').setInputFiles(file);
    const step = page.getByRole('button', { name: 'Step', exact: true });
    // The file is read asynchronously: the stepper appears once it is.
    await step.waitFor();
    // The reader scrolls the stepper to the top of the window, as one does
    // to work with it; from there on, nothing may move it.
    await page.evaluate(() => document.querySelector('.stepper').scrollIntoView());
    const start = await step.boundingBox();
    const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
    const scroll = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 30; i++) {
      if (options.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      const now = await step.boundingBox();
      assert.deepEqual([now.x, now.y], [start.x, start.y], `the Step button stayed put (step ${i + 1})`);
      // Where the search is stays on screen: the status, and on a wide
      // screen the selected node's detail beside the outline.
      const inView = await page.evaluate(() => {
        const visible = (e) => {
          const r = e.getBoundingClientRect();
          return r.top >= 0 && r.top < window.innerHeight && r.height > 0;
        };
        const current = document.querySelector('.tree-row.current');
        // The call stack is never cut: every frame lies inside its box,
        // and (on the bench) inside the column that holds it, on screen.
        const stack = document.querySelector('.stack ol').getBoundingClientRect();
        const side = document.querySelector('.tree-side').getBoundingClientRect();
        const frames = [...document.querySelectorAll('.stack li')].map((li) => li.getBoundingClientRect());
        const outline = document.querySelector('.tree-scroll').getBoundingClientRect();
        return {
          status: visible(document.querySelector('[data-testid=step-status]')),
          detail: visible(document.querySelector('.node-detail')),
          current: current ? visible(current) : false,
          frames: frames.length,
          stackWhole: frames.every((f) => f.top >= stack.top - 0.5 && f.bottom <= stack.bottom + 0.5),
          stackShown: frames.every((f) => f.bottom <= Math.min(side.bottom, innerHeight) + 0.5),
          outline: { top: outline.top, bottom: outline.bottom },
          sideways: [...document.querySelectorAll('.tree-panel *')].filter((e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)).map((e) => e.className),
        };
      });
      assert.ok(inView.status && inView.current, `status and current row in view at step ${i + 1}: ${JSON.stringify(inView)}`);
      assert.ok(inView.frames > 0 && inView.stackWhole, `the whole call stack is shown at step ${i + 1}`);
      assert.deepEqual(inView.sideways, [], `nothing in the panel scrolls sideways at step ${i + 1}`);
      if (label === 'desktop') {
        // The bench fills the window: the outline runs from under the
        // stepper to the window's foot, beside the stack and the detail.
        assert.ok(inView.detail && inView.stackShown, `the stack and the detail are in view at step ${i + 1}`);
        assert.ok(inView.outline.top < 200, `the outline starts under the stepper (${inView.outline.top})`);
        const height = await page.evaluate(() => innerHeight);
        assert.ok(inView.outline.bottom <= height && inView.outline.bottom >= height - 24, `the outline reaches the window's foot (${inView.outline.bottom} of ${height})`);
      }
    }
    assert.match(await page.getByTestId('step-status').textContent(), /^Step 30 of/);
    assert.equal(await page.evaluate(() => window.scrollY), scroll, 'the page did not scroll by itself');
    // Keys in the panel act on the panel, never on the game.
    const board = await page.getByRole('grid', { name: 'Board' }).textContent();
    await step.focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await page.getByTestId('step-status').textContent(), /^Step 31 of/);
    assert.equal(await page.getByRole('grid', { name: 'Board' }).textContent(), board);
    // Focus in the outline is never under the stuck stepper (WCAG 2.4.11):
    // the page scrolled so that the stepper covers the outline's top, the
    // first row is focused from the keyboard, and then by Tab.
    const clearOfStepper = () =>
      page.evaluate(() => {
        const cover = document.querySelector('.stepper').getBoundingClientRect();
        const focused = document.activeElement.getBoundingClientRect();
        return { clear: cover.top > 1 || focused.top >= cover.bottom - 0.5, focused: focused.top, cover: cover.bottom, role: document.activeElement.getAttribute('role') };
      });
    const underStepper = async () => {
      await page.evaluate(() => {
        const cover = document.querySelector('.stepper').getBoundingClientRect();
        const outline = document.querySelector('.tree-scroll').getBoundingClientRect();
        scrollBy(0, outline.top - cover.height / 2);
      });
      await page.waitForTimeout(100);
    };
    await underStepper();
    await page.locator('.tree [role=treeitem][tabindex="0"]').focus({ preventScroll: true });
    await page.keyboard.press('Home');
    await page.waitForTimeout(200);
    const byKey = await clearOfStepper();
    assert.ok(byKey.role === 'treeitem' && byKey.clear, `Home: the focused row is clear of the stepper ${JSON.stringify(byKey)}`);
    // Focused as Tab focuses it: the browser's own scroll, then the page's.
    await page.locator('.tree [role=treeitem][tabindex="0"]').evaluate((row) => row.blur());
    await underStepper();
    await page.locator('.tree [role=treeitem][tabindex="0"]').evaluate((row) => row.focus());
    await page.waitForTimeout(200);
    const byTab = await clearOfStepper();
    assert.ok(byTab.clear, `focus: the row is clear of the stepper ${JSON.stringify(byTab)}`);
    await page.screenshot({ path: join(ARTIFACTS, `reader-stepping-${label}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a late decision reads as differences from the best; Autoplay stops where asked', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  // Seed 4's game lasts 1,776 moves.
  await page.goto(`${app.url}/?seed=4`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  // While it plays, the button says Stop.
  const autoplay = page.locator('#autoplay');
  await autoplay.click();
  assert.equal(await autoplay.textContent(), 'Stop');
  await autoplay.click();
  assert.equal(await autoplay.textContent(), 'Autoplay');
  while ((await moves(page)) > 0) await page.getByRole('button', { name: 'Undo' }).click();
  await playUntil(page, 500);
  assert.equal(await moves(page), 500, 'Play until move 500 stops at 500');
  // And says why it stopped.
  assert.match(await page.locator('.board [role=status]').textContent(), /^Autoplay stopped at move 500, as asked\. Score \d+\.$/);
  await playUntil(page, 1000);
  assert.equal(await moves(page), 1000);
  await page.locator('#choice').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Show it without guessing' }).click();
  const rows = await page.locator('.difference-table .value-row:not(.illegal)').evaluateAll((rows) =>
    rows.map((r) => ({
      chosen: r.classList.contains('chosen'),
      gap: r.querySelector('.value-gap').textContent,
      exact: r.querySelector('.value-gap').title,
      offScale: r.querySelector('.gap-bar').classList.contains('off-scale'),
      width: parseFloat(r.querySelector('.gap-fill').style.width),
      value: r.querySelector('.value-number').textContent,
    })),
  );
  assert.ok(rows.length >= 2, 'a real choice');
  const chosen = rows.find((r) => r.chosen);
  assert.equal(chosen.gap, 'best');
  assert.equal(chosen.width, 0);
  assert.equal(Math.max(...rows.map((r) => r.width)), 100, 'the farthest move spans the scale');
  // Each gap in a unit a reader can picture: empty cells (the unit the
  // article taught) while a board could hold them, else a share of the
  // best value; in full on hover.
  const others = rows.filter((r) => !r.chosen);
  const best = Number(chosen.value.replace(/[−,]/g, ''));
  for (const r of others) {
    assert.match(r.gap, /^(about [\d.,]+ (of an )?empty cells?|less than a hundredth of an empty cell|[\d.]+%) below( \(off the scale\))?$/, r.gap);
    assert.match(r.exact, /^−[\d,]+$/);
    const cells = r.gap.match(/^about ([\d.,]+) empty cells?/);
    if (cells) assert.ok(Number(cells[1].replace(/,/g, '')) <= 16, `no more empty cells than a board has: ${r.gap}`);
    const share = r.gap.match(/^([\d.]+)% below/);
    if (share) {
      const gap = Number(r.exact.replace(/[−,]/g, ''));
      assert.ok(gap > 16 * 200000, `a share only past a board of empty cells: ${r.gap}`);
      assert.ok(Math.abs(Number(share[1]) - (100 * gap) / best) <= 0.05 * Number(share[1]) + 0.005, `${r.gap} is ${gap} of ${best}`);
    }
  }
  // Bars scaled to the moves that matter: a gap over ten times the
  // second-nearest one's (a near-tie does not set the scale) is off the
  // scale, drawn full and marked; the others not.
  const gapOf = (r) => Number(r.exact.replace(/[−,]/g, ''));
  const sorted = others.map(gapOf).sort((a, b) => a - b);
  const reference = sorted[1] ?? sorted[0];
  for (const r of others) {
    assert.equal(r.offScale, gapOf(r) > 10 * reference, `${r.exact} against −${reference}`);
    assert.equal(r.gap.endsWith('(off the scale)'), r.offScale);
  }
  // The values themselves are in the trillions; the gaps are what differ.
  assert.ok(chosen.value.replace(/,/g, '').length >= 10, chosen.value);
  // The scale is labelled from 0 to the largest gap.
  const scale = await page.locator('.difference-table .scale').textContent();
  assert.match(scale, /^0−[\d,]+$/);
  await page.screenshot({ path: join(ARTIFACTS, 'reader-late-decision.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('what separates two moves: here, one empty cell outweighs the positional term', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  // At move 348 of seed 1, down beats right by one empty cell (200,000)
  // against 37,890 of positional term.
  await page.goto(`${app.url}/?seed=1`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playUntil(page, 348);
  assert.equal(await moves(page), 348);
  await page.locator('#choice').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Show it without guessing' }).click();
  const decides = page.getByTestId('what-decides');
  await decides.waitFor();
  assert.equal(await decides.locator('tr.decider').getAttribute('data-decides'), 'empty cells');
  const difference = async (term) =>
    Number((await decides.locator(`tr[data-decides="${term}"] .signed-value`).textContent()).replace(/[,+]/g, '').replace('−', '-'));
  assert.equal(await difference('empty cells'), 200000, 'one more empty cell, weighted');
  assert.ok((await difference('positional')) < 0, 'while the positional term points the other way');
  assert.match(await page.getByTestId('what-decides-summary').textContent(), /the empty cells term does the most of it/);
  await decides.screenshot({ path: join(ARTIFACTS, 'reader-what-decides.png') });
  // At 1280 px too, with values of 13 digits, nothing is cut short.
  assert.ok(
    await page.evaluate(() => {
      const box = document.querySelector('[data-testid=what-decides] .table-scroll');
      return box.scrollWidth <= box.clientWidth;
    }),
    'the terms fit in the card at 1280 px',
  );
  // On a phone the terms stand as blocks: nothing scrolls out of sight,
  // the difference least of all, and each value says whose it is.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForFunction(() => {
    const box = document.querySelector('[data-testid=what-decides] .table-scroll');
    return box.scrollWidth <= box.clientWidth;
  });
  const inside = await decides.evaluate((figure) => {
    const edge = figure.getBoundingClientRect();
    return [...figure.querySelectorAll('th, td')].every((cell) => {
      const r = cell.getBoundingClientRect();
      return r.width === 0 || (r.left >= edge.left && r.right <= edge.right);
    });
  });
  assert.ok(inside, 'every cell within the card');
  const first = await decides.locator('thead th').nth(1).textContent();
  assert.equal(
    await decides.locator('tr[data-decides="empty cells"] td').first().evaluate((td) => getComputedStyle(td, '::before').content),
    `"${first} " / ""`,
    'labelled with its column head, unheard (the table still has its head for a screen reader)',
  );
  await decides.screenshot({ path: join(ARTIFACTS, 'reader-what-decides-phone.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('legends sit beside the charts; the results table scrolls in its box and is reachable', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openBench(page, app.url);
  await run(page, 2, 4);
  await untilFinished(page);
  const overlaps = await page.evaluate(() => {
    const boxes = (selector) => [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect());
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const legends = boxes('.chart-legend');
    return boxes('canvas[data-chart]').some((c) => legends.some((l) => l.width > 0 && hit(c, l)));
  });
  assert.equal(overlaps, false, 'no legend lies over a chart');
  const table = page.locator('#panel-benchmark .table-scroll');
  const [scrollWidth, clientWidth] = await table.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(scrollWidth > clientWidth, 'the results table is wider than its box and scrolls in it');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'the page itself does not scroll sideways');
  const axe = await new AxeBuilder({ page }).include('#panel-benchmark').withRules(['scrollable-region-focusable']).analyze();
  assert.deepEqual(axe.violations, [], 'the scrolling table can be reached from the keyboard');
  await page.screenshot({ path: join(ARTIFACTS, 'reader-bench-phone.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
