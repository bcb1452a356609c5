// End to end: the keyboard and what a screen reader hears. A move is
// announced once (and only by the board's status, not by every paragraph
// that follows the game); a move that changes nothing and Undo are said
// too, an opened link is not. Arrows on the views beside the board keep
// their own meaning (a wide table scrolls); a tab clicked with the mouse
// gives the arrows back to the board. Closing the editor, or opening a view
// from the article by keyboard, leaves focus where the next keys belong.
// The Article tab brings the reader back to where they were reading.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from './browser.mjs';
import { run, untilFinished } from './bench-run.mjs';
import { moves } from './board.mjs';

const app = useApp();
const status = (page) => page.locator('.board [role=status]').textContent();

/** The text of every region that speaks when it changes. */
const spoken = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live=polite], [aria-live=assertive], [role=status], [role=alert], output')]
      .filter((e) => e.getAttribute('aria-live') !== 'off')
      .map((e) => e.textContent),
  );

test('a screen reader hears each move once, a move that does nothing, and Undo; not an opened link', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.url}/?seed=7`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  // One 2 in the top-left corner: left and up change nothing. The sixteen
  // numbers pasted are what Start uses.
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByLabel('Board (16 numbers)').fill('2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0');
  await page.getByRole('button', { name: 'Start from this board' }).click();
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'grid', 'the keys go back to the board');
  assert.equal(await status(page), '');

  await page.keyboard.press('ArrowLeft');
  assert.equal(await status(page), 'Left changes nothing; still move 0.');
  // Refused again, it is said again: the words change (by an invisible
  // trailing space), or a screen reader would stay silent.
  await page.keyboard.press('ArrowLeft');
  const again = await status(page);
  assert.notEqual(again, 'Left changes nothing; still move 0.');
  assert.equal(again.trim(), 'Left changes nothing; still move 0.');
  const before = await spoken(page);
  await page.keyboard.press('ArrowDown');
  assert.equal(await moves(page), 1);
  assert.equal(await status(page), 'Move 1: down. Score 0.');
  const after = await spoken(page);
  const changed = after.filter((text, i) => text !== before[i]);
  assert.deepEqual(changed, ['Move 1: down. Score 0.'], 'only the board speaks about a move');
  // Two alike moves are two sentences (whether the second one moves
  // depends on where the spawn fell; each case has its own).
  await page.keyboard.press('ArrowDown');
  assert.match(await status(page), (await moves(page)) === 2 ? /^Move 2: down\. Score \d+\.$/ : /^Down changes nothing; still move 1\.$/);
  const played = await moves(page);
  await page.keyboard.press('u');
  assert.match(await status(page), new RegExp(`^Undone: back to move ${played - 1}\\. Score \\d+\\.$`));
  // Scrubbing the timeline is not a move either: the status goes quiet.
  const at = await moves(page);
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp']) if ((await moves(page)) === at) await page.keyboard.press(key);
  assert.match(await status(page), new RegExp(`^Move ${at + 1}: `));
  await page.locator('#timeline-move').fill('0');
  assert.equal(await moves(page), 0);
  assert.equal(await status(page), '');

  const link = page.url();
  const fresh = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await fresh.goto(link);
  await fresh.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await status(fresh), '', 'opening a link is not a move');
  // The board's description is read out although its disclosure is closed.
  const described = await fresh.getByRole('grid', { name: 'Board' }).evaluate((grid) => document.getElementById(grid.getAttribute('aria-describedby')).textContent);
  assert.match(described, /^Arrow keys or WASD move/);
  await fresh.close();
  await page.close();
});

test('arrows keep their meaning beside the board; a clicked tab gives them back', async () => {
  const page = await app.browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(`${app.url}/?seed=7`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  // The benchmark's table of runs is wider than a phone (the article's
  // tables become cards there): arrows scroll it.
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  await run(page, 2, 7);
  await untilFinished(page);
  const table = page.getByRole('region', { name: "The runs' results" });
  await table.focus();
  assert.ok(await table.evaluate((e) => e.scrollWidth > e.clientWidth), 'the table scrolls sideways');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // (A browser may scroll smoothly: the table gets there a moment later.)
  await table.evaluate((e) => new Promise((done, fail) => {
    const until = Date.now() + 2000;
    const check = () => (e.scrollLeft > 0 ? done() : Date.now() > until ? fail(new Error('the arrows scrolled the table')) : requestAnimationFrame(check));
    check();
  }));
  assert.equal(await moves(page), 0, 'and moved no tile');
  // A tab clicked with a finger or the mouse: the arrows play again.
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await page.getByRole('tab', { name: 'Article' }).click();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
  assert.ok((await moves(page)) > 0, 'the arrows play after a clicked tab');
  assert.equal(await page.getByRole('tab', { name: 'Article' }).getAttribute('aria-selected'), 'true');
  await page.close();
});

test('the Article tab brings the reader back; a view opened by keyboard lands on its tab', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.url}/?seed=7`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.locator('#choice').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('choice').scrollIntoView());
  await page.waitForTimeout(100);
  const reading = await page.evaluate(() => window.scrollY);
  assert.ok(reading > 1000, `deep in the article: ${reading}`);
  // Back up to the tabs, as a reader must to click one.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('tab', { name: 'Article' }).click();
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, reading);

  // "Go deeper", from the keyboard: focus lands on the view's tab.
  const link = page.getByRole('button', { name: 'The heuristic' });
  await link.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByRole('tab', { name: 'Heuristic' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-heuristic');
  // H asks for a hint from a view's tab, the Search tree's among them,
  // whose first words ask for one (only the tree itself, which jumps to
  // the row a letter begins, keeps the letters).
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Press Hint to record the search').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-tree');
  await page.keyboard.press('h');
  await page.getByRole('tree', { name: 'Search tree' }).waitFor();
  await page.getByTestId('hint-direction').waitFor();
  // Other letters there keep away from the game under the search.
  const before = await moves(page);
  await page.getByRole('button', { name: 'Expand all' }).focus();
  for (const key of ['s', 'd', 'p']) await page.keyboard.press(key);
  await page.waitForTimeout(300);
  assert.equal(await moves(page), before, 'no move, no Autoplay');
  await page.close();
});

