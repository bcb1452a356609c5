// End to end: the article's claims checked in the page. Each claim shows a
// verdict worked out from the committed runs (read here from the same
// files, so the expected verdicts and figures come from the data, not from
// this test); the reader's own game adds its checks; "Why expectimax?" and
// the Benchmark play the greedy and worst-case solvers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useApp, shownPages, watchErrors, shot, oneDecimal } from './browser.mjs';
import { execFileSync } from 'node:child_process';
import { CLI, cliJSON, openBench, run, untilFinished } from './bench-run.mjs';
import { autoplay } from './board.mjs';

const app = useApp();

/** These tests read each claim's verdicts as they are: the reader who
 *  asked to be shown, not asked first (learning.test.mjs asks). */
const shownPage = shownPages(app);

const data = (name) => JSON.parse(readFileSync(new URL(`../../data/${name}.json`, import.meta.url), 'utf8'));
const why = data('why-expectimax');
const wall = data('wall-experiment');
const summary = (run, preset) => run.solvers.find((s) => s.preset === preset).summary;
/** "71.8% [69.8, 73.7]", as the page writes a share of games reaching `tile`. */
const shareText = (s, tile) => {
  const [low, high] = s.reached_interval[tile];
  return `${oneDecimal(100 * s.reached[tile])}% [${oneDecimal(100 * low)}, ${oneDecimal(100 * high)}]`;
};
/** Whether two runs' 95% intervals at `tile` do not overlap. */
const apart = (a, b, tile) => a.reached_interval[tile][1] < b.reached_interval[tile][0] || b.reached_interval[tile][1] < a.reached_interval[tile][0];

/** Each claim's checks: [verdict key, text] in order. */
const checks = (page, id) =>
  page.locator(`li.claim#${id} .checks > li`).evaluateAll((items) => items.map((li) => [li.dataset.verdict, li.textContent]));

/** The CLI's checks of one claim on the game of `seed`'s first `moves`
 *  moves, as [verdict key, sentence], the game's checks only: the native
 *  solver's verdicts, to hold the page's to. */
function cliChecks(seed, moves, says) {
  const text = execFileSync(CLI, ['claims', '--seed', String(seed), '--moves', String(moves)], { encoding: 'utf8' });
  const block = text.split('\n\n').find((b) => b.startsWith(says));
  assert.ok(block, `${says} in:\n${text}`);
  const lines = block.split('\n');
  const keys = { 'Holds': 'holds', 'Does not hold': 'does-not-hold', 'Not settled by this data': 'unsettled' };
  const found = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    if (!lines[i + 1].includes(`the game of seed ${seed}`)) continue;
    const [label, ...rest] = lines[i].trim().split('. ');
    found.push([keys[label] ?? (label.startsWith('Holds only') ? 'holds-only' : label), rest.join('. ')]);
  }
  return found;
}

