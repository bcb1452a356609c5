// The page as delivered: the app's first view in the HTML (written by the
// release build, scripts/prerender.mjs), read with JavaScript off, and
// handed over to the app without losing the reader's place, the game it
// shows, or the moves the reader made on it before the app was live.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request as ask } from 'node:http';
import { launch, shot, useApp, watchErrors } from './browser.mjs';

const app = useApp();

const SECTIONS = [
  'A game against chance',
  'Expectimax: max and chance layers',
  'Scoring a board',
  'Searching deeper when it matters',
  'From score to move',
  'How well does it play?',
  "Checking the article's claims",
  'Go deeper',
];

/** The eight section headings, without their numbers. */
const headings = (page) =>
  page.locator('.article-section > h2').evaluateAll((h2s) =>
    h2s.map((h2) => [...h2.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim()),
  );

/** The formula line as a reader sees it: its words, with each weight as
 *  its box shows it. */
const formula = (page) =>
  page.getByTestId('formula').evaluate((line) =>
    [...line.childNodes]
      .map((node) => {
        const input = node.nodeType === Node.ELEMENT_NODE ? (node.matches('input') ? node : node.querySelector('input')) : null;
        return input ? `[${input.value}]` : node.textContent;
      })
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  );

test('with JavaScript off the article reads top to bottom, and says what needs JavaScript', async () => {
  const live = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await live.goto(`${app.url}/?seed=3`);
  const liveFormula = await formula(live);
  await live.close();

  for (const width of [1280, 375]) {
    const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/`, { live: false });
    assert.deepEqual(await headings(page), SECTIONS);
    // The formula, with the article's weights in its boxes: the same line
    // the live app shows.
    const line = await formula(page);
    assert.match(line, /^\[[\d.]+\] × positional \+ \[[\d.]+\] × empties \+ \[[\d.]+\] × smoothness$/, line);
    assert.equal(line, liveFormula);
    // Worked for the stated game's board, as every number of the article.
    assert.match(await page.getByTestId('formula-worked').textContent(), /\d/);
    const notice = page.locator('.noscript');
    assert.ok(await notice.isVisible(), 'one line says what needs JavaScript');
    assert.match(await notice.textContent(), /need JavaScript/);
    assert.match(await notice.textContent(), /the self-test/, 'the self-test says it needs JavaScript');
    // The whole article is there to read, down to its last section.
    assert.ok(await page.locator('#go-deeper p').first().isVisible());
    await shot(page, `no-javascript-${width}.png`);
    await context.close();
  }
});

test('the app takes over the first view where the reader is: the same paragraph on screen, the focus kept', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A game of the reader's own, saved: the link below opens in its place,
  // so the app shows a notice at the top of the page that the first view
  // has not, and everything below it moves down unless the hand-over
  // keeps the reader's place.
  await saveAGame(context);

  // The app's wasm held back until the reader has scrolled and focused.
  const { page, release } = await heldBack(context);
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${app.url}/?seed=12`, { live: false });
  await page.locator('#depth').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.app), undefined, 'the app is held back');

  await readSection4(page);
  /** Which paragraph of section 4 is at the top of the window, and where. */
  const reading = () =>
    page.evaluate(() => {
      const paragraphs = [...document.querySelectorAll('#depth p')];
      const index = paragraphs.findIndex((p) => p.getBoundingClientRect().bottom > 0);
      return { index, top: Math.round(paragraphs[index].getBoundingClientRect().top) };
    });
  /** The focused element, as its place among section 4's controls. */
  const focused = () =>
    page.evaluate(() => {
      const controls = [...document.querySelectorAll('#depth :is(input, select, button, summary)')];
      return { index: controls.indexOf(document.activeElement), id: document.activeElement.id };
    });
  const before = { reading: await reading(), focused: await focused() };
  assert.equal(before.focused.index, 0);

  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.locator('[data-first-view]').count(), 0, 'the first view is gone');
  assert.ok(await page.getByTestId('kept').isVisible(), 'the notice of the game the link replaced is at the top');
  const after = { reading: await reading(), focused: await focused() };
  assert.equal(after.reading.index, before.reading.index, 'the same paragraph is at the top');
  assert.ok(Math.abs(after.reading.top - before.reading.top) <= 2, `at the same height: ${JSON.stringify({ before, after })}`);
  assert.deepEqual(after.focused, before.focused, 'the focus is where it was');
  // And it is the app's now: the focused control answers the keyboard.
  const moves = await page.getByTestId('moves').textContent();
  await page.locator('[role=grid]').focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  assert.notEqual(await page.getByTestId('moves').textContent(), moves, 'the board plays');
  // The solver's workers (and their wasm) wait for a benchmark or a review.
  assert.deepEqual(asked.filter((path) => path.includes('worker')), []);
  await context.close();
});

