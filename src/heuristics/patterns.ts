import type { TextKind } from '../diff/types.js';
import { Checker } from './check.js';
import type { CueDef, CueFile, MacroDef } from './data.js';
import { isWordUnit } from './keyword-index.js';
import { machineCode } from './machine-code.js';
import { compilePrecheck, precheckHolds, type Precheck } from './precheck.js';
import { MatchHeads } from './match-heads.js';
import { WordGate } from './word-gate.js';

/**
 * Cue patterns: macro expansion, compilation (once, at load), and matching. JavaScript's \b only
 * knows ASCII, so `bounded` cues get Unicode-aware word edges wrapped around them at compile time.
 */

const MACRO = /(?<!\\[pP])\{([a-zL][a-z0-9]*)(?::(\d{1,3}))?\}/g;
/**
 * Word characters for edges and {L}: ASCII letters and digits, underscore, and the letters of the
 * Latin, Greek and Cyrillic blocks. Written as explicit ranges (not \\p{L}) so that most patterns
 * need no `u` flag: Unicode property classes make V8 compile a pattern several times slower.
 * Scripts without spaces between words (CJK) use unbounded cues.
 */
/** `{L}` expands to these ranges (no brackets): write `[{L}]` for one letter, `[{L}'-]` inside a class. */
const LETTER_RANGES = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u052F';
const W = '[0-9A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u052F]';
/** Syntax only the `u` flag accepts: property classes, code point escapes, astral characters. */
export const NEEDS_UNICODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;
/**
 * A word edge at the end of a match: not a word character on both sides. It sits inside the regex
 * (zero-width) so that a shorter alternative is still tried; the edge at the start is checked in
 * code, because a look-behind leading every pattern would be evaluated at every position.
 */
const END_EDGE = `(?:(?<!${W})|(?!${W}))`;

/**
 * Expands `{name}` (a macro of macros.json), `{gap:N}` (up to N characters of one line, lazily),
 * `{words:N}` (up to N further words, lazily) and `{L}` (the ranges of Latin, Greek and Cyrillic
 * letters, to be used inside a class: `[{L}]+`).
 */
export function expandMacros(source: string, macros: Map<string, string>, c: Checker, depth = 0): string {
  if (depth > 8) c.fail('macros nest too deep (a cycle?)');
  return source.replace(MACRO, (whole, name: string, n: string | undefined) => {
    if (name === 'gap') {
      if (n === undefined) c.fail('{gap:N} needs its N');
      return `[^\\n]{0,${n}}?`;
    }
    if (name === 'words') {
      if (n === undefined) c.fail('{words:N} needs its N');
      // Up to N further words (separator and word classes are disjoint: no ambiguous backtracking).
      return `(?:[\\s,]+[^\\s,]+){0,${n}}?`;
    }
    if (name === 'L') return LETTER_RANGES;
    const body = macros.get(name);
    if (body === undefined) c.fail(`unknown macro ${whole}`);
    return `(?:${expandMacros(body, macros, c, depth + 1)})`;
  });
}

export function macroTable(macros: MacroDef[]): Map<string, string> {
  return new Map(macros.map((m) => [m.id, m.pattern]));
}

export interface CompiledCue {
  def: CueDef;
  file: string;
  re: RegExp;
  /** The match must start at a word edge (checked by firstMatch). */
  bounded: boolean;
  near: { re: RegExp; window: number; side: 'before' | 'after' | 'around' } | null;
  kinds: Set<TextKind> | null;
  /** Patterns that must each match in the sentence of the anchor (word-bounded). */
  sentence: RegExp[] | null;
  /** Patterns none of which may match in that sentence. */
  unless: RegExp[];
  precheck: Precheck | null;
  /** Where a match of `re` can start (match-heads.ts), when the build proved it. */
  heads: MatchHeads | null;
  /** Words a text must hold for the cue to match (word-gate.ts), when the build proved them. */
  gate: WordGate | null;
  /**
   * The same cue written for several languages (`en.exfil.exfiltrate`, `es.exfil.exfiltrate`) is
   * one concept and counts once in a text, however many of its translations match.
   */
  concept: string;
}

