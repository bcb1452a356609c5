// Driving the benchmark lab from a test: open it, run games, wait for the
// end without disturbing the workers, and read the results; and the CLI's
// figures for the same games.

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Where cargo built it (CARGO_TARGET_DIR moves the target directory).
export const CLI = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'release', 'lookahead');

export async function openBench(page, url) {
  await page.goto(`${url}/?seed=1`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  await page.getByRole('spinbutton', { name: 'Games' }).waitFor();
}

/** Waits for a run to end, looking twice a second: Playwright's default
 *  wait polls every animation frame, which would keep the page busy and
 *  take time from the workers being measured. */
export const untilFinished = (page) =>
  page.waitForFunction(() => !document.querySelector('[role=progressbar]'), null, { polling: 500, timeout: 600_000 });

/** Thinking time per move over a run's records. */
export const pageMicros = (records) =>
  records.reduce((sum, r) => sum + r.think_micros, 0) / records.reduce((sum, r) => sum + r.moves, 0);

/** The CLI's thinking time per move for the same games. */
export const nativeMicros = (games, threads) =>
  JSON.parse(execFileSync(CLI, ['bench', '--games', String(games), '--seed', '1', '--threads', String(threads), '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 })).mean_us_per_move;

/** Starts a run: a click on Run, or Enter on it with `keyboard`. */
export async function run(page, games, seed = 1, { keyboard = false } = {}) {
  await page.getByRole('spinbutton', { name: 'Games' }).fill(String(games));
  await page.getByLabel('Seed', { exact: true }).last().fill(String(seed));
  const button = page.getByRole('button', { name: 'Run benchmark' });
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
}

/** The records of the newest stored run. */
/** JSON read with every integer too long for a double's 53 bits kept as
 *  its digits (a string): the reports' 64-bit seeds compared exactly. */
export const exactJSON = (text) => JSON.parse(text.replace(/(?<=[:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '"$1"'));

/** The records of the last stored run, seeds exact. */
export const storedRecords = async (page) => {
  const stored = exactJSON(await page.evaluate(() => localStorage.getItem('lookahead.bench-results')));
  const runs = stored.value ?? stored;
  return runs[runs.length - 1].report.records;
};

/** `lookahead` run with `args`, its JSON output read with seeds exact. */
export const cliJSON = (args) => exactJSON(execFileSync(CLI, args, { encoding: 'utf8', maxBuffer: 1 << 26 }));

