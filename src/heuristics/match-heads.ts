/**
 * Where a cue's pattern can start. The build proves, from the regex (required-literals.ts,
 * matchHeads), the lower-cased first units (one to three) every match begins with; the engine then starts
 * the regex at the first position of a text whose lower case begins one of them, instead of at
 * the text's start, and does not run it at all on a text that holds none. No match can start
 * before that position, so the regex finds from there the match it finds from the start.
 *
 * Most patterns begin with an alternation of words (`tell|report|show|...`, in several languages,
 * case-insensitive), which a plain search tries at every letter. Here a text pays one pass to
 * hash its trigrams (and its bigrams or units, when a cue has heads that short), and each cue one
 * table lookup per position and one anchored (sticky) try per head: a plain search started at the
 * first head would still try every later letter, and on a long text most of a cue's time went
 * there.
 */

import { machineCode } from './machine-code.js';

const HASH_BITS = 14;
/**
 * Anchored tries per search before a plain search takes over from the next head: a text dense
 * with one cue's heads (an attacker's "the the the ...") costs one regex call, not one per head.
 */
export const MAX_TRIES = 64;

/** The hash of a head of one to three units (b and c are -1 past its end). */
function hashHead(a: number, b: number, c: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)) >>> (32 - HASH_BITS);
}

/** A cue's heads as the scan reads them: per head length, their hashes (a collision only costs a try). */
export class MatchHeads {
  /** hashes[n - 1]: the hashes of the heads n units long. */
  private readonly hashes: Int32Array[];
  /** The pattern these heads belong to, anchored (`y`): compiled on the first search. */
  private sticky: RegExp | null = null;
  /** The head positions in the last text searched, ascending (firstMatch and anchorsOf search one text again and again). */
  private positionsText: string | null = null;
  private positionsOf: Int32Array = NO_POSITIONS;

  constructor(heads: readonly string[]) {
    this.hashes = [1, 2, 3].map((n) => {
      const of = heads.filter((h) => h.length === n).map((h) => hashHead(h.charCodeAt(0), n > 1 ? h.charCodeAt(1) : -1, n > 2 ? h.charCodeAt(2) : -1));
      return Int32Array.from(new Set(of));
    });
  }

  /**
   * The first position at or after `from` where a match can start, -1 when there is none, or
   * `from` itself when the text's lower case changes its length (positions would not line up).
   */
  start(text: string, from: number): number {
    if (!lowerLinesUp(text)) return from;
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
    if (lowerLinesUp(text)) {
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

  /** Where the heads occur in `text` (whose lower case lines up with it), ascending. */
  private positions(text: string): Int32Array {
    if (text === this.positionsText) return this.positionsOf;
    let n = 0;
    for (let k = 0; k < 3; k++) {
      const hashes = this.hashes[k]!;
      if (hashes.length === 0) continue;
      const { first, next } = gramIndex(text, k + 1);
      for (let j = 0; j < hashes.length; j++) for (let p = first[hashes[j]!]!; p >= 0; p = next[p]!) n++;
    }
    const out = n === 0 ? NO_POSITIONS : new Int32Array(n);
    n = 0;
    let chains = 0;
    for (let k = 0; k < 3; k++) {
      const hashes = this.hashes[k]!;
      if (hashes.length === 0) continue;
      const { first, next } = gramIndex(text, k + 1);
      for (let j = 0; j < hashes.length; j++, chains++) for (let p = first[hashes[j]!]!; p >= 0; p = next[p]!) out[n++] = p;
    }
    // Each chain is ascending already; one head needs no sort. Heads of different lengths may
    // start at one position (a collision): a repeated position only costs a second try.
    if (chains > 1) out.sort();
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

/** The lower case of the last text asked about, or null when it has another length than the text. */
let lowerText: string | null = null;
let lowerOf: string | null = null;

function lowerLinesUp(text: string): boolean {
  if (text !== lowerText) {
    lowerText = text;
    const lower = text.toLowerCase();
    lowerOf = lower.length === text.length ? lower : null;
  }
  return lowerOf !== null;
}

/**
 * The n-gram index (n = 1, 2, 3) of the last text asked about (the engine runs every cue of a text
 * one after another, so one index serves them all): per hash its first position (first) and per
 * position the next one with the same hash (next), so that a cue visits only the positions of its
 * own heads instead of every position of the text. Built when a cue first asks for heads of that
 * length in that text; only called once lowerLinesUp(text) holds.
 */
class GramIndex {
  text: string | null = null;
  private hashAt = new Int32Array(1024);
  next = new Int32Array(1024);
  readonly first = new Int32Array(1 << HASH_BITS).fill(-1);
  private length = 0;

  constructor(private readonly n: number) {}

  index(text: string, lower: string): void {
    // Only the hashes the previous text set are cleared: no 64 KB fill per text.
    for (let i = 0; i < this.length; i++) this.first[this.hashAt[i]!] = -1;
    this.text = text;
    const n = this.n;
    const count = Math.max(0, text.length - n + 1);
    if (this.hashAt.length < count) {
      this.hashAt = new Int32Array(Math.max(count, this.hashAt.length * 2));
      this.next = new Int32Array(this.hashAt.length);
    }
    const hashAt = this.hashAt;
    // A head's last unit may be a space standing for any whitespace (required-literals.ts matchHeads).
    if (n === 3) for (let i = 0; i < count; i++) hashAt[i] = hashHead(lower.charCodeAt(i), lower.charCodeAt(i + 1), spaced(lower.charCodeAt(i + 2)));
    else if (n === 2) for (let i = 0; i < count; i++) hashAt[i] = hashHead(lower.charCodeAt(i), spaced(lower.charCodeAt(i + 1)), -1);
    else for (let i = 0; i < count; i++) hashAt[i] = hashHead(lower.charCodeAt(i), -1, -1);
    // Built from the end, so that each chain runs in ascending order.
    const first = this.first;
    const next = this.next;
    for (let i = count - 1; i >= 0; i--) {
      const h = hashAt[i]!;
      next[i] = first[h]!;
      first[h] = i;
    }
    this.length = count;
  }
}

const grams = [new GramIndex(1), new GramIndex(2), new GramIndex(3)];

function gramIndex(text: string, n: number): GramIndex {
  const g = grams[n - 1]!;
  if (g.text !== text) g.index(text, lowerOf!);
  return g;
}

/** A head's last unit may be a space standing for any whitespace (required-literals.ts matchHeads): what `\s` matches reads as a space. */
export function spaced(u: number): number {
  if (u > 32 && u < 0xa0) return u;
  const white = u === 32 || (u >= 9 && u <= 13) || u === 0xa0 || u === 0x1680 || (u >= 0x2000 && u <= 0x200a) || u === 0x2028 || u === 0x2029 || u === 0x202f || u === 0x205f || u === 0x3000 || u === 0xfeff;
  return white ? 32 : u;
}
