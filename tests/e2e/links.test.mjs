// End to end: links and the address. The seed is in the address from the
// first load, and a reload replays the game (even a move the address has
// not caught up with yet). The address holds the state (game, settings,
// view, selected node, step) and a fresh browser opening it sees the same
// thing; damaged links give a notice and a working page,
// and a link opened over a game in progress keeps that game; the timeline
// scrubs through the game, and a different move in its middle puts the
// later ones aside; the browser's Back returns to the view before. Also:
// two tabs share one set of saved solver settings.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useApp, shot } from './browser.mjs';
import { cells, moves, KEYS, playTo } from './board.mjs';

/** FNV-1a, 32 bits, in hex. */
const fnv = (text) => {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
};

/** A link's check, as the page computes it: FNV-1a of the name of the
 *  random stream that deals its games, then the link. (Links made before
 *  the stream had a name, 2026-12-03, hashed the link alone.) */
const check = (body) => fnv(`pcg32&${body}`);

const app = useApp();
const score = (page) => page.locator('.score-box').first().locator('dd').textContent();

/** The address once it has caught up with the page (it follows changes
 *  within half a second). */
async function settledAddress(page) {
  await page.waitForTimeout(700);
  return page.url();
}

test('the seed is in the address from the first load, and a reload replays the game', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const seed = new URL(page.url()).searchParams.get('seed');
  assert.match(seed ?? '', /^\d+$/, `the address names the game: ${page.url()}`);
  const board = await page.getByRole('gridcell').allTextContents();
  await page.reload();
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.deepEqual(await page.getByRole('gridcell').allTextContents(), board);
  // A reload right after a move, before the address has caught up with it,
  // still shows that move.
  const moves = () => page.getByTestId('moves').textContent().then(Number);
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']) {
    if ((await moves()) >= 2) break;
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(1000);
  const settled = await moves();
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowDown', 'ArrowRight']) {
    if ((await moves()) > settled) break;
    await page.keyboard.press(key);
  }
  const played = await moves();
  assert.ok(played > settled);
  const after = await page.getByRole('gridcell').allTextContents();
  // The address has not caught up yet (it waits 400 ms), or this tests nothing.
  assert.equal(Number(new URL(page.url()).searchParams.get('n')), settled, page.url());
  await page.reload();
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await moves(), played, 'the move made just before the reload is kept');
  assert.deepEqual(await page.getByRole('gridcell').allTextContents(), after);
  await page.close();
});

