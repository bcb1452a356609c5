// End to end: the coach. A game opened from a link (the solver's first
// 419 moves of the game from seed 5), then eight moves played by the
// reader's keys: two of the solver's worst moves (420, 422), one second-best
// (424) and the solver's own elsewhere. The match rate beside the score
// counts the reader's moves only; the review plays games on from both sides
// in the workers and flags the two bad moves, not the third; its figures
// are the command line's, run here on the page's own command; flagged
// positions go to the notebook, which survives a reload and serves a card.
// At 1280 and 375 px, axe-clean.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { useApp, shot, axe } from './browser.mjs';
import { CLI, LINK, playMoves } from './coach-game.mjs';

const app = useApp();

/** The review table's rows: move number → the row's cells' text. */
async function rows(page) {
  const found = {};
  for (const row of await page.getByTestId('coach-moves').locator('tbody tr').all()) {
    const cells = await row.locator('th, td').allTextContents();
    found[cells[0]] = cells;
  }
  return found;
}

for (const width of [1280, 375]) {
  test(`the coach at ${width} px: a match rate, two bad moves flagged and one not, the CLI's figures, a notebook`, async () => {
    assert.ok(existsSync(CLI), `the CLI is built (${CLI}): scripts/test.sh builds it before these tests`);
    const context = await app.browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 500 });
    const page = await context.newPage();
    await page.goto(`${app.url}?${LINK}`);
    assert.equal(await page.getByTestId('moves').textContent(), '419');
    // Before the reader plays, nothing of theirs to judge: a link's moves are not theirs.
    assert.match(await page.getByTestId('match-rate').textContent(), /^– \(No move of yours in this game yet\.\)$/);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await playMoves(page);

    // Judged in the background: 5 of 8 agree.
    await page.waitForFunction(() => document.querySelector('[data-testid=match-rate]')?.textContent.startsWith('62.5%'), null, { timeout: 20000 });
    assert.match(await page.getByTestId('match-rate').textContent(), /5 of your 8 judged moves are the solver's/);
    // The timeline marks them.
    assert.ok(await page.locator('.agreement-strip').isVisible());

    await page.getByRole('tab', { name: 'Compare' }).click();
    const summary = page.getByTestId('coach-summary');
    await summary.filter({ hasText: "You played 8 of this game's 427 moves" }).waitFor();
    assert.match(await summary.textContent(), /5 as the solver plays them \(62.5% of those judged\), 0 near-ties, 3 otherwise/);
    // The cost is said before the review runs.
    assert.match(await page.getByTestId('review-cost').textContent(), /Reviewing 3 moves plays 600 games \(100 a side a move\)/);
    await axe(page, `Compare before the review at ${width} px`);

    const review = page.getByRole('button', { name: 'Review 3 moves' });
    await review.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('review-took').waitFor({ timeout: 120000 });
    const table = await rows(page);
    assert.deepEqual(Object.keys(table).sort(), ['420', '422', '424']);
    assert.match(table['420'][4], /: flagged$/);
    assert.match(table['422'][4], /: flagged$/);
    assert.doesNotMatch(table['424'][4], /flagged/);
    assert.match(await summary.textContent(), /3 reviewed, 2 flagged/);

    // The same figures on the command line, from the page's own command.
    const command = await page.getByTestId('review-command').textContent();
    const link = command.match(/--link '([^']+)'/)[1];
    const only = command.match(/--only (\S+)/)[1];
    assert.equal(only, '420,422,424');
    const cli = JSON.parse(
      execFileSync(CLI, ['review', '--link', link, '--only', only, '--games', '100', '--seed', '1', '--threshold', '2', '--json'], {
        encoding: 'utf8',
      }),
    );
    assert.equal(cli.reviewed.length, 3);
    for (const r of cli.reviewed) {
      const cells = table[String(r.move)];
      assert.ok(cells[4].startsWith(`${r.loss.toFixed(1)} points of the chance of ${r.target}`), `${cells[4]} against ${JSON.stringify(r)}`);
      assert.ok(cells[4].includes(`95%: ${r.interval[0].toFixed(1)} to ${r.interval[1].toFixed(1)}`), cells[4]);
      assert.equal(cells[4].endsWith(': flagged'), r.flagged);
    }
    await axe(page, `Compare after the review at ${width} px`);
    await shot(page, `coach-${width}.png`);

    // The notebook keeps the two flagged positions, over a reload.
    const status = page.getByTestId('notebook-status');
    assert.match(await status.textContent(), /^2 positions kept: 0 due now, 0 learned\. The next comes due on \d{4}-\d\d-\d\d\.$/);
    await page.reload();
    await page.getByRole('tab', { name: 'Compare' }).click();
    assert.match(await page.getByTestId('notebook-status').textContent(), /^2 positions kept/);
    // So does this tab's record of the reader's moves, judged and reviewed.
    assert.match(await page.getByTestId('match-rate').textContent(), /^62\.5%/);
    assert.match(await summary.textContent(), /3 reviewed, 2 flagged/);
    // Made due (a day later, as far as the notebook knows), it is served.
    await page.evaluate(() => {
      const key = 'lookahead.notebook';
      const text = localStorage.getItem(key);
      localStorage.setItem(key, text.replace(/"due":\d+(\.\d+)?/g, '"due":1000'));
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Compare' }).click();
    assert.match(await page.getByTestId('notebook-status').textContent(), /^2 positions kept: 2 due now/);
    await page.getByRole('button', { name: 'Review the 2 due' }).click();
    const card = page.getByTestId('notebook-card');
    await card.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'notebook-card-title');
    // The solver's move there is one of the flagged rows' (left or down).
    const solverMove = (await card.getByRole('button').allTextContents()).find((t) => /left|down/.test(t));
    // By keyboard; the keyboard then goes on to the button that continues.
    await card.getByRole('button', { name: solverMove }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'notebook-next');
    assert.equal(await page.locator('#notebook-next').textContent(), 'Next card (1 left)');
    const result = await card.getByTestId('card-result').textContent();
    assert.match(result, /^(Right: the solver plays (left|down)\.|Not (left|down): the solver plays (left|down)\.)$/);
    assert.match(await card.textContent(), /In your game you played up: it cost \d+\.\d points of the chance of 2048/);
    assert.match(await page.locator('.notebook-accuracy').textContent(), /\d of 1/);
    await axe(page, `the notebook at ${width} px`);
    await shot(page, `coach-notebook-${width}.png`);
    await context.close();
  });
}