test('the first view’s article lays out its far parts only when they come near, but the part holding the focus always; the live article is laid out whole', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 800 } });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/?seed=12`, { live: false });
  await page.locator('#claims').waitFor();
  /** Whether a part's first paragraph is laid out (not skipped while the
   *  part is far from the window). */
  const laidOut = (id) => page.locator(`#${id} p`).first().evaluate((p) => p.checkVisibility({ contentVisibilityAuto: true }));
  assert.equal(await laidOut('against-chance'), true, 'the first section is laid out at once');
  assert.equal(await laidOut('claims'), false, 'a part far below the window waits');
  await page.evaluate(() => document.getElementById('claims').scrollIntoView());
  await page.waitForFunction(() => document.querySelector('#claims p').checkVisibility({ contentVisibilityAuto: true }));
  // Back at the top, a far part holding the focus is laid out whole, so
  // that its focus ring is not clipped at the part's edge.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('#go-deeper p').checkVisibility({ contentVisibilityAuto: true }));
  await page.locator('#go-deeper a').first().evaluate((link) => link.focus({ preventScroll: true }));
  assert.equal(await laidOut('go-deeper'), true, 'the part with the focus');
  // On paper, all of it.
  assert.equal(await laidOut('claims'), false);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await laidOut('claims'), true, 'printed, a far part is laid out');
  await page.emulateMedia({ media: 'screen' });
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['layers', 'claims', 'go-deeper']) assert.equal(await laidOut(id), true, `the live article's ${id}`);
  await context.close();
});

/** Whether `direction` moves anything on `cells` (16 values, 0 empty). */
function canMove(cells, direction) {
  const lines = [0, 1, 2, 3].map((i) =>
    [0, 1, 2, 3].map((j) => {
      const [row, col] = { ArrowLeft: [i, j], ArrowRight: [i, 3 - j], ArrowUp: [j, i], ArrowDown: [3 - j, i] }[direction];
      return cells[row * 4 + col];
    }),
  );
  return lines.some((line) => line.some((v, j) => j > 0 && v !== 0 && (line[j - 1] === 0 || line[j - 1] === v)));
}

const OPPOSITE = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft', ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp' };
const SWIPE = { ArrowLeft: [-120, 0], ArrowRight: [120, 0], ArrowUp: [0, -120], ArrowDown: [0, 120] };
const cellValues = (page) => page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => Number(c.textContent) || 0));

/** A game of the reader's own, saved in `context` (seed 5, four moves
 *  in): its move count and tiles, as its page showed them. */
async function saveAGame(context) {
  const earlier = await context.newPage();
  await earlier.goto(`${app.url}/?seed=5`);
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await earlier.keyboard.press(key);
  await earlier.waitForFunction(() => /[?&]n=[1-9]/.test(location.search));
  const saved = { moves: await earlier.getByTestId('moves').textContent(), cells: await cellValues(earlier) };
  await earlier.close();
  return saved;
}

/** A page whose app's wasm waits for `release()`. */
async function heldBack(context) {
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\/app_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, release };
}

/** The reader scrolls to section 4, a little into it, and focuses its
 *  first control (in view, so the focus scrolls nothing). */
async function readSection4(page) {
  await page.evaluate(() => {
    document.getElementById('depth').scrollIntoView();
    window.scrollBy(0, 120);
  });
  await page.locator('#depth :is(input, select, button, summary)').first().evaluate((element) => element.focus({ preventScroll: true }));
}

/** Where the reader is in section 4: which paragraph is at the top of the
 *  window and how high, and which of its controls has the focus. */
const placeInSection4 = (page) =>
  page.evaluate(() => {
    const paragraphs = [...document.querySelectorAll('#depth p')];
    const at = paragraphs.findIndex((p) => p.getBoundingClientRect().bottom > 0);
    const controls = [...document.querySelectorAll('#depth :is(input, select, button, summary)')];
    return { at, top: Math.round(paragraphs[at].getBoundingClientRect().top), focused: controls.indexOf(document.activeElement) };
  });

