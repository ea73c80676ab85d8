/**
 * Where a cue's pattern can start. The build proves, from the regex (required-literals.ts,
 * matchHeads), the lower-cased first three units every match begins with; the engine then starts
 * the regex at the first position of a text whose lower case begins one of them, instead of at
 * the text's start, and does not run it at all on a text that holds none. No match can start
 * before that position, so the regex finds from there the match it finds from the start.
 *
 * Most patterns begin with an alternation of words (`tell|report|show|...`, in several languages,
 * case-insensitive), which a plain search tries at every letter. Here a text pays one pass to
 * hash its trigrams, and each cue one table lookup per position and one anchored (sticky) try per
 * head: a plain search started at the first head would still try every later letter, and on a
 * long text most of a cue's time went there.
 */

import { machineCode } from './machine-code.js';

const HASH_BITS = 14;
/**
 * Anchored tries per search before a plain search takes over from the next head: a text dense
 * with one cue's heads (an attacker's "the the the ...") costs one regex call, not one per head.
 */
export const MAX_TRIES = 64;

function hash3(a: number, b: number, c: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)) >>> (32 - HASH_BITS);
}

/** A cue's heads as the scan reads them: their trigram hashes (a collision only costs a try). */
export class MatchHeads {
  private readonly hashes: Int32Array;
  /** The pattern these heads belong to, anchored (`y`): compiled on the first search. */
  private sticky: RegExp | null = null;
  /** The head positions in the last text searched, ascending (firstMatch and anchorsOf search one text again and again). */
  private positionsText: string | null = null;
  private positionsOf: Int32Array = NO_POSITIONS;

  constructor(heads: readonly string[]) {
    this.hashes = Int32Array.from(new Set(heads.map((h) => hash3(h.charCodeAt(0), h.charCodeAt(1), h.charCodeAt(2)))));
  }

  /**
   * The first position at or after `from` where a match can start, -1 when there is none, or
   * `from` itself when the text's lower case changes its length (positions would not line up).
   */
  start(text: string, from: number): number {
    if (!indexText(text)) return from;
    const pos = this.positions(text);
    const i = firstAtOrAfter(pos, from);
    return i < pos.length ? pos[i]! : -1;
  }

  /**
   * The leftmost match of `re` (the pattern these heads were proved for) at or after `from`. No
   * match starts anywhere but at a head, so trying the heads in order, anchored, finds the match a
   * plain search finds; past MAX_TRIES heads, or on a text whose lower case changes its length,
   * the plain search runs.
   */
  search(re: RegExp, text: string, from: number): RegExpExecArray | null {
    let p = from;
    if (indexText(text)) {
      const pos = this.positions(text);
      let i = firstAtOrAfter(pos, from);
      if (i === pos.length) return null;
      const y = (this.sticky ??= machineCode(new RegExp(re.source, re.flags + 'y')));
      for (const stop = Math.min(pos.length, i + MAX_TRIES); i < stop; i++) {
        y.lastIndex = pos[i]!;
        const m = y.exec(text);
        if (m !== null) return m;
      }
      if (i === pos.length) return null;
      p = pos[i]!;
    }
    const plain = machineCode(re);
    plain.lastIndex = p;
    return plain.exec(text);
  }

  /** Where the heads occur in `text` (the text indexText last indexed), ascending. */
  private positions(text: string): Int32Array {
    if (text === this.positionsText) return this.positionsOf;
    const hashes = this.hashes;
    let n = 0;
    for (let k = 0; k < hashes.length; k++) for (let p = chainFirst[hashes[k]!]!; p >= 0; p = chainNext[p]!) n++;
    const out = n === 0 ? NO_POSITIONS : new Int32Array(n);
    n = 0;
    for (let k = 0; k < hashes.length; k++) for (let p = chainFirst[hashes[k]!]!; p >= 0; p = chainNext[p]!) out[n++] = p;
    // Each chain is ascending already; one head needs no sort.
    if (hashes.length > 1) out.sort();
    this.positionsText = text;
    return (this.positionsOf = out);
  }
}

const NO_POSITIONS = new Int32Array(0);

/** The index of the first entry of ascending `pos` that is at least `from` (pos.length if none). */
function firstAtOrAfter(pos: Int32Array, from: number): number {
  let lo = 0;
  let hi = pos.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pos[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The trigram index of the last text asked about (the engine runs every cue of a text one after
 * another, so one index serves them all): per hash its first position (chainFirst) and per position
 * the next one with the same hash (chainNext), so that a cue visits only the positions of its own
 * heads instead of every position of the text. Absent (false) when the text's lower case has
 * another length.
 */
let lastText: string | null = null;
let lastIndexed = false;
let lastLength = 0;
let hashAt = new Int32Array(1024);
let chainNext = new Int32Array(1024);
const chainFirst = new Int32Array(1 << HASH_BITS).fill(-1);

function indexText(text: string): boolean {
  if (text === lastText) return lastIndexed;
  // Only the hashes the previous text set are cleared: no 64 KB fill per text.
  for (let i = 0; i < lastLength; i++) chainFirst[hashAt[i]!] = -1;
  lastLength = 0;
  lastText = text;
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return (lastIndexed = false);
  const n = text.length - 2;
  if (hashAt.length < n) {
    hashAt = new Int32Array(Math.max(n, hashAt.length * 2));
    chainNext = new Int32Array(hashAt.length);
  }
  for (let i = 0; i < n; i++) hashAt[i] = hash3(lower.charCodeAt(i), lower.charCodeAt(i + 1), spaced(lower.charCodeAt(i + 2)));
  // Built from the end, so that each chain runs in ascending order.
  for (let i = n - 1; i >= 0; i--) {
    const h = hashAt[i]!;
    chainNext[i] = chainFirst[h]!;
    chainFirst[h] = i;
  }
  lastLength = Math.max(0, n);
  return (lastIndexed = true);
}

/** A head's last unit may be a space standing for any whitespace (required-literals.ts matchHeads): what `\s` matches reads as a space. */
export function spaced(u: number): number {
  if (u > 32 && u < 0xa0) return u;
  const white = u === 32 || (u >= 9 && u <= 13) || u === 0xa0 || u === 0x1680 || (u >= 0x2000 && u <= 0x200a) || u === 0x2028 || u === 0x2029 || u === 0x202f || u === 0x205f || u === 0x3000 || u === 0xfeff;
  return white ? 32 : u;
}
