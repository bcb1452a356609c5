// Driving the board from a test: its cells and move count as the page
// shows them, the controls under it, and playing on to a given move with
// the arrow keys or with Autoplay.

import assert from 'node:assert/strict';

export const cells = (page) => page.getByRole('gridcell').allTextContents();
export const moves = async (page) => Number(await page.getByTestId('moves').textContent());
export const controls = (page) => page.locator('.controls');
export const KEYS = ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp'];

/** Plays until the game has `n` moves, cycling through the arrow keys. */
export async function playTo(page, n) {
  for (let i = 0; (await moves(page)) < n && i < 8 * n; i++) {
    await page.locator('[role=grid]').focus();
    await page.keyboard.press(KEYS[i % 4]);
  }
  assert.equal(await moves(page), n);
}

/** Plays `moves` moves with Autoplay as fast as it goes. */
export async function autoplay(page, moves) {
  await page.getByLabel('Speed').selectOption('max');
  await page.fill('#autoplay-until', String(moves));
  await page.locator('#autoplay-until').dispatchEvent('change');
  await page.getByRole('button', { name: 'Autoplay' }).click();
  await page.waitForFunction((n) => document.querySelector('[data-testid=moves]').textContent === String(n), moves, { timeout: 120_000 });
}