function conceptOf(id: string, language: string, declared: string | null): string {
  if (declared !== null) return declared;
  const parts = id.split('.');
  return language !== 'neutral' && parts.length >= 3 ? parts.slice(1).join('.') : id;
}

/** A regular expression as source and flags (what prebuilt.ts writes; compiled at load or on first use). */
export type RegexSource = [source: string, flags: string];

/** A cue's regular expressions, macros expanded and edges added: everything compileCue compiles. */
export interface CueSources {
  re: RegexSource;
  near: RegexSource | null;
  sentence: RegexSource[] | null;
  unless: RegexSource[];
  precheck: RegexSource | null;
  /**
   * The lower-cased first units every match of `re` starts with (required-literals.ts matchHeads),
   * written by the build only: the analysis costs seconds over every cue.
   */
  heads?: string[];
  /** The words every text the cue matches holds (word-gate.ts), written by the build only, as heads. */
  gate?: string[][];
}

/** Expands a cue's patterns into the sources the engine compiles (a bad macro fails with `c`). */
export function cueSources(def: CueDef, macros: Map<string, string>, c: Checker): CueSources {
  const body = expandMacros(def.pattern, macros, c);
  const source = def.bounded ? `(?:${body})${END_EDGE}` : body;
  const flags = 'g' + (def.caseSensitive ? '' : 'i') + (def.multiline ? 'm' : '') + (NEEDS_UNICODE.test(source) ? 'u' : '');
  let near: RegexSource | null = null;
  if (def.near) {
    const nb = expandMacros(def.near.pattern, macros, c);
    // The near pattern is always word-bounded (its verbs must be whole words), whatever the anchor.
    const nsrc = `(?:${nb})${END_EDGE}`;
    near = [nsrc, 'g' + (def.caseSensitive ? '' : 'i') + (NEEDS_UNICODE.test(nsrc) ? 'u' : '')];
  }
  const inSentence = (src: string): RegexSource => {
    const b = `(?:${expandMacros(src, macros, c)})${END_EDGE}`;
    return [b, 'g' + (def.caseSensitive ? '' : 'i') + (NEEDS_UNICODE.test(b) ? 'u' : '')];
  };
  // Searched for once (no `g`: test() keeps no state), with the cue's case sensitivity.
  let precheck: RegexSource | null = null;
  if (def.precheck?.kind === 'pattern') {
    const b = expandMacros(def.precheck.pattern, macros, c);
    precheck = [b, (def.caseSensitive ? '' : 'i') + (NEEDS_UNICODE.test(b) ? 'u' : '')];
  }
  return { re: [source, flags], near, sentence: def.sentence === null ? null : def.sentence.map(inSentence), unless: (def.unless ?? []).map(inSentence), precheck };
}

/** Compiles a cue now: every pattern must compile, or the data file is named with the cue. */
export function compileCue(def: CueDef, file: string, language: string, macros: Map<string, string>): CompiledCue {
  const c = new Checker(file, def.id);
  const src = cueSources(def, macros, c);
  const near = src.near && def.near ? { re: c.regex(src.near[0], src.near[1], 'near.pattern'), window: def.near.window, side: def.near.side } : null;
  const sentence = src.sentence === null ? null : src.sentence.map(([s, f], i) => c.regex(s, f, `sentence[${i}]`));
  const unless = src.unless.map(([s, f], i) => c.regex(s, f, `unless[${i}]`));
  const precheck = def.precheck === null ? null : compilePrecheck(def.precheck, () => c.regex(src.precheck![0], src.precheck![1], 'precheck.pattern'));
  return { def, file, re: c.regex(src.re[0], src.re[1], 'pattern'), bounded: def.bounded, near, sentence, unless, kinds: def.kinds ? new Set(def.kinds) : null, precheck, heads: null, gate: null, concept: conceptOf(def.id, language, def.concept) };
}

export function compileCueFiles(files: CueFile[], macros: Map<string, string>): CompiledCue[] {
  return files.flatMap((f) => f.cues.map((d) => compileCue(d, f.file, f.language, macros)));
}

