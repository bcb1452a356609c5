// The one script of the page as delivered (the release build writes it in
// the page's head, minified, before the stylesheet: scripts/post-build.mjs).
// It must be running before the reader can see the board, and it must not
// hold the page up: an inline script after the stylesheet waits for it,
// and the parser with it. After the article, on a phone (CPU x4), it ran
// up to 1.4 s after the board showed, and moves made meanwhile were lost;
// right after the board, it held the article's first paragraph back by
// about 150 ms. So it listens on the whole document from the start, for
// what happens on the first view's board and tabs, and takes itself out of
// the page as it runs.
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
// this script cannot know without reading the app's storage.) The board
// does not scroll the page under a finger (its touch-action), so the
// listeners need not cancel anything and are passive.
(() => {
  document.currentScript?.remove();
  const firstView = () => document.querySelector('[data-first-view]');
  const kept = (window.__earlyInput = []);
  // The line that says so: a live region there from the start (one made
  // with its words is not read out), empty and unseen until something is
  // kept, and last in the first view, so that the hand-over's paths to the
  // reader's place and focus count the same elements the app has (moved
  // there again once the parser has read the rest of the first view).
  // So it goes in, empty, as soon as the first view's board is in the page
  // (the reader cannot act on the board before), long before the parser
  // has read the article.
  const note = document.createElement('p');
  note.className = 'early-note';
  note.setAttribute('role', 'status');
  const board = () => document.querySelector('[data-first-view] .board');
  const attach = () => {
    if (!board()) return false;
    firstView().append(note);
    return true;
  };
  const arrival = new MutationObserver(() => attach() && arrival.disconnect());
  arrival.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    arrival.disconnect();
    attach();
  });
  // The view last asked for by its tab, by its name.
  let asked = '';
  const keep = (input) => {
    // Nothing once the app has taken over, nor before there is a board to
    // play it on.
    if (window.__earlyTaken || !board()) return false;
    if (!note.isConnected) attach();
    kept.push(input);
    const moves = kept.filter((k) => !k.view).length;
    const said = [];
    if (moves) said.push(moves === 1 ? 'Move kept: it plays as soon as the page is ready.' : `${moves} moves kept: they play as soon as the page is ready.`);
    if (asked) said.push(moves ? `${asked} opens then.` : `${asked} opens as soon as the page is ready.`);
    note.textContent = said.join(' ');
    return true;
  };
  const within = (e, selector) => (e.target instanceof Element ? e.target.closest(selector) : null);
  // A view's tab, chosen before the app is live: the app opens that view.
  addEventListener('click', (e) => {
    const tab = within(e, '[data-first-view] [role=tab][id^="tab-"]');
    if (!tab || window.__earlyTaken) return;
    asked = tab.textContent.trim();
    keep({ view: tab.id.slice('tab-'.length) });
  });
  addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !/^Arrow(Up|Down|Left|Right)$/.test(e.key)) return;
    if (within(e, 'input, select, textarea, [contenteditable], [role=tablist], [role=tabpanel]')) return;
    if (keep({ key: e.key })) e.preventDefault();
  });
  let start = null;
  const onBoard = (e) => within(e, '[data-first-view] .board');
  addEventListener('touchstart', (e) => (start = onBoard(e) && e.touches.length === 1 ? [e.touches[0].clientX, e.touches[0].clientY] : null), {
    passive: true,
  });
  addEventListener(
    'touchend',
    (e) => {
      const [touch, board] = [e.changedTouches[0], onBoard(e)];
      if (!start || !touch || !board) return;
      const [dx, dy] = [touch.clientX - start[0], touch.clientY - start[1]];
      start = null;
      const minSwipe = Number(board.dataset.minSwipe) || 24;
      if (Math.max(Math.abs(dx), Math.abs(dy)) >= minSwipe) keep({ dx, dy });
    },
    { passive: true },
  );
})();