/** The place `readSection4` left, kept across a hand-over. */
function assertPlaceKept(before, after) {
  assert.equal(after.at, before.at, 'the same paragraph at the top');
  assert.ok(Math.abs(after.top - before.top) <= 2, `at the same height: ${JSON.stringify({ before, after })}`);
  assert.equal(after.focused, 0, 'the focus where it was');
}

test('a new reader plays the game the first view shows: no tile changes when the app takes over', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const shown = await cellValues(page);
  assert.ok(shown.filter(Boolean).length >= 2, `the first view shows a dealt board: ${shown}`);
  const seed = await page.locator('[data-first-view]').getAttribute('data-seed');
  assert.match(seed ?? '', /^\d+$/, 'the first view says which game it shows');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.deepEqual(await cellValues(page), shown, 'the same tiles');
  assert.equal(new URL(page.url()).searchParams.get('seed'), seed, 'the same game');
  await context.close();
});

test('with the wasm held back, a key and a swipe on the first view are kept, said to be kept, and played once the app is live', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  const grid = page.getByRole('grid', { name: 'Board' });
  await grid.waitFor();
  const seed = await page.locator('[data-first-view]').getAttribute('data-seed');
  const shown = await cellValues(page);
  // A key that moves something on the first view's board, then a swipe
  // the other way (which moves something after it: the tiles are few).
  const key = Object.keys(OPPOSITE).find((direction) => canMove(shown, direction));
  await page.keyboard.press(key);
  const note = page.locator('.early-note');
  assert.match(await note.textContent(), /^Move kept/);
  const box = await grid.boundingBox();
  const cdp = await context.newCDPSession(page);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const [dx, dy] = SWIPE[OPPOSITE[key]];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y: y + dy }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.match(await note.textContent(), /^2 moves kept/);
  assert.ok(await note.isVisible(), 'the reader sees they were kept');
  assert.deepEqual(await cellValues(page), shown, 'nothing moves before the app is live');

  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  // Right at the hand-over: the moves are played, the board shows them.
  const handedOver = { moves: await page.getByTestId('moves').textContent(), cells: await cellValues(page) };
  assert.equal(handedOver.moves, '2');
  assert.equal(await note.count(), 0, 'the line went with the first view');
  assert.equal(new URL(page.url()).searchParams.get('seed'), seed, "the first view's game");
  // The same two moves played on that game in the app give the same board.
  const reference = await context.newPage();
  await reference.goto(`${app.url}/?seed=${seed}`);
  for (const k of [key, OPPOSITE[key]]) await reference.keyboard.press(k);
  assert.equal(await reference.getByTestId('moves').textContent(), '2');
  assert.deepEqual(handedOver.cells, await cellValues(reference));
  await context.close();
});

test('with the wasm held back, a view tab chosen on the first view is kept with a move, said to be kept, and its view opens once the app is live', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const shown = await cellValues(page);
  await page.keyboard.press(Object.keys(OPPOSITE).find((direction) => canMove(shown, direction)));
  await page.getByRole('tab', { name: 'Benchmark' }).tap();
  const note = page.locator('.early-note');
  assert.equal(await note.textContent(), 'Move kept: it plays as soon as the page is ready. Benchmark opens then.');
  assert.ok(await note.isVisible(), 'the reader sees it was kept');

  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.getByRole('tab', { name: 'Benchmark' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('heading', { name: "The article's experiment, in your browser" }).waitFor();
  assert.equal(await page.getByTestId('moves').textContent(), '1');
  // It opens in sight, as a tab tapped in the live app does.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const top = await page.evaluate(() => document.getElementById('panel-benchmark').getBoundingClientRect().top);
  assert.ok(top > 0 && top < 740 / 2, `the view begins in the window's upper half: ${top}`);
  await context.close();
});

test('with the wasm held back, Hint pressed after a move is kept and answered once the app is live; another button says to press it again', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const seed = await page.locator('[data-first-view]').getAttribute('data-seed');
  const shown = await cellValues(page);
  const note = page.locator('.early-note');
  const controls = page.locator('[data-first-view] .controls');
  await controls.getByRole('button', { name: 'Hint' }).click();
  assert.equal(await note.textContent(), 'Hint kept: it shows as soon as the page is ready.');
  const key = Object.keys(OPPOSITE).find((direction) => canMove(shown, direction));
  await page.keyboard.press(key);
  assert.equal(await note.textContent(), 'Move kept: it plays as soon as the page is ready.', 'a move after the hint: the hint was for a board left behind');
  await controls.getByRole('button', { name: 'Hint' }).click();
  assert.equal(await note.textContent(), 'Move kept: it plays as soon as the page is ready. The hint follows.');
  await controls.getByRole('button', { name: 'New game' }).click();
  assert.equal(
    await note.textContent(),
    'Move kept: it plays as soon as the page is ready. The hint follows. New game works once the page is ready: press it again then.',
  );
  assert.deepEqual(await cellValues(page), shown, 'nothing moves before the app is live');

  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.getByTestId('moves').textContent(), '1');
  assert.equal(new URL(page.url()).searchParams.get('seed'), seed, "the first view's game, not a new one");
  // The hint is the one the app gives for the board on screen: the same
  // move played on the same game, then Hint, in a page that was live.
  const given = await page.getByTestId('hint-direction').textContent();
  assert.match(given, /^Hint: move (up|down|left|right)/);
  const reference = await context.newPage();
  await reference.goto(`${app.url}/?seed=${seed}`);
  await reference.keyboard.press(key);
  await reference.locator('.controls').getByRole('button', { name: 'Hint' }).click();
  assert.equal(await reference.getByTestId('hint-direction').textContent(), given);
  await context.close();
});

