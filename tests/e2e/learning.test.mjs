// End to end: the reader's part. Test yourself, taken by keyboard only at
// 1280 and 375 px: a first test (8 picks) before the article, the article
// read, a second test after it; the scores beside the habits, in words and
// from the bank's own data (read here from data/positions.json, so the
// expected figures come from the file, not from this test); a miss taken
// apart and opened in the search tree; the answers exported, kept over a
// reload, and a retake with fresh positions. axe-clean throughout.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { useApp, shot, oneDecimal } from './browser.mjs';

const app = useApp();
const bank = JSON.parse(readFileSync(new URL('../../data/positions.json', import.meta.url), 'utf8'));
const DIRECTIONS = ['down', 'right', 'left', 'up'];
const ARROWS = { down: '↓', right: '→', left: '←', up: '↑' };

/** The bank position a board drawn in the page is (boards are unique). */
function positionOf(label) {
  const faces = label.replace('Board, row by row: ', '').split('; ').flatMap((row) => row.split(', ').map((c) => (c === 'empty' ? '0' : c)));
  const position = bank.positions.find((p) => p.board === faces.join(','));
  assert.ok(position, `a bank position: ${label}`);
  return position;
}
const legal = (p) => DIRECTIONS.filter((_, i) => p.values[i] !== null);
const fixedMove = (p) => bank.fixed_order.find((d) => legal(p).includes(d));

async function axe(page, where, found) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    found.push(`${where}: ${v.id} at ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join('; ')}`);
  }
}

/** Presses Enter on (or Space in) `locator`, having given it the keyboard. */
async function press(locator, key = 'Enter') {
  await locator.focus();
  await locator.press(key);
}

/** Takes the test in `box` by keyboard: `choose(position, index)` gives the
 *  move to pick and the reason (or none). Returns the positions shown. */
async function takeTest(page, box, choose) {
  const shown = [];
  for (let i = 0; i < 8; i++) {
    const heading = box.locator('.test-position', { hasText: `Position ${i + 1} of 8` });
    await heading.waitFor();
    // The keyboard goes to the position's heading when it appears.
    await page.waitForFunction((text) => document.activeElement?.textContent === text, `Position ${i + 1} of 8`, { timeout: 2000 });
    const position = positionOf(await box.locator('.mini-board').getAttribute('aria-label'));
    shown.push(position);
    const [move, reason] = choose(position, i);
    // Illegal moves are offered but cannot be picked.
    for (const d of DIRECTIONS) {
      const radio = box.getByRole('radio', { name: new RegExp(`${ARROWS[d]} ${d}`) });
      assert.equal(await radio.isDisabled(), !legal(position).includes(d), `${d} at position ${position.id}`);
    }
    const next = box.getByRole('button', { name: i === 7 ? 'Finish the test' : 'Next position' });
    assert.ok(await next.isDisabled(), 'no move picked yet');
    await press(box.getByRole('radio', { name: new RegExp(`${ARROWS[move]} ${move}`) }), 'Space');
    if (reason) await press(box.getByRole('radio', { name: reason, exact: true }), 'Space');
    await press(next);
  }
  return shown;
}

