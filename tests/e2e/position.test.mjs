// End to end: any position, any moment. The address holds the state
// (game, settings, view, selected node) and a fresh browser opening it
// sees the same thing; damaged links give a notice and a working page;
// the timeline scrubs through the game; the editor sets up any board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { useApp, shot } from './browser.mjs';
import { CLI, openBench, run } from './bench-run.mjs';

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

/** Polls `check` (for up to 5 s) until it holds. */
async function waitUntil(check, what) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(check(), what);
}

const app = useApp();
const cells = (page) => page.getByRole('gridcell').allTextContents();
const moves = async (page) => Number(await page.getByTestId('moves').textContent());
const score = (page) => page.locator('.score-box').first().locator('dd').textContent();
const KEYS = ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp'];

/** Plays until the game has `n` moves, cycling through the arrow keys. */
async function playTo(page, n) {
  for (let i = 0; (await moves(page)) < n && i < 8 * n; i++) {
    await page.locator('[role=grid]').focus();
    await page.keyboard.press(KEYS[i % 4]);
  }
  assert.equal(await moves(page), n);
}

/** The address once it has caught up with the page (it follows changes
 *  within half a second). */
async function settledAddress(page) {
  await page.waitForTimeout(700);
  return page.url();
}

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

/** The sentence under the comparison says what its table shows: the move
 *  row, then how many of the decision's seven rows (move, four values,
 *  depth, nodes; not the seed or the time) differ. */
async function assertVerdictReadsTable(page) {
  const agreements = await page.getByTestId('comparison').locator('tbody tr td:nth-child(4)').allTextContents();
  assert.equal(agreements.length, 9);
  const differing = agreements.slice(0, 7).filter((word) => word === 'differs').length;
  const expected =
    agreements[0] === 'differs'
      ? 'They choose different moves.'
      : differing === 0
        ? 'Both choose the same move, and every row of the decision agrees.'
        : `Both choose the same move; ${differing} ${differing === 1 ? 'row of the decision differs' : 'rows of the decision differ'}.`;
  assert.equal(await page.getByTestId('comparison-verdict').textContent(), expected);
}

test('two solvers side by side, and one board under a hundred sampling seeds', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=41`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 12);
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByLabel('Solver A').selectOption('article');
  await page.getByLabel('Solver B').selectOption('full-chance');
  await page.getByRole('button', { name: 'Decide both' }).click();
  const table = page.getByTestId('comparison');
  await table.waitFor();
  assert.equal(await table.locator('tbody tr').count(), 9);
  // Six of the empty cells sampled against all of them: the values differ.
  assert.ok((await table.locator('tr.differs').count()) >= 1);
  await assertVerdictReadsTable(page);
  // The same solver under two sampling seeds.
  await page.getByLabel('Solver B').selectOption('article');
  await page.getByLabel('Sampling seed A').fill('1');
  await page.getByLabel('Sampling seed B').fill('2');
  await page.getByRole('button', { name: 'Decide both' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=comparison] tbody tr:nth-child(8) td')?.textContent === '1');
  assert.equal(await table.locator('tbody tr').nth(7).locator('td').nth(1).textContent(), '2');
  await assertVerdictReadsTable(page);
  // Times vary from run to run: shown, never called the same or different.
  // Both timed the same way: warm, the median of the runs each had.
  const timeRow = table.locator('tbody tr').nth(8);
  assert.equal(await timeRow.locator('th').textContent(), 'Time (warm: after a first, untimed run)');
  for (const side of [0, 1]) assert.match(await timeRow.locator('td').nth(side).textContent(), /^(under 0\.1 ms|[\d.,]+ ms) \((1 run|median of [2-9] runs)\)$/);
  assert.equal(await timeRow.locator('td').nth(2).textContent(), 'not compared');
  // A seed that is not a number changes nothing and says why.
  await page.getByLabel('Sampling seed A').fill('one');
  await page.getByRole('button', { name: 'Decide both' }).click();
  await page.getByRole('alert').filter({ hasText: 'is not a seed' }).waitFor();

  await page.locator('#variance-solver').selectOption('article');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByTestId('variance-summary').waitFor({ timeout: 60_000 });
  assert.match(await page.getByTestId('variance-summary').textContent(), /wins \d+ of 100 seeds/);
  const chosen = await page.locator('[aria-label="Value spread"] tbody tr td:first-of-type').allTextContents();
  assert.equal(chosen.map((t) => Number(t.split(' ')[0])).reduce((a, b) => a + b, 0), 100, 'every seed chose one move');
  const coloured = await page.evaluate(() => {
    const canvas = document.querySelector('canvas[data-chart=variance]');
    const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i + 3] > 128 && Math.max(px[i], px[i + 1], px[i + 2]) - Math.min(px[i], px[i + 1], px[i + 2]) > 50) n++;
    return n;
  });
  assert.ok(coloured > 150, `the variance chart has bars (${coloured} coloured pixels)`);
  await shot(page, 'compare.png');
  await page.close();
});

test('Compare says when a result no longer fits the choices, is heard when it comes, and knows a board with no move', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=41`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await playTo(page, 12);
  await page.getByRole('tab', { name: 'Compare' }).click();
  const heard = async () => (await page.getByTestId('heard').textContent()).trim();
  const stale = page.locator('.compare .stale');
  await page.getByLabel('Solver B').selectOption('full-chance');
  // Enter in a seed field decides, as the button does.
  await page.getByLabel('Sampling seed A').press('Enter');
  const verdict = page.getByTestId('comparison-verdict');
  await verdict.waitFor();
  assert.equal(await heard(), (await verdict.textContent()).trim(), 'a screen reader hears the verdict');
  assert.equal(await stale.count(), 0);
  // Another solver chosen, or other settings for "your settings": the
  // table says it was decided under others (it said nothing).
  await page.getByLabel('Solver B').selectOption('no-trades');
  assert.equal(await stale.textContent(), 'The solvers, their settings or the seeds have changed since; press Decide both again to compare them.');
  await page.getByRole('button', { name: 'Decide both' }).click();
  await stale.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Article' }).click();
  const knob = page.getByLabel('depth on an open board', { exact: true });
  await knob.fill('1');
  await knob.press('Enter');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await stale.waitFor();
  // One seed of a solver that draws nothing: "1 seed", and why every seed agrees.
  // Enter in the count runs too, or says why it cannot.
  await page.locator('#variance-solver').selectOption('full-chance');
  const seeds = page.getByLabel('Seeds', { exact: true });
  await seeds.fill('');
  await seeds.press('Enter');
  await page.getByText('The number of seeds must be a whole number from 1 to 1,000.').waitFor();
  await seeds.fill('1');
  await seeds.press('Enter');
  const summary = page.getByTestId('variance-summary');
  await summary.waitFor({ timeout: 60_000 });
  assert.match(await summary.textContent(), / wins 1 of 1 seed; .* This solver weighs every empty cell and draws nothing at random, so no seed can change its decision\.$/);
  assert.equal(await heard(), (await summary.textContent()).trim());
  await page.locator('#variance-solver').selectOption('article');
  await page.getByText('The solver or its settings have changed since this run.').waitFor();
  // A board with no legal move: neither solver has a move, and the
  // post-mortem says why it has nothing to review.
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByLabel('Board (16 numbers)').fill('2,4,2,4,4,2,4,2,2,4,2,4,4,2,4,2');
  await page.getByLabel('Board (16 numbers)').press('Enter');
  await page.getByRole('button', { name: 'Decide both' }).click();
  await verdict.filter({ hasText: 'No move is legal on this board: neither solver has one to choose.' }).waitFor();
  await page.getByRole('button', { name: 'Find where it was lost' }).click();
  await page.getByText('No move was played in this game: its board has no legal move.', { exact: false }).waitFor();
  await page.close();
});