test('with the wasm held back, a move button is kept as its key, the tab already shown is no choice, and a form is not sent', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const first = page.locator('[data-first-view]');
  const seed = await first.getAttribute('data-seed');
  const shown = await cellValues(page);
  const key = Object.keys(OPPOSITE).find((direction) => canMove(shown, direction));
  const note = page.locator('.early-note');
  // The move buttons, under "Keys, buttons and seed" (a disclosure that
  // opens without the app).
  await first.locator('details.game-more > summary').click();
  await first.locator('.pad').getByRole('button', { name: `Move ${key.slice('Arrow'.length).toLowerCase()}` }).click();
  assert.equal(await note.textContent(), 'Move kept: it plays as soon as the page is ready.');
  await first.getByRole('tab', { name: 'Article' }).click();
  assert.equal(await note.textContent(), 'Move kept: it plays as soon as the page is ready.', 'the view shown is not a view chosen');
  // Enter in the seed's field: the form is not sent (that would reload the
  // page, and lose what is kept), and the reader is told.
  await page.evaluate(() => (window.stillThisPage = true));
  await first.locator('#seed-input').fill('7');
  await first.locator('#seed-input').press('Enter');
  assert.equal(
    await note.textContent(),
    'Move kept: it plays as soon as the page is ready. Replay seed works once the page is ready: press it again then.',
  );
  assert.equal(await page.evaluate(() => window.stillThisPage), true, 'the page was not reloaded');

  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.getByTestId('moves').textContent(), '1');
  assert.equal(new URL(page.url()).searchParams.get('seed'), seed, "the first view's game");
  assert.equal(await page.getByRole('tab', { name: 'Article' }).getAttribute('aria-selected'), 'true');
  // Where the reader was is there to finish what they began, as the line
  // asked: the disclosure still open, the focus in the seed's field.
  assert.equal(await page.locator('details.game-more').evaluate((d) => d.open), true, 'the disclosure still open');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'seed-input');
  await page.locator('#seed-input').fill('7');
  await page.locator('#seed-input').press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('seed') === '7');
  await context.close();
});

test('with the wasm held back, what is typed, chosen or ticked beside the board is in the app’s fields and state once it is live', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const first = page.locator('[data-first-view]');
  await first.getByLabel('Play until move').fill('30');
  await first.locator('.controls .speed select').selectOption('30');
  await first.getByLabel('Stop at the next depth-5 decision').check();
  await first.locator('details.game-more > summary').click();
  await first.locator('#seed-input').fill('77');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await first.count(), 0, 'the app has taken over');
  assert.equal(await page.getByLabel('Play until move').inputValue(), '30');
  assert.equal(await page.locator('.controls .speed select').inputValue(), '30');
  assert.equal(await page.getByLabel('Stop at the next depth-5 decision').isChecked(), true);
  assert.equal(await page.locator('#seed-input').inputValue(), '77');
  // The app's state holds them, not only its fields: the seed plays as it
  // is, with nothing typed again.
  await page.getByRole('button', { name: 'Replay seed' }).click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('seed') === '77');
  await context.close();
});