test('a link holds the game: a fresh browser sees the same board, score and moves; the timeline scrubs it', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=41`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 10);
  const atTen = await cells(page);
  await playTo(page, 30);
  const [board, points] = [await cells(page), await score(page)];
  const link = await settledAddress(page);
  assert.match(link, /[?&]n=30&m=[A-Za-z0-9_-]+/, link);
  assert.match(link, /&h=[0-9a-f]{8}/);

  const fresh = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const other = await fresh.newPage();
  await other.goto(link);
  await other.getByRole('grid', { name: 'Board' }).waitFor();
  assert.deepEqual(await cells(other), board);
  assert.equal(await score(other), points);
  assert.equal(await moves(other), 30);
  // Best is never below the score on screen, though no move was played in
  // this browser (it read 0 until the next move).
  assert.ok(Number(points) > 0);
  assert.equal(Number(await other.getByTestId('best').textContent()), Number(points));
  await fresh.close();

  // The timeline: back to move 10 and forward again, the board following.
  const slider = page.getByRole('slider', { name: 'Move' });
  assert.equal(await slider.getAttribute('max'), '30');
  await slider.fill('10');
  assert.equal(await moves(page), 10);
  assert.deepEqual(await cells(page), atTen);
  await slider.fill('0');
  assert.equal((await cells(page)).filter((c) => c !== '').length, 2);
  await slider.fill('30');
  assert.deepEqual(await cells(page), board);
  await slider.fill('10');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await moves(page), 11, 'the slider steps with the keyboard');
  assert.equal(await page.getByTestId('timeline-position').textContent(), '11 of 30');
  await shot(page, 'position-timeline.png');

  // A reload (the address) and a bare visit (the saved game) both restore it.
  await settledAddress(page);
  await page.reload();
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await moves(page), 11);
  assert.equal(await page.getByTestId('timeline-position').textContent(), '11 of 30');
  await page.goto(`${app.url}/`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await moves(page), 11, 'the saved game comes back');
  await page.close();
});

test('a different move in the middle of the game puts its later moves aside, and Undo brings them back', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=41`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 30);
  const end = await cells(page);
  const position = () => page.getByTestId('timeline-position').textContent();
  const message = page.locator('.message');
  await page.getByRole('slider', { name: 'Move' }).fill('10');
  const atTen = await cells(page);
  // The game's own move at move 11 keeps the line; another one leaves it.
  let left = false;
  for (const key of KEYS) {
    await page.locator('[role=grid]').focus();
    await page.keyboard.press(key);
    if ((await position()) === '11 of 11') {
      left = true;
      break;
    }
    if ((await position()) === '11 of 30') await page.getByRole('button', { name: 'Undo' }).first().click();
    assert.equal(await moves(page), 10, key);
  }
  assert.ok(left, 'some legal move at move 11 is not the game\'s');
  // It says so (an exploratory pass found 20 moves gone without a word).
  const told = await message.locator('span').textContent();
  assert.match(told, /^Move 11 leaves the game's line: the 20 moves it had from there on are put aside\. Undo back to move 10, or (up|down|left|right) played there, brings them back\.$/);
  assert.equal((await page.getByTestId('heard').textContent()).trim(), told, 'a screen reader hears it too');
  await page.getByRole('button', { name: 'Undo' }).first().click();
  assert.equal(await position(), '10 of 30');
  assert.deepEqual(await cells(page), atTen);
  assert.match(await message.locator('span').textContent(), /^Undo brought back the moves put aside at move 11, and the move played there instead is put aside in their place, until (up|down|left|right) is played there again\.$/);
  await page.getByRole('slider', { name: 'Move' }).fill('30');
  assert.deepEqual(await cells(page), end, 'the game\'s own line, to its end');
  // One move put aside is said in the singular.
  await page.getByRole('slider', { name: 'Move' }).fill('29');
  for (const key of KEYS) {
    await page.locator('[role=grid]').focus();
    await page.keyboard.press(key);
    if ((await position()) === '30 of 30' && (await message.count()) > 0 && /^Move 30 leaves/.test(await message.locator('span').textContent())) break;
    if ((await position()) === '30 of 30') await page.getByRole('button', { name: 'Undo' }).first().click();
  }
  assert.match(await message.locator('span').textContent(), /^Move 30 leaves the game's line: the 1 move it had from there on is put aside\. Undo back to move 29, or (up|down|left|right) played there, brings it back\. The 1 move put aside earlier, at move 11, is gone\.$/);
  await page.getByRole('button', { name: 'Undo' }).first().click();
  assert.match(await message.locator('span').textContent(), /^Undo brought back the move put aside at move 30, and the move played there instead is put aside in its place, until (up|down|left|right) is played there again\.$/);
  // A new game takes the message about the old one's moves with it.
  await page.locator('.controls').getByRole('button', { name: 'New game' }).click();
  assert.equal(await message.count(), 0);
  await page.close();
});