for (const viewport of [{ width: 1280, height: 860 }, { width: 375, height: 740 }]) {
  test(`a test before the article and one after it, by keyboard, at ${viewport.width} px`, async () => {
    const phone = viewport.width < 600;
    const context = await app.browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    const found = [];
    await page.goto(`${app.url}/?seed=5`);
    const before = page.getByTestId('self-test-before');
    const after = page.getByTestId('self-test-after');
    assert.match(await before.textContent(), /Eight positions from the solver's own games \(2 early, 3 middle, 3 late\): for each, pick the move/);
    assert.match(await before.textContent(), /stay in this browser/);
    await axe(page, `${viewport.width}px offer`, found);

    // The first test: the solver's move on the first three, another legal
    // move (the best fixed order's when it is wrong, so habits are tried)
    // on the rest; a reason on some.
    await press(before.getByRole('button', { name: 'Take the test' }));
    const wrong = (p) => legal(p).find((d) => d !== p.solver);
    let firstTaken = 0;
    const first = await takeTest(page, before, (p, i) => {
      if (i === 1) return [p.solver, null]; // (checked below: the form kept no reason)
      if (i < 3) {
        firstTaken++;
        return [p.solver, 'the corner'];
      }
      return [wrong(p), i % 2 ? 'empty cells' : null];
    });
    firstTaken++;
    assert.equal(first.filter((p) => p.half === first[0].half).length, 8, 'one half of the bank');
    const stages = first.map((p) => p.stage);
    assert.deepEqual(stages, ['early', 'early', 'middle', 'middle', 'middle', 'late', 'late', 'late']);
    const beforeLine = before.locator('.test-score');
    await beforeLine.waitFor();
    assert.match(await beforeLine.textContent(), new RegExp(`on ${firstTaken} of 8 positions`));
    await page.waitForFunction(() => document.activeElement?.id === 'self-test-before-title', null, { timeout: 2000 });
    if (phone) await shot(page, 'learning-before-done-375.png');

    // The article read: the second test waits at its end.
    await press(before.getByRole('button', { name: 'Go to the second test' }));
    await page.waitForFunction(() => document.activeElement?.id === 'self-test-after-title', null, { timeout: 2000 });
    assert.match(await after.textContent(), /The second test: other positions at the same stages/);
    await press(after.getByRole('button', { name: 'Take the test' }));
    await after.locator('.test-position').waitFor();
    await axe(page, `${viewport.width}px sitting`, found);
    if (!phone) await shot(page, 'learning-sitting-1280.png');
    // All the solver's moves but the last, with a reason each.
    const second = await takeTest(page, after, (p, i) => (i < 7 ? [p.solver, 'safety against a bad tile'] : [wrong(p), 'a merge']));
    assert.ok(second.every((p) => p.half !== first[0].half), 'the other half');
    assert.ok(second.every((p) => !first.some((q) => q.id === p.id)), 'no position twice');

    // The results: the score before and after, and the habits on the
    // second test's own positions, each in words.
    const results = after.getByTestId('test-results');
    await results.waitFor();
    assert.match(
      await results.locator('.test-score').textContent(),
      new RegExp(`Before the article you picked the solver's move on ${firstTaken} of 8 positions; after it, on 7 of 8\\.`),
    );
    const random = second.reduce((sum, p) => sum + 1 / legal(p).length, 0);
    const fixed = second.filter((p) => fixedMove(p) === p.solver).length;
    const greedy = second.filter((p) => p.greedy === p.solver).length;
    const worst = second.filter((p) => p.worst_case === p.solver).length;
    const words = await results.locator('ul.finding').first().locator('li').allTextContents();
    assert.equal(words.length, 4);
    assert.match(words[0], new RegExp(`at random would score ${oneDecimal(random)} of 8 on average`));
    assert.match(words[1], new RegExp(`always pressed ${bank.fixed_order.join(', then ')} .* would have scored ${fixed} of 8`));
    assert.match(words[2], new RegExp(`greedy solver, .* would have scored ${greedy} of 8`));
    assert.match(words[3], new RegExp(`worst-case solver, .* would have scored ${worst} of 8`));
    // The table: you and the four habits, before and after.
    const table = results.locator('table').first();
    assert.deepEqual(await table.locator('thead th').allTextContents(), ['Who', 'Before', 'After']);
    const you = await table.locator('tbody tr').first().locator('td').allTextContents();
    assert.deepEqual(you, [`${firstTaken} of 8`, '7 of 8']);
    // By stage, each test's agreements.
    const stageRows = await results.locator('table').nth(1).locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent));
    assert.equal(stageRows.length, 3);
    assert.match(stageRows[0], /^Early \(more than 8 empty cells\)/);
    // The reasons against what decided: "safety" matches where greedy
    // plays otherwise.
    const safety = second.slice(0, 7).filter((p) => p.greedy !== p.solver).length;
    const reasons = await results.locator('ul.finding').nth(1).locator('li').allTextContents();
    const safetyLine = reasons.find((r) => r.startsWith('Safety against a bad tile'));
    assert.match(safetyLine, new RegExp(`given 7 times, right for ${safety} of 7\\. It is right where looking ahead decided`));
    assert.ok(reasons.some((r) => r.startsWith('The corner: given 2 times')), reasons.join(' | '));
    await axe(page, `${viewport.width}px results`, found);
    await shot(page, `learning-results-${viewport.width}.png`);

    // A miss taken apart: the costliest spawn after the reader's move,
    // opened in the search tree at that node.
    assert.equal(await results.locator('li.test-answer:not(.agreed)').count(), 16 - firstTaken - 7, 'every miss listed');
    assert.match(await results.locator('.test-matched summary').textContent(), new RegExp(`The ${firstTaken + 7} moves you matched`));
    const miss = results.locator('li.test-answer:not(.agreed)').last();
    await press(miss.locator('summary'));
    const explained = miss.getByTestId('miss');
    await explained.waitFor();
    const text = await explained.textContent();
    assert.match(text, /The solver's \w+ is worth .* more than your \w+\./, text);
    assert.doesNotMatch(text, /about [\d,]{3,} empty cells/, 'no count larger than the board');
    const spawn = await explained.locator('.miss-spawn p').first().textContent();
    const cell = spawn.match(/a (\d+) at (row \d, column \d)/);
    assert.ok(cell, spawn);
    await axe(page, `${viewport.width}px a miss`, found);
    await press(explained.getByRole('button', { name: 'Open this spawn in the search tree' }).first());
    const tab = page.getByRole('tab', { name: 'Search tree' });
    await page.waitForFunction(() => document.querySelector('#tab-tree')?.getAttribute('aria-selected') === 'true');
    const selected = page.locator('[role=treeitem][aria-selected=true]');
    await selected.waitFor();
    assert.match(await selected.textContent(), new RegExp(`a ${cell[1]} at ${cell[2]}`));
    assert.ok(await tab.isVisible());
    await press(page.getByRole('tab', { name: 'Article' }));

    // Exported, as JSON and CSV: every answer, with the bank it was taken on.
    const [json] = await Promise.all([page.waitForEvent('download'), press(results.getByRole('button', { name: 'Export JSON' }))]);
    const exported = JSON.parse(readFileSync(await json.path(), 'utf8'));
    assert.equal(exported.bank, bank.command);
    assert.equal(exported.answers.length, 16);
    assert.equal(exported.answers.filter((a) => a.agreed).length, firstTaken + 7);
    const [csv] = await Promise.all([page.waitForEvent('download'), press(results.getByRole('button', { name: 'Export CSV' }))]);
    const lines = readFileSync(await csv.path(), 'utf8').trim().split('\r\n');
    assert.equal(lines.length, 17);
    assert.equal(lines[0], 'attempt,test,position,stage,board,pick,reason,solver,agreed,decided_by,looked_ahead');

    // Kept over a reload, on this device.
    await page.reload();
    await after.getByTestId('test-results').waitFor();
    assert.match(await after.locator('.test-score').textContent(), /after it, on 7 of 8/);

    // A retake: a new attempt, none of the sixteen positions seen.
    await press(after.getByRole('button', { name: 'Retake with fresh positions' }));
    await press(before.getByRole('button', { name: 'Take the test' }));
    await before.locator('.test-position').waitFor();
    const again = positionOf(await before.locator('.mini-board').getAttribute('aria-label'));
    assert.ok(![...first, ...second].some((p) => p.id === again.id), 'a fresh position');
    assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
    await context.close();
  });
}

