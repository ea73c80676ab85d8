import type { TextKind } from '../diff/types.js';
import { Checker } from './check.js';
import type { CueDef, CueFile, MacroDef } from './data.js';
import { isWordUnit, KeywordIndex, keywordSpec } from './keyword-index.js';

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
  /**
   * The same cue written for several languages (`en.exfil.exfiltrate`, `es.exfil.exfiltrate`) is
   * one concept and counts once in a text, however many of its translations match.
   */
  concept: string;
}

function conceptOf(id: string, language: string): string {
  const parts = id.split('.');
  return language !== 'neutral' && parts.length >= 3 ? parts.slice(1).join('.') : id;
}

export function compileCue(def: CueDef, file: string, language: string, macros: Map<string, string>): CompiledCue {
  const c = new Checker(file, def.id);
  const body = expandMacros(def.pattern, macros, c);
  const source = def.bounded ? `(?:${body})${END_EDGE}` : body;
  const flags = 'g' + (def.caseSensitive ? '' : 'i') + (def.multiline ? 'm' : '') + (NEEDS_UNICODE.test(source) ? 'u' : '');
  let near: CompiledCue['near'] = null;
  if (def.near) {
    const nb = expandMacros(def.near.pattern, macros, c);
    // The near pattern is always word-bounded (its verbs must be whole words), whatever the anchor.
    const nsrc = `(?:${nb})${END_EDGE}`;
    const nflags = 'g' + (def.caseSensitive ? '' : 'i') + (NEEDS_UNICODE.test(nsrc) ? 'u' : '');
    near = { re: c.regex(nsrc, nflags, 'near.pattern'), window: def.near.window, side: def.near.side };
  }
  return { def, file, re: c.regex(source, flags, 'pattern'), bounded: def.bounded, near, kinds: def.kinds ? new Set(def.kinds) : null, concept: conceptOf(def.id, language) };
}

export function compileCueFiles(files: CueFile[], macros: Map<string, string>): CompiledCue[] {
  return files.flatMap((f) => f.cues.map((d) => compileCue(d, f.file, f.language, macros)));
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
export function firstMatch(re: RegExp, text: string, added: Range[] | null, bounded = false): Range | null {
  re.lastIndex = added === null || added.length === 0 ? 0 : Math.max(0, added[0]![0] - MAX_MATCH);
  for (;;) {
    const m = re.exec(text);
    if (m === null) return null;
    const s = m.index;
    const e = s + m[0].length;
    const ok = e > s && (!bounded || !startsMidWord(text, s));
    if (added === null) {
      if (ok) return [s, e];
      re.lastIndex = s + 1;
      continue;
    }
    if (ok && overlaps(s, e, added)) return [s, e];
    const next = added.find(([, b]) => b > s + 1);
    if (next === undefined) return null;
    re.lastIndex = Math.max(s + 1, next[0] - MAX_MATCH);
  }
}

/**
 * Keyword prefilter: one Aho–Corasick pass over the lower-cased text finds the keyword atoms
 * present, and only cues with a keyword present run their regex. A keyword may be a conjunction
 * (`not||never&&user||human`: one of not/never, and one of user/human) so that a cue whose words
 * are each common runs only where they meet.
 */
export class Prefilter {
  private readonly index: KeywordIndex;
  /**
   * Each keyword is reached from the atoms of one of its terms, its trigger: the term least likely
   * to be in a text (see triggerTerm), so that common atoms (a digit, `@`, `user`) do not visit the
   * dozens of keywords they end. Per atom: the keywords it triggers; per keyword: its cue and the
   * atoms of each of its other terms, looked up among the atoms found once the scan is over.
   */
  private readonly kwsOfAtom: Int32Array[];
  private readonly cueOfKw: Int32Array;
  private readonly restOfKw: Int32Array[][];
  private readonly cueMark: Uint8Array;
  private readonly present: Uint8Array;

  constructor(cues: CompiledCue[]) {
    const atoms = new Map<string, number>();
    const atomId = (a: string): number => {
      let id = atoms.get(a);
      if (id === undefined) {
        id = atoms.size;
        atoms.set(a, id);
      }
      return id;
    };
    const kwsOfAtom: number[][] = [];
    const cueOfKw: number[] = [];
    const restOfKw: Int32Array[][] = [];
    cues.forEach((cue, i) => {
      for (const k of cue.def.keywords) {
        const terms = parseKeyword(k);
        const t = triggerTerm(terms);
        const kw = cueOfKw.length;
        cueOfKw.push(i);
        restOfKw.push(terms.filter((_, x) => x !== t).map((term) => Int32Array.from(term, atomId)));
        for (const a of new Set(terms[t]!.map(atomId))) (kwsOfAtom[a] ??= []).push(kw);
      }
    });
    this.index = new KeywordIndex([...atoms.keys()]);
    this.kwsOfAtom = Array.from({ length: atoms.size }, (_, a) => Int32Array.from(kwsOfAtom[a] ?? []));
    this.cueOfKw = Int32Array.from(cueOfKw);
    this.restOfKw = restOfKw;
    this.cueMark = new Uint8Array(cues.length);
    this.present = new Uint8Array(atoms.size);
  }

  /** Indices of the cues worth running on `text`, ascending. */
  candidates(text: string): number[] {
    const present = this.present;
    const found = this.index.findFolding(text, present);
    const { kwsOfAtom, cueOfKw, restOfKw, cueMark } = this;
    const out: number[] = [];
    for (let f = 0; f < found.length; f++) {
      const kws = kwsOfAtom[found[f]!]!;
      for (let x = 0; x < kws.length; x++) {
        const k = kws[x]!;
        const i = cueOfKw[k]!;
        if (cueMark[i] === 0 && allPresent(restOfKw[k]!, present)) {
          cueMark[i] = 1;
          out.push(i);
        }
      }
    }
    for (let x = 0; x < out.length; x++) cueMark[out[x]!] = 0;
    for (let f = 0; f < found.length; f++) present[found[f]!] = 0;
    // Insertion sort: a handful of indices, cheaper than sort() with a comparator.
    for (let k = 1; k < out.length; k++) {
      const v = out[k]!;
      let j = k - 1;
      while (j >= 0 && out[j]! > v) {
        out[j + 1] = out[j]!;
        j--;
      }
      out[j + 1] = v;
    }
    return out;
  }
}

/** Whether each term has one of its atoms marked in `present`. */
function allPresent(terms: Int32Array[], present: Uint8Array): boolean {
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    let any = false;
    for (let x = 0; x < term.length && !any; x++) any = present[term[x]!] === 1;
    if (!any) return false;
  }
  return true;
}

