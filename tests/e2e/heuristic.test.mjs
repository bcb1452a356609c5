// End to end: the heuristic tab — the rank heatmap beside the board, the
// board's score taken apart, and the corner knob changing the hint.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, watchErrors, shot } from './browser.mjs';

const app = useApp();

const ARTICLE_RANKS = ['3', '2', '1', '0', '4', '5', '6', '7', '11', '10', '9', '8', '12', '13', '14', '15'];

async function openHeuristic(page, seed) {
  await page.goto(`${app.url}/?seed=${seed}`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  const figure = page.getByRole('figure', { name: 'Rank heatmap' });
  await figure.waitFor();
  return figure;
}

const hint = async (page) => {
  await page.locator('.controls').getByRole('button', { name: 'Hint' }).click();
  const verdict = page.getByTestId('hint-direction');
  await verdict.waitFor();
  return (await verdict.textContent()).match(/^Hint: move (\w+)/)[1];
};

/** Where the snake's end dot is: in the rank-15 cell, and whether it
 *  clears that cell's labels. */
const endDot = (page) =>
  page.locator('#panel-heuristic .heatmap').evaluate((figure) => {
    const dot = figure.querySelector('.snake-path circle').getBoundingClientRect();
    const cell = figure.querySelector('.rank-cell[data-rank="15"]');
    const inside = (a, b) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const labels = [...cell.querySelectorAll('.rank-number, .rank-weight')].map((l) => l.getBoundingClientRect());
    return { drawn: dot.width > 0, inCell: inside(dot, cell.getBoundingClientRect()), clear: labels.every((l) => !meet(dot, l)) };
  });

test('the heatmap sits beside the board and follows the game (desktop)', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  const figure = await openHeuristic(page, 2024);
  const ranks = await figure.locator('.rank-cell').evaluateAll((cells) => cells.map((c) => c.dataset.rank));
  assert.deepEqual(ranks, ARTICLE_RANKS);
  // Beside the board: to its right, overlapping it vertically.
  const board = await page.getByRole('grid', { name: 'Board' }).boundingBox();
  const map = await figure.boundingBox();
  assert.ok(map.x > board.x + board.width, 'heatmap is right of the board');
  assert.ok(map.y < board.y + board.height, 'heatmap is level with the board');
  assert.deepEqual(await endDot(page), { drawn: true, inCell: true, clear: true }, "the snake's end is marked in its corner, clear of the labels");
  // The text alternative lists all sixteen cells.
  assert.equal(await figure.locator('table tbody tr').count(), 16);

  const total = page.locator('#panel-heuristic').getByTestId('score-total');
  const before = await total.textContent();
  // A tab clicked with the mouse lets go of the keys: the arrows play on
  // (and the tab stays the one clicked).
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  assert.notEqual(await total.textContent(), before, 'the overlay follows the board');
  assert.equal(await page.getByRole('tab', { name: 'Heuristic' }).getAttribute('aria-selected'), 'true');
  // From the keyboard, the tabs keep the WAI-ARIA keys: Enter on a tab,
  // then an arrow moves to the next tab and leaves the board alone.
  const moved = await page.getByTestId('moves').textContent();
  await page.getByRole('tab', { name: 'Heuristic' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByRole('tab', { name: 'Benchmark' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-benchmark');
  assert.equal(await page.getByTestId('moves').textContent(), moved, 'arrows on the tabs move no tile');
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  // Keep the pointer off the grid: hovering a cell shows that cell instead.
  await page.mouse.move(0, 0);
  await page.locator('.score-cell').nth(15).focus();
  assert.match(await page.locator('.details').textContent(), /^Row 4, column 4/);
  // The sixteen cells are one tab stop; arrows move between them (and
  // play no move), Tab leaves the grid at once.
  const movesBefore = await page.getByTestId('moves').textContent();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  assert.match(await page.locator('.details').textContent(), /^Row 3, column 3/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('.details').textContent(), /^Row 3, column 4/, 'the last column is an edge');
  assert.equal(await page.getByTestId('moves').textContent(), movesBefore);
  assert.equal(await page.locator('.score-cell[tabindex="0"]').count(), 1);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('score-cell')), false);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'score-cell-11', 'back to the cell last shown');
  await shot(page, 'desktop-heuristic.png');
  assert.deepEqual(errors, []);
  await page.close();
});

test('changing the corner changes the hint', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  await openHeuristic(page, 2024);
  const article = await hint(page);
  assert.ok(['down', 'right'].includes(article), `the article's snake pulls toward bottom-right, got ${article}`);
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.getByLabel('Snake ends').selectOption('top-left');
  const topLeft = await hint(page);
  assert.ok(['up', 'left'].includes(topLeft), `a top-left snake pulls toward top-left, got ${topLeft}`);
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  assert.deepEqual(await endDot(page), { drawn: true, inCell: true, clear: true }, 'the end mark follows the corner');
  // The article's tie rule speaks of the corner set, not the article's.
  await page.getByRole('tab', { name: 'Article' }).click();
  assert.match(await page.locator('#choice p').first().textContent(), /a mild lean toward down, which pushes tiles away from the top-left corner, where the snake ends\./);
  // Back to the article: the first hint returns.
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.getByRole('button', { name: 'Reset to Article' }).click();
  assert.equal(await hint(page), article);
  // Settings survive a reload; corrupt stored settings are reported, not fatal.
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.getByLabel('Snake ends').selectOption('top-right');
  await page.reload();
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  assert.equal(await page.getByLabel('Snake ends').inputValue(), 'top-right');
  // Opened without a link (the address holds the settings too), the page
  // reads them from storage: corrupt ones are reported, not fatal.
  await page.evaluate(() => localStorage.setItem('lookahead.solver-config', '{"depth": "deep'));
  await page.goto(`${app.url}/`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.match(await page.getByRole('status').first().textContent(), /solver settings saved earlier could not be read/);
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  assert.equal(await page.getByLabel('Snake ends').inputValue(), 'bottom-right');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the heuristic tab at phone width', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openHeuristic(page, 5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 375);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
  // The snake's line passes behind each cell's labels, which are on the
  // cell's own colour: it does not run through their digits.
  const seeThrough = await page.locator('.rank-cell').evaluateAll((cells) =>
    cells.flatMap((cell) =>
      [...cell.querySelectorAll('.rank-number, .rank-weight')]
        .filter((label) => getComputedStyle(label).backgroundColor !== getComputedStyle(cell).backgroundColor)
        .map((label) => label.textContent),
    ),
  );
  assert.deepEqual(seeThrough, [], 'labels the line shows through');
  await shot(page, 'phone-heuristic.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with large text on a phone, the terms table scrolls within its box instead of spilling past it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openHeuristic(page, 5);
  // A reader's default text size at 200% (the stylesheet sizes text in rem).
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const table = page.locator('#panel-heuristic .terms-table');
  const [box, shown] = await table.evaluate((t) => {
    // What shows of the table: the box that clips it, if one does, short of the card's own.
    const terms = t.closest('.terms');
    let clip = t.parentElement;
    while (clip !== terms && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const [seen, room] = [(clip === terms ? t : clip).getBoundingClientRect(), terms.getBoundingClientRect()];
    return [{ left: room.left, right: room.right }, { left: seen.left, right: seen.right, wide: t.getBoundingClientRect().width }];
  });
  assert.ok(shown.wide > box.right - box.left, `the text is large enough to make the table wider than its box: ${JSON.stringify({ box, shown })}`);
  assert.ok(shown.left >= box.left - 0.5 && shown.right <= box.right + 0.5, `what shows of the table stays in its box: ${JSON.stringify({ box, shown })}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dark mode', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  await openHeuristic(page, 2024);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(background, 'rgb(246, 244, 239)', 'the dark palette applies');
  await shot(page, 'desktop-dark.png');
  await page.close();
});

test("a board's shares fit their cells, and a term of 0 has no segment in the bar", async () => {
  for (const width of [1280, 375]) {
    const page = await app.browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchErrors(page);
    await openHeuristic(page, 11);
    await page.getByRole('button', { name: 'Edit board' }).click();
    const text = page.getByLabel('Board (16 numbers)');
    // Tiles worth a few millionths of a percent of the score beside a 512.
    await text.fill('2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4');
    await text.press('Enter');
    const shares = await page.locator('.score-share').evaluateAll((all) =>
      all.filter((s) => s.textContent).map((s) => [s.textContent, s.scrollWidth <= s.parentElement.clientWidth]),
    );
    assert.equal(shares.length, 13);
    for (const [share, fits] of shares) assert.ok(share.length <= 7 && fits, `${width}px: “${share}” fits its cell`);
    assert.ok(shares.some(([share]) => share === '<0.001%'), JSON.stringify(shares));
    assert.deepEqual(errors, []);
    await page.close();
  }
  // Seed 2024's first board has no neighbouring tiles: smoothness is 0.
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openHeuristic(page, 2024);
  const scored = page.locator('section[aria-labelledby=board-score-title]');
  const bar = await scored.locator('.terms-bar .term').evaluateAll((all) => all.map((t) => t.getBoundingClientRect().width));
  assert.equal(bar[2], 0, `no smoothness segment: ${bar}`);
  const total = await scored.locator('.terms-bar').evaluate((b) => b.getBoundingClientRect().width);
  assert.ok(Math.abs(bar[0] + bar[1] - total) < 1, `the other two fill the bar exactly: ${bar} of ${total}`);
  await page.close();
});
