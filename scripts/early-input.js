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
// the move buttons (as their keys), the Hint button, the view tabs chosen,
// in order, in window.__earlyInput.
// The app takes them as it starts (src/ui/web/shell/early.rs), which
// decides what each means: the moves are played if it opens on the game
// the first view shows, then the hint given if no move came after it; the
// last view chosen is opened. Another button pressed is said to work once
// the page is ready (and a form is not sent: it would reload the page).
// Where the app will open another game (a link's, a saved one), the board
// says so over its tiles and no move is kept, nor the hint. What is typed,
// chosen or ticked in the board's column goes into the app's own fields.
// Meanwhile a line at the foot of the window (or at its top, not to cover
// the board) says so. Keys the app would leave alone (in
// a form field, with a modifier, an arrow on the tabs or in a view) are
// left alone here too. (Not WASD: the reader may have turned letter keys
// off, which this script cannot know without reading the app's storage.)
// The board does not scroll the page under a finger (its touch-action), so
// the listeners need not cancel anything and are passive.
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
  // The game the app opens, when it is not the one the first view shows:
  // its name, else ''. Its board then says so over its tiles, which are
  // no game of the reader's, and moves and the hint are not kept for it:
  // the app plays kept moves only on the first view's game (shell/early.rs),
  // so promising them would be false. Read once the first view's game is
  // known (its data-seed), as shell/address.rs reads it: a link this tab
  // kept as it unloaded (a reload, Back); else a link in the address; else
  // the game in progress an earlier visit saved; else the first view's.
  // A link counts only if its check holds (ui/model/link.rs): one cut
  // short, or made by hand, is not opened. What this does not look into
  // (a board, the moves or the settings of a link whose check holds, so
  // made by the page) the app still checks: where it opens the first
  // view's game after all, moves made meanwhile were not kept, and it
  // says why it opened what it did.
  let elsewhere = null;
  const otherGame = () => {
    const firstSeed = firstView()?.dataset.seed;
    // A link's pairs as link.rs reads them (its keys only, not decoded).
    const KEYS = ['seed', 'board', 'n', 'm', 'at', 'cfg', 'view', 'node', 'step', 'h'];
    const pairs = (query) =>
      query
        .replace(/^\?/, '')
        .split('&')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
        })
        .filter(([key]) => KEYS.includes(key));
    // FNV-1a, 32 bits, of the text's UTF-8 bytes, from `start`.
    const fnv = (start, text) => new TextEncoder().encode(text).reduce((h, byte) => Math.imul(h ^ byte, 0x01000193) >>> 0, start);
    const BASIS = 0x811c9dc5;
    // The link's game as [seed, dealt, position], or null if the app
    // would not open it.
    const game = (query) => {
      const link = pairs(query);
      const get = (key) => link.find(([k]) => k === key)?.[1];
      let older = false;
      if (!(link.length === 1 && link[0][0] === 'seed')) {
        const body = link.filter(([key]) => key !== 'h').map((pair) => pair.join('=')).join('&');
        const checks = link.filter(([key]) => key === 'h');
        const check = checks.length === 1 && /^\+?[0-9a-fA-F]+$/.test(checks[0][1]) && checks[0][1].length === 8 ? parseInt(checks[0][1], 16) : -1;
        if (check !== fnv(fnv(BASIS, 'pcg32&'), body)) {
          // Made before the stream changed: opened only without moves.
          older = check === fnv(BASIS, body);
          if (!older) return null;
        }
      }
      const [seed, n, m, at] = ['seed', 'n', 'm', 'at'].map(get);
      if (!/^\+?\d+$/.test(seed ?? '') || (n === undefined) !== (m === undefined)) return null;
      const moves = n === undefined ? 0 : /^\+?\d+$/.test(n) ? Number(n) : NaN;
      if (Number.isNaN(moves) || (older && moves > 0)) return null;
      const position = at === undefined ? moves : /^\+?\d+$/.test(at) && Number(at) < moves ? Number(at) : NaN;
      return Number.isNaN(position) ? null : [BigInt(seed), get('board') === undefined, position];
    };
    const named = (opened, name) => {
      const [seed, dealt, position] = opened;
      return /^\d+$/.test(firstSeed ?? '') && seed === BigInt(firstSeed) && dealt && position === 0 ? '' : name;
    };
    try {
      const navigation = performance.getEntriesByType('navigation')[0]?.type;
      const kept = sessionStorage.getItem('lookahead.reload');
      const mark = history.state;
      if ((navigation === 'reload' || navigation === 'back_forward') && kept && typeof mark === 'string' && mark.startsWith('lookahead-')) {
        const space = kept.indexOf(' ');
        const opened = kept.slice(0, Math.max(space, 0)) === mark ? game(kept.slice(space + 1)) : null;
        if (opened) return named(opened, 'your game in progress');
      }
    } catch {
      // No storage for this tab: the app reads none either.
    }
    if (pairs(location.search).length) {
      const opened = game(location.search);
      if (opened) return named(opened, 'the linked game');
    }
    try {
      // Stored as {"version":1,"value":"seed=…"}, or once as the bare text.
      const text = localStorage.getItem('lookahead.game')?.trim() ?? '';
      const PREFIX = '{"version":1,"value":';
      const value = JSON.parse(text.startsWith(PREFIX) && text.endsWith('}') ? text.slice(PREFIX.length, -1) : text);
      const opened = typeof value === 'string' ? game(value) : null;
      if (opened) return named(opened, 'your game in progress');
    } catch {
      // No storage, or text the app sets aside: it opens a new game.
    }
    return '';
  };
  const attach = () => {
    if (!board()) return false;
    firstView().append(note);
    if (elsewhere === null) {
      elsewhere = otherGame();
      if (elsewhere) {
        const words = `${elsewhere[0].toUpperCase()}${elsewhere.slice(1)} opens here as soon as the page is ready.`;
        board().dataset.earlyElsewhere = words;
        // (The docked board's copy fades with it: style/app.css.)
        firstView().dataset.earlyElsewhere = '';
        // (Shown over the board by the stylesheet; said when the board is
        // reached, too.)
        const grid = board().querySelector('[role=grid]');
        grid?.setAttribute('aria-label', `${grid.getAttribute('aria-label')}: not yet yours. ${words}`);
      }
    }
    return true;
  };
  // Every listener below goes as soon as one sees the app has taken over.
  const listening = new AbortController();
  const on = (type, handler, options = {}) =>
    addEventListener(
      type,
      (e) => {
        if (window.__earlyTaken) listening.abort();
        else handler(e);
      },
      { ...options, signal: listening.signal },
    );
  const arrival = new MutationObserver(() => attach() && arrival.disconnect());
  arrival.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    arrival.disconnect();
    attach();
  });
  // The view last asked for by its tab, by its name; a button that does
  // nothing until the app is live, by its name, last pressed, and what to
  // do then (a form's field is filled in again: the app's starts afresh).
  let [asked, waiting, then] = ['', '', ''];
  // What became of what the reader last asked of a board that is not
  // their game (a move, the hint): not kept.
  let unkept = '';
  // Whether `input` is a move (a key or a swipe).
  const isMove = (input) => !input.view && !input.hint;
  const say = () => {
    if (!note.isConnected) attach();
    const moves = kept.filter(isMove).length;
    // The app gives a hint only if no move was kept after it.
    const hint = kept.findLastIndex((k) => k.hint) > kept.findLastIndex(isMove);
    const said = [];
    if (moves) said.push(moves === 1 ? 'Move kept: it plays as soon as the page is ready.' : `${moves} moves kept: they play as soon as the page is ready.`);
    if (hint) said.push(moves ? 'The hint follows.' : 'Hint kept: it shows as soon as the page is ready.');
    if (asked) said.push(moves || hint ? `${asked} opens then.` : `${asked} opens as soon as the page is ready.`);
    if (unkept) said.push(`${unkept}: this is not ${elsewhere}, which opens as soon as the page is ready.`);
    if (waiting) said.push(`${waiting} works once the page is ready: ${then}`);
    note.textContent = said.join(' ');
    place();
  };
  // Nothing once the app has taken over, nor before there is a board to
  // play it on.
  const closed = () => window.__earlyTaken || !board();
  // True when the input is taken (kept, or said not to be).
  const keep = (input) => {
    if (closed()) return false;
    if (elsewhere && !input.view) unkept = input.hint ? 'No hint yet' : 'Not played';
    else kept.push(input);
    waiting = '';
    say();
    return true;
  };
  // The line sits at the window's foot, or at its top where the foot would
  // cover the board (at 375 px, the board's last row): whichever edge
  // covers less of it, kept so as the reader scrolls.
  const place = () => {
    // (Nothing measured, so no layout forced, while there is nothing to say.)
    if (!note.textContent) return;
    const at = board()?.getBoundingClientRect();
    if (!at) return;
    const band = note.offsetHeight + 24;
    const overFoot = Math.max(0, Math.min(at.bottom, innerHeight) - Math.max(at.top, innerHeight - band));
    const overTop = Math.max(0, Math.min(at.bottom, band) - Math.max(at.top, 0));
    note.classList.toggle('early-note-top', overFoot > overTop);
  };
  on('scroll', place, { passive: true });
  on('resize', place, { passive: true });
  const within = (e, selector) => (e.target instanceof Element ? e.target.closest(selector) : null);
  // A view's tab, chosen before the app is live: the app opens that view
  // (not the one already shown). The Hint button: the app gives the hint.
  // A move's button: kept as its arrow key. Any other button: said to work
  // once the page is ready (the reader is not left wondering).
  on('click', (e) => {
    if (closed()) return;
    const tab = within(e, '[data-first-view] [role=tab][id^="tab-"]');
    const button = within(e, '[data-first-view] button');
    const pad = within(e, '[data-first-view] [data-early-key]');
    if (tab) {
      if (tab.getAttribute('aria-selected') === 'true') return;
      // Clicked, it lets go of the focus, as the app's tabs do (arrow keys
      // then play the board, not switch tabs).
      if (e.detail > 0) tab.blur();
      asked = tab.textContent.trim();
      keep({ view: tab.id.slice('tab-'.length) });
    } else if (within(e, '[data-first-view] [data-early=hint]')) {
      keep({ hint: true });
    } else if (pad) {
      keep({ key: pad.dataset.earlyKey });
    } else if (button) {
      waiting = button.getAttribute('aria-label') || button.textContent.trim();
      // (A form's fields in the board's column are filled in again.)
      then = button.form && !button.closest('#game') ? 'fill it in and press it again then.' : 'press it again then.';
      say();
    }
  });
  // A disclosure the reader opens on the first view ("Keys, buttons and
  // seed") is opened in the app too, as the app mounts its own, before the
  // hand-over puts the focus and the page back (closed, it would hold no
  // focus, and the page would move up). By its class: the first view's
  // elements are the app's own.
  const opened = new Set();
  on(
    'toggle',
    (e) => {
      const details = within(e, '[data-first-view] details[class]');
      if (details) opened[details.open ? 'add' : 'delete'](details.className);
    },
    { capture: true },
  );
  // What the reader typed, chose in a menu or ticked in the board's column
  // (#game) goes into the app's own field as the app mounts, with the
  // events the app listens for, so that its state holds it too: the same
  // components, so the same place under #game. By that place, last value.
  const fields = new Map();
  const FIELD = '[data-first-view] #game :is(input, select, textarea)';
  const pathTo = (root, element) => {
    const path = [];
    for (let at = element; at !== root; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
    return path;
  };
  const keepField = (e) => {
    const field = within(e, FIELD);
    if (field) fields.set(pathTo(field.closest('#game'), field).join(' '), field);
  };
  on('input', keepField, { capture: true });
  on('change', keepField, { capture: true });
  const mounted = new MutationObserver(() => {
    const game = window.__earlyTaken && [...document.querySelectorAll('#game')].find((e) => !e.closest('[data-first-view]'));
    if (!game) return;
    mounted.disconnect();
    for (const name of opened) for (const details of document.getElementsByClassName(name)) details.open = true;
    for (const [path, field] of fields) {
      const own = path.split(' ').reduce((at, i) => at?.children[Number(i)], game);
      if (own?.tagName !== field.tagName || own.type !== field.type) continue;
      const property = field.type === 'checkbox' || field.type === 'radio' ? 'checked' : 'value';
      if (own[property] === field[property]) continue;
      own[property] = field[property];
      for (const type of ['input', 'change']) own.dispatchEvent(new Event(type, { bubbles: true }));
    }
  });
  mounted.observe(document.documentElement, { childList: true, subtree: true });
  // A form of the first view (the seed's, the article's) would be sent to
  // the page's own address, reloading it and losing what is kept.
  on('submit', (e) => {
    if (within(e, '[data-first-view] form')) e.preventDefault();
  });
  on('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !/^Arrow(Up|Down|Left|Right)$/.test(e.key)) return;
    if (within(e, 'input, select, textarea, [contenteditable], [role=tablist], [role=tabpanel]')) return;
    if (keep({ key: e.key })) e.preventDefault();
  });
  let start = null;
  const onBoard = (e) => within(e, '[data-first-view] .board');
  on('touchstart', (e) => (start = onBoard(e) && e.touches.length === 1 ? [e.touches[0].clientX, e.touches[0].clientY] : null), {
    passive: true,
  });
  on(
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
