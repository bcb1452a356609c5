// End to end: the search tree behind a hint — browse it, read a leaf,
// step through the search, export and import it. Also measures (and
// reports, without judging) how long recording and the first paint take.
// Stepping keeps its controls under the pointer (or the finger) and the
// node in sight, the call stack whole, and on a desktop the outline as
// tall as the window lets it be, beside the stack and the node's detail.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { useApp, watchErrors, shot, ARTIFACTS } from './browser.mjs';
import { CLI } from './bench-run.mjs';
import { controls } from './board.mjs';

const app = useApp();

// The page writes a true minus sign (U+2212).
const number = (text) => Number(text.replace(/,/g, '').replace('−', '-'));

/** Lets the solver play until the board is crowded enough for depth 5
 *  (at most 3 empty cells), stopping Autoplay from inside the page the
 *  moment that happens, before another move. */
async function reachDepthFive(page) {
  await page.getByLabel('Speed').selectOption('10');
  await page.locator('#autoplay').click();
  await page.waitForFunction(
    () => {
      const empty = [...document.querySelectorAll('[role=gridcell]')].filter((c) => c.textContent === '').length;
      const autoplay = document.getElementById('autoplay');
      if (empty <= 3 && autoplay.textContent === 'Stop') autoplay.click();
      return empty <= 3 || autoplay.textContent === 'Autoplay';
    },
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  const empty = await page.getByRole('gridcell').evaluateAll((cells) => cells.filter((c) => c.textContent === '').length);
  return empty <= 3;
}

test('browse the tree behind a depth-5 hint, step through it, export and import it', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=4242`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.ok(await reachDepthFive(page), 'a depth-5 position came up');
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByTestId('hint-direction').waitFor();
  await page.getByRole('button', { name: 'Show it without guessing' }).click();
  assert.match(await page.locator('#choice .depth').textContent(), /^Depth 5/);
  const hintValues = await page.locator('#choice .value-row').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('.value-dir').textContent.split(' ').pop(), r.querySelector('.value-number').textContent])),
  );
  const recordMs = await page.evaluate(() => performance.getEntriesByName('lookahead-record').pop().duration);

  // First paint of the tree, from the click on its tab to a painted frame.
  const paintMs = await page.evaluate(async () => {
    const started = performance.now();
    document.getElementById('tab-tree').click();
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    if (!document.querySelector('[role=treeitem]')) throw new Error('no tree items after one frame');
    return performance.now() - started;
  });
  const nodes = (await page.getByTestId('tree-cost').textContent()).match(/([\d,]+) nodes/)[1];
  console.log(`depth-5 hint: recorded ${nodes} nodes in ${recordMs.toFixed(2)} ms; tree first paint ${paintMs.toFixed(1)} ms`);
  await writeFile(join(ARTIFACTS, 'tree-timings.json'), JSON.stringify({ nodes, recordMs, paintMs }, null, 2));
  // The overview of a tree recorded while its tab was closed is drawn at
  // the width the tab gives it once open.
  const shape = page.locator('canvas[data-chart=overview]');
  await page.waitForFunction(() => document.querySelector('canvas[data-chart=overview]').width > 0);
  const shades = await shape.evaluate((canvas) => {
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 16) if (data[i + 3] > 0) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    return seen.size;
  });
  assert.ok(shades > 5, `the overview is drawn after a hint, then the tab (${shades} shades)`);

  const tree = page.getByRole('tree', { name: 'Search tree' });
  // It opens on the root and its moves.
  const root = tree.getByRole('treeitem').first();
  assert.equal(await root.getAttribute('aria-expanded'), 'true');
  // A screen reader hears each row's words once, and no star symbol.
  const heard = (await root.ariaSnapshot()).split('\n')[0];
  assert.match(heard, /^- treeitem "the position to decide root \(max\) [\d,−]+ \(on the expected line\)"/, heard);
  const move = (await tree.locator('[role=treeitem][aria-level="2"]').first().ariaSnapshot()).split('\n')[0];
  assert.match(move, /^- treeitem "(up|down|left|right) chance · /, move);
  // The outline is flat (only the rows in view are drawn); each row says
  // its level and place among its siblings.
  const level2 = tree.locator('[role=treeitem][aria-level="2"]');
  const moves = await level2.count();
  assert.equal(Number(await level2.first().getAttribute('aria-setsize')), moves);
  assert.equal(await level2.first().getAttribute('aria-posinset'), '1');
  assert.ok(moves >= 1 && moves <= 4);

  // Expand the best path and read the leaf at its end.
  await page.getByRole('button', { name: 'Expand best path' }).click();
  const selected = tree.locator('[role=treeitem][aria-selected=true]');
  assert.match(await selected.locator('.tree-row .node-kind').textContent(), /^leaf/);
  // Only the best path is open: the root's other moves are closed.
  assert.equal(await tree.locator('[role=treeitem][aria-level="2"][aria-expanded=true]').count(), 1);
  const terms = {};
  for (const term of ['positional', 'empties', 'smoothness', 'total']) {
    terms[term] = number(await page.locator(`.node-detail [data-term=${term}]`).textContent());
  }
  assert.equal(terms.positional + terms.empties + terms.smoothness, terms.total);
  await shot(page, 'desktop-tree-leaf.png');

  // Keyboard: Home goes to the root, ArrowRight into its first move.
  await selected.focus();
  await page.keyboard.press('Home');
  assert.equal(await root.getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowRight');
  assert.equal(await level2.first().getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await root.getAttribute('aria-selected'), 'true');

  // Fifty steps, one at a time. The call stack says why it is empty
  // before the first step, and lists the open nodes once there are some.
  const frames = page.locator('.stack li:not(.stack-empty)');
  const why = page.locator('.stack li.stack-empty');
  assert.equal(await why.textContent(), 'Nothing open: the search has finished.');
  await page.getByRole('button', { name: 'Restart' }).click();
  assert.equal(await why.textContent(), 'Nothing open yet: the first step enters the root.');
  const step = page.getByRole('button', { name: 'Step', exact: true });
  for (let i = 0; i < 50; i++) await step.click();
  assert.match(await page.getByTestId('step-status').textContent(), /^Step 50 of \d+/);
  assert.ok((await frames.count()) >= 1, 'the call stack is shown');
  assert.equal(await why.count(), 0, 'no note while nodes are open');
  await shot(page, 'desktop-tree-stepping.png');

  // Jump to the end: the root's moves carry the hint's values.
  await page.getByRole('button', { name: 'Jump to end' }).click();
  assert.equal(await why.textContent(), 'Nothing open: the search has finished.');
  assert.equal(await frames.count(), 0);
  await page.getByRole('button', { name: 'Collapse all' }).click();
  const ended = await level2.evaluateAll((items) =>
    Object.fromEntries(items.map((i) => [i.querySelector('.node-edge').textContent.split(' ')[1], i.querySelector('.tree-row .node-value').textContent])),
  );
  assert.equal(Object.keys(ended).length, moves);
  for (const [direction, value] of Object.entries(ended)) assert.equal(value, hintValues[direction], direction);

  // Export, then import the file back; a bad file changes nothing.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  const saved = join(ARTIFACTS, 'exported-tree.json');
  await download.saveAs(saved);
  const exported = JSON.parse(await readFile(saved, 'utf8'));
  assert.equal(exported.format, 'lookahead-search-tree');
  const summary = await page.getByTestId('tree-cost').textContent();
  const bad = join(ARTIFACTS, 'bad-tree.json');
  await writeFile(bad, '{"format": "<b>not</b> a tree"}');
  await page.locator('#tree-import').setInputFiles(bad);
  await page.locator('.import [role=alert]').waitFor();
  assert.match(await page.locator('.import [role=alert]').textContent(), /was not opened/);
  assert.equal(await page.locator('.import [role=alert] b').count(), 0, 'file text is shown as text, not markup');
  assert.equal(await page.getByTestId('tree-cost').textContent(), summary);
  await page.locator('#tree-import').setInputFiles(saved);
  await page.getByText('From the file exported-tree.json').waitFor();
  assert.equal((await page.getByTestId('tree-cost').textContent()).split('.')[0], summary.split('.')[0]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the tree at phone width', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=99`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await page.getByRole('button', { name: 'Expand best path' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 375);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
  await page.getByRole('tree', { name: 'Search tree' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'phone-tree.png') });
  // A crowded board's search, opened whole: every row keeps room for its
  // words down to the leaves (a deep row's words had 9 px: the phone's
  // smaller indent was overridden by the rule it was meant to change).
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByLabel('Board (16 numbers)').fill('2,4,8,16,32,64,128,256,2,4,8,16,0,0,0,2');
  await page.getByLabel('Board (16 numbers)').press('Enter');
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await page.getByRole('button', { name: 'Expand all' }).click();
  // (Opened whole, the rows drawn first run from the root down to a leaf.)
  const rooms = await page.locator('[role=tree] > [role=treeitem]').evaluateAll((items) =>
    items.map((item) => [Number(item.getAttribute('aria-level')), Math.round(item.querySelector('.node-text').getBoundingClientRect().width)]),
  );
  assert.ok(Math.max(...rooms.map(([level]) => level)) >= 6, `rows down to the leaves: levels ${[...new Set(rooms.map(([level]) => level))]}`);
  for (const [level, room] of rooms) assert.ok(room >= 150, `a row at level ${level} has ${room} px for its words`);
  // The stepper stays in view while stepping, unless the window is too
  // short for that (held sideways): there it would cover the tree.
  const stepper = page.locator('.stepper');
  assert.equal(await stepper.evaluate((e) => getComputedStyle(e).position), 'sticky');
  // Its buttons, icons alone here, are each wide enough to tap, all in one row.
  const buttons = await stepper.locator('.stepper-buttons button').evaluateAll((all) =>
    all.map((b) => ({ width: Math.round(b.getBoundingClientRect().width), top: Math.round(b.getBoundingClientRect().top) })),
  );
  assert.ok(buttons.length >= 7 && buttons.every((b) => b.width >= 40), `step buttons: ${JSON.stringify(buttons)}`);
  assert.equal(new Set(buttons.map((b) => b.top)).size, 1, `in one row: ${JSON.stringify(buttons)}`);
  await page.setViewportSize({ width: 740, height: 375 });
  assert.equal(await stepper.evaluate((e) => getComputedStyle(e).position), 'static');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the stepper stuck over the tree is one row of buttons and the status; the speed and Go to step sit under it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${app.url}/?seed=3`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByTestId('hint-direction').waitFor();
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await page.getByRole('button', { name: 'Expand all' }).click();
  const stepper = page.locator('.stepper');
  assert.equal(await stepper.evaluate((e) => getComputedStyle(e).position), 'sticky');
  const rows = await stepper.locator('.stepper-buttons > *').evaluateAll((all) => new Set(all.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  assert.equal(rows, 1, 'the buttons in one row');
  assert.equal(await stepper.locator('select, input').count(), 0, 'no field in the stuck bar');
  // Both still work from under it.
  await page.getByLabel('Steps/s').selectOption('100');
  await page.getByLabel('Go to step').fill('3');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  assert.match(await page.getByTestId('step-status').textContent(), /^Step 3 of \d+/);
  await context.close();
});

test('at 200% text the rows grow with it: none overlaps, each keeps its words, and the keys keep the chosen row in the box', async () => {
  for (const width of [1280, 375]) {
    const page = await app.browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(`${app.url}/?seed=6`);
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    // What a browser's text size setting does: the root font doubles.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await controls(page).getByRole('button', { name: 'Hint' }).click();
    await page.getByRole('tab', { name: 'Search tree' }).click();
    await page.locator('[role=tree] [role=treeitem]').first().focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    const rows = await page.evaluate(() => {
      const box = document.querySelector('.tree-scroll').getBoundingClientRect();
      const items = [...document.querySelectorAll('[role=tree] > [role=treeitem]')].map((item) => {
        const rect = item.getBoundingClientRect();
        const text = item.querySelector('.node-text').getBoundingClientRect();
        const value = item.querySelector('.node-value').getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, text: text.width, inside: text.height <= rect.height && value.bottom <= rect.bottom + 0.5 };
      });
      items.sort((a, b) => a.top - b.top);
      const chosen = document.querySelector('[role=treeitem][aria-selected=true]').getBoundingClientRect();
      return { items, chosenIn: chosen.top >= box.top - 0.5 && chosen.bottom <= box.bottom + 0.5, chosen: document.activeElement.getAttribute('aria-selected') };
    });
    assert.ok(rows.items.length > 4, `${width} px: rows drawn`);
    for (let i = 1; i < rows.items.length; i++) assert.ok(rows.items[i].top >= rows.items[i - 1].bottom - 0.5, `${width} px: row ${i} overlaps the one above`);
    for (const row of rows.items) {
      assert.ok(row.inside, `${width} px: a row's words and value fit inside it`);
      assert.ok(row.text > 100, `${width} px: a row's words have room (${row.text} px)`);
    }
    assert.ok(rows.chosenIn, `${width} px: the chosen row is in the box`);
    assert.equal(rows.chosen, 'true');
    await page.close();
  }
});

