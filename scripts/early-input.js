// The one script of the page as delivered (the release build writes it in
// the first view right after the board's column, minified; scripts/
// post-build.mjs). It runs as soon as the board is in the page, not after
// the article below it: on a phone (CPU x4) the parser reached a script
// after the article up to 1.4 s after the board showed, and moves made
// meanwhile were lost. It takes itself out of the page as it runs, so the
// first view holds the same elements as the app.
//
// While the wasm is on its way, the first view looks ready, so what the
// reader does to it is kept: arrow keys on the page, swipes on the board,
// the view tabs chosen, in order, in window.__earlyInput. The app takes
// them as it starts (src/ui/web/shell/early.rs), which decides what each
// means: the moves are played if it opens on the game the first view
// shows, the last view chosen is opened. Meanwhile a line at the foot of
// the window says they are kept. Keys the app would leave alone (in a form
// field, with a modifier, an arrow on the tabs or in a view) are left alone
// here too. (Not WASD: the reader may have turned letter keys off, which
// this script cannot know without reading the app's storage.)
(() => {
  document.currentScript?.remove();
  const view = document.querySelector('[data-first-view]');
  const board = view?.querySelector('.board');
  if (!board) return;
  const kept = (window.__earlyInput = []);
  const minSwipe = Number(board.dataset.minSwipe) || 24;
  // The line that says so: a live region there from the start (one made
  // with its words is not read out), empty and unseen until a move is
  // kept, and last in the first view, so that the hand-over's paths to the
  // reader's place and focus count the same elements the app has (moved
  // there again once the parser has read the rest of the first view).
  const note = document.createElement('p');
  note.className = 'early-note';
  note.setAttribute('role', 'status');
  view.append(note);
  document.addEventListener('DOMContentLoaded', () => view.append(note));
  // The view last asked for by its tab, by its name.
  let asked = '';
  const keep = (input) => {
    if (window.__earlyTaken) return false;
    kept.push(input);
    const moves = kept.filter((k) => !k.view).length;
    const said = [];
    if (moves) said.push(moves === 1 ? 'Move kept: it plays as soon as the page is ready.' : `${moves} moves kept: they play as soon as the page is ready.`);
    if (asked) said.push(moves ? `${asked} opens then.` : `${asked} opens as soon as the page is ready.`);
    note.textContent = said.join(' ');
    return true;
  };
  // A view's tab, chosen before the app is live (the tabs come after this
  // script in the page, hence a listener on the first view): the app opens
  // that view.
  view.addEventListener('click', (e) => {
    const tab = e.target instanceof Element ? e.target.closest('[role=tab][id^="tab-"]') : null;
    if (!tab || window.__earlyTaken) return;
    asked = tab.textContent.trim();
    keep({ view: tab.id.slice('tab-'.length) });
  });
  addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !/^Arrow(Up|Down|Left|Right)$/.test(e.key)) return;
    const target = e.target instanceof Element ? e.target : document.body;
    if (target.closest('input, select, textarea, [contenteditable], [role=tablist], [role=tabpanel]')) return;
    if (keep({ key: e.key })) e.preventDefault();
  });
  let start = null;
  board.addEventListener('touchstart', (e) => (start = e.touches.length === 1 ? [e.touches[0].clientX, e.touches[0].clientY] : null), {
    passive: true,
  });
  // A stroke on the board is a move, not a scroll of the page.
  board.addEventListener('touchmove', (e) => start && e.cancelable && e.preventDefault(), { passive: false });
  board.addEventListener('touchend', (e) => {
    const touch = e.changedTouches[0];
    if (!start || !touch) return;
    const [dx, dy] = [touch.clientX - start[0], touch.clientY - start[1]];
    start = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= minSwipe) keep({ dx, dy });
  });
})();
