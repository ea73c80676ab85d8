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
const MARK = String.fromCharCode(WORD_START);

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
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordUnit(c) && (i === 0 ? wordStart : !isWordUnit(text.charCodeAt(i - 1)))) {
      // Copied in slices between marks (most keywords are one word: one mark, one slice).
      out += text.slice(from, i) + MARK;
      from = i;
    }
  }
  return from === 0 ? out + text : out + text.slice(from);
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

/** Everything a KeywordIndex holds (see the fields of the class). */
export interface KeywordIndexParts {
  count: number;
  other: Array<Map<number, number> | undefined>;
  fail: Int32Array;
  cls: Uint8Array;
  unit: Uint16Array;
  startClass: number;
  width: number;
  /** The trie: node u's children are the nodes firstChild[u]..firstChild[u + 1] - 1; unitOfNode[t], the unit that enters t. */
  firstChild: Int32Array;
  unitOfNode: Uint16Array;
  ends: Uint8Array;
  outsRef: Int32Array;
  outsStart: Int32Array;
  outsFlat: Int32Array;
  spaceIds: number[];
}

function isParts(raw: readonly string[] | KeywordIndexParts): raw is KeywordIndexParts {
  return !Array.isArray(raw);
}

/** The trie edge for non-ASCII unit `c` from `node` or its first failure ancestor that has one. */
function stepOther(node: number, c: number, trie: Array<Map<number, number> | undefined>, fail: Int32Array): number {
  for (let s = node; ; s = fail[s]!) {
    const t = trie[s]?.get(c);
    if (t !== undefined) return t;
    if (s === 0) return 0;
  }
}

export class KeywordIndex {
  /** Per node (breadth-first numbering), its non-ASCII trie edges; failure links. */
  private readonly other: Array<Map<number, number> | undefined>;
  private readonly fail: Int32Array;
  private readonly count: number;
  /** The class of each ASCII unit in the table (0: the units no keyword holds). */
  private readonly cls: Uint8Array;
  /** Per ASCII unit, folded, its class and bits (see UNIT_*). */
  private readonly unit: Uint16Array;
  /** The class of the word-start mark in the compact DFA. */
  private readonly startClass: number;
  /** The width of a row of the compact table: the number of classes. */
  private readonly width: number;
  /**
   * The DFA over ASCII classes: an entry is the next node. Node ids fit 16 bits up to 65,536 nodes;
   * a flag bit in the entry would halve that, and the keywords of 26 languages passed 32,768 nodes
   * (an Int32 table doubled the prebuilt engine and every load's memory).
   *
   * A row is made when the scan first reaches its node (`filled`), from the trie and the failure
   * links: the whole table is 4.9 MB (37,000 rows of 66 classes), reading it from the prebuilt
   * engine was most of what loading the engine cost, and a scan of one tool's texts steps through
   * a few hundred of its rows.
   */
  private readonly table: Uint16Array | Int32Array;
  /** 1 for each node whose row of the table is made. */
  private readonly filled: Uint8Array;
  private readonly firstChild: Int32Array;
  private readonly unitOfNode: Uint16Array;
  /**
   * For a node entered by a space, the entry its row had for a space before the space loop (see
   * fill) replaced it: the rows copied from it take that one.
   */
  private readonly spaceBase: Int32Array;
  /** Per node, 1 when keywords end at it (or at its failure node), but for a lone space (see findFolding). */
  private readonly ends: Uint8Array;
  /**
   * Keyword ids ending at each node (including those reached through failure links), as flat
   * lists: node u's list is outsFlat[outsStart[r]..outsStart[r + 1]] for r = outsRef[u]. Most
   * nodes share their failure node's list, so 8,700 distinct lists serve 37,000 nodes, and a
   * prebuilt index is read as three views into its file, with no array per node to allocate.
   */
  private readonly outsRef: Int32Array;
  private readonly outsStart: Int32Array;
  private readonly outsFlat: Int32Array;
  /** The keywords that are one space, found by findFolding after its scan. */
  private readonly spaceIds: number[];