type CompiledParts = Pick<CompiledCue, 're' | 'near' | 'sentence' | 'unless' | 'precheck' | 'heads'>;

/**
 * A cue whose sources were compiled and checked at build time (prebuilt.ts): its regular
 * expressions are compiled when the engine first reads one, so a scan compiles only the patterns
 * of the cues its texts wake (a few dozen of 610 for a small manifest), not all of them. The
 * getters sit on the class, not on each object: every cue then has one hidden class, so the
 * engine's reads of a cue's fields stay monomorphic (getters of an object literal gave each of the
 * ~800 cues a shape of its own, and every read a megamorphic look-up). A copy (`{ ...cue }`) holds
 * only the plain fields: copy with `plainCue`.
 */
class LazyCue implements CompiledCue {
  private definition: CueDef | null = null;
  private cueKinds: Set<TextKind> | null | undefined = undefined;
  private cueConcept: string | null = null;
  private compiled: CompiledParts | null = null;
  private sources: CueSources | null = null;
  private wordGate: WordGate | null | undefined = undefined;

  constructor(
    private readonly defOf: () => CueDef,
    readonly file: string,
    private readonly language: string,
    private readonly sourceOf: () => CueSources,
  ) {}

  // The definition too is read when the engine first looks at the cue: most cues a scan never
  // considers, and their definitions are never parsed (prebuilt.ts).
  get def(): CueDef {
    return (this.definition ??= this.defOf());
  }
  get bounded(): boolean {
    return this.def.bounded;
  }
  get kinds(): Set<TextKind> | null {
    if (this.cueKinds === undefined) this.cueKinds = this.def.kinds ? new Set(this.def.kinds) : null;
    return this.cueKinds;
  }
  get concept(): string {
    return (this.cueConcept ??= conceptOf(this.def.id, this.language, this.def.concept));
  }

  private all(): CompiledParts {
    if (this.compiled !== null) return this.compiled;
    const def = this.def;
    const src = (this.sources ??= this.sourceOf());
    const re = (r: RegexSource): RegExp => new RegExp(r[0], r[1]);
    this.compiled = {
      re: re(src.re),
      heads: src.heads === undefined ? null : new MatchHeads(src.heads),
      near: src.near && def.near ? { re: re(src.near), window: def.near.window, side: def.near.side } : null,
      sentence: src.sentence === null ? null : src.sentence.map(re),
      unless: src.unless.map(re),
      precheck: def.precheck === null ? null : compilePrecheck(def.precheck, () => re(src.precheck!)),
    };
    return this.compiled;
  }

  // A cue's own pattern is compiled to machine code when its getter is first read, that is when
  // it is about to run (machine-code.ts). A pattern with heads runs anchored (match-heads.ts), so
  // its plain form is compiled only if a search falls back to it. The other parts of a proximity
  // or co-occurrence cue are compiled where they first run (cueMatch, sentenceMatch): only once an
  // anchor is found, not when a text merely wakes the cue. Once done, a read costs a bit test,
  // not a set look-up.
  private warm = 0;
  private warmed(bit: number): boolean {
    if ((this.warm & bit) !== 0) return true;
    this.warm |= bit;
    return false;
  }
  get re(): RegExp {
    const all = this.all();
    if (!this.warmed(1) && all.heads === null) machineCode(all.re);
    return all.re;
  }
  get near(): CompiledCue['near'] {
    return this.all().near;
  }
  get sentence(): RegExp[] | null {
    return this.all().sentence;
  }
  get unless(): RegExp[] {
    return this.all().unless;
  }
  get precheck(): Precheck | null {
    const precheck = this.all().precheck;
    if (precheck?.kind === 'pattern' && !this.warmed(16)) machineCode(precheck.re);
    return precheck;
  }
  get heads(): MatchHeads | null {
    return this.all().heads;
  }
  /** Read before the patterns are compiled: a cue its gate keeps from every text compiles none. */
  get gate(): WordGate | null {
    if (this.wordGate === undefined) {
      const g = (this.sources ??= this.sourceOf()).gate;
      this.wordGate = g === undefined ? null : new WordGate(g);
    }
    return this.wordGate;
  }
}

