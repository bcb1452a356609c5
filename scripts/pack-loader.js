// Appended to wasm-split's loader, __wasm_split.js, by scripts/pack.mjs,
// after the constants it writes: PACK_FILE (the pack's address from the
// loader) and PACK_PARTS (each part's name and length, in order).
//
// The modules the page fetches as soon as it runs, after the first (the
// article's and the chunk of code it shares with the tabs' module), come
// in one file, the pack, instead of one file each. Compressed together,
// the second refers to the bytes of the first, which compressed alone it
// cannot: 8.6 KB less, brotli. The pack is read as it arrives, and each
// part is handed out as a Response of its own: a module compiles while its
// bytes stream in, as from its own file. (One thing is lost: Chrome keeps
// the compiled code of a module fetched from its own address, for the next
// visit, not of one read from a stream the page made; so a returning
// reader's browser compiles these two again, off the main thread.)
//
// The pack's name ends in .wasm, though it is two modules end to end:
// hosts that compress files as they send them choose by type, and
// application/wasm is among those they compress.
const PACK_URL = new URL(PACK_FILE, import.meta.url);
let pack;

/** Feeds the parts' streams from the pack's `response`, in order. */
async function feedParts(response, feeds) {
  const reader = response.body.getReader();
  let [part, left] = [0, PACK_PARTS[0][1]];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let at = 0; at < value.length; ) {
      if (part === PACK_PARTS.length) throw new Error(`${PACK_URL.pathname} is longer than its parts`);
      const take = Math.min(left, value.length - at);
      feeds[part]?.enqueue(value.subarray(at, at + take));
      [at, left] = [at + take, left - take];
      if (left === 0) {
        // Whole: a later failure leaves it be.
        feeds[part]?.close();
        feeds[part++] = null;
        left = PACK_PARTS[part]?.[1];
      }
    }
  }
  if (part < PACK_PARTS.length) throw new Error(`${PACK_URL.pathname} ended before its part ${PACK_PARTS[part][0]}`);
}

/** Starts reading the pack: a Response for each part, fed as its bytes arrive. */
function openPack() {
  const feeds = [];
  const responses = new Map();
  PACK_PARTS.forEach(([name], index) => {
    // (A part the compiler stops reading, its module refused, takes no more.)
    const body = new ReadableStream({ start: (feed) => void feeds.push(feed), cancel: () => void (feeds[index] = null) });
    responses.set(name, new Response(body, { headers: { 'Content-Type': 'application/wasm' } }));
  });
  // The pack's response, or why there is none (as a module's own fetch
  // would reject: a failed request says so, not the compiler).
  const arrived = fetch(PACK_URL).then((response) => {
    if (!response.ok) throw new Error(`${PACK_URL.pathname}: ${response.status} ${response.statusText}`);
    return response;
  });
  const opened = { responses, arrived, failed: false };
  const cutShort = (error) => {
    // The modules it cuts short fail in the compiler's words, which do not
    // say why: the console does.
    console.error(`${PACK_URL.pathname} could not be read whole: ${error}`);
    throw error;
  };
  arrived
    .then((response) => feedParts(response, feeds).catch(cutShort))
    .catch((error) => {
      opened.failed = true;
      for (const feed of feeds) feed?.error(error);
    });
  return opened;
}

/** The part `name` of the pack being read; or of a new reading, where that
 *  one failed or has handed the part out already (a module asked for again
 *  after its load failed). */
function fromPack(name) {
  if (!pack || pack.failed || !pack.responses.has(name)) pack = openPack();
  const response = pack.responses.get(name);
  pack.responses.delete(name);
  return pack.arrived.then(() => response);
}