test('where was it lost: a finished game reviewed by the full search, as the CLI finds it', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=1`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByLabel('Speed').selectOption('max');
  await page.locator('#autoplay').click();
  await page.locator('.notice.over').waitFor({ timeout: 120_000 });
  const cli = JSON.parse(execFileSync(CLI, ['postmortem', '--seed', '1', '--preset', 'no-trades', '--json'], { encoding: 'utf8' }));
  assert.equal(await moves(page), cli.moves, 'the page played the game the CLI played');
  await page.getByRole('tab', { name: 'Compare' }).click();
  assert.equal(await page.getByLabel('Stronger solver').inputValue(), 'no-trades');
  // The review runs in Web Workers, and Cancel stops them at once.
  let workersStarted = 0;
  page.on('worker', () => workersStarted++);
  const find = page.getByRole('button', { name: 'Find where it was lost' });
  const count = page.getByRole('spinbutton', { name: 'Positions' });
  // Long enough (the whole game) that Cancel comes before the end.
  await count.fill('2000');
  await find.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('Cancelled.').waitFor();
  assert.ok(workersStarted >= 1, 'the review started workers');
  await waitUntil(() => page.workers().length === 0, 'Cancel stops the workers');
  await count.fill('50');
  const before = workersStarted;
  const started = Date.now();
  await find.click();
  await page.getByTestId('postmortem-summary').waitFor({ timeout: 120_000 });
  console.log(`post-mortem of 50 positions in the page's workers: ${Date.now() - started} ms (${await page.getByTestId('postmortem-summary').textContent()})`);
  assert.ok(workersStarted > before, 'the review ran in workers');
  await waitUntil(() => page.workers().length === 0, 'the workers end with the review');
  const listed = (await page.getByTestId('postmortem-table').locator('tbody tr td:first-child').allTextContents()).map(Number);
  assert.deepEqual(listed, cli.divergent.map((d) => d.move));
  const coloured = await page.evaluate(() => {
    const canvas = document.querySelector('canvas[data-chart=postmortem]');
    const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i + 3] > 128 && Math.max(px[i], px[i + 1], px[i + 2]) - Math.min(px[i], px[i + 1], px[i + 2]) > 50) n++;
    return n;
  });
  assert.ok(coloured > 150, `the chart is drawn (${coloured} coloured pixels)`);
  // A row opens both searches of that position side by side: the reader's
  // settings choose the move played, the stronger solver its own.
  const first = cli.divergent[0];
  await page.getByRole('button', { name: `Both trees at move ${first.move}` }).click();
  const yours = page.getByRole('region', { name: 'Your settings' });
  const stronger = page.getByRole('region', { name: /^Stronger: no-trades/ });
  await yours.getByRole('tree').waitFor();
  await stronger.getByRole('tree').waitFor();
  assert.match(await yours.locator('p.muted').first().textContent(), new RegExp(`^Chooses \\S+ ${first.played}:`));
  assert.match(await stronger.locator('p.muted').first().textContent(), new RegExp(`^Chooses \\S+ ${first.stronger}:`));
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), `Move ${first.move}: both searches`);
  // Each tree keeps its own selection: a key in one leaves the other alone.
  await yours.locator('[role=treeitem][aria-selected=true]').focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await yours.locator('[role=treeitem][aria-selected=true]').getAttribute('id'), 'first-tree-node-1');
  await page.waitForFunction(() => document.activeElement?.id === 'first-tree-node-1');
  assert.equal(await stronger.locator('[role=treeitem][aria-selected=true]').getAttribute('id'), 'second-tree-node-0');
  await shot(page, 'postmortem.png');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, 'postmortem-phone.png');
  // Each row keeps its values on one line and its two actions on two (its
  // last column squeezed to a word a line made rows 200 px tall).
  const tallest = await page.getByTestId('postmortem-table').locator('tbody tr').evaluateAll((rows) => Math.max(...rows.map((r) => r.getBoundingClientRect().height)));
  assert.ok(tallest < 70, `rows at most two lines tall at 375 px (${tallest} px)`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing wider than the phone');
  // Focus near the foot of a phone's screen brings the element up from
  // under the floating Board button (the trees' heading stayed under it).
  const close = page.getByRole('button', { name: 'Close the trees' });
  await close.evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - (window.innerHeight - 45)));
  await page.waitForFunction(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Close the trees').getBoundingClientRect().top > window.innerHeight - 60);
  await close.focus();
  await page.locator('.board-button').waitFor();
  const [focused, button] = await page.evaluate(() => [document.activeElement, document.querySelector('.board-button')].map((e) => e.getBoundingClientRect().toJSON()));
  assert.ok(focused.bottom <= button.top, `the focused button ends at ${focused.bottom} px, the Board button starts at ${button.top} px`);
  await page.setViewportSize({ width: 1280, height: 860 });
  // Closing the trees puts the keyboard back on the row that opened them.
  await page.getByRole('button', { name: 'Close the trees' }).click();
  await page.waitForFunction((id) => document.activeElement?.id === id, `pair-open-${first.move}`);
  assert.equal(await yours.count(), 0);
  // Without Web Workers the same review runs on the page.
  await page.evaluate(() => {
    delete window.Worker;
  });
  const withWorkers = workersStarted;
  // One position fewer, so that the new summary can be told from the old.
  await count.fill('49');
  await find.click();
  await page.getByTestId('postmortem-summary').filter({ hasText: `Of moves ${cli.moves - 48} to ${cli.moves}` }).waitFor();
  assert.equal(workersStarted, withWorkers, 'no worker this time');
  assert.deepEqual(
    (await page.getByTestId('postmortem-table').locator('tbody tr td:first-child').allTextContents()).map(Number),
    cli.divergent.map((d) => d.move),
  );
  // The last ten positions, all after the last disagreement: no table of
  // nothing under the summary's "0".
  assert.ok(cli.divergent.every((d) => d.move <= cli.moves - 10));
  await count.fill('10');
  await find.click();
  await page.getByTestId('postmortem-summary').filter({ hasText: `Of moves ${cli.moves - 9} to ${cli.moves}` }).waitFor();
  assert.match(await page.getByTestId('postmortem-summary').textContent(), /would have played every one as it was played \(/);
  assert.equal(await page.getByTestId('postmortem-table').count(), 0);
  await count.fill('49');
  await find.click();
  await page.getByTestId('postmortem-summary').filter({ hasText: `Of moves ${cli.moves - 48} to ${cli.moves}` }).waitFor();
  // A screen reader hears the summary, from a region on the page before it.
  assert.equal((await page.getByTestId('heard').textContent()).trim(), (await page.getByTestId('postmortem-summary').textContent()).trim());
  // A row takes the game back to the board its move was played on, and
  // the keys to the board.
  await page.getByRole('button', { name: `Board before move ${cli.divergent[0].move}` }).click();
  assert.equal(await moves(page), cli.divergent[0].move - 1);
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'grid');
  await page.close();
});

test('no review starts while a benchmark runs: its timings would suffer', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await openBench(page, app.url);
  await run(page, 200);
  await page.getByRole('progressbar').first().waitFor();
  await page.getByRole('tab', { name: 'Compare' }).click();
  let workersStarted = 0;
  page.on('worker', () => workersStarted++);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByText('A benchmark is running on this page').waitFor();
  assert.equal(workersStarted, 0, 'the review started no worker');
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByTestId('variance-summary').waitFor({ timeout: 60_000 });
  await page.close();
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