/** A plain copy of a cue, every pattern compiled (what `{ ...cue }` gives for a cue built from the data). */
export function plainCue(c: CompiledCue): CompiledCue {
  return { def: c.def, file: c.file, re: c.re, bounded: c.bounded, near: c.near, kinds: c.kinds, sentence: c.sentence, unless: c.unless, precheck: c.precheck, heads: c.heads, gate: c.gate, concept: c.concept };
}

/** A cue file's place in the cue order: its name, its language and how many cues it holds. */
export interface CueFileHead {
  file: string;
  language: string;
  cues: number;
}

/** The cue files in order, and cue i's definition (in that order over every file), read when asked for. */
export interface CueDefs {
  files: CueFileHead[];
  def: (i: number) => CueDef;
}

/**
 * The cues of `defs` from sources checked at build time (cue i's: `sourceOf(i)`), each read and
 * compiled on first use, its definition too (see LazyCue).
 */
export function lazyCues(defs: CueDefs, sourceOf: (i: number) => CueSources): CompiledCue[] {
  let i = 0;
  return defs.files.flatMap((f) =>
    Array.from({ length: f.cues }, () => {
      const at = i++;
      return new LazyCue(() => defs.def(at), f.file, f.language, () => sourceOf(at));
    }),
  );
}

export type Range = [number, number];

/** A match starting at `s` begins inside a word: word characters on both sides of `s`. */
function startsMidWord(text: string, s: number): boolean {
  if (s === 0 || s >= text.length) return false;
  return isWordUnit(text.charCodeAt(s - 1)) && isWordUnit(text.charCodeAt(s));
}

/** True when [s, e) shares at least one unit with one of the (sorted, disjoint) ranges. */
export function overlaps(s: number, e: number, ranges: Range[]): boolean {
  for (const [a, b] of ranges) {
    if (a >= e) return false;
    if (b > s && a < e) return true;
  }
  return false;
}

/** No cue match is longer than this (every gap in the data is bounded well below it). */
const MAX_MATCH = 4096;

/**
 * The first match of `re` in `text` that overlaps `added` (when given). A match outside the added
 * words is retried one unit further on (so it never hides a later, overlapping match), but never
 * further back than MAX_MATCH before the next added range: a long text with one small change costs
 * a scan near the change, not a rescan per earlier match.
 */
export function firstMatch(re: RegExp, text: string, added: Range[] | null, bounded = false, heads: MatchHeads | null = null): Range | null {
  let from = added === null || added.length === 0 ? 0 : Math.max(0, added[0]![0] - MAX_MATCH);
  for (;;) {
    const m = search(re, text, from, heads);
    if (m === null) return null;
    const s = m.index;
    const e = s + m[0].length;
    const ok = e > s && (!bounded || !startsMidWord(text, s));
    if (added === null) {
      if (ok) return [s, e];
      from = s + 1;
      continue;
    }
    if (ok && overlaps(s, e, added)) return [s, e];
    const next = added.find(([, b]) => b > s + 1);
    if (next === undefined) return null;
    from = Math.max(s + 1, next[0] - MAX_MATCH);
  }
}

/** The leftmost match of `re` in `text` from `from` on: only where a head begins, when the heads are known. */
function search(re: RegExp, text: string, from: number, heads: MatchHeads | null): RegExpExecArray | null {
  if (heads !== null) return heads.search(re, text, from);
  re.lastIndex = from;
  return re.exec(text);
}

/** Anchors looked at per cue and text: a cap on attacker-sized input (decoys past it are noise). */
export const MAX_ANCHORS = 512;

/**
 * A cue's first match overlapping `added`: the plain pattern, or for a proximity cue the first
 * anchor with its `near` pattern in the window, reported from the start of the near match (so the
 * evidence shows the verb and the address together).
 */