test('a skipped test can be taken later, and a guess missed is taken apart', async () => {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${app.url}/?seed=5`);
  const before = page.getByTestId('self-test-before');
  await press(before.getByRole('button', { name: 'Skip it and read' }));
  assert.match(await before.textContent(), /You passed on this one/);
  await page.waitForFunction(() => document.activeElement?.id === 'against-chance-title', null, { timeout: 2000 });
  await page.reload();
  assert.match(await before.textContent(), /You passed on this one/, 'remembered');
  // The end's box offers a lone test, saying there is nothing to compare.
  assert.match(await page.getByTestId('self-test-after').textContent(), /You took no test before reading/);

  // Section 5: a wrong guess is taken apart by the spawns after it. The
  // hint (the same search) says the solver's move; the guess is another.
  await page.locator('.controls').getByRole('button', { name: 'Hint' }).click();
  const hint = (await page.getByTestId('hint-direction').textContent()).toLowerCase();
  const section = page.locator('#choice');
  await section.scrollIntoViewIfNeeded();
  const other = await section
    .locator('.guess input[type=radio]:not([disabled])')
    .evaluateAll((radios, hint) => radios.map((r) => r.value).find((v) => !hint.includes(v)), hint);
  assert.ok(other, `a legal move other than the hint's (${hint})`);
  await section.locator(`.guess input[value=${other}]`).check();
  await section.getByRole('button', { name: "Reveal the solver's choice" }).click();
  assert.match(await section.getByTestId('choice-verdict').textContent(), /Your pick/);
  const miss = section.getByTestId('miss');
  await miss.waitFor();
  assert.match(await miss.textContent(), new RegExp(`After your ${other}, a [24] at row \\d, column \\d leaves a board worth`));
  assert.doesNotMatch(await section.textContent(), /about [\d,]{3,} empty cells/, 'no count larger than the board');
});

