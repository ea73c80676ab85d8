import { RUN_PART, RUN_START, RUN_UNIT, type IdentifierRuns } from './identifier-runs.js';

/**
 * Aho–Corasick over the cue keywords: one pass over the prefilter form of a text (lower-cased,
 * whitespace runs folded to one space) finds every keyword it contains, so a text pays for the few
 * cues it could match instead of running all of them. ASCII transitions live in a flat table (the
 * common case); other code units in per-node maps.
 *
 * A keyword that starts with a letter or digit of an alphabetic script must start a word there
 * ("ai" is not found in "email"); a keyword written with a leading `*` may start anywhere (German
 * compounds: "*verlauf" in "Gesprächsverlauf"); CJK and symbol keywords match anywhere.
 *
 * Word starts are part of the automaton: the scan steps over a mark (WORD_START) before every unit
 * that starts a word, and a keyword that must start a word is entered with the mark before it (and
 * before each word it holds further on). So "it" is never even reached inside "with": the scan does
 * not stop at the thousands of places where a short keyword ends mid-word only to refuse it.
 */

/** The code unit of the word-start mark in the automaton (a control character no keyword holds). */
const WORD_START = 1;

/** The form of a text keywords are looked up in (leading whitespace is no part of it, as in the scans below). */
export function prefilterForm(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').replace(/^ /, '');
}

/** A code unit of an alphabetic word (Latin, Greek, Cyrillic, digits, underscore). */
export function isWordUnit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 0xc0 && c < 0x530 && c !== 0xd7 && c !== 0xf7);
}

/** The keyword as looked up, and whether it must start a word. */
export function keywordSpec(k: string): { text: string; wordStart: boolean } {
  if (k.startsWith('*')) return { text: k.slice(1), wordStart: false };
  return { text: k, wordStart: isWordUnit(k.charCodeAt(0)) };
}

/** Whether `form` (a prefilterForm) holds the keyword under the rules above. Slow path for checks. */
export function hasKeyword(form: string, k: string): boolean {
  const { text, wordStart } = keywordSpec(k);
  for (let i = form.indexOf(text); i >= 0; i = form.indexOf(text, i + 1)) {
    if (!wordStart || i === 0 || !isWordUnit(form.charCodeAt(i - 1))) return true;
  }
  return false;
}
/** The keyword as the automaton holds it: the word-start mark before each unit that starts a word in it. */
export function marked(text: string, wordStart: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordUnit(c) && (i === 0 ? wordStart : !isWordUnit(text.charCodeAt(i - 1)))) out += String.fromCharCode(WORD_START);
    out += text[i];
  }
  return out;
}

/**
 * Bits of KeywordIndex.unit: the unit's class in the compact table, word unit, whitespace, and
 * whether it starts or only continues an identifier run.
 */
const UNIT_CLASS = 0xff;
const UNIT_WORD = 0x100;
const UNIT_SPACE = 0x200;
const UNIT_RUN_START = 0x400;
const UNIT_RUN_PART = 0x800;

export class KeywordIndex {
  private readonly ascii: Int32Array;
  private readonly other: Array<Map<number, number> | undefined> = [];
  private readonly fail: Int32Array;
  /** Keyword ids ending at each node (including those reached through failure links). */
  private readonly out: number[][];
  private readonly count: number;
  /** The compact DFA of findFolding (see the constructor). */
  private readonly unit: Uint16Array;
  /** The class of the word-start mark in the compact DFA. */
  private readonly startClass: number;
  /** log2 of the width of a row of the compact table. */
  private readonly shift: number;
  private readonly table: Uint16Array | Int32Array;
  /** The bit of a table entry set when keywords end at its node (the rest is the node), but for a lone space. */
  private readonly flag: number;
  private readonly outs: number[][];
  /** The keywords that are one space, found by findFolding after its scan. */
  private readonly spaceIds: number[];