test('each claim has a verdict from the data, and the reader\'s game adds its own checks', async () => {
  const page = await shownPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=5`);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: "Checking the article's claims" }).click();
  const list = page.getByTestId('claims');
  assert.equal(await list.locator('li.claim').count(), 8);

  // Against the committed runs: the verdicts the data calls for.
  const [article, greedy, worst] = ['article', 'greedy', 'worst-case'].map((p) => summary(why, p));
  const beats = (other) => (apart(article, other, 2048) ? (article.reached[2048] > other.reached[2048] ? 'holds' : 'does-not-hold') : 'unsettled');
  const [greedyCheck] = await checks(page, 'claim-greedy');
  assert.equal(greedyCheck[0], beats(greedy));
  assert.ok(greedyCheck[1].includes(`reached 2048 in ${shareText(article, 2048)} of 2,000 games, the greedy one in ${shareText(greedy, 2048)}`), greedyCheck[1]);
  assert.equal((await checks(page, 'claim-worst-case'))[0][0], beats(worst));
  // Sampling: expanding every cell clearly better at some tile, and no
  // faster by a fifth: it does not hold.
  const [wallArticle, full] = ['article', 'full-chance'].map((p) => summary(wall, p));
  const better = [2048, 4096, 8192].some((t) => apart(wallArticle, full, t) && full.reached[t] > wallArticle.reached[t]);
  const fast = full.mean_us_per_move >= 1.2 * wallArticle.mean_us_per_move;
  const sampling = (await checks(page, 'claim-sampling'))[0];
  assert.equal(sampling[0], better ? (fast ? 'holds-only' : 'does-not-hold') : fast ? 'holds' : 'holds-only');
  assert.ok(sampling[1].includes(`4096: ${shareText(full, 4096)} against ${shareText(wallArticle, 4096)}`), sampling[1]);
  // Smoothness: a 2 beside a 4 does not merge (the rules make the claim
  // false), though it costs only 4,000 of 200,000.
  const smoothness = (await checks(page, 'claim-smoothness'))[0];
  assert.equal(smoothness[0], 'does-not-hold');
  assert.match(smoothness[1], /The rules say otherwise: a 2 beside a 4 does not merge .* costs 1 × 4,000 = 4,000 points, 2\.0% of one empty cell's 200,000/);
  // The corner over the committed games; nothing yet about a game.
  const corner = await checks(page, 'claim-corner');
  assert.equal(corner.length, 1);
  assert.equal(corner[0][0], article.corner.share >= 0.9 ? 'holds' : 'does-not-hold');
  assert.ok(corner[0][1].includes(`(${oneDecimal(100 * article.corner.share)}%), first there by move ${article.corner.median_first} (the median over games)`), corner[0][1]);
  assert.equal(await list.locator('li.claim#claim-full-board .checks').count(), 0);
  assert.match(await list.locator('li.claim#claim-full-board').textContent(), /Not checked yet/);

  // The reader's game: 150 moves of Autoplay, then checked position by position.
  await autoplay(page, 150);
  await page.locator('#claims').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Check them on your game (150 moves)' }).click();
  await page.waitForFunction(() => !document.querySelector('#claims-progress') && document.querySelectorAll('#claim-corner .checks > li').length === 2);
  // The same game (seed 5, its first 150 moves) checked by the native
  // CLI: the same verdicts, in the same words.
  const [yours] = await checks(page, 'claim-corner');
  const [cliCorner] = cliChecks(5, 150, 'The weights keep the largest tile in a corner');
  assert.equal(yours[0], cliCorner[0]);
  assert.ok(yours[1].includes(cliCorner[1]), `${yours[1]} says ${cliCorner[1]}`);
  assert.match(yours[1], / of 150 positions \(\d+\.\d%\), first there at move \d+\. Checked on your game \(150 positions\)\.$/);
  const [fullBoard] = await checks(page, 'claim-full-board');
  const [cliFullBoard] = cliChecks(5, 150, 'A nearly full board is worth almost nothing');
  assert.equal(fullBoard[0], cliFullBoard[0]);
  assert.ok(fullBoard[1].includes(cliFullBoard[1]), `${fullBoard[1]} says ${cliFullBoard[1]}`);
  assert.ok(fullBoard[1].endsWith('Checked on your game (150 positions).'), fullBoard[1]);
  // The time claim, judged on this browser's own timing of those searches
  // too, beside the committed run's (each saying where it was measured).
  const time = await checks(page, 'claim-time');
  const here = time.find(([, text]) => text.includes("this browser, on this page's main thread: your game's 150 positions"));
  assert.ok(here, JSON.stringify(time));
  assert.match(here[1], /^.*?([\d.]+) µs per move, against the article's 500 µs/);
  assert.ok(time.some(([, text]) => /Checked on the committed run `lookahead why-expectimax [^`]*`, natively, 2 threads at a time, timed per thread\./.test(text)), JSON.stringify(time));
  assert.equal((await page.getByTestId('heard').textContent()).trim(), 'Your game is checked: the verdicts below include it.');
  // Play on: the check says it is behind the game.
  assert.equal(await page.getByTestId('claims-stale').count(), 0);
  await page.getByRole('grid', { name: 'Board' }).focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  await page.getByTestId('claims-stale').waitFor();
  await page.locator('#claims').screenshot({ path: new URL('./artifacts/claims.png', import.meta.url).pathname }).catch(() => {});
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long check shows its progress and can be cancelled', async () => {
  const page = await shownPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=5`);
  await autoplay(page, 400);
  // A slow machine: the check takes many frames, so Cancel finds it running.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.locator('#claims').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: /^Check them on your game/ }).click();
  // Cancel from inside the page as soon as the progress shows: from the
  // test's side, the check could end between seeing it and clicking.
  const [max, done] = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const look = () => {
          const progress = document.querySelector('#claims-progress');
          if (!progress) return requestAnimationFrame(look);
          const cancel = [...document.querySelectorAll('.your-game button')].find((b) => b.textContent === 'Cancel');
          const seen = [progress.max, progress.value];
          cancel.click();
          resolve(seen);
        };
        look();
      }),
  );
  assert.equal(max, 400);
  assert.ok(done < 400, `cancelled at position ${done} of 400`);
  await page.locator('#claims-progress').waitFor({ state: 'detached' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForTimeout(300);
  assert.equal((await checks(page, 'claim-corner')).length, 1, 'no check of a game that was cancelled');
  assert.equal(await page.getByRole('button', { name: /^Check them on your game/ }).isEnabled(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Why expectimax? plays the three solvers in the page, and the Benchmark plays greedy and worst-case', async () => {
  const page = await shownPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=5`);
  const panel = page.locator('[data-experiment=why-expectimax]');
  await page.locator('#why-expectimax').scrollIntoViewIfNeeded();
  const committed = page.getByTestId('why-committed');
  assert.deepEqual(await committed.locator('tbody tr th').allTextContents(), ['article', 'greedy', 'worst-case']);
  assert.equal(await panel.locator('code.command').textContent(), why.command);
  const finding = await page.getByTestId('why-finding').textContent();
  assert.ok(finding.includes(`${shareText(summary(why, 'greedy'), 2048)} by the greedy one`), finding);
  await panel.getByLabel('Games per solver').fill('2');
  await panel.getByRole('button', { name: 'Run the three solvers' }).click();
  await page.getByRole('progressbar', { name: 'Progress of the three solvers' }).waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid=why-table] tbody tr').length === 3 && !document.querySelector('[role=progressbar]'),
    null,
    { polling: 500, timeout: 300_000 },
  );
  assert.deepEqual(await page.getByTestId('why-table').locator('tbody tr th').allTextContents(), ['article', 'greedy', 'worst-case']);
  // The page's run joins the claims it speaks to, as a second check.
  const greedyChecks = await checks(page, 'claim-greedy');
  assert.equal(greedyChecks.length, 2);
  assert.match(greedyChecks[1][1], /Checked on 2 games per solver, this page's run, in this browser's workers\.$/);
  // Two games a solver settle nothing unless the intervals are apart.
  assert.ok(['holds', 'unsettled', 'does-not-hold'].includes(greedyChecks[1][0]));
  await shot(page, 'why-expectimax.png');

  // The Benchmark offers both, with their settings in words, and plays them.
  await openBench(page, app.url);
  const menu = page.locator('#bench-config');
  await menu.selectOption('greedy');
  assert.equal(await page.locator('#bench-config-settings').textContent(), 'depth 1, no chance layer');
  await run(page, 3);
  await untilFinished(page);
  await menu.selectOption('worst-case');
  assert.equal(await page.locator('#bench-config-settings').textContent(), 'depth 3/4/5, at most 6 spawn cells sampled, the worst spawn taken');
  await run(page, 2);
  await untilFinished(page);
  const presets = await page.locator('.bench-table tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent));
  assert.equal(presets.length, 2);
  assert.ok(presets[0].includes('greedy') && presets[1].includes('worst-case'), presets.join(' | '));
  // Where the largest tile sat, as the CLI counts it over the same games.
  const cli = cliJSON(['bench', '--games', '3', '--seed', '1', '--preset', 'greedy', '--json']);
  const corner = await page.locator('.bench-table tbody tr').first().locator('td').last().textContent();
  assert.equal(corner, `${oneDecimal(100 * cli.corner.share)}%`);
  assert.deepEqual(errors, []);
  await page.close();
});