test('on a phone the line saying a move was kept covers no part of the board, wherever the reader has scrolled', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  const grid = page.getByRole('grid', { name: 'Board' });
  await grid.waitFor();
  const shown = await cellValues(page);
  await page.keyboard.press(Object.keys(OPPOSITE).find((direction) => canMove(shown, direction)));
  const note = page.locator('.early-note');
  assert.ok(await note.isVisible(), 'the reader sees the move was kept');
  const apart = async (where) => {
    const [a, b] = [await note.boundingBox(), await grid.boundingBox()];
    const inWindow = a.y >= 0 && a.y + a.height <= 740;
    const overlap = a.y < b.y + b.height && b.y < a.y + a.height;
    assert.ok(inWindow && !overlap, `${where}: the line at ${JSON.stringify(a)}, the board at ${JSON.stringify(b)}`);
  };
  // As loaded, the board's last row is at the window's foot.
  await apart('as loaded');
  // Scrolled so that the board is at the window's top, then half out of it.
  for (const [where, above] of [['board at the top', 0], ['board half out', 170]]) {
    await page.evaluate((above) => scrollTo(0, scrollY + document.querySelector('[data-first-view] .board').getBoundingClientRect().top + above), above);
    await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
    await apart(where);
  }
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  await context.close();
});

test('a key pressed as soon as the board is in the page is kept, while the article below it is still arriving', async () => {
  // On a phone the parser reaches the end of the page's HTML (the whole
  // article) well after the board shows; here the HTML stops right after
  // the board's column until the test lets the rest through.
  const { url, release, close } = await pageInTwoParts(app.url, '<section class="panels"');
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`, { live: false, waitUntil: 'commit' });
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    assert.equal(await page.evaluate(() => document.readyState), 'loading', 'the rest of the page is still on its way');
    assert.equal(await page.locator('#views').count(), 0, 'no view, no article yet');
    // The line that will say so is there before anything is kept (a live
    // region made with its words is not read out).
    assert.equal(await page.locator('[data-first-view] .early-note[role=status]').textContent(), '');
    const shown = await cellValues(page);
    const key = Object.keys(OPPOSITE).find((direction) => canMove(shown, direction));
    await page.keyboard.press(key);
    assert.match(await page.locator('.early-note').textContent(), /^Move kept/);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    assert.equal(await page.getByTestId('moves').textContent(), '1');
    assert.equal(await page.locator('.early-note').count(), 0, 'the line went with the first view');
  } finally {
    // (A failure must not leave the held response open: the run would hang.)
    release();
    await context.close();
    await close();
  }
});

/** A server in front of `upstream` that sends the page's HTML up to
 *  `cut`, then the rest on `release()`; every other file as it is. */
async function pageInTwoParts(upstream, cut) {
  const html = await (await fetch(`${upstream}/`)).text();
  const at = html.indexOf(cut);
  assert.ok(at > 0, `the page holds ${cut}`);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    if (new URL(request.url, 'http://x').pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      held.then(() => response.end(html.slice(at)));
      return;
    }
    const forward = ask(`${upstream}${request.url}`, { headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.destroy());
    forward.end();
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, release, close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))) };
}

/** What the first view's board says over its tiles, as the reader sees
 *  it (its ::after), or '' when it says nothing. */
const overBoard = (page) =>
  page.locator('[data-first-view] .board').evaluate((board) => {
    const words = getComputedStyle(board, '::after').content;
    return words === 'none' || words === 'normal' ? '' : JSON.parse(words);
  });

test('on a saved game the first view’s board says the reader’s game opens there, keeps no move for it, and the saved game opens as it was', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const saved = await saveAGame(context);

  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await overBoard(page), 'Your game in progress opens here as soon as the page is ready.');
  assert.equal(
    await page.getByRole('grid').first().getAttribute('aria-label'),
    'Board: not yet yours. Your game in progress opens here as soon as the page is ready.',
    'said when the board is reached',
  );
  const shown = await cellValues(page);
  await page.keyboard.press(Object.keys(OPPOSITE).find((direction) => canMove(shown, direction)));
  assert.equal(await page.locator('.early-note').textContent(), 'Not played: this is not your game in progress, which opens as soon as the page is ready.');
  await page.locator('[data-first-view] [data-early=hint]').click();
  assert.equal(await page.locator('.early-note').textContent(), 'No hint yet: this is not your game in progress, which opens as soon as the page is ready.');
  assert.deepEqual(await page.evaluate(() => window.__earlyInput), [], 'nothing kept');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.deepEqual({ moves: await page.getByTestId('moves').textContent(), cells: await cellValues(page) }, saved, 'the saved game, as it was');
  assert.equal(await page.locator('[data-early-elsewhere]').count(), 0, 'the words went with the first view');
  assert.doesNotMatch((await page.locator('.message').allTextContents()).join(' '), /not played|not given/, 'nothing was promised, so nothing is taken back');
  await context.close();
});

test('on a link’s game the first view’s board says the linked game opens there and keeps no move; on a link to the first view’s own game, moves are kept', async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}/?seed=424242`, { live: false });
  const grid = page.getByRole('grid', { name: 'Board' });
  await grid.waitFor();
  const seed = await page.locator('[data-first-view]').getAttribute('data-seed');
  assert.notEqual(seed, '424242', 'the link names another game than the first view’s');
  assert.equal(await overBoard(page), 'The linked game opens here as soon as the page is ready.');
  const box = await grid.boundingBox();
  const cdp = await context.newCDPSession(page);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + 120, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.equal(await page.locator('.early-note').textContent(), 'Not played: this is not the linked game, which opens as soon as the page is ready.');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.getByTestId('moves').textContent(), '0', 'the linked game, no move played on it');
  assert.equal(new URL(page.url()).searchParams.get('seed'), '424242');

  // A link to the game the first view shows: it is that game, so a move is kept and played.
  await movePlayedOnFirstView(context, `/?seed=${seed}`, 'the board is the link’s game');
  await context.close();

  // A link cut short (its check gone), which the app does not open: with
  // no game saved (a new visitor), the first view's game opens, so a move
  // is kept and played, and the app says why the link was not opened.
  const fresh = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const cut = await movePlayedOnFirstView(fresh, '/?seed=424242&view=tree', 'no other game opens');
  assert.equal(new URL(cut.url()).searchParams.get('seed'), seed, "the first view's game");
  assert.match((await cut.locator('.message').allTextContents()).join(' '), /The link could not be opened/);
  await fresh.close();
});