  constructor(raw: readonly string[]) {
    const specs = raw.map(keywordSpec);
    for (const sp of specs) if (/[\u0000-\u001f]/.test(sp.text)) throw new RangeError(`keyword with a control character: ${JSON.stringify(sp.text)}`);
    const keywords = specs.map((s) => marked(s.text, s.wordStart));
    this.count = keywords.length;
    // Build the trie: ASCII edges in one flat typed array (128 slots a node, -1 for none), grown by
    // doubling; a per-node array or Map would cost a loaded CLI tens of milliseconds of allocation.
    let cap = 1024;
    let asciiTrie = new Int32Array(cap * 128).fill(-1);
    let n = 1;
    const otherTrie: Array<Map<number, number> | undefined> = [undefined];
    const ends: number[][] = [[]];
    keywords.forEach((k, id) => {
      let node = 0;
      for (let i = 0; i < k.length; i++) {
        const c = k.charCodeAt(i);
        let next = c < 128 ? asciiTrie[node * 128 + c]! : (otherTrie[node]?.get(c) ?? -1);
        if (next === -1) {
          next = n++;
          if (n > cap) {
            const grown = new Int32Array(cap * 2 * 128).fill(-1);
            grown.set(asciiTrie);
            asciiTrie = grown;
            cap *= 2;
          }
          otherTrie.push(undefined);
          ends.push([]);
          if (c < 128) asciiTrie[node * 128 + c] = next;
          else (otherTrie[node] ??= new Map()).set(c, next);
        }
        node = next;
      }
      ends[node]!.push(id);
    });
    this.ascii = new Int32Array(n * 128);
    this.fail = new Int32Array(n);
    this.out = ends.map((e) => [...e]);
    // Breadth-first: failure links, and the ASCII table completed into a DFA.
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const t = asciiTrie[c]!;
      this.ascii[c] = t === -1 ? 0 : t;
      if (t !== -1) queue.push(t);
    }
    for (const [, t] of otherTrie[0] ?? []) queue.push(t);
    for (let qi = 0; qi < queue.length; qi++) {
      const u = queue[qi]!;
      this.out[u]!.push(...this.out[this.fail[u]!]!);
      for (let c = 0; c < 128; c++) {
        const t = asciiTrie[u * 128 + c]!;
        if (t === -1) {
          this.ascii[u * 128 + c] = this.ascii[this.fail[u]! * 128 + c]!;
        } else {
          this.ascii[u * 128 + c] = t;
          this.fail[t] = this.ascii[this.fail[u]! * 128 + c]!;
          queue.push(t);
        }
      }
      for (const [c, t] of otherTrie[u] ?? []) {
        this.fail[t] = this.stepOther(this.fail[u]!, c, otherTrie);
        queue.push(t);
      }
    }
    this.other = otherTrie;
    // The compact DFA of findFolding: ASCII units in classes (a unit no keyword holds always leads
    // back to the root, so they all share class 0) and nodes renumbered breadth-first, so the
    // shallow nodes a scan mostly visits sit together: the full table is megabytes, out of cache.
    const used = new Uint8Array(128);
    for (const k of keywords) for (let i = 0; i < k.length; i++) if (k.charCodeAt(i) < 128) used[k.charCodeAt(i)] = 1;
    // Whitespace has a class of its own: a node entered by a space keeps its state on another one.
    used[32] = 1;
    const unused = used.indexOf(0);
    const cls = new Uint8Array(128);
    // Class 0: the units no keyword holds (represented by one of them); when every unit is used, one class each.
    const reps: number[] = unused === -1 ? [] : [unused];
    for (let c = 0; c < 128; c++) {
      if (unused !== -1 && used[c] === 0) continue;
      cls[c] = reps.length;
      reps.push(c);
    }
    const order = [0, ...queue];
    const renum = new Int32Array(n);
    order.forEach((u, i) => (renum[u] = i));
    // Rows are a power of two wide, so that a step shifts the node instead of multiplying it (the
    // step is one dependent chain, node to entry to node: a multiply is its slowest link).
    let shift = 0;
    while (1 << shift < reps.length) shift++;
    const width = 1 << shift;
    // An entry is the next node with a flag bit set when keywords end there (read with the entry, no
    // second load), but for a lone space (see onlySpace).
    const flag = n < 0x8000 ? 0x8000 : 0x40000000;
    const table = n < 0x8000 ? new Uint16Array(n * width) : new Int32Array(n * width);
    const outs: number[][] = new Array<number[]>(n);
    const enteredBySpace = new Uint8Array(n);
    for (let u = 0; u < n; u++) if (asciiTrie[u * 128 + 32]! !== -1) enteredBySpace[asciiTrie[u * 128 + 32]!] = 1;
    // A keyword that is one space ends at every word end: it is left out of the flags and found
    // after the scan (onlySpace: the nodes where it is the only keyword ending).
    const onlySpace = (t: number): boolean => this.out[t]!.every((id) => keywords[id] === ' ');
    for (let u = 0; u < n; u++) {
      const v = renum[u]!;
      for (let k = 0; k < reps.length; k++) {
        const t = this.ascii[u * 128 + reps[k]!]!;
        table[v * width + k] = renum[t]! | (onlySpace(t) ? 0 : flag);
      }
      // A whitespace run is one space: after one, the next leaves the state as it is (and marks nothing).
      if (enteredBySpace[u] === 1) table[v * width + cls[32]!] = v;
      outs[v] = this.out[u]!;
    }
    this.flag = flag;
    // Per ASCII unit, folded (upper case to lower, whitespace to one space): its class, whether it
    // is a word unit, whether it is whitespace.
    const unitOf = new Uint16Array(128);
    for (let c = 0; c < 128; c++) {
      const space = c === 32 || (c >= 9 && c <= 13);
      const f = space ? 32 : c >= 65 && c <= 90 ? c + 32 : c;
      unitOf[c] = cls[f]! | (isWordUnit(f) ? UNIT_WORD : 0) | (space ? UNIT_SPACE : 0) | (RUN_UNIT[c] === RUN_START ? UNIT_RUN_START : 0) | (RUN_UNIT[c] === RUN_PART ? UNIT_RUN_PART : 0);
    }
    // A control character in a text is no word start: it shares the class of the units no keyword holds.
    this.startClass = cls[WORD_START]!;
    unitOf[WORD_START] = cls[0]! | (unitOf[WORD_START]! & ~UNIT_CLASS);
    this.unit = unitOf;
    this.shift = shift;
    this.table = table;
    this.outs = outs;
    this.spaceIds = keywords.flatMap((k, id) => (k === ' ' ? [id] : []));
  }

  private stepOther(node: number, c: number, trie: Array<Map<number, number> | undefined>): number {
    for (let s = node; ; s = this.fail[s]!) {
      const t = trie[s]?.get(c);
      if (t !== undefined) return t;
      if (s === 0) return 0;
    }
  }

  /**
   * Marks in `out` (one slot per keyword, cleared by the caller) the keywords that occur in `lower`
   * (already lower-cased), and returns their ids. Whitespace is folded on the fly: every run counts
   * as one space, so `lower` needs no second copy.
   */
  find(lower: string, out: Uint8Array): number[] {
    const found: number[] = [];
    let node = 0;
    let prevSpace = true;
    let prevWord = false;
    for (let i = 0; i < lower.length; i++) {
      let c = lower.charCodeAt(i);
      if (c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) {
        if (prevSpace) continue;
        c = 32;
        prevSpace = true;
      } else {
        prevSpace = false;
        // A control character in the text is not the mark (no keyword holds NUL either).
        if (c === WORD_START) c = 0;
      }
      const word = isWordUnit(c);
      if (word && !prevWord) node = this.ascii[node * 128 + WORD_START]!;
      prevWord = word;
      node = c < 128 ? this.ascii[node * 128 + c]! : this.stepOther(node, c, this.other);
      const o = this.out[node]!;
      if (o.length > 0) mark(o, out, found);
    }
    return found;
  }

  /**
   * `find` over `text` as it is, lower-casing on the fly: ASCII letters are folded inline (no
   * lower-cased copy of the text); at the first non-ASCII unit, whose lower case may depend on
   * its neighbours or change the length, the scan starts again over `text.toLowerCase()`. With
   * `runs`, the identifier runs of an ASCII text are recorded on the way (runs.text stays null
   * for any other text).
   */
  findFolding(text: string, out: Uint8Array, runs?: IdentifierRuns): number[] {
    const found: number[] = [];
    const unit = this.unit;
    const shift = this.shift;
    const table = this.table;
    const flag = this.flag;
    const startClass = this.startClass;
    const n = text.length;
    runs?.clear();
    // The identifier run under way (see identifier-runs.ts): its start, or -1, and its end so far.
    let runStart = -1;
    let runEnd = 0;
    let node = 0;
    let prevWord = false;
    // Leading whitespace is no unit of the folded form.
    let first = 0;
    while (first < n && text.charCodeAt(first) < 128 && (unit[text.charCodeAt(first)]! & UNIT_SPACE) !== 0) first++;
    for (let i = first; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) {
        for (const id of found) out[id] = 0;
        return this.find(text.toLowerCase(), out);
      }
      const u = unit[c]!;
      if ((u & UNIT_RUN_START) !== 0) {
        if (runStart < 0) runStart = i;
        runEnd = i + 1;
      } else if ((u & UNIT_RUN_PART) === 0 && runStart >= 0) {
        runs?.push(runStart, runEnd);
        runStart = -1;
      }
      // The mark ends no keyword: its entry never carries the flag.
      if ((u & UNIT_WORD) !== 0) {
        if (!prevWord) node = table[(node << shift) + startClass]!;
        prevWord = true;
      } else prevWord = false;
      const next = table[(node << shift) + (u & UNIT_CLASS)]!;
      if (next < flag) {
        node = next;
        continue;
      }
      node = next - flag;
      mark(this.outs[node]!, out, found);
    }
    if (runs) {
      if (runStart >= 0) runs.push(runStart, runEnd);
      runs.text = text;
    }
    // The folded form holds a space when whitespace follows its first unit.
    if (this.spaceIds.length > 0) {
      let space = false;
      for (let i = first + 1; i < n && !space; i++) space = (unit[text.charCodeAt(i)]! & UNIT_SPACE) !== 0;
      if (space) mark(this.spaceIds, out, found);
    }
    return found;
  }

  get size(): number {
    return this.count;
  }
}

/** Records the keywords `ids` (which end here) once each. */
function mark(ids: number[], out: Uint8Array, found: number[]): void {
  for (let j = 0; j < ids.length; j++) {
    const id = ids[j]!;
    if (out[id] === 0) {
      out[id] = 1;
      found.push(id);
    }
  }
}
