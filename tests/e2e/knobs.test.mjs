// End to end: number fields and the solver's knobs at their edges, where
// an exploratory pass through the page found them going wrong: typing into
// number fields (the Benchmark's games, the stepper's Go to step), and the
// counting knobs of the article and the Heuristic's weights (fractions,
// -0, text the field cannot read, tiny numbers).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, watchErrors } from './browser.mjs';
import { controls } from './board.mjs';

const app = useApp();

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