test('a board with one legal move: it is the best, on a scale that reads 0, never −0', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=3`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByRole('button', { name: 'Edit board' }).click();
  // Three full rows without a pair, the bottom row empty: only down moves a tile.
  const text = page.getByLabel('Board (16 numbers)');
  await text.fill('2,4,2,4,4,2,4,2,2,4,2,4,0,0,0,0');
  await text.press('Enter');
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('tree', { name: 'Search tree' }).waitFor();
  const table = page.locator('.node-detail .difference-table');
  assert.deepEqual(await table.locator('.gap-head .scale span').allTextContents(), ['0', '']);
  assert.deepEqual(await table.locator('.value-row .value-gap').allTextContents(), ['best'], 'down, the one move tried');
  assert.deepEqual(errors, []);
  await page.close();
});

test("the overview's selection is spoken while the reader moves it there, not at every step", async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=3`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('tree', { name: 'Search tree' }).waitFor();
  const selected = page.locator('#overview-selected');
  // Stepping moves the selection, and the step status says so: the
  // overview's line stays quiet (it spoke every step, 20 a second in Play).
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await selected.getAttribute('aria-live'), 'off');
  // The reader's own keys on the overview: now it speaks.
  const overview = page.getByRole('application', { name: /^Shape of the search/ });
  await overview.focus();
  const before = await selected.textContent();
  await page.keyboard.press('ArrowDown');
  assert.equal(await selected.getAttribute('aria-live'), 'polite');
  assert.notEqual(await selected.textContent(), before);
  assert.match(await selected.textContent(), /^Selected: .*, (layer \d+|below layer \d+)\.$/);
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  assert.equal(await selected.getAttribute('aria-live'), 'off');
  assert.deepEqual(errors, []);
  await page.close();
});

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