  /** The index of `raw` keywords (built by buildKeywordIndex), or one built earlier (its parts, see prebuilt.ts). */
  constructor(raw: readonly string[] | KeywordIndexParts) {
    const p = isParts(raw) ? raw : buildKeywordIndex(raw);
    this.count = p.count;
    this.other = p.other;
    this.fail = p.fail;
    this.cls = p.cls;
    this.unit = p.unit;
    this.startClass = p.startClass;
    this.width = p.width;
    this.firstChild = p.firstChild;
    this.unitOfNode = p.unitOfNode;
    const n = p.fail.length;
    this.table = n <= 0x10000 ? new Uint16Array(n * p.width) : new Int32Array(n * p.width);
    this.filled = new Uint8Array(n);
    this.spaceBase = new Int32Array(n);
    this.fill(0);
    this.ends = p.ends;
    this.outsRef = p.outsRef;
    this.outsStart = p.outsStart;
    this.outsFlat = p.outsFlat;
    this.spaceIds = p.spaceIds;
  }

  /**
   * What the index is made of, to be written at build time and read back (prebuilt.ts): the trie
   * and its failure links, not the table, which its rows are made from.
   */
  get parts(): KeywordIndexParts {
    const { count, other, fail, cls, unit, startClass, width, firstChild, unitOfNode, ends, outsRef, outsStart, outsFlat, spaceIds } = this;
    return { count, other, fail, cls, unit, startClass, width, firstChild, unitOfNode, ends, outsRef, outsStart, outsFlat, spaceIds };
  }

  /**
   * Makes node u's row: its failure node's row (made first: it is shallower), then u's own ASCII
   * edges, then the space loop of a node entered by a space. A whitespace run is one space: after
   * one, the next leaves the state as it is (and findFolding marks nothing for a step that stays on
   * its node).
   */
  private fill(u: number): void {
    const { table, width, firstChild, unitOfNode } = this;
    const row = u * width;
    const space = this.cls[32]!;
    if (u !== 0) {
      const f = this.fail[u]!;
      if (this.filled[f] === 0) this.fill(f);
      table.copyWithin(row, f * width, f * width + width);
      if (unitOfNode[f] === 32) table[row + space] = this.spaceBase[f]!;
    }
    for (let t = firstChild[u]!; t < firstChild[u + 1]!; t++) {
      const c = unitOfNode[t]!;
      if (c < 128) table[row + this.cls[c]!] = t;
    }
    if (u !== 0 && unitOfNode[u] === 32) {
      this.spaceBase[u] = table[row + space]!;
      table[row + space] = u;
    }
    this.filled[u] = 1;
  }

  /** The trie edge for non-ASCII unit `c` from `node` or its first failure ancestor that has one. */
  private stepOther(node: number, c: number): number {
    const next = stepOther(node, c, this.other, this.fail);
    if (this.filled[next] === 0) this.fill(next);
    return next;
  }

