/**
 * Where a cue's pattern can start. The build proves, from the regex (required-literals.ts,
 * matchHeads), the lower-cased first three units every match begins with; the engine then starts
 * the regex at the first position of a text whose lower case begins one of them, instead of at
 * the text's start, and does not run it at all on a text that holds none. No match can start
 * before that position, so the regex finds from there the match it finds from the start.
 *
 * Most patterns begin with an alternation of words (`tell|report|show|...`, in several languages,
 * case-insensitive), which a plain search tries at every letter. Here a text pays one pass to
 * hash its trigrams, and each cue one table lookup per position up to its first head.
 */

const HASH_BITS = 14;
const WORDS = 1 << (HASH_BITS - 5);

function hash3(a: number, b: number, c: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)) >>> (32 - HASH_BITS);
}

/** A cue's heads as the scan reads them: a bit per trigram hash (a collision only costs a try). */
export class MatchHeads {
  private readonly bits = new Uint32Array(WORDS);

  constructor(heads: readonly string[]) {
    for (const h of heads) {
      const x = hash3(h.charCodeAt(0), h.charCodeAt(1), h.charCodeAt(2));
      this.bits[x >>> 5]! |= 1 << (x & 31);
    }
  }

  /**
   * The first position at or after `from` where a match can start, -1 when there is none, or
   * `from` itself when the text's lower case changes its length (positions would not line up).
   */
  start(text: string, from: number): number {
    const hashes = trigramsOf(text);
    if (hashes === null) return from;
    const bits = this.bits;
    const last = text.length - 3;
    for (let p = from; p <= last; p++) {
      const x = hashes[p]!;
      if ((bits[x >>> 5]! & (1 << (x & 31))) !== 0) return p;
    }
    return -1;
  }
}

/**
 * The trigram hashes of the last text asked about (the engine runs every cue of a text one after
 * another, so one entry serves them all); null when its lower case has another length.
 */
let lastText: string | null = null;
let lastHashes: Int32Array | null = null;
let buffer = new Int32Array(1024);

function trigramsOf(text: string): Int32Array | null {
  if (text === lastText) return lastHashes;
  const lower = text.toLowerCase();
  lastText = text;
  if (lower.length !== text.length) return (lastHashes = null);
  const n = text.length;
  if (buffer.length < n) buffer = new Int32Array(Math.max(n, buffer.length * 2));
  const out = buffer;
  for (let i = 0; i + 2 < n; i++) out[i] = hash3(lower.charCodeAt(i), lower.charCodeAt(i + 1), spaced(lower.charCodeAt(i + 2)));
  return (lastHashes = out);
}

/** A head's last unit may be a space standing for any whitespace (required-literals.ts matchHeads): what `\s` matches reads as a space. */
export function spaced(u: number): number {
  if (u > 32 && u < 0xa0) return u;
  const white = u === 32 || (u >= 9 && u <= 13) || u === 0xa0 || u === 0x1680 || (u >= 0x2000 && u <= 0x200a) || u === 0x2028 || u === 0x2029 || u === 0x202f || u === 0x205f || u === 0x3000 || u === 0xfeff;
  return white ? 32 : u;
}
