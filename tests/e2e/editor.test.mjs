// End to end: the board and its editor, at the edges where an exploratory
// pass through the page found it going wrong: boards set up by hand (a
// 2048 already there, a stuck board, a gap in the numbers), Edit board and
// Undo meeting Autoplay, and the editor's cells and its sixteen numbers
// kept as one board, with Escape anywhere in it for Cancel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, watchErrors } from './browser.mjs';
import { cells, moves, controls } from './board.mjs';

const app = useApp();

/** Sets up `faces` (sixteen numbers, as typed) with the board editor. */
async function setUp(page, faces) {
  await page.getByRole('button', { name: 'Edit board' }).click();
  const text = page.getByLabel('Board (16 numbers)');
  await text.fill(faces);
  await text.press('Enter');
}

test('boards set up by hand: a 2048 already there is no win, a stuck one has nothing to undo, a gap in the numbers is named', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=11`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();

  await setUp(page, '4096,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0');
  assert.equal((await cells(page))[0], '4096');
  assert.equal(await page.locator('.notice.won').count(), 0, 'no "2048!" for a tile the reader typed in');
  // An empty cell is named so, not left for a screen reader to call "blank".
  assert.equal(await page.getByRole('gridcell', { name: 'empty', exact: true }).count(), 15);
  assert.equal(await page.getByRole('gridcell', { name: '4096', exact: true }).count(), 1);

  // Three full rows without a pair over a full fourth: no move at all.
  await setUp(page, '2,4,2,4,4,2,4,2,2,4,2,4,4,2,4,2');
  const over = page.locator('.notice.over');
  await over.waitFor();
  assert.ok(await over.getByRole('button', { name: 'Undo' }).isDisabled(), 'no move to take back');
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  const cost = await page.getByTestId('tree-cost').textContent();
  assert.match(cost, /\b1 node:/, cost);
  // The hint names no depth and no boards scored for a board with no move.
  assert.equal(await page.locator('.hint-line').textContent(), 'No legal move: the game is over. Why?');

  // A doubled comma leaves a value out: named, and nothing changes.
  const before = await cells(page);
  await setUp(page, '2,,0,4,0,8,0,0,16,0,0,2,0,0,0,2,0');
  await page.getByRole('alert').filter({ hasText: 'a comma stands where the value of row 1, column 2 should be' }).waitFor();
  assert.deepEqual(await cells(page), before);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Edit board and Undo stop Autoplay, Escape closes the editor, and Autoplay at its stopping point plays on', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=11`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await page.getByLabel('Speed').selectOption('10');
  await page.locator('#autoplay').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=moves]').textContent) >= 3);
  await page.getByRole('button', { name: 'Edit board' }).click();
  assert.equal(await page.locator('#autoplay').textContent(), 'Autoplay', 'stopped');
  // Nor can it start again while the editor holds its draft of this board.
  assert.ok(await page.locator('#autoplay').isDisabled(), 'no Autoplay while editing');
  // Nor from its key, pressed where the focus is (on Edit board).
  await page.keyboard.press('p');
  assert.equal(await page.locator('#autoplay').textContent(), 'Autoplay', 'P starts nothing while editing');
  const at = await moves(page);
  const first = page.getByLabel('Row 1, column 1', { exact: true });
  // The editor holds the board as it stands, and the board stays there.
  assert.equal(await first.inputValue(), (await cells(page))[0]);
  await page.waitForTimeout(400);
  assert.equal(await moves(page), at);
  await first.press('Escape');
  assert.equal(await page.locator('#board-editor').count(), 0, 'Escape is Cancel');
  assert.ok(await page.locator('#autoplay').isEnabled(), 'Autoplay is back with the editor gone');

  // A stopping point the game is at stops nothing: asked to play,
  // Autoplay plays on, and the field shows the point cleared. (It used to
  // refuse with a notice that outlived the move it named.)
  const until = page.locator('#autoplay-until');
  await until.fill(String(at));
  await until.press('Tab');
  await page.locator('#autoplay').click();
  await page.waitForFunction((at) => Number(document.querySelector('[data-testid=moves]').textContent) > at, at);
  assert.equal(await until.inputValue(), '');
  assert.equal(await page.locator('.message').count(), 0, 'no notice');
  // Undo stops Autoplay: it used to play the move again at once.
  await controls(page).getByRole('button', { name: 'Undo' }).click();
  assert.equal(await page.locator('#autoplay').textContent(), 'Autoplay', 'Undo stopped it');
  const undone = await moves(page);
  await page.waitForTimeout(400);
  assert.equal(await moves(page), undone, 'and the move stays taken back');
  // Typed as text, so what was typed is what is read: "12." is refused aloud.
  await until.fill('12.');
  await until.press('Tab');
  await page.getByRole('alert').filter({ hasText: '“12.” was not used' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the editor comes next to the keyboard, its cells and its sixteen numbers are one board, and Escape anywhere in it is Cancel', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=11`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  // Escape on Edit board itself, the editor just opened, closes it.
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.locator('#board-editor').waitFor();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#board-editor').count(), 0, 'Escape on its button closes it');
  await page.getByRole('button', { name: 'Edit board' }).click();
  const text = page.getByLabel('Board (16 numbers)');
  const cell = (row, column) => page.getByLabel(`Row ${row}, column ${column}`, { exact: true });
  // The next Tab goes into the editor (it went to Copy link first).
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Row 1, column 1');
  // The numbers start as the board on screen.
  const board = (await cells(page)).map((face) => face || '0').join(',');
  assert.equal(await text.inputValue(), board);
  // A cell typed into is written into the numbers...
  await cell(1, 1).fill('64');
  assert.equal(await text.inputValue(), ['64', ...board.split(',').slice(1)].join(','));
  // ...and sixteen numbers typed fill the cells (an exploratory pass found
  // Start using the numbers while the cells showed another board).
  await text.fill('8 8 8 8, 0 0 0 0, 0 0 0 0, 0 0 0 2');
  assert.equal(await cell(1, 1).inputValue(), '8');
  assert.equal(await cell(2, 1).inputValue(), '');
  assert.equal(await cell(4, 4).inputValue(), '2');
  // The last edit wins, whichever field it was in: a cell after the numbers.
  await cell(4, 4).fill('1024');
  assert.equal(await text.inputValue(), '8,8,8,8,0,0,0,0,0,0,0,0,0,0,0,1024');
  // Numbers that are not yet sixteen leave the cells as they were, and
  // Start refuses them, naming what is wrong.
  await text.fill('2,4');
  assert.equal(await cell(1, 1).inputValue(), '8');
  // So do sixteen numbers with a gap Start would refuse.
  await text.fill('4,,4,4,4,0,0,0,0,0,0,0,0,0,0,0,2');
  assert.equal(await cell(1, 1).inputValue(), '8');
  await text.fill('2,4');
  const startButton = page.getByRole('button', { name: 'Start from this board' });
  await startButton.click();
  await page.getByRole('alert').filter({ hasText: 'found 2' }).waitFor();
  // Escape from a button of the editor closes it too, the board unchanged.
  await startButton.focus();
  await page.keyboard.press('Escape');
  await page.locator('#board-editor').waitFor({ state: 'detached' });
  assert.equal((await cells(page)).map((face) => face || '0').join(','), board);
  // Clear board empties both; the cells then set up the board Start plays.
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByRole('button', { name: 'Clear board' }).click();
  assert.equal(await text.inputValue(), Array(16).fill('0').join(','));
  await cell(1, 1).fill('1024');
  await cell(1, 1).press('Enter');
  assert.deepEqual(await cells(page), ['1024', ...Array(15).fill('')]);
  assert.deepEqual(errors, []);
  await page.close();
});
