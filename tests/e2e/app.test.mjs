// End to end: the built app in Chromium, used as a reader would.
// Screenshots land in tests/e2e/artifacts/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, shownPages, watchErrors, shot, watchLongTasks, longestTask } from './browser.mjs';
import { cells, moves, controls, autoplay } from './board.mjs';

const app = useApp();
/** A page for the reader who asked to be shown, not asked first. */
const shownPage = shownPages(app);

test('play from the keyboard, ask for a hint, autoplay and stop it (desktop)', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=2024`);
  const grid = page.getByRole('grid', { name: 'Board' });
  await grid.waitFor();
  assert.equal((await cells(page)).length, 16);
  assert.equal((await cells(page)).filter((c) => c !== '').length, 2);

  // Five moves from the keyboard: cycle directions until five were legal.
  const keys = ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp'];
  for (let i = 0; (await moves(page)) < 5 && i < 40; i++) {
    const before = await cells(page);
    const count = await moves(page);
    await page.keyboard.press(keys[i % 4]);
    if ((await moves(page)) > count) assert.notDeepEqual(await cells(page), before);
  }
  assert.equal(await moves(page), 5);

  // Hint: a direction and four values (or "illegal").
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  const verdict = page.getByTestId('hint-direction');
  await verdict.waitFor();
  assert.match(await verdict.textContent(), /^Hint: move (down|right|left|up)/);
  // Why?, asked from another view, opens the article at the section that
  // explains the choice, with the keyboard there.
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.locator('.hint-line').getByRole('button', { name: 'Why?' }).click();
  await page.waitForFunction(() => document.activeElement?.id === 'choice-title');
  const top = await page.locator('#choice').evaluate((section) => section.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 20, `the section is at the top of the window (${top})`);
  assert.equal(await page.getByRole('tab', { name: 'Article' }).getAttribute('aria-selected'), 'true');
  // The article keeps the four values back until the reader guesses, or asks.
  await page.getByRole('button', { name: 'Show it without guessing' }).click();
  const values = await page.locator('#choice .value-row .value-number').allTextContents();
  assert.equal(values.length, 4);
  for (const v of values) assert.match(v, /^(-?[\d,]+|illegal)$/);
  assert.match(await page.locator('#choice .depth').textContent(), /^Depth [345]: \d+ empty cells?/);
  await shot(page, 'desktop-hint.png');
  // Or the whole search behind the hint: the Search tree view, on it.
  await page.locator('.hint-line').getByRole('button', { name: 'Its search tree' }).click();
  assert.equal(await page.getByRole('tab', { name: 'Search tree' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('tree', { name: 'Search tree' }).waitFor();
  assert.match(await page.locator('.tree-summary').first().textContent(), new RegExp(`chose \\S+ ${(await verdict.textContent()).match(/move (\w+)/)[1]}\\.`));
  await page.getByRole('tab', { name: 'Article' }).click();

  // Autoplay: the move count rises on its own, and stops when pressed again.
  const start = await moves(page);
  const autoplay = page.locator('#autoplay');
  const before = await autoplay.boundingBox();
  await autoplay.click();
  assert.equal(await autoplay.textContent(), 'Stop');
  // Stop is where Autoplay was: the same click stops it.
  assert.deepEqual(await autoplay.boundingBox(), before, 'the button stays under the pointer');
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=moves]').textContent) >= n, start + 8);
  await autoplay.click();
  assert.equal(await autoplay.textContent(), 'Autoplay');
  const stopped = await moves(page);
  await page.waitForTimeout(600);
  assert.equal(await moves(page), stopped, 'no moves after Autoplay was stopped');
  // A screen reader hears it stop (the button's new name is not spoken).
  assert.match(await page.locator('.board [role=status]').textContent(), new RegExp(`^Autoplay stopped at move ${stopped}\\. Score \\d+\\.$`));
  await shot(page, 'desktop-autoplay.png');

  // Undo takes back a move.
  const undo = controls(page).getByRole('button', { name: 'Undo' });
  await undo.click();
  assert.equal(await moves(page), stopped - 1);
  // From the keyboard, all the way back: at move 0 Undo turns itself off,
  // and the focus stays with its group of buttons, not the top of the page.
  await undo.focus();
  for (let presses = 0; (await moves(page)) > 0 && presses < 100; presses++) await page.keyboard.press('Enter');
  assert.equal(await moves(page), 0);
  assert.ok(await undo.isDisabled());
  await page.waitForFunction(() => document.activeElement.tagName === 'DIV' && [...document.activeElement.querySelectorAll('button')].some((b) => b.textContent === 'Undo'));
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'New game');
  assert.deepEqual(errors, []);
  await page.close();
});

test('full-speed autoplay keeps the page responsive', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=77`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await watchLongTasks(page);
  await page.getByLabel('Speed').selectOption('max');
  const autoplay = page.locator('#autoplay');
  await autoplay.click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=moves]').textContent) >= 300);
  // The page still answers a click while the solver plays flat out.
  const clicked = Date.now();
  await autoplay.click();
  const answeredIn = Date.now() - clicked;
  assert.equal(await autoplay.textContent(), 'Autoplay');
  const longest = await longestTask(page);
  console.log(`full-speed autoplay: longest main-thread task ${longest.toFixed(0)} ms; Stop answered in ${answeredIn} ms`);
  // A loop that never yielded would block for seconds; one frame's burst
  // plus rendering stays far below this bound even on a loaded machine.
  assert.ok(longest < 500, `longest task ${longest} ms`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('phone width: swipes move, the layout fits 375 px', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=31`);
  const grid = page.getByRole('grid', { name: 'Board' });
  await grid.waitFor();
  const box = await grid.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, `board fits the screen: ${JSON.stringify(box)}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 375);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);

  // Swipe with real touch events through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const swipe = async (dx, dy) => {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y: y + dy / 2 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y: y + dy }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const scrollBefore = await page.evaluate(() => window.scrollY);
  for (const [dx, dy] of [[0, 120], [120, 0], [-120, 0], [0, -120], [0, 120], [120, 0]]) await swipe(dx, dy);
  assert.ok((await moves(page)) >= 3, 'swipes played moves');
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'swiping on the board does not scroll the page');
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByTestId('hint-direction').waitFor();
  await shot(page, 'phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone with text at 200%, nothing in any view runs past the window', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=5`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  // A reader's default text size at 200% (16 px is the browser's own), as
  // a browser's setting makes it: the media queries in em follow it too.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const tab of ['Article', 'Search tree', 'Heuristic', 'Benchmark', 'Compare']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.locator('[role=tabpanel]:not([hidden]) :is(h2, h3)').first().waitFor();
    // What sticks out past the window's right edge, but for what scrolls
    // in a box of its own (a wide table, the tab strip).
    const past = await page.evaluate(() => {
      const room = document.documentElement.clientWidth;
      const scrolls = (el) => {
        for (let box = el.parentElement; box; box = box.parentElement) if (/auto|scroll|hidden/.test(getComputedStyle(box).overflowX)) return true;
        return false;
      };
      return [...document.querySelectorAll('[role=tabpanel]:not([hidden]) *, .play *')]
        .filter((el) => el.getClientRects().length > 0 && !scrolls(el) && el.getBoundingClientRect().right > room + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 30)}" to ${Math.round(el.getBoundingClientRect().right)} px`);
    });
    assert.deepEqual(past, [], `${tab}: within ${375} px`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone a view opens in sight: from a tab tapped at the window\'s foot, and from a link at the article\'s end', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=31`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  const tabs = page.getByRole('tablist', { name: 'Views' });
  // Where a view's panel begins, against the window (740 px high).
  const panelTop = (id) => page.evaluate((id) => document.getElementById(`panel-${id}`).getBoundingClientRect().top, id);
  const settled = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // The tab strip scrolled to the window's foot, then a tab tapped there.
  await tabs.evaluate((strip) => window.scrollBy(0, strip.getBoundingClientRect().bottom - innerHeight + 10));
  await settled();
  const before = await tabs.boundingBox();
  assert.ok(before.y > 740 / 2, `the tabs low in the window: ${JSON.stringify(before)}`);
  await page.getByRole('tab', { name: 'Heuristic' }).tap();
  await page.getByRole('figure', { name: 'Rank heatmap' }).waitFor();
  await settled();
  const after = await tabs.boundingBox();
  assert.ok(Math.abs(after.y) <= 1, `the tabs at the window's top: ${JSON.stringify(after)}`);
  const top = await panelTop('heuristic');
  assert.ok(top > 0 && top < 740 / 2, `the view begins in the window's upper half: ${top}`);
  // Back to the article, down to its end, and a link to the benchmark lab.
  await page.getByRole('tab', { name: 'Article' }).tap();
  await page.evaluate(() => document.getElementById('go-deeper').scrollIntoView());
  await page.getByRole('button', { name: 'The benchmark lab' }).tap();
  await page.getByRole('heading', { name: "The article's experiment, in your browser" }).waitFor();
  await settled();
  const lab = await panelTop('benchmark');
  assert.ok(lab > 0 && lab < 740 / 2, `the benchmark lab begins in the window's upper half: ${lab}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('under Autoplay, a strip shows which term decided each move', async () => {
  const page = await shownPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=5`);
  const chart = page.getByTestId('decided-chart');
  assert.equal(await chart.isVisible(), false, 'nothing to show before Autoplay');
  await autoplay(page, 120);
  await chart.waitFor();
  const counts = async () =>
    (await chart.locator('.chart-legend li').allTextContents()).map((t) => Number(t.match(/: (\d+) \(/)[1]));
  const first = await counts();
  assert.match(await chart.locator('figcaption').textContent(), /\(120 moves\)/);
  // A move with a choice is decided by one term; a forced move by none.
  const total = first.reduce((a, b) => a + b, 0);
  assert.ok(total > 100 && total <= 120, `${total} moves decided by a term`);
  // The strip moves: 60 more moves, counted and drawn.
  await autoplay(page, 180);
  assert.match(await chart.locator('figcaption').textContent(), /\(180 moves\)/);
  assert.ok((await counts()).reduce((a, b) => a + b, 0) > total);
  const drawn = await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid=decided-chart] canvas');
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let coloured = 0;
    for (let i = 3; i < pixels.length; i += 4) coloured += pixels[i] > 0 ? 1 : 0;
    return coloured;
  });
  assert.ok(drawn > 0, 'the strip has ticks');
  // Back along the game, the strip follows the position on screen.
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.match(await chart.locator('figcaption').textContent(), /\(179 moves\)/);
  assert.deepEqual(errors, []);
  await page.close();
});