test('an edited board, its tree and a selected node travel in a link', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=8`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByRole('button', { name: 'Edit board' }).click();
  const text = page.getByLabel('Board (16 numbers)');
  // Bad boards change nothing and say why.
  const before = await cells(page);
  for (const bad of ['2,4', '2,4,8,3,0,0,0,0,0,0,0,0,0,0,0,0', '0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0']) {
    await text.fill(bad);
    await text.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Nothing was changed' }).waitFor();
    assert.deepEqual(await cells(page), before, bad);
  }
  await text.fill('2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4');
  await text.press('Enter');
  assert.deepEqual(await cells(page), ['2', '4', '8', '2', '4', '8', '2', '', '2', '16', '', '', '128', '256', '512', '4']);
  assert.equal(await moves(page), 0);
  // A cell at a time, from the keyboard: a 2 in the empty cell at row 2, column 4.
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByLabel('Row 2, column 4', { exact: true }).fill('2');
  await page.getByLabel('Row 2, column 4', { exact: true }).press('Enter');
  assert.equal((await cells(page))[7], '2');
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Undo' }).first().click();
  assert.equal((await cells(page))[7], '2', 'Undo comes back to the edited board');

  await page.getByRole('tab', { name: 'Search tree' }).click();
  await page.locator('.controls').getByRole('button', { name: 'Hint' }).click();
  const tree = page.getByRole('tree', { name: 'Search tree' });
  await tree.waitFor();
  await tree.getByRole('treeitem').nth(2).click();
  const chosen = await tree.locator('[aria-selected=true]').first().textContent();
  const link = await settledAddress(page);
  assert.match(link, /board=2\.4\.8\.2\.4\.8\.2\.2\./, link);
  assert.match(link, /view=tree&node=\d+/, link);

  const fresh = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const other = await fresh.newPage();
  await other.goto(link);
  const again = other.getByRole('tree', { name: 'Search tree' });
  await again.waitFor();
  assert.deepEqual(await cells(other), await cells(page));
  assert.equal(await again.locator('[aria-selected=true]').first().textContent(), chosen, 'the same node is selected');
  assert.equal(await other.locator('.tree-summary').first().textContent(), await page.locator('.tree-summary').first().textContent());
  await shot(other, 'position-linked-tree.png');
  await fresh.close();

  // Stepping: the link keeps the step, and the node selected after it; a
  // student who opens it lands where the teacher was, not on the finished
  // tree.
  const step = page.getByRole('button', { name: 'Step', exact: true });
  for (let i = 0; i < 12; i++) await step.click();
  const status = await page.getByTestId('step-status').textContent();
  assert.match(status, /^Step 12 of /);
  const stack = await page.getByRole('list', { name: 'Call stack' }).textContent();
  const stepped = await settledAddress(page);
  assert.match(stepped, /view=tree&node=\d+&step=12&h=/, stepped);
  const student = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const opened = await student.newPage();
  await opened.goto(stepped);
  await opened.getByRole('tree', { name: 'Search tree' }).waitFor();
  assert.equal(await opened.getByTestId('step-status').textContent(), status);
  assert.equal(await opened.getByRole('list', { name: 'Call stack' }).textContent(), stack);
  await student.close();
  await page.close();
});

test('settings typed into a link by hand open, in any form serde reads; settings it cannot read are refused in its words', async () => {
  const article = JSON.parse(readFileSync(new URL('../../data/wall-experiment.json', import.meta.url), 'utf8')).solvers[0].config;
  const link = (settings) => {
    const body = `seed=1&n=0&m=&cfg=${Buffer.from(settings).toString('base64url')}`;
    return `${app.url}/?${body}&h=${check(body)}`;
  };
  // Spaced out, fields in another order, a field the page does not know:
  // still the settings (read without serde, in the page's first module).
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const typed = await context.newPage();
  await typed.goto(link(JSON.stringify({ note: 'mine', ...article, sample_cap: 4, depth: { ...article.depth } }, null, 2)));
  await typed.waitForFunction(() => new URLSearchParams(location.search).has('cfg'));
  const written = JSON.parse(Buffer.from(new URL(typed.url()).searchParams.get('cfg'), 'base64url').toString());
  assert.deepEqual(written, { ...article, sample_cap: 4 }, 'the link\'s settings, written back as the page writes them');
  assert.equal(await typed.getByText('The link could not be opened').count(), 0);
  // A form only serde reads (the snake as a list): read by serde, from the
  // article's module, before the app starts; written back as an object.
  const listed = await context.newPage();
  await listed.goto(link(JSON.stringify({ ...article, sample_cap: 5, snake: [article.snake.corner, article.snake.along] })));
  await listed.waitForFunction(() => {
    const cfg = new URLSearchParams(location.search).get('cfg');
    return cfg && JSON.parse(atob(cfg.replace(/-/g, '+').replace(/_/g, '/'))).snake.corner !== undefined;
  });
  const rewritten = JSON.parse(Buffer.from(new URL(listed.url()).searchParams.get('cfg'), 'base64url').toString());
  assert.deepEqual(rewritten, { ...article, sample_cap: 5 });
  assert.equal(await listed.getByText('The link could not be opened').count(), 0);
  // Not settings: refused with the reason and its place (serde's, from a
  // module fetched for it before the app starts).
  const refused = await context.newPage();
  await refused.goto(link(JSON.stringify({ ...article, sample_cap: 'six' })));
  await refused.getByText('The link could not be opened').waitFor();
  assert.match(
    await refused.locator('.message span').textContent(),
    /^The link could not be opened: its solver settings cannot be used: found the text "six" where a whole number of 0 or more was expected \(line 1, column \d+\)\. Here is your game in progress, as you left it\.$/,
  );
  // And the game in progress (the typed link's, with no moves yet) plays.
  for (const key of KEYS) {
    await refused.keyboard.press(key);
    if ((await moves(refused)) === 1) break;
  }
  assert.equal(await moves(refused), 1);
  await context.close();
});

test('truncated, altered and garbage links give a notice and a working new game', async () => {
  const page = await app.browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(`${app.url}/?seed=41`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 12);
  const link = await settledAddress(page);
  // Links with a correct check that carry what the page's own fields
  // refuse: a sample cap beyond a board's cells, an empty board.
  const article = JSON.parse(readFileSync(new URL('../../data/wall-experiment.json', import.meta.url), 'utf8')).solvers[0].config;
  const checked = (body) => `${app.url}/?${body}&h=${check(body)}`;
  const capped = `seed=1&n=0&m=&cfg=${Buffer.from(JSON.stringify({ ...article, sample_cap: 17 })).toString('base64url')}`;
  const empty = 'seed=1&board=0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0&n=0&m=';
  // A link made before the stream that deals the games changed: its moves
  // were played on other games, so it is refused with the reason.
  const older = `${app.url}/?seed=41&n=2&m=BA&h=${fnv('seed=41&n=2&m=BA')}`;
  const refused = [checked(capped), checked(empty), older];
  // The same check accepts the article's own settings (the test's hash is the page's).
  const fine = `seed=1&n=0&m=&cfg=${Buffer.from(JSON.stringify(article)).toString('base64url')}`;
  const accepted = await app.browser.newPage({ viewport: { width: 375, height: 740 } });
  await accepted.goto(checked(fine));
  await accepted.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await accepted.getByText('The link could not be opened').count(), 0, 'a link with usable settings opens');
  await accepted.close();
  for (const bad of [link.slice(0, link.length - 15), link.replace('seed=41', 'seed=42'), `${app.url}/?seed=%%%&&==x`, `${app.url}/?seed=1&n=99999999&m=AAAA&h=00000000`, ...refused]) {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 740 } });
    const fresh = await context.newPage();
    await fresh.goto(bad);
    await fresh.getByRole('grid', { name: 'Board' }).waitFor();
    await fresh.getByText('The link could not be opened').waitFor();
    assert.match(await fresh.locator('.message span').textContent(), /Here is a new game instead\.$/);
    if (bad === older) assert.match(await fresh.locator('.message span').textContent(), /made before 3 December 2026, when Lookahead changed how it deals tiles/);
    assert.equal(await moves(fresh), 0, `a new game: ${bad}`);
    assert.equal((await cells(fresh)).filter((c) => c !== '').length, 2);
    // And it plays: the first of the four moves that is legal is played.
    for (const key of ['ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight']) {
      await fresh.keyboard.press(key);
      if ((await moves(fresh)) === 1) break;
    }
    assert.equal(await moves(fresh), 1, `the new game plays: ${bad}`);
    await context.close();
  }
  // A link that cannot be opened replaces nothing: the game in progress stays.
  await page.goto(link.replace('seed=41', 'seed=42'));
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.match(await page.locator('.message span').textContent(), /^The link could not be opened: .*\. Here is your game in progress, as you left it\.$/);
  assert.equal(await moves(page), 12);
  assert.equal(await page.getByTestId('kept').count(), 0);
  // An address without a link's keys is no link: its game is the one saved
  // here, untouched, and no notice. (A shared address with a tracking
  // parameter used to be "changed", and the game in progress set aside.)
  for (const bare of ['?utm_source=news&fbclid=abc', '?SEED=7', '?%%%&&==x']) {
    await page.goto(`${app.url}/${bare}`);
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    assert.equal(await moves(page), 12, bare);
    assert.equal(await page.getByText('The link could not be opened').count(), 0, bare);
  }
  await page.close();
});

test("a link opened over a game in progress keeps that game and the reader's settings for the visit, one button away", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  // Someone else's game: 3 moves of seed 7 with the article's settings.
  const theirs = await context.newPage();
  await theirs.goto(`${app.url}/?seed=7`);
  await theirs.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(theirs, 3);
  const link = await settledAddress(theirs);
  const theirCells = await cells(theirs);
  await theirs.close();
  // Ours: 12 moves of seed 41, and a smoothness weight of our own.
  const page = await context.newPage();
  await page.goto(`${app.url}/?seed=41`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 12);
  const ourCells = await cells(page);
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.locator('#weight-smoothness').fill('3000');
  await page.locator('#weight-smoothness').dispatchEvent('change');
  await page.waitForFunction(() => new URLSearchParams(location.search).has('cfg'));
  await settledAddress(page);
  // The link opens in place of both, and says what it keeps.
  await page.goto(link);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const kept = page.getByTestId('kept');
  assert.equal(await kept.locator('span').first().textContent(), 'The link opened in place of your game (seed 41, move 12) and solver settings, which are kept for this visit.');
  // In view (the link's section is marked, not scrolled to), and heard.
  const box = await kept.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 860, `the notice is on screen (${box.y})`);
  await page.waitForFunction(() => document.querySelector('[data-testid=heard]').textContent.startsWith('The link opened in place of your game'));
  assert.deepEqual(await cells(page), theirCells);
  // (The view is built when it is first opened.)
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  assert.equal(await page.locator('#weight-smoothness').inputValue(), '4000');
  // The link's settings stay in its tab: the reader's own are still the
  // ones saved (for their other tabs and their next visit).
  assert.match(await page.evaluate(() => localStorage.getItem('lookahead.solver-config')), /"smoothness":3000(\.0)?[,}]/);
  // "For this visit" holds through a reload of the tab.
  await settledAddress(page);
  await page.reload();
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await kept.locator('span').first().textContent(), 'The link opened in place of your game (seed 41, move 12) and solver settings, which are kept for this visit.');
  await kept.getByRole('button', { name: 'Back to yours' }).click();
  assert.deepEqual(await cells(page), ourCells);
  assert.equal(await moves(page), 12);
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  assert.equal(await page.locator('#weight-smoothness').inputValue(), '3000');
  assert.equal(await kept.locator('span').first().textContent(), "Yours are back. The link's game (seed 7, move 3) and solver settings are kept for this visit.");
  // And back again: nothing is lost either way.
  await kept.getByRole('button', { name: "Back to the link's" }).click();
  assert.deepEqual(await cells(page), theirCells);
  // A link to the game already on screen replaces nothing worth a word.
  await page.goto(link);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await kept.count(), 0);
  await context.close();
});

test('two tabs share one set of solver settings: a change in one is followed by the other, not written over', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.goto(`${app.url}/?seed=5`);
    await page.getByRole('tab', { name: 'Heuristic' }).click();
  }
  const set = async (page, id, value) => {
    await page.locator(id).fill(value);
    await page.locator(id).dispatchEvent('change');
  };
  await set(second, '#weight-smoothness', '3000');
  await first.waitForFunction(() => document.querySelector('#weight-smoothness').value === '3000');
  assert.equal(await first.locator('.message span').textContent(), 'The solver settings were changed in another tab: this one uses them too.');
  await set(first, '#weight-empties', '100000');
  await second.waitForFunction(() => document.querySelector('#weight-empties').value === '100000');
  const stored = await first.evaluate(() => localStorage.getItem('lookahead.solver-config'));
  assert.match(stored, /"empties":100000(\.0)?,/);
  assert.match(stored, /"smoothness":3000(\.0)?[,}]/);
  await context.close();
});

test('a link to an article section opens at that section', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=6`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 3);
  await page.locator('#depth').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('depth').scrollIntoView());
  const link = await settledAddress(page);
  assert.match(link, /view=depth/, link);
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const other = await context.newPage();
  await other.goto(link.split('#')[0]);
  await other.getByRole('grid', { name: 'Board' }).waitFor();
  await other.waitForFunction(() => {
    const top = document.getElementById('depth')?.getBoundingClientRect().top;
    return top !== undefined && top > -50 && top < window.innerHeight / 2;
  });
  assert.equal(await other.locator('nav[aria-label=Contents] [aria-current]').getAttribute('href'), '#depth');
  await context.close();
  await page.close();
});