export function cueMatch(cue: CompiledCue, text: string, added: Range[] | null): Range | null {
  if (cue.precheck !== null && !precheckHolds(cue.precheck, text)) return null;
  if (cue.sentence !== null) return sentenceMatch(cue, cue.sentence, cue.unless, text, added);
  if (cue.near === null) return firstMatch(cue.re, text, added, cue.bounded, cue.heads);
  const { re, window, side } = cue.near;
  const from = added === null || added.length === 0 ? 0 : Math.max(0, added[0]![0] - MAX_MATCH);
  for (const [s, e] of anchorsOf(cue, text, from)) {
    let span: Range | null = null;
    if (side !== 'after') {
      const from = Math.max(0, s - window);
      // At the very start of the text the window begins with a line break, so "start of a
      // sentence" patterns see the text's own start. Elsewhere it begins with a NUL (no pattern
      // reads one) and the unit before the window: a window that starts mid-text is no sentence
      // start (\`^\`), and a word it cuts in two is still read as cut.
      const pad = from === 0 ? '\n' : '\u0000' + text[from - 1];
      const r = firstMatch(machineCode(re), pad + text.slice(from, s), null, true);
      if (r) span = [Math.max(from, from + r[0] - pad.length), e];
    }
    if (span === null && side !== 'before') {
      const r = firstMatch(machineCode(re), text.slice(e, e + window), null, true);
      if (r) span = [s, e + r[1]];
    }
    if (span === null) continue;
    if (added === null || overlaps(span[0], span[1], added)) return span;
    if (!added.some(([, b]) => b > s + 1)) return null;
  }
  return null;
}

/**
 * The anchors of a proximity or co-occurrence cue from `from` on: every match of its pattern that
 * is not empty and (for a bounded cue) starts at a word edge, each start tried once, MAX_ANCHORS
 * matches looked at in all.
 */
function* anchorsOf(cue: CompiledCue, text: string, from: number): Generator<Range> {
  const anchor = cue.re;
  const heads = cue.heads;
  let at = from;
  for (let n = 0; n < MAX_ANCHORS; n++) {
    const m = search(anchor, text, at, heads);
    if (m === null) return;
    const s = m.index;
    const e = s + m[0].length;
    at = s + 1;
    if (e === s || (cue.bounded && startsMidWord(text, s))) continue;
    yield [s, e];
  }
}

/** How far a sentence reaches on either side of an anchor, at most: a bound on attacker-sized text. */
const SENTENCE_REACH = 300;

/**
 * Abbreviations whose full stop ends no sentence ("bzw. printenv angeben", "z. B.", "p. ex."): a
 * one-letter word, or one of these (lower case). Abbreviations are what split a sentence in two.
 */
// "For example" and "that is" in Polish, Czech, Dutch, Danish, Norwegian, Swedish and German: the
// list after one is part of the sentence that introduces it.
const ABBREVIATIONS = new Set([
  'bzw', 'usw', 'ggf', 'evtl', 'vgl', 'sog', 'inkl', 'etc', 'vs', 'ca', 'approx', 'incl', 'resp', 'ecc', 'ex', 'ej', 'cf', 'nr', 'no', 'sr', 'sra', 'dr', 'mr', 'mrs', 'ms',
  'np', 'tj', 'tzn', 'např', 'bijv', 'fx', 'eks', 'dvs', 'bspw',
]);
/** Words before a full stop are looked at up to this length (longer words end sentences). */
const MAX_ABBREVIATION = 6;

/** A line break, or . ! ? ; followed by a blank or the end; ".env", "1.5", "e.g." and "..." end nothing. */
function endsSentence(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13) return true;
  if (c !== 46 && c !== 33 && c !== 63 && c !== 59) return false;
  // The last dot of an ellipsis ("-----BEGIN ... PRIVATE KEY-----") elides words inside a sentence.
  if (c === 46 && i > 0 && text.charCodeAt(i - 1) === 46) return false;
  const n = text.charCodeAt(i + 1);
  if (!(Number.isNaN(n) || n === 32 || n === 9 || n === 10 || n === 13 || n === 0xa0)) return false;
  return c !== 46 || !abbreviationBefore(text, i);
}

