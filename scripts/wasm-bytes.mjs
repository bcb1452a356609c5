// A wasm module's bytes as the build steps that look into them read them
// (scripts/left-out.mjs, scripts/short-imports.mjs): its numbers (unsigned
// LEB128) and its sections.

/** Reads an unsigned LEB128 number at `at` in `bytes`: [value, next position]. */
export function readLeb(bytes, at) {
  let [value, shift] = [0, 0];
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** `value` as an unsigned LEB128 number. */
export function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

/** The module's sections, in order: each one's id, where it starts (its
 *  id byte), where its contents start, and where it ends. */
export function sections(bytes) {
  const found = [];
  for (let at = 8; at < bytes.length; ) {
    const start = at;
    const id = bytes[at];
    const [size, body] = readLeb(bytes, at + 1);
    at = body + size;
    found.push({ id, start, body, end: at });
  }
  return found;
}