/** The game an address holds: its seed, move count and moves. */
const gameIn = (address) => {
  const query = new URL(address).searchParams;
  return ['seed', 'n', 'm'].map((key) => query.get(key)).join(' ');
};
const selectedTab = (page, name) =>
  page.waitForFunction((name) => document.querySelector('[role=tab][aria-selected=true]')?.textContent === name, name);

test("the browser's Back returns to the view before, not off the page; the game played meanwhile stays", async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=6`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 2);
  const twoMoves = gameIn(await settledAddress(page));
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await playTo(page, 4);
  // (Views passed within a second share an entry: this one was read.)
  await page.waitForTimeout(1100);
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  const board = await cells(page);
  const fourMoves = gameIn(await settledAddress(page));
  assert.notEqual(fourMoves, twoMoves);

  await page.goBack();
  await selectedTab(page, 'Search tree');
  assert.equal(await moves(page), 4, 'Back changes the view, not the game');
  assert.deepEqual(await cells(page), board);
  let entry = await settledAddress(page);
  assert.ok(entry.startsWith(app.url), entry);
  assert.match(entry, /view=tree/, 'the entry names the view it returned to');
  await page.goBack();
  await selectedTab(page, 'Article');
  assert.equal(await moves(page), 4);
  // The entry made after two moves now holds the game as it is.
  assert.equal(gameIn(await settledAddress(page)), fourMoves);
  await page.goForward();
  await selectedTab(page, 'Search tree');

  // From the keyboard the tabs' arrows pass views quickly: one entry for
  // them all, so Back returns to the view before the first.
  await page.getByRole('tab', { name: 'Search tree' }).focus();
  await page.waitForTimeout(1100);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await selectedTab(page, 'Compare');
  await page.goBack();
  await selectedTab(page, 'Search tree');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-tree', 'focus follows to the tab, not the page');

  // Back to the page from another one, each entry loaded afresh (this
  // Chromium keeps no back-forward cache here): the entry's view, still
  // with the game as the tab left it, though the Article's entry was last
  // written with four moves.
  await playTo(page, 6);
  const sixMoves = await cells(page);
  await settledAddress(page);
  // (A page with no icon of its own makes the browser ask for
  // /favicon.ico, which the app does not have.)
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${app.url}/worker.js`);
  await page.goBack();
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await selectedTab(page, 'Search tree');
  assert.equal(await moves(page), 6);
  await page.goBack();
  await page.waitForFunction(() => !/view=tree/.test(location.search));
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await selectedTab(page, 'Article');
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type), 'back_forward');
  assert.equal(await moves(page), 6, 'not the four moves the entry was written with');
  assert.deepEqual(await cells(page), sixMoves);
  // Another game opened in the same tab by its link, then Back: this
  // page's game again, not the one the later page kept.
  const here = await settledAddress(page);
  await page.goto(`${app.url}/?seed=9`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 1);
  await settledAddress(page);
  await page.goBack();
  // (The address may name the section in view by now: the game is what
  // must be the same.)
  assert.equal(gameIn(page.url()), gameIn(here));
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  assert.equal(await moves(page), 6);
  assert.deepEqual(await cells(page), sixMoves);
  await page.close();
});