/** Whether the word ending at text[i - 1] (before a full stop) is an abbreviation. */
export function abbreviationBefore(text: string, i: number): boolean {
  let a = i;
  while (a > 0 && i - a <= MAX_ABBREVIATION && isWordUnit(text.charCodeAt(a - 1)) && text.charCodeAt(a - 1) !== 95) a--;
  const len = i - a;
  if (len === 0 || len > MAX_ABBREVIATION || (a > 0 && isWordUnit(text.charCodeAt(a - 1)))) return false;
  return len === 1 ? !isDigit(text.charCodeAt(a)) : ABBREVIATIONS.has(text.slice(a, i).toLowerCase());
}

const isDigit = (u: number): boolean => u >= 48 && u <= 57;

/** The sentence around [s, e): from after the previous sentence end to the next one, each within SENTENCE_REACH. */
export function sentenceAround(text: string, s: number, e: number): Range {
  let a = s;
  const lo = Math.max(0, s - SENTENCE_REACH);
  while (a > lo && !endsSentence(text, a - 1)) a--;
  let b = e;
  const hi = Math.min(text.length, e + SENTENCE_REACH);
  while (b < hi && !endsSentence(text, b)) b++;
  return [a, Math.min(text.length, b + 1)];
}

/**
 * A co-occurrence cue: the first anchor whose sentence also holds a match of every `sentence`
 * pattern and none of `unless`; the reported range runs from the first to the last of those matches.
 */
function sentenceMatch(cue: CompiledCue, others: RegExp[], unless: RegExp[], text: string, added: Range[] | null): Range | null {
  // The first few sentences are read on their own (most texts have one or two anchors); past them,
  // every match of the other patterns is found once for the whole text: re-reading a window per
  // anchor would cost anchors × window on a long text without sentence ends.
  const all = [...others, ...unless];
  let hits: Range[][] | null = null;
  let windows = 0;
  for (const [s, e] of anchorsOf(cue, text, 0)) {
    const [a, b] = sentenceAround(text, s, e);
    if (hits === null && ++windows > SENTENCE_WINDOWS) hits = all.map((re) => allMatches(machineCode(re), text));
    const slice = hits === null ? text.slice(a, b) : '';
    const find = (k: number): Range | null => {
      if (hits !== null) return firstWithin(hits[k]!, a, b);
      const w = firstMatch(machineCode(all[k]!), slice, null, true);
      return w === null ? null : [a + w[0], a + w[1]];
    };
    let span: Range | null = [s, e];
    for (let k = 0; k < others.length && span !== null; k++) {
      const r = find(k);
      span = r === null ? null : [Math.min(span[0], r[0]), Math.max(span[1], r[1])];
    }
    if (span === null) continue;
    let barred = false;
    for (let k = others.length; k < all.length && !barred; k++) barred = find(k) !== null;
    if (barred) continue;
    if (added === null || overlaps(span[0], span[1], added)) return span;
  }
  return null;
}

/** Sentences read one by one before the whole-text scan takes over. */
const SENTENCE_WINDOWS = 8;

/** Matches kept per pattern and text: a bound on memory for attacker-sized input. */
const MAX_HITS = 65_536;

/** Every word-bounded match of `re` in `text`, in order (non-overlapping). */
function allMatches(re: RegExp, text: string): Range[] {
  const out: Range[] = [];
  re.lastIndex = 0;
  while (out.length < MAX_HITS) {
    const m = re.exec(text);
    if (m === null) break;
    const s = m.index;
    const e = s + m[0].length;
    if (e === s || startsMidWord(text, s)) {
      re.lastIndex = s + 1;
      continue;
    }
    out.push([s, e]);
  }
  return out;
}

/** The first range lying inside [a, b) (binary search on the sorted starts). */
function firstWithin(list: Range[], a: number, b: number): Range | null {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]![0] < a) lo = mid + 1;
    else hi = mid;
  }
  const r = list[lo];
  return r !== undefined && r[1] <= b ? r : null;
}

/** `a||b&&c||d` → [[a, b], [c, d]]: all terms, each any of its atoms. */
export function parseKeyword(k: string): string[][] {
  return k.split('&&').map((term) => term.split('||'));
}
