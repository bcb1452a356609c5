// The game the coach's test and benchmark play: opened from a link (the
// article solver's first 419 moves of the game dealt from seed 5), then
// eight moves by the reader's keys: the solver's worst move at 420 and 422,
// its second best at 424, its own elsewhere (tests/review.rs makes the same
// game natively and pins what the review finds in it).

import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../target/release/lookahead', import.meta.url));
// The solver's first 419 moves of the game dealt from seed 5 (as
// `lookahead review --link` reads it, so the line is the CLI's too).
export const LINK =
  'seed=5&n=419&m=FGFxEBUUUSRCFBEoGoSCiAFRQ0QWEiIRBpKEmPlHB0gIFSIIJYRIAoQKggKChIEJgBiiAmgQRmCIoAqJmoFJESFBggRQICIQgamCiRIFBBIgohoqgQhihACqgpBEFEqYokomKSiiJKEB&h=e94e5409';
// Moves 420 to 427: the worst at 420 and 422, the second best at 424.
export const MOVES = ['up', 'down', 'up', 'left', 'down', 'left', 'down', 'down'];
export const KEY = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/** Plays the scripted moves by key, each once the last has landed. */
export async function playMoves(page) {
  const moves = page.getByTestId('moves');
  for (const [i, move] of MOVES.entries()) {
    await page.keyboard.press(KEY[move]);
    await page.waitForFunction((n) => document.querySelector('[data-testid=moves]')?.textContent === String(n), 420 + i);
  }
  assert.equal(await moves.textContent(), '427');
}