for (const viewport of [{ width: 1280, height: 860 }, { width: 375, height: 740 }]) {
test(`predict, then see: in Step, in the Benchmark and for a claim, by keyboard, at ${viewport.width} px; a miss explained in a line of the reader's own; "Just show me" remembered`, async () => {
  const phone = viewport.width < 600;
  const context = await app.browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  const found = [];
  await page.goto(`${app.url}/?seed=5`);
  await press(page.locator('.controls').getByRole('button', { name: 'Hint' }));

  // Step: entering a chance node asks which cell pulls its average down;
  // a max node below it, which move it keeps.
  await press(page.getByRole('tab', { name: 'Search tree' }));
  const card = page.getByTestId('step-prediction');
  const step = page.getByRole('button', { name: 'Step', exact: true });
  const stepUntil = async (pattern) => {
    for (let i = 0; i < 300; i++) {
      if (pattern.test(await card.textContent())) return;
      await press(step);
    }
    assert.fail(`no question like ${pattern}`);
  };
  await press(step);
  assert.equal(await card.textContent(), '', 'no question about the root: the hint has said its move');
  await stepUntil(/The search enters the chance node after \w+: which of its \d+ sampled cells will pull its average down most\?/);
  await axe(page, `${viewport.width}px a step question`, found);
  await press(card.getByRole('button', { name: /row \d, column \d/ }).first());
  assert.match(await card.textContent(), /You said row \d, column \d\. The answer shows when the node settles, at step \d+/);
  // A max node's question, answered with its last move (rarely the one
  // kept) until one is missed.
  let missed = null;
  for (let tries = 0; tries < 4 && !missed; tries++) {
    await press(step);
    await stepUntil(/The search enters a max node: after \w+, a [24] at row \d, column \d\. Which move will it keep\?/);
    const options = card.locator('.stance button');
    const last = (await options.last().textContent()).match(/down|right|left|up/)[0];
    await press(options.last());
    await press(card.getByRole('button', { name: 'Go there' }));
    const said = await card.textContent();
    missed = said.match(/It keeps (\w+), not your (\w+)\./);
    if (!missed) assert.match(said, new RegExp(`Called: it keeps ${last}\\.`));
  }
  assert.ok(missed, 'a max node missed');
  assert.match(await card.getByTestId('miss').textContent(), new RegExp(`The solver's ${missed[1]} is worth .* more than your ${missed[2]}\\.`));
  const field = card.getByLabel('Why the gap, in a line of your own (if you like):');
  await field.focus();
  await page.keyboard.type('I forgot the tile that comes after my move');
  await page.keyboard.press('Enter');
  await card.getByText('Kept with your predictions, on this device: “I forgot the tile that comes after my move”').waitFor();
  await axe(page, `${viewport.width}px a step revealed`, found);
  await press(page.getByRole('button', { name: 'Jump to end' }));
  // At the end, each answer in a line, with the step where it was settled.
  await card.getByText('Your predictions on this search:').waitFor();
  const lines = await card.locator('li').allTextContents();
  assert.ok(lines.length >= 2, lines.join(' | '));
  const chanceLine = lines.find((l) => l.startsWith('The chance node'));
  assert.match(chanceLine, /^The chance node after \w+: you said row \d, column \d(: called\.|; it is row \d, column \d\.) Step \d+$/);
  const steps = lines.map((l) => Number(l.match(/Step (\d+)$/)[1]));
  assert.deepEqual(steps, [...steps].sort((a, b) => a - b), 'in the order the search settled them');
  assert.ok(lines.some((l) => new RegExp(`you said ${missed[2]}; it keeps ${missed[1]}\\.`).test(l)), lines.join(' | '));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lookahead.predictions')).value);
  assert.equal(stored.explanations[0].why, 'I forgot the tile that comes after my move');
  assert.equal(stored.explanations[0].kind, 'max-node');
  const maxTally = stored.tallies.find((t) => t.kind === 'max-node');
  assert.ok(maxTally.made >= 1 && maxTally.right === maxTally.made - 1, JSON.stringify(maxTally));
  assert.equal(stored.tallies.find((t) => t.kind === 'chance-node').made, 1, 'counted when its node settled');

  // The Benchmark: a guess at the share reaching 2048, by keyboard, then
  // the run, then the guess beside the result.
  await press(page.getByRole('tab', { name: 'Benchmark' }));
  const slider = page.locator('#bench-guess');
  await slider.focus();
  await page.keyboard.press('Home');
  assert.equal(await page.locator('.share-guess output').textContent(), '0%');
  await page.fill('#bench-games', '4');
  await press(page.getByRole('button', { name: 'Run benchmark' }));
  const reveal = page.getByTestId('share-reveal');
  await reveal.waitFor({ timeout: 120_000 });
  const said = await reveal.textContent();
  assert.match(said, /Your 0% lies (below the whole of|inside) the 95% interval, [\d.]+ to [\d.]+% \(the run measured [\d.]+%\)/, said);
  await axe(page, `${viewport.width}px a benchmark revealed`, found);

  // A claim: its verdicts hidden until the reader says, here and where the
  // article makes it.
  await press(page.getByRole('tab', { name: 'Article' }));
  const claim = page.locator('li.claim').first();
  assert.equal(await claim.locator('.checks').count(), 0, 'no verdict before the reader says');
  const id = await claim.getAttribute('id');
  const inline = page.locator(`[data-claim-inline=${id}]`);
  if (await inline.count()) assert.match(await inline.textContent(), /Before the data: do you think it holds\?/);
  await axe(page, `${viewport.width}px a claim asked`, found);
  await press(claim.getByRole('button', { name: 'I think it holds' }));
  await claim.locator('.checks').waitFor();
  assert.match(await claim.textContent(), /You said: “I think it holds”\./);
  if (await inline.count()) assert.match(await inline.textContent(), /Checked: /);
  const tally = await page.evaluate(() => JSON.parse(localStorage.getItem('lookahead.predictions')).value.tallies);
  assert.deepEqual(tally.map((t) => t.kind).sort(), ['benchmark', 'chance-node', 'claim', 'max-node']);

  // "Just show me": no more questions, anywhere, and remembered.
  await press(page.locator('li.claim').nth(1).getByRole('button', { name: 'Just show me (no more questions)' }));
  await page.locator('li.claim').nth(1).locator('.checks').waitFor();
  assert.equal(await page.locator('.stance').count(), 0, 'no question left in the article');
  await page.reload();
  assert.equal(await page.locator('li.claim .stance').count(), 0);
  assert.ok(await page.getByRole('button', { name: 'Ask me first again' }).isVisible());
  await press(page.getByRole('button', { name: 'Ask me first again' }));
  await page.locator('li.claim .stance').first().waitFor();
  assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
  await context.close();
});
}

