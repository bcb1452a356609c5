// End to end at the sizes real decisions have: the article's own depth-5
// search late in a game (1,837 nodes) and the `deeper` preset's search of
// the same board (12,009 nodes), both written by the CLI. Stepping keeps
// its pace deep into them, the outline stays small whatever is open, the
// keyboard reaches the last node, the overview selects what is clicked,
// and files that are not the search they claim, or that quote something
// enormous, are refused.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, watchErrors, ARTIFACTS } from './browser.mjs';
import { CLI } from './bench-run.mjs';

const app = useApp();
const BOARD = '2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4';

async function treeFile(name, extra = []) {
  const json = execFileSync(CLI, ['tree', '--board', BOARD, '--seed', '3', '--json', ...extra], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const path = join(ARTIFACTS, name);
  await writeFile(path, json);
  return { path, json };
}

async function open(page, path) {
  await page.goto(`${app.url}/?seed=7`);
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await page.locator('#tree-import').setInputFiles(path);
  await page.getByRole('tree', { name: 'Search tree' }).waitFor();
}

const position = async (page) => Number((await page.getByTestId('step-status').textContent()).match(/^Step (\d+)/)?.[1] ?? 0);

/** Plays for `seconds` (less if the search ends sooner) and returns the
 *  steps taken per second. */
async function playFor(page, seconds, total) {
  const from = await position(page);
  seconds = Math.min(seconds, ((total - from) / 100) * 0.9);
  const started = Date.now();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(seconds * 1000);
  // Paused from inside the page, at once: a click can wait for the
  // stepper's layout to settle, and it moves while playing.
  const [at, elapsed] = await page.evaluate((started) => {
    document.querySelector('.stepper-buttons button[aria-label=Pause]').click();
    return [Number(document.querySelector('[data-testid=step-status]').textContent.match(/^Step (\d+)/)[1]), (Date.now() - started) / 1000];
  }, started);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  return (at - from) / elapsed;
}

for (const [name, extra, nodes] of [
  ['tree-depth5.json', [], 1837],
  ['tree-deeper.json', ['--preset', 'deeper'], 12009],
]) {
  test(`stepping a ${nodes}-node search keeps its pace, and the outline stays small`, async () => {
    const { path } = await treeFile(name, extra);
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
    const errors = watchErrors(page);
    await open(page, path);
    assert.match(await page.getByTestId('tree-cost').textContent(), new RegExp(`${nodes.toLocaleString('en')} nodes`));
    await page.getByLabel('Steps/s').selectOption('100');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const total = Number((await page.getByTestId('step-status').textContent()).match(/of (\d+)/)[1]);
    const early = await playFor(page, 20, total);
    await page.getByLabel('Go to step').fill(String(Math.floor(total / 2)));
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    assert.equal(await position(page), Math.floor(total / 2));
    const late = await playFor(page, 20, total);
    console.log(`${nodes} nodes: ${early.toFixed(1)} steps/s from the start, ${late.toFixed(1)} steps/s from step ${Math.floor(total / 2)}`);
    assert.ok(late >= 0.8 * early, `late ${late} vs early ${early}`);
    assert.ok(early > 50, `a hundred steps a second asked, ${early} taken`);

    // Everything open: the outline still holds a window of rows.
    await page.getByRole('button', { name: 'Expand all' }).click();
    const elements = await page.evaluate(() => document.querySelectorAll('[role=tree] *').length);
    console.log(`${nodes} nodes, all open: ${elements} elements in the outline`);
    assert.ok(elements <= 2000, `${elements} elements`);
    // Printed, the outline draws its first 400 rows, is as tall as them
    // (no blank pages after), and says so.
    if (nodes > 400) {
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await page.waitForFunction(() => document.querySelectorAll('[role=tree] [role=treeitem]').length === 400);
      const printed = await page.evaluate(() => {
        const list = document.querySelector('[role=tree]');
        return { list: list.getBoundingClientRect().height, row: list.querySelector('[role=treeitem]').getBoundingClientRect().height };
      });
      assert.ok(Math.abs(printed.list - 400 * printed.row) <= 1, `the list is 400 rows tall in print: ${JSON.stringify(printed)}`);
      assert.match(await page.locator('.print-note').textContent(), /^Printed: the first 400 of the \d+ rows open\.$/);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await page.waitForFunction(() => document.querySelectorAll('[role=tree] [role=treeitem]').length < 400);
      assert.equal(await page.locator('.print-note').count(), 0);
    }
    // The keyboard reaches the last node (the last in visiting order).
    // (Back at the start, following the search closes what it finished.)
    const tree = page.getByRole('tree', { name: 'Search tree' });
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await tree.locator('[role=treeitem][tabindex="0"]').focus();
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.activeElement?.id === 'tree-node-0');
    await page.keyboard.press('End');
    await page.waitForFunction((last) => document.activeElement?.id === `tree-node-${last}`, nodes - 1);
    assert.equal(await page.locator(`#tree-node-${nodes - 1}`).getAttribute('aria-selected'), 'true');
    const level = await page.locator(`#tree-node-${nodes - 1}`).getAttribute('aria-level');
    assert.ok(Number(level) >= 5, `the last node is deep in the tree (level ${level})`);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((last) => document.activeElement?.id !== `tree-node-${last}`, nodes - 1);
    // PageUp and PageDown move by a boxful of rows, and the keyboard stays in the tree.
    const row = () => page.evaluate(() => Number(getComputedStyle(document.activeElement).getPropertyValue('--row')));
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.activeElement?.id === 'tree-node-0');
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => document.activeElement?.id !== 'tree-node-0' && document.activeElement?.role === 'treeitem');
    const boxful = await page.evaluate(() => {
      const box = document.querySelector('.tree-scroll');
      return Math.floor(box.clientHeight / box.querySelector('[role=treeitem]').getBoundingClientRect().height) - 1;
    });
    assert.equal(await row(), boxful, 'one boxful down');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageUp');
    await page.waitForFunction((boxful) => Number(getComputedStyle(document.activeElement).getPropertyValue('--row')) === boxful, boxful);
    // The box scrolled far from the selected row (a wheel, the scrollbar):
    // the row keeps the keyboard, and an arrow moves in the tree, never the game.
    const focused = await page.evaluate(() => document.activeElement.id);
    await page.locator('.tree-scroll').evaluate((box) => { box.scrollTop = box.scrollHeight / 2; });
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => document.activeElement.id), focused, 'the focused row is kept on the page');
    const played = await page.getByTestId('moves').textContent();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((boxful) => Number(getComputedStyle(document.activeElement).getPropertyValue('--row')) === boxful + 1, boxful);
    assert.equal(await page.getByTestId('moves').textContent(), played, 'the game did not move');

    // The overview is drawn, and a click on it selects that node in the outline.
    const overview = page.getByRole('figure', { name: 'Shape of the search' });
    const colours = await overview.locator('canvas[data-chart=overview]').evaluate((canvas) => {
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set();
      for (let i = 0; i < data.length; i += 16) if (data[i + 3] > 0) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return seen.size;
    });
    assert.ok(colours > 5, `the overview shows many shades (${colours})`);
    await overview.scrollIntoViewIfNeeded();
    const box = await overview.locator('canvas[role=application]').boundingBox();
    await page.mouse.click(box.x + box.width * 0.9, box.y + 22 * 1.5);
    const chosen = tree.locator('[role=treeitem][aria-selected=true]');
    await chosen.waitFor();
    assert.equal(await chosen.getAttribute('data-layer'), '2');
    assert.match(await page.locator('.node-detail h3').textContent(), /^chance/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('files that are not the search they claim are refused, naming the first difference', async () => {
  const { json } = await treeFile('tree-refused-source.json');
  const good = JSON.parse(json);
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=7`);
  await page.getByRole('tab', { name: 'Search tree' }).click();
  // One value altered.
  const altered = structuredClone(good);
  altered.nodes[40].value += 1;
  await writeFile(join(ARTIFACTS, 'tree-altered.json'), JSON.stringify(altered));
  await page.locator('#tree-import').setInputFiles(join(ARTIFACTS, 'tree-altered.json'));
  const problem = page.locator('.import [role=alert]');
  await problem.waitFor();
  assert.match(await problem.textContent(), /tree-altered\.json was not opened: it is not the search its board, seed and settings give: node 40 differs \(its value:/);
  // 60,000 identical spawns under one chance node.
  const spawn = good.nodes.find((n) => n.edge.kind === 'spawn');
  const wide = { ...good, nodes: [...good.nodes.slice(0, spawn.parent + 1), ...Array(60000).fill(spawn)] };
  await writeFile(join(ARTIFACTS, 'tree-wide.json'), JSON.stringify(wide));
  await page.locator('#tree-import').setInputFiles(join(ARTIFACTS, 'tree-wide.json'));
  await page.waitForFunction(() => document.querySelector('.import [role=alert]')?.textContent.includes('tree-wide.json'));
  assert.match(await problem.textContent(), new RegExp(`node ${spawn.parent} has 60000 children`));
  // Far more nodes than a tree may have (a real search's, 220 times over):
  // refused from a scan of its text, with no page-long pause to parse it
  // first; while it is read, the page says what it is doing.
  const many = { ...good, nodes: Array(220).fill(good.nodes).flat() };
  await writeFile(join(ARTIFACTS, 'tree-many.json'), JSON.stringify(many));
  await page.evaluate(() => {
    window.longest = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => { window.longest = Math.max(window.longest, e.duration); })).observe({ type: 'longtask' });
    // The status lives only while the file is read: caught as it appears.
    window.statuses = [];
    new MutationObserver(() => {
      const line = document.querySelector('.import .message-inline');
      if (line && !window.statuses.includes(line.textContent)) window.statuses.push(line.textContent);
    }).observe(document.querySelector('.import'), { childList: true, subtree: true, characterData: true });
  });
  await page.locator('#tree-import').setInputFiles(join(ARTIFACTS, 'tree-many.json'));
  await page.waitForFunction(() => document.querySelector('.import [role=alert]')?.textContent.includes('tree-many.json'));
  assert.match(await problem.textContent(), new RegExp(`it has ${many.nodes.length} nodes, more than the 400000 a tree may have`));
  const statuses = await page.evaluate(() => window.statuses);
  assert.ok(statuses.some((s) => /^Opening tree-many\.json \([\d.]+ MB\): reading it, then replaying its search to check it…$/.test(s)), statuses.join(' | '));
  assert.equal(await page.getByText(/^Opening tree-many/).count(), 0, 'the status goes once the file is refused');
  console.log(`tree file of ${many.nodes.length} nodes refused; the longest task was ${await page.evaluate(() => window.longest)} ms`);
  // Nothing was shown from any of these files.
  assert.equal(await page.getByRole('tree').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a tree file that quotes something enormous is refused in a message of readable length', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=11`);
  await page.getByRole('tab', { name: 'Search tree' }).click();
  const tree = JSON.parse(execFileSync(CLI, ['tree', '--board', '2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2', '--json'], { encoding: 'utf8' }));
  tree.format = 'x'.repeat(300_000);
  const file = join(ARTIFACTS, 'enormous-format.json');
  await writeFile(file, JSON.stringify(tree));
  await page.locator('#tree-import').setInputFiles(file);
  const alert = page.locator('.import [role=alert]');
  await alert.waitFor();
  const message = await alert.textContent();
  assert.ok(message.length < 500, `${message.length} characters`);
  assert.match(message, /^enormous-format\.json was not opened: the file says it is "x+…/);
  const [width, room] = await alert.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(width <= room, 'the message wraps inside its box');
  assert.deepEqual(errors, []);
  await page.close();
});