  /** One step of the DFA on ASCII class `cls`, the next node's row made (a whitespace unit is one space here: no self-loop is taken). */
  private stepAscii(node: number, cls: number): number {
    const next = this.table[node * this.width + cls]!;
    if (this.filled[next] === 0) this.fill(next);
    return next;
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
      if (word && !prevWord) node = this.stepAscii(node, this.startClass);
      prevWord = word;
      node = c < 128 ? this.stepAscii(node, this.cls[c]!) : this.stepOther(node, c);
      const r = this.outsRef[node]!;
      markRange(this.outsFlat, this.outsStart[r]!, this.outsStart[r + 1]!, out, found);
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
    const width = this.width;
    const table = this.table;
    const { outsRef, outsStart, outsFlat } = this;
    const ends = this.ends;
    const filled = this.filled;
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
      // The mark ends no keyword: its node is never one where keywords end.
      if ((u & UNIT_WORD) !== 0) {
        if (!prevWord) node = this.stepAscii(node, startClass);
        prevWord = true;
      } else prevWord = false;
      // A step that stays on its node (a whitespace run, a repeated letter) found its keywords already.
      const next = table[node * width + (u & UNIT_CLASS)]!;
      if (filled[next] === 0) this.fill(next);
      if (next === node || ends[next] === 0) {
        node = next;
        continue;
      }
      node = next;
      const r = outsRef[node]!;
      markRange(outsFlat, outsStart[r]!, outsStart[r + 1]!, out, found);
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

/**
 * Nodes numbered breadth-first (the shallow nodes a scan mostly visits sit together): the trie
 * from the sorted keywords (a keyword shares its prefix with its neighbour, so no edge is looked
 * up), then the failure links, read off a scratch DFA built in place, a row completed from its
 * failure node's row. The index keeps the trie and the links and makes its own rows as it scans.
 */
export function buildKeywordIndex(raw: readonly string[]): KeywordIndexParts {
  const specs = raw.map(keywordSpec);
  for (const sp of specs) if (/[\u0000-\u001f]/.test(sp.text)) throw new RangeError(`keyword with a control character: ${JSON.stringify(sp.text)}`);
  const keywords = specs.map((s) => marked(s.text, s.wordStart));
  // ASCII units in classes: a unit no keyword holds always leads back to the root, so they all
  // share class 0. Whitespace has a class of its own: a node entered by a space keeps its state on another one.
  const used = new Uint8Array(128);
  const all = keywords.join('');
  for (let c = 0; c < 128; c++) if (all.includes(String.fromCharCode(c))) used[c] = 1;
  used[32] = 1;
  const unused = used.indexOf(0);
  const cls = new Uint8Array(128);
  let classes = unused === -1 ? 0 : 1;
  for (let c = 0; c < 128; c++) if (unused === -1 || used[c] === 1) cls[c] = classes++;
  // Rows are as wide as there are classes (66 for today's keywords). Rows a power of two wide
  // (128) let a step shift instead of multiply, but doubled the table (6 MB of a 7.4 MB prebuilt
  // engine, all of it read at every load), and the keyword scan over the public corpora's
  // descriptions measured no faster with them (~18 MB/s CPU either way).
  const width = classes;

  // Sorted keywords (the default sort compares code units, as the trie needs): keywords that
  // share a prefix are neighbours. lcp[j]: the prefix sorted[j] shares with sorted[j - 1]; the
  // rest of it is new nodes, perDepth counts them by depth.
  const idsOf = new Map<string, number[]>();
  keywords.forEach((k, id) => {
    const ids = idsOf.get(k);
    if (ids === undefined) idsOf.set(k, [id]);
    else ids.push(id);
  });
  const sorted = [...idsOf.keys()].sort();
  const lcp = new Int32Array(sorted.length);
  let maxLen = 0;
  for (const k of sorted) maxLen = Math.max(maxLen, k.length);
  const perDepth = new Int32Array(maxLen + 2);
  for (let j = 0; j < sorted.length; j++) {
    const k = sorted[j]!;
    if (j > 0) {
      const p = sorted[j - 1]!;
      let l = 0;
      while (l < k.length && l < p.length && k.charCodeAt(l) === p.charCodeAt(l)) l++;
      lcp[j] = l;
    }
    for (let d = lcp[j]! + 1; d <= k.length; d++) perDepth[d]!++;
  }
  // Breadth-first ids: depth by depth, in sorted order within a depth (so the children of one
  // node are contiguous, and parents come in ascending order).
  const nextId = new Int32Array(maxLen + 2);
  nextId[1] = 1;
  for (let d = 1; d <= maxLen; d++) nextId[d + 1] = nextId[d]! + perDepth[d]!;
  const n = nextId[maxLen + 1]!;
  const parentOf = new Int32Array(n);
  const unitOfNode = new Int32Array(n);
  const ends: Array<number[] | undefined> = new Array(n);
  const other: Array<Map<number, number> | undefined> = new Array(n);
  const path = new Int32Array(maxLen + 1);
  for (let j = 0; j < sorted.length; j++) {
    const k = sorted[j]!;
    for (let d = lcp[j]! + 1; d <= k.length; d++) {
      const node = nextId[d]!++;
      const c = k.charCodeAt(d - 1);
      parentOf[node] = path[d - 1]!;
      unitOfNode[node] = c;
      if (c >= 128) (other[path[d - 1]!] ??= new Map()).set(c, node);
      path[d] = node;
    }
    const end = path[k.length]!;
    ends[end] = [...(ends[end] ?? []), ...idsOf.get(k)!];
  }
  // A keyword that is one space ends at every word end: it is left out of the flags and found
  // after the scan. flagged: some other keyword ends at the node (or at its failure node).
  const flagged = new Uint8Array(n);
  ends.forEach((list, u) => {
    if (list!.some((id) => keywords[id] !== ' ')) flagged[u] = 1;
  });
  // The scratch DFA the failure links are read from (without the space loop: see KeywordIndex.fill).
  const table = n <= 0x10000 ? new Uint16Array(n * width) : new Int32Array(n * width);
  // Breadth-first (in id order): a row starts as a copy of its failure node's row (complete, since
  // that node is shallower), then takes the node's own edges; the child's failure node is the entry
  // it replaces.
  const fail = new Int32Array(n);
  const NONE: number[] = [];
  const outs: number[][] = new Array<number[]>(n);
  let t = 1;
  for (let u = 0; u < n; u++) {
    const f = fail[u]!;
    // Most nodes end no keyword: they share their failure node's list.
    const own = ends[u];
    outs[u] = u === 0 ? (own ?? NONE) : own === undefined ? outs[f]! : [...own, ...outs[f]!];
    const row = u * width;
    if (u !== 0) table.copyWithin(row, f * width, f * width + width);
    for (; t < n && parentOf[t] === u; t++) {
      const c = unitOfNode[t]!;
      if (c < 128) {
        const k = row + cls[c]!;
        fail[t] = u === 0 ? 0 : table[k]!;
        if (flagged[fail[t]!] === 1) flagged[t] = 1;
        table[k] = t;
      } else {
        fail[t] = u === 0 ? 0 : stepOther(f, c, other, fail);
        if (flagged[fail[t]!] === 1) flagged[t] = 1;
      }
    }
  }
  // Per ASCII unit, folded (upper case to lower, whitespace to one space): its class, whether it
  // is a word unit, whether it is whitespace.
  const unitOf = new Uint16Array(128);
  for (let c = 0; c < 128; c++) {
    const space = c === 32 || (c >= 9 && c <= 13);
    const f = space ? 32 : c >= 65 && c <= 90 ? c + 32 : c;
    unitOf[c] = cls[f]! | (isWordUnit(f) ? UNIT_WORD : 0) | (space ? UNIT_SPACE : 0) | (RUN_UNIT[c] === RUN_START ? UNIT_RUN_START : 0) | (RUN_UNIT[c] === RUN_PART ? UNIT_RUN_PART : 0);
  }
  // A control character in a text is no word start: it shares the class of the units no keyword holds.
  unitOf[WORD_START] = cls[0]! | (unitOf[WORD_START]! & ~UNIT_CLASS);
  return {
    count: keywords.length,
    other,
    fail,
    cls,
    unit: unitOf,
    startClass: cls[WORD_START]!,
    width,
    firstChild: firstChildren(parentOf),
    unitOfNode: Uint16Array.from(unitOfNode),
    ends: flagged,
    ...flatOuts(outs),
    spaceIds: keywords.flatMap((k, id) => (k === ' ' ? [id] : [])),
  };
}

/** Where each node's children start (they are contiguous, their parents in ascending order), and one past the last. */
function firstChildren(parentOf: Int32Array): Int32Array {
  const n = parentOf.length;
  const first = new Int32Array(n + 1);
  let t = 1;
  for (let u = 0; u < n; u++) {
    first[u] = t;
    while (t < n && parentOf[t] === u) t++;
  }
  first[n] = n;
  return first;
}

/** The lists of keyword ends per node as flat arrays, each distinct list (by identity) once. */
function flatOuts(outs: number[][]): { outsRef: Int32Array; outsStart: Int32Array; outsFlat: Int32Array } {
  const distinct = new Map<number[], number>();
  const outsRef = new Int32Array(outs.length);
  let total = 0;
  outs.forEach((o, u) => {
    let id = distinct.get(o);
    if (id === undefined) {
      distinct.set(o, (id = distinct.size));
      total += o.length;
    }
    outsRef[u] = id;
  });
  const outsStart = new Int32Array(distinct.size + 1);
  const outsFlat = new Int32Array(total);
  let at = 0;
  for (const [o, id] of distinct) {
    outsStart[id] = at;
    outsFlat.set(o, at);
    at += o.length;
  }
  outsStart[distinct.size] = at;
  return { outsRef, outsStart, outsFlat };
}

/** Records the keywords `ids[from..to)` (which end here) once each. */
function markRange(ids: Int32Array, from: number, to: number, out: Uint8Array, found: number[]): void {
  for (let j = from; j < to; j++) {
    const id = ids[j]!;
    if (out[id] === 0) {
      out[id] = 1;
      found.push(id);
    }
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