/** Opens `path` with the wasm held back, where the first view's board is
 *  the game the app opens (`why`: no words over it), presses a key that
 *  moves a tile (kept, said so) and lets the app in: the move is played.
 *  Returns the live page. */
async function movePlayedOnFirstView(context, path, why) {
  const { page, release } = await heldBack(context);
  await page.goto(`${app.url}${path}`, { live: false });
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await overBoard(page), '', why);
  const shown = await cellValues(page);
  await page.keyboard.press(Object.keys(OPPOSITE).find((direction) => canMove(shown, direction)));
  assert.match(await page.locator('.early-note').textContent(), /^Move kept/);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.getByTestId('moves').textContent(), '1');
  return page;
}

/** A phone's network, as Lighthouse's mobile profile has it. */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
}

/** The views behind the tabs, each with a heading it shows once built. */
const VIEWS = [
  ['Search tree', 'The search behind one move'],
  ['Heuristic', 'This board, scored'],
  ['Benchmark', "The article's experiment, in your browser"],
  ['Compare', 'You, the solver, and its rivals'],
];

test('on a slow network each view opened a second after load says it is loading, then shows; the hand-over keeps the place and focus', async () => {
  for (const [index, [tab, heading]] of VIEWS.entries()) {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The first module held back until the reader has scrolled and focused
    // (once: the hand-over is the same for every view).
    const { page, release } = index === 0 ? await heldBack(context) : { page: await context.newPage(), release: () => {} };
    await throttle(context, page);
    const asked = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${app.url}/?seed=12`, { live: false });
    if (index === 0) {
      await page.locator('#depth').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.app), undefined, 'the app is held back');
      await readSection4(page);
    }
    const before = index === 0 ? await placeInSection4(page) : null;
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live', null, { timeout: 60_000 });
    if (before) assertPlaceKept(before, await placeInSection4(page));
    // Before the page is live: the article's module (and what it shares),
    // none of the views behind the tabs.
    const views = (paths) => paths.filter((path) => /\/split_tab_views\.wasm$/.test(path));
    assert.ok(asked.some((path) => path.endsWith('/article.pack.wasm')), 'the article is fetched at once');
    assert.deepEqual(views(asked), [], 'no view behind a tab is fetched before the page is live');
    // From here the views' modules are held back until the loading state
    // has been seen.
    let letViewsIn;
    const held = new Promise((resolve) => (letViewsIn = resolve));
    await page.route(/\/app-[0-9a-f]+\/(split|chunk)_[^/]*\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.waitForTimeout(1_000);
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.locator('[role=tabpanel]:not([hidden])');
    await panel.getByRole('status').filter({ hasText: `Loading the ${tab} view…` }).waitFor();
    assert.equal(await panel.getByRole('heading', { name: heading }).count(), 0, `${tab}: not built before its module is in`);
    letViewsIn();
    await panel.getByRole('heading', { name: heading }).first().waitFor({ timeout: 30_000 });
    assert.equal(await panel.locator('.view-loading').count(), 0, `${tab}: the loading line is gone`);
    if (index === 0) await shot(page, 'view-loaded-throttled.png');
    await context.close();
  }
});

/** The errors a page logged, but for the fetches a test made fail. */
const beyondFailedFetches = (errors) => errors.filter((e) => !/Failed to load resource|TypeError: Failed to fetch/.test(e));

test("a view whose module cannot be fetched says so, keeps the game, and loads when tried again", async () => {
  // A browser of its own: the failed fetches log console errors, which
  // every other page is held to have none of.
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  let fail = true;
  await page.route(/\/app-[0-9a-f]+\/split_tab_views\.wasm$/, (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`${app.url}/?seed=12`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  await page.keyboard.press('ArrowDown');
  const moves = await page.getByTestId('moves').textContent();
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  const panel = page.locator('[role=tabpanel]:not([hidden])');
  const alert = panel.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), /The Heuristic view could not be loaded/);
  assert.equal(await page.getByTestId('moves').textContent(), moves, 'the game is as it was');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await panel.getByRole('heading', { name: 'This board, scored' }).waitFor();
  assert.equal(await panel.getByRole('alert').count(), 0);
  assert.deepEqual(beyondFailedFetches(errors), [], 'no error but the failed fetches');
  await browser.close();
});

test('the board plays before the article is live: the first view’s article stands in, then the live one takes its place where the reader is', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\/article\.pack\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${app.url}/?seed=12`, { live: false });
  // The app is running (the first view is gone), the article not yet live.
  await page.waitForFunction(() => !document.querySelector('[data-first-view]'));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.app), undefined);
  const standIn = await page.locator('#panel-article [data-first-view-article]').count();
  assert.ok(standIn > 0, 'the first view’s article is in the app’s article panel');
  await page.locator('[role=grid]').focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  assert.notEqual(await page.getByTestId('moves').textContent(), '0', 'the board plays');
  await readSection4(page);
  const before = await placeInSection4(page);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  assert.equal(await page.locator('[data-first-view-article]').count(), 0, 'the stand-in is gone');
  assert.equal(await page.locator('#depth').count(), 1, 'one article');
  assertPlaceKept(before, await placeInSection4(page));
  await context.close();
});

