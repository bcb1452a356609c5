// The page's speed against the CLI's, as a benchmark (run with
// `npm run bench` after `scripts/test.sh` has built dist/ and the CLI; it
// is not part of the test suite, since a timing is not a test).
//
// It plays the article's 250 games from seed 1 in the page and natively on
// as many threads as the page has workers, three times, alternating (page,
// CLI, page, ...), and compares the medians of µs per move: the page must
// be within PAGE_LIMIT of native. Each round's own ratio and the fastest
// rounds' ratio are printed beside it, to show the machine's noise.
//
// It also reports the page's own main-thread work during each round (the
// Chrome DevTools Protocol's task time), as a share of what the workers
// had: the CLI's threads have the cores to themselves, while the page's
// workers share them with the page that shows their games, so on a machine
// with no core to spare this share is time the workers lose.
//
// `WORKERS=1 npm run bench` runs one worker against one native thread: the
// wasm's own speed against native code, without contention for the cores.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, ARTIFACTS, median } from './browser.mjs';
import { openBench, run, untilFinished, storedRecords, pageMicros, nativeMicros } from './bench-run.mjs';

const PAGE_LIMIT = 1.4;
const ROUNDS = 3;
const app = useApp();
const list = (xs, digits) => xs.map((x) => x.toFixed(digits)).join(', ');

test(`the page's benchmark is within ${PAGE_LIMIT}× of the CLI per move`, async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  // WORKERS=n has the page see n cores (it starts a worker per core, at
  // most 4), and the CLI run on n threads.
  const asked = process.env.WORKERS;
  if (asked !== undefined && !/^[1-4]$/.test(asked)) throw new Error(`WORKERS must be 1 to 4, not "${asked}"`);
  if (asked) {
    await page.addInitScript((n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }), Number(asked));
  }
  const workers = Math.min(4, Number(asked) || (await page.evaluate(() => navigator.hardwareConcurrency)));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const [inPage, native, pageShare] = [[], [], []];
  for (let round = 0; round < ROUNDS; round++) {
    await openBench(page, app.url);
    const [startTask, startWall] = [await taskSeconds(), performance.now()];
    await run(page, 250, 1);
    await untilFinished(page);
    const [task, wall] = [(await taskSeconds()) - startTask, (performance.now() - startWall) / 1000];
    pageShare.push(task / (wall * workers));
    inPage.push(pageMicros(await storedRecords(page)));
    native.push(nativeMicros(250, workers));
  }
  const ratio = median(inPage) / median(native);
  // Reported beside the medians, not asserted: each round's own ratio shows
  // how far the machine's noise moves one figure, and the fastest rounds'
  // ratio is the comparison with the least contention in it.
  const paired = inPage.map((micros, round) => micros / native[round]);
  const fastest = Math.min(...inPage) / Math.min(...native);
  const line = `µs per move over ${ROUNDS} rounds: page ${list(inPage, 1)}; native on ${workers} threads ${list(native, 1)}; medians' ratio ${ratio.toFixed(2)} (round by round ${list(paired, 2)}; fastest rounds' ${fastest.toFixed(2)}); the page's main thread took ${list(pageShare.map((x) => 100 * x), 1)}% of the workers' time`;
  console.log(line);
  await writeFile(join(ARTIFACTS, 'speed.json'), JSON.stringify({ inPage, native, workers, ratio, paired, fastest, pageShare }, null, 2));
  assert.ok(ratio <= PAGE_LIMIT, line);
});