test('a hint is spoken from a region already on the page, not one created with its words', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.url}/?seed=7`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const region = page.locator('.hint-slot');
  assert.equal(await region.getAttribute('aria-live'), 'polite');
  assert.equal(await region.textContent(), '');
  const live = await region.evaluateHandle((e) => e);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByTestId('hint-direction').waitFor();
  assert.ok(await live.evaluate((e) => e.isConnected), 'the same region, kept');
  assert.match(await region.textContent(), /^Hint: move \w+ \S+ · depth \d+ · /);
  // Nothing inside speaks on its own as well (it would be heard twice).
  assert.equal(await region.locator('[aria-live], [role=status]').count(), 0);
  await page.close();
});

test('skip links: the first Tab offers the board and the views; deep in the article, a few Shift+Tabs lead back to the tabs', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=3`);
  await page.getByRole('grid', { name: 'Board' }).first().waitFor();
  // The first Tab: a link that shows itself, and takes the keyboard to the board.
  await page.keyboard.press('Tab');
  const first = page.locator(':focus');
  assert.equal(await first.textContent(), 'Skip to the board');
  const box = await first.boundingBox();
  assert.ok(box.width > 20 && box.y >= 0 && box.y < 60, `the focused skip link is in sight ${JSON.stringify(box)}`);
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.closest('#game') !== null && document.activeElement.getAttribute('role')), 'grid');
  const before = await moves(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  assert.ok((await moves(page)) > before, 'the arrows play from there');
  // The second: the views' selected tab.
  await page.reload();
  await page.getByRole('grid', { name: 'Board' }).first().waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.locator(':focus').textContent(), 'Skip to the views');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'tab');
  assert.equal(await page.locator(':focus').textContent(), 'Article');
  // Deep in the article (section 5's first control), back to the tabs.
  const control = page.locator('#choice button:visible, #choice input:visible, #choice select:visible').first();
  await control.focus();
  let presses = 0;
  while ((await page.locator(':focus').textContent()) !== 'Back to the view tabs' && presses < 8) {
    await page.keyboard.press('Shift+Tab');
    presses++;
  }
  assert.equal(await page.locator(':focus').textContent(), 'Back to the view tabs', `reached in ${presses} Shift+Tabs`);
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'tab');
  await page.close();
});