/**
 * The term of a conjunction least likely to be in a text: the one whose shortest atom is longest
 * (single characters such as a digit or `@` are everywhere), then the one with fewer atoms. Only
 * speed depends on the choice: a keyword holds when all its terms do, whichever is looked at first.
 */
function triggerTerm(terms: string[][]): number {
  let best = 0;
  let bestMin = -1;
  terms.forEach((term, t) => {
    const min = Math.min(...term.map((a) => keywordSpec(a).text.length));
    if (min > bestMin || (min === bestMin && term.length < terms[best]!.length)) {
      best = t;
      bestMin = min;
    }
  });
  return best;
}

/** Horizontal blanks of a `blank-run` precheck (the padding cue's class). */
function isBlank(u: number): boolean {
  return u === 0x20 || u === 0x09 || u === 0xa0 || (u >= 0x2000 && u <= 0x200a) || u === 0x3000;
}

/**
 * A cue's structural precheck, in far less than one pass of a regex: line breaks are counted with
 * indexOf; a run of n blanks covers two of the positions k·⌊n/2⌋ − 1 that are ⌊n/2⌋ apart, so only
 * those positions (and their neighbour ⌊n/2⌋ further) are read.
 */
export function precheckHolds(p: NonNullable<CueDef['precheck']>, text: string): boolean {
  if (p.kind === 'newlines') {
    let n = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) if (++n >= p.n) return true;
    return false;
  }
  const step = Math.max(1, Math.floor(p.n / 2));
  for (let i = step - 1; i + step < text.length; i += step) {
    if (isBlank(text.charCodeAt(i)) && isBlank(text.charCodeAt(i + step))) return true;
  }
  return false;
}

/** Anchors looked at per cue and text: a cap on attacker-sized input (decoys past it are noise). */
export const MAX_ANCHORS = 512;

/**
 * A cue's first match overlapping `added`: the plain pattern, or for a proximity cue the first
 * anchor with its `near` pattern in the window, reported from the start of the near match (so the
 * evidence shows the verb and the address together).
 */
export function cueMatch(cue: CompiledCue, text: string, added: Range[] | null): Range | null {
  if (cue.def.precheck !== null && !precheckHolds(cue.def.precheck, text)) return null;
  if (cue.near === null) return firstMatch(cue.re, text, added, cue.bounded);
  const { re, window, side } = cue.near;
  const anchor = cue.re;
  anchor.lastIndex = added === null || added.length === 0 ? 0 : Math.max(0, added[0]![0] - MAX_MATCH);
  for (let n = 0; n < MAX_ANCHORS; n++) {
    const m = anchor.exec(text);
    if (m === null) return null;
    const s = m.index;
    const e = s + m[0].length;
    anchor.lastIndex = s + 1;
    if (e === s || (cue.bounded && startsMidWord(text, s))) continue;
    let span: Range | null = null;
    if (side !== 'after') {
      const from = Math.max(0, s - window);
      // At the very start of the text the window begins with a line break, so "start of a
      // sentence" patterns see the text's own start.
      const pad = from === 0 ? '\n' : '';
      const r = firstMatch(re, pad + text.slice(from, s), null, true);
      if (r) span = [Math.max(from, from + r[0] - pad.length), e];
    }
    if (span === null && side !== 'before') {
      const r = firstMatch(re, text.slice(e, e + window), null, true);
      if (r) span = [s, e + r[1]];
    }
    if (span === null) continue;
    if (added === null || overlaps(span[0], span[1], added)) return span;
    if (!added.some(([, b]) => b > s + 1)) return null;
  }
  return null;
}

/** `a||b&&c||d` → [[a, b], [c, d]]: all terms, each any of its atoms. */
export function parseKeyword(k: string): string[][] {
  return k.split('&&').map((term) => term.split('||'));
}
