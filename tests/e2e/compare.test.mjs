// End to end: the Compare view. Two solvers decide one board side by
// side, and the sentence under the table says what it shows; one board
// under a hundred sampling seeds; a result that no longer fits the
// choices says so; and "where was it lost": a finished game reviewed by
// the full search in Web Workers (or on the page without them), as the
// CLI finds it, never while a benchmark runs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useApp, shot } from './browser.mjs';
import { CLI, openBench, run } from './bench-run.mjs';
import { moves, playTo } from './board.mjs';

/** Polls `check` (for up to 5 s) until it holds. */
async function waitUntil(check, what) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(check(), what);
}

const app = useApp();

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
