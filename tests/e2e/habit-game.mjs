// Plays one game in the page as many people play 2048: down if it moves,
// else right, else left, else up (the corner habit), then prints its share
// link and what the coach says of it: a game to try `lookahead review` on
// (`npm run play:habit -- <seed>`; not a test).
import { launch } from './browser.mjs';
import { serveDist } from './serve.mjs';
const seed = process.argv[2] ?? '20261205';
const server = await serveDist(process.env.DIST ?? new URL('../../dist', import.meta.url).pathname);
const browser = await launch();
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const p = await ctx.newPage();
await p.goto(`${server.url}?seed=${seed}`);
await p.waitForFunction(() => document.documentElement.dataset.app === 'live');
await p.locator('body').click({ position: { x: 1, y: 1 } });
const moves = () => p.getByTestId('moves').textContent();
for (let n = 0; n < 3000; n++) {
  const before = await moves();
  let moved = false;
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) {
    await p.keyboard.press(key);
    if ((await moves()) !== before) { moved = true; break; }
  }
  if (!moved) break;
}
await p.waitForTimeout(500);
console.log(JSON.stringify({ moves: await moves(), score: await p.getByTestId('score').textContent().catch(() => '?'), link: await p.evaluate(() => location.search.slice(1)) }));
await p.getByRole('tab', { name: 'Compare' }).click();
await p.waitForTimeout(20000);
console.log(await p.getByTestId('match-rate').textContent());
console.log(await p.getByTestId('coach-summary').textContent());
await browser.close();
process.exit(0);
