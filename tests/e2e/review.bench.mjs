// What a review costs, as a benchmark (run with `npm run bench:review`
// after `scripts/test.sh` has built dist/ and the CLI; not part of the
// suite, since a timing is not a test).
//
// The coach's scripted game (coach-game.mjs): three of the reader's moves
// differ from the solver's, and a review plays 100 games a side from each.
// In the page (a fresh tab each round, its workers) and with `lookahead
// review` on as many threads as the page has workers, three rounds each,
// alternating; printed: seconds per reviewed move and per flagged move
// (two of the three are flagged), medians and every round.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, ARTIFACTS, median } from './browser.mjs';
import { CLI, LINK, playMoves } from './coach-game.mjs';

const ROUNDS = 3;
const REVIEWED = 3;
const FLAGGED = 2;
const app = useApp();
const list = (xs) => xs.map((x) => x.toFixed(2)).join(', ');

/** One review in a fresh tab: the seconds it took, as the page measured them. */
async function inPage() {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.url}?${LINK}`);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await playMoves(page);
  await page.getByRole('tab', { name: 'Compare' }).click();
  // Judged first, so that the review has the whole machine.
  await page.getByTestId('coach-summary').filter({ hasText: ', 3 otherwise.' }).waitFor();
  await page.getByRole('button', { name: `Review ${REVIEWED} moves` }).click();
  const took = page.getByTestId('review-took');
  await took.waitFor({ timeout: 300000 });
  const seconds = Number((await took.textContent()).match(/took ([\d.]+) s/)[1]);
  const command = await page.getByTestId('review-command').textContent();
  const workers = Math.min(4, await page.evaluate(() => navigator.hardwareConcurrency));
  await context.close();
  return { seconds, command, workers };
}

/** The same review on the command line (the page's own command): wall seconds. */
function native(command, threads) {
  const link = command.match(/--link '([^']+)'/)[1];
  const only = command.match(/--only (\S+)/)[1];
  const started = performance.now();
  const out = JSON.parse(
    execFileSync(CLI, ['review', '--link', link, '--only', only, '--threads', String(threads), '--json'], { encoding: 'utf8' }),
  );
  assert.equal(out.reviewed.length, REVIEWED);
  return (performance.now() - started) / 1000;
}

test('what a review costs, in the page and on the command line', async () => {
  const [page, cli] = [[], []];
  let workers = 1;
  for (let round = 0; round < ROUNDS; round++) {
    const one = await inPage();
    workers = one.workers;
    page.push(one.seconds);
    cli.push(native(one.command, workers));
  }
  const line =
    `a review of ${REVIEWED} moves (${FLAGGED} flagged), 100 games a side: ` +
    `page ${median(page).toFixed(2)} s (${list(page)}), ${(median(page) / REVIEWED).toFixed(2)} s per reviewed move, ${(median(page) / FLAGGED).toFixed(2)} s per flagged move; ` +
    `command line on ${workers} threads ${median(cli).toFixed(2)} s (${list(cli)}), ${(median(cli) / REVIEWED).toFixed(2)} s per reviewed move, ${(median(cli) / FLAGGED).toFixed(2)} s per flagged move`;
  console.log(line);
  await writeFile(join(ARTIFACTS, 'review.json'), JSON.stringify({ page, cli, workers, reviewed: REVIEWED, flagged: FLAGGED }, null, 2));
});
