// A scratch look at the page (not a test): node look.mjs
import { launch, watchErrors } from './browser.mjs';
import { serveDist } from './serve.mjs';
const server = await serveDist(process.env.DIST ?? '../../dist');
const browser = await launch();
const width = Number(process.env.W ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 900 } });
const errors = watchErrors(page);
await page.goto(`${server.url}/?seed=5`);
await page.waitForSelector('html[data-app="live"]');
// Autoplay 300 moves.
await page.fill('#autoplay-until', '300').catch(() => {});
await page.getByRole('button', { name: 'Autoplay' }).click();
await page.waitForFunction(() => document.body.innerText.includes('Autoplay stopped') || !!document.querySelector('.game-over'), null, { timeout: 60000 }).catch(() => {});
await page.locator('#claims').scrollIntoViewIfNeeded();
await page.getByRole('button', { name: /Check them on your game/ }).click();
await page.waitForFunction(() => !document.querySelector('#claims-progress'), null, { timeout: 60000 });
await page.waitForTimeout(300);
await page.locator('#claims').screenshot({ path: `/tmp/shots/claims-${width}.png` });
console.log(await page.locator('[data-testid=claims]').innerText());
console.log('errors', errors);
await browser.close();
server.close();
