// End to end: fields, set-up boards and files at their edges, where an
// exploratory pass through the page found it going wrong: typing into
// number fields, boards set up by hand, Autoplay meeting the editor, and a
// tree file that quotes something enormous.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, watchErrors, ARTIFACTS } from './browser.mjs';
import { CLI } from './bench-run.mjs';

const app = useApp();
const cells = (page) => page.getByRole('gridcell').allTextContents();
const moves = async (page) => Number(await page.getByTestId('moves').textContent());
const controls = (page) => page.locator('.controls');

/** Sets up `faces` (sixteen numbers, as typed) with the board editor. */
async function setUp(page, faces) {
  await page.getByRole('button', { name: 'Edit board' }).click();
  const text = page.getByLabel('Board (16 numbers)');
  await text.fill(faces);
  await text.press('Enter');
}

test('number fields keep what is typed, and refuse what is not a count with a message', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=11`);
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  const games = page.locator('#bench-games');
  for (const typed of ['2.5', '-3']) {
    await games.fill('');
    // A key at a time, as a person types: "2." is no number yet, and the
    // field used to be wiped there, turning 2.5 into 52 (and -3 into 3).
    await games.pressSequentially(typed);
    assert.equal(await games.inputValue(), typed);
    // The browser refuses the form itself, saying why beside the field.
    await page.getByRole('button', { name: 'Run benchmark' }).click();
    const [valid, why] = await games.evaluate((e) => [e.validity.valid, e.validationMessage]);
    assert.equal(valid, false, typed);
    assert.notEqual(why, '', typed);
    assert.equal(await page.getByRole('progressbar').count(), 0, `${typed}: no run started`);
  }

  // The stepper's "Go to step", in the Search tree.
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await controls(page).getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('tree', { name: 'Search tree' }).waitFor();
  const step = page.locator('#go-to-step');
  await step.pressSequentially('1.5');
  assert.equal(await step.inputValue(), '1.5');
  await step.press('Enter');
  assert.equal(await step.evaluate((e) => e.validity.valid), false);
  assert.match(await page.getByTestId('step-status').textContent(), /^Showing the finished search/, 'no step was taken');
  // The page says why, for a fraction and for a step past the last (the
  // browser's own refusal was a bubble that came and went, or nothing).
  const refusal = page.getByRole('alert').filter({ hasText: /^A step is a whole number from 0 to [\d,]+\.$/ });
  await refusal.waitFor();
  await step.fill('3');
  await step.press('Enter');
  await refusal.waitFor({ state: 'detached' });
  const atThree = await page.getByTestId('step-status').textContent();
  await step.fill('99999999');
  await step.press('Enter');
  await refusal.waitFor();
  assert.equal(await page.getByTestId('step-status').textContent(), atThree, 'still at step 3');
  assert.deepEqual(errors, []);
  await page.close();
});

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

test('counting knobs refuse fractions, -0 is 0, unreadable text is refused and stays refused, tiny numbers show whole', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${app.url}/?seed=11`);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  // A depth of 4.9 used to become 4 without a word.
  const depth = page.getByLabel('depth on an open board', { exact: true });
  await depth.fill('4.9');
  await depth.press('Enter');
  const refusal = page.locator('.knob-problem');
  await refusal.waitFor();
  assert.match(await refusal.textContent(), /^The depth on an open board must be a whole number from 1 to \d+: “4\.9” was not used; the solver still uses 3\.$/);
  // A long refused text wraps inside its message.
  await depth.fill('3.50000000000000000000000000000000000000000000000000000000001');
  await depth.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'was not used' }).waitFor();
  assert.ok(await refusal.evaluate((box) => box.scrollWidth <= box.clientWidth), 'the quoted text stays in its box');
  await depth.fill('4');
  await depth.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.knob-problem'));

  // -0 is taken as 0: the link carries no "-0.0".
  const belief = page.getByLabel('chance the solver gives a 4', { exact: true });
  await belief.fill('-0');
  await belief.press('Enter');
  await page.waitForFunction(() => new URLSearchParams(location.search).has('cfg'));
  await page.waitForTimeout(600);
  const cfg = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('cfg'), 'base64url').toString());
  assert.equal(cfg.four_chance, 0);
  assert.equal(Object.is(cfg.four_chance, -0), false, 'not minus zero');

  // Text the field cannot read ("1e") is refused; so is more of it ("2e"),
  // though the field hands over "" again and no change follows.
  await belief.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1e');
  await page.keyboard.press('Tab');
  await refusal.waitFor();
  await belief.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2e');
  await page.keyboard.press('Tab');
  await refusal.waitFor();
  assert.match(await refusal.textContent(), /^The chance the solver gives a 4 must be a number from 0 to 1: the solver still uses 0\.$/);
  await belief.fill('0.1');
  await belief.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.knob-problem'));

  // A tiny weight is shown as its shortest text, with an exponent, in a
  // field wide enough for it (not "0.0000", cut from twenty zeros).
  const empties = page.getByLabel('empty-cell weight', { exact: true });
  await empties.fill('1e-20');
  await empties.press('Enter');
  await page.waitForFunction(() => document.querySelector('[aria-label="empty-cell weight"]').value === '1e-20');
  assert.ok(await empties.evaluate((field) => field.scrollWidth <= field.clientWidth), 'the value fits its field');

  // The Heuristic tab's weights: a field the browser cannot read hands over "".
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  const weight = page.locator('#weight-empties');
  assert.equal(await weight.inputValue(), '1e-20');
  await weight.fill('');
  await weight.dispatchEvent('change');
  await page.getByText('Empty-cell weight must be a number from 0 to 1,000,000,000,000: the solver still uses 1e\u221220.', { exact: true }).waitFor();
  // The refused field is marked and described by the message; the other is not.
  assert.equal(await weight.getAttribute('aria-invalid'), 'true');
  assert.match(await weight.evaluate((f) => document.getElementById(f.getAttribute('aria-describedby')).textContent), /^Empty-cell weight must be/);
  assert.equal(await page.locator('#weight-smoothness').getAttribute('aria-invalid'), null);
  // -0 is 0 there too.
  await weight.fill('-0');
  await weight.dispatchEvent('change');
  await page.waitForFunction(() => JSON.parse(atob(new URLSearchParams(location.search).get('cfg').replace(/-/g, '+').replace(/_/g, '/'))).weights.empties === 0);
  assert.equal(await weight.getAttribute('aria-invalid'), null, 'a value used clears the mark');
  const weights = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('cfg'), 'base64url').toString()).weights;
  assert.equal(Object.is(weights.empties, -0), false, 'not minus zero');
  // Above the largest weight: the range says where it ends.
  await weight.fill('1e13');
  await weight.dispatchEvent('change');
  await page.getByText('Empty-cell weight must be a number from 0 to 1,000,000,000,000: “1e13” was not used; the solver still uses 0.', { exact: true }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