test('the live article is built out of sight a part at a time, the first view’s staying in view and first in the page, then they swap', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // A tick every time the page runs a timer task: parts added in one
    // task share a tick. Each part the live article gains is recorded
    // with the tick and what the reader had meanwhile.
    window.__parts = [];
    let tick = 0;
    const next = () => {
      tick += 1;
      if (document.documentElement?.dataset.app !== 'live') setTimeout(next, 0);
    };
    setTimeout(next, 0);
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const added of change.addedNodes) {
          if (!(added instanceof Element)) continue;
          const part = '.article > :is(.article-section, .self-test)';
          for (const node of [added, ...added.querySelectorAll(part)].filter((e) => e.matches(part))) {
            // (Not the first view's, as the page is read, or as it moves into the app.)
            const live = node.closest('.live-article');
            if (!live || node.closest('[data-first-view]') || live.hasAttribute('data-first-view-article')) continue;
            window.__parts.push({
              tick,
              building: live.hasAttribute('data-building'),
              unseen: live.getBoundingClientRect().height === 0 && getComputedStyle(live).visibility === 'hidden',
              // How far the panel reaches below the stand-in: no room taken.
              room: live.parentElement.getBoundingClientRect().bottom - document.querySelector('[data-first-view-article]')?.getBoundingClientRect().bottom,
              standIn: document.querySelectorAll('[data-first-view-article] .article-section').length,
              depthIsStandIns: Boolean(document.getElementById('depth')?.closest('[data-first-view-article]')),
            });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${app.url}/?seed=12`);
  const parts = await page.evaluate(() => window.__parts);
  assert.equal(parts.length, 10, 'the live article has its ten parts (the two self-tests and eight sections)');
  for (const part of parts) {
    assert.ok(part.building && part.unseen, `built out of sight: ${JSON.stringify(part)}`);
    assert.ok(Math.abs(part.room) < 0.5, `taking no room below the stand-in: ${part.room} px`);
    assert.equal(part.standIn, 8, 'the first view’s article stays whole meanwhile');
    assert.ok(part.depthIsStandIns, 'a link to a section meanwhile finds the first view’s');
  }
  const tasks = new Set(parts.map((p) => p.tick)).size;
  assert.ok(tasks >= 5, `built in several tasks, not one: ${tasks} (${parts.map((p) => p.tick).join(', ')})`);
  assert.equal(await page.locator('[data-first-view-article]').count(), 0, 'the stand-in is gone');
  assert.equal(await page.locator('.live-article[data-building]').count(), 0, 'the live article is shown');
  assert.ok(await page.locator('#depth').isVisible());
  await context.close();
});

test('an article whose module cannot be fetched: the first view’s article stays to be read, the page is live once, and Try again brings the live one', async () => {
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    window.__liveMarks = 0;
    // (The document, not its root: there is none yet when this runs.)
    new MutationObserver((changes) => {
      for (const change of changes) if (change.target === document.documentElement && document.documentElement.dataset.app === 'live') window.__liveMarks += 1;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  let fail = true;
  await page.route(/\/app-[0-9a-f]+\/article\.pack\.wasm$/, (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`${app.url}/?seed=12`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  const panel = page.locator('#panel-article');
  const alert = panel.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), /The live article could not be loaded/);
  assert.ok((await panel.locator('[data-first-view-article]').count()) > 0, 'the first view’s article is still there');
  assert.equal(await page.locator('#depth').count(), 1);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => !document.querySelector('[data-first-view-article]'));
  assert.equal(await page.locator('#depth').count(), 1, 'one article, the live one');
  assert.equal(await panel.getByRole('alert').count(), 0);
  // The live article follows the game: a move changes its worked formula.
  const worked = await page.getByTestId('formula-worked').textContent();
  await page.locator('[role=grid]').focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  await page.waitForFunction((before) => document.querySelector('[data-testid=formula-worked]').textContent !== before, worked);
  assert.equal(await page.evaluate(() => window.__liveMarks), 1, 'marked live once');
  assert.deepEqual(beyondFailedFetches(errors), [], 'no error but the failed fetches');
  await browser.close();
});

test('the article’s modules come in one file: cut short, the page says so and keeps the game, and Try again reads it whole', async () => {
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  // The pack arrives short of its last kilobyte: the chunk whole (and
  // kept, for the tabs' module too), the article's module cut short.
  let cut = true;
  const asked = [];
  await page.route(/\/app-[0-9a-f]+\/article\.pack\.wasm$/, async (route) => {
    asked.push(cut ? 'cut' : 'whole');
    if (!cut) return route.continue();
    const response = await route.fetch();
    const body = await response.body();
    await route.fulfill({ status: 200, contentType: 'application/wasm', body: body.subarray(0, body.length - 1024) });
  });
  await page.goto(`${app.url}/?seed=12`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  const panel = page.locator('#panel-article');
  const alert = panel.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), /The live article could not be loaded/);
  assert.ok((await panel.locator('[data-first-view-article]').count()) > 0, 'the first view’s article is still there');
  const moves = await page.getByTestId('moves').textContent();
  await page.locator('[role=grid]').focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  assert.notEqual(await page.getByTestId('moves').textContent(), moves, 'the board plays');
  assert.ok(
    errors.some((e) => /article\.pack\.wasm ended before its part split_article_view\.wasm/.test(e)),
    `the console names the pack as cut short: ${JSON.stringify(errors)}`,
  );
  const others = errors.filter((e) => !/could not be read whole|WebAssembly compilation aborted/.test(e));
  assert.deepEqual(others, [], 'no other error');
  cut = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => !document.querySelector('[data-first-view-article]'));
  assert.equal(await page.locator('#depth').count(), 1, 'one article, the live one');
  assert.equal(await panel.getByRole('alert').count(), 0);
  // Read whole once, for the article alone (the chunk was kept); before
  // Try again the page may have asked on its own, and been cut short too.
  assert.deepEqual(asked.filter((read) => read === 'whole'), ['whole'], `${asked}`);
  assert.equal(asked.at(-1), 'whole');
  await browser.close();
});