for (const viewport of [{ width: 1280, height: 860 }, { width: 375, height: 740 }]) {
  test(`you be the solver: a chance node worked wrong, then right, then its max node's move, by keyboard, at ${viewport.width} px`, async () => {
    const phone = viewport.width < 600;
    const context = await app.browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    const found = [];
    await page.goto(`${app.url}/?seed=5`);
    const box = page.locator('#be-solver-first');
    await box.scrollIntoViewIfNeeded();
    assert.equal(await box.getByRole('combobox').inputValue(), 'all-worked');
    // Every cell's blend is given: their mean is the node's value (the
    // printed blends are rounded to whole numbers: within half a percent).
    const blends = await box.locator('tbody tr td:last-child').allTextContents();
    assert.ok(blends.length >= 2 && blends.every((b) => /^−?[\d,]+$/.test(b)), blends.join(' | '));
    const mean = blends.map((b) => Number(b.replace(/,/g, '').replace('−', '-'))).reduce((a, b) => a + b, 0) / blends.length;
    const field = box.getByLabel("This chance node's value:");
    await field.focus();
    await page.keyboard.type(String(Math.round(mean * 1.02)));
    await page.keyboard.press('Enter');
    const wrong = await box.locator('.explain-gap').textContent();
    assert.match(wrong, /Not quite: that is 2\.0% too high\. The worked step:/);
    assert.equal(await box.locator('.worked-step li').count(), blends.length + 1, 'a line per cell, then the mean');
    assert.match(await box.locator('.worked-step li').last().textContent(), new RegExp(`/ ${blends.length} = [\\d,]+$`));
    await axe(page, `${viewport.width}px exercise, wrong`, found);
    await field.fill('');
    await field.focus();
    await page.keyboard.type(String(Math.round(mean)));
    await page.keyboard.press('Enter');
    await box.getByText(/^Right: the search makes it [\d,]+\.$/).waitFor();
    // Its max node is the root, whose move section 5 asks the reader to
    // guess: no values until the reader guesses there or asks to see them.
    assert.equal(await box.locator('.be-solver-moves').count(), 0);
    assert.match(await box.textContent(), /Which move the root keeps is the question of section 5: guess it there first, or show it now\./);
    await press(box.getByRole('button', { name: 'show it now' }));
    await page.waitForFunction(() => document.activeElement?.classList.contains('be-solver-next'));
    // The max node's moves: the highest is kept.
    const values = await box.locator('.be-solver-moves li').allTextContents();
    const best = values
      .map((v) => v.match(/(down|right|left|up): ([\d,]+)/))
      .filter(Boolean)
      .reduce((a, b) => (Number(b[2].replace(/,/g, '')) > Number(a[2].replace(/,/g, '')) ? b : a));
    await press(box.getByRole('button', { name: new RegExp(`${ARROWS[best[1]]} ${best[1]}$`) }));
    await box.getByText(`Right: it keeps ${best[1]}, the highest value.`).waitFor();
    // The help fades: the next exercise leaves half the blends blank.
    assert.equal(await box.getByRole('combobox').inputValue(), 'half-blank');
    const deeper = page.locator('#be-solver-deepest');
    const parts = await deeper.locator('tbody tr td:last-child').allTextContents();
    assert.ok(parts.filter((p) => p === '?').length === Math.ceil(parts.length / 2), parts.join(' | '));
    await axe(page, `${viewport.width}px exercise, right`, found);
    if (phone) await box.screenshot({ path: new URL('./artifacts/be-solver-375.png', import.meta.url).pathname });
    assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
    await context.close();
  });
}
