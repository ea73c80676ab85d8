import { isWordUnit } from './keyword-index.js';

/**
 * The algebra of required-literals.ts: what a piece of a regex can match, as sets of strings in
 * the prefilter's form (exact sets when few, else prefixes and suffixes) and a formula of literals
 * every match must hold, and how pieces combine (concatenation, alternation, repetition).
 */

/**
 * A string a match's prefilter form must hold: lower-case, one space per whitespace run, and a
 * WORD_MARK before every unit known to start a word (as keyword-index.ts marks a keyword), so that
 * a keyword that must start a word is found in a fact only where the text guarantees it.
 */
export type Fact = string;
export type Formula = true | Fact | { and: Formula[] } | { or: Formula[] };

/** The mark before a unit that starts a word (the control character the keyword automaton uses). */
export const WORD_MARK = '\u0001';
/** At the start of a string under analysis: the unit before it is no word unit (or the text starts). */
export const EDGE = '\u0002';
/** Largest set of strings kept exact (or as prefixes, suffixes); past it the node is read more loosely. */
const MAX_SET = 128;
/** Most alternatives an alternation keeps apart (see Info.alts). */
const MAX_ALTS = 512;

export interface Info {
  /** Every string the node can match (prefilter form), when few; null: too many. */
  exact: Set<string> | null;
  /** When not exact: every match starts with one of these ("" alone: nothing known). */
  prefix: Set<string>;
  suffix: Set<string>;
  /** What the text must hold besides. */
  req: Formula;
  /**
   * An alternation's alternatives, kept apart so that what comes before or after it (a word edge,
   * a space, a short literal) is joined to each of them rather than to a cut-down union.
   */
  alts?: Info[];
}

export const UNKNOWN: Set<string> = new Set(['']);
export const anyText = (): Info => ({ exact: null, prefix: UNKNOWN, suffix: UNKNOWN, req: true });
export const exactly = (...s: string[]): Info => ({ exact: new Set(s.map(canon)), prefix: UNKNOWN, suffix: UNKNOWN, req: true });

/** Canonical form: one EDGE at most, at the very start; whitespace runs as one space. */
function canon(s: string): string {
  let out = '';
  let edge = false;
  for (const ch of s) {
    if (ch === EDGE) {
      if (out === '') edge = true;
      continue;
    }
    if (ch === ' ' && out.endsWith(' ')) continue;
    out += ch;
  }
  return (edge ? EDGE : '') + out;
}

function cross(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_SET) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(canon(x + y));
  return out;
}

/** Lengths strings are cut to, in turn, when a set of prefixes or suffixes grows too large. */
const CUTS = [16, 8, 4, 3, 2, 1];

/** The last n units of s (EDGE in front when the unit before them is no word unit). */
function tail(s: string, n: number): string {
  const edge = s.startsWith(EDGE);
  const body = edge ? s.slice(1) : s;
  if (body.length <= n) return s;
  return (isWordUnit(body.charCodeAt(body.length - n - 1)) ? '' : EDGE) + body.slice(-n);
}

function head(s: string, n: number): string {
  const edge = s.startsWith(EDGE);
  const body = edge ? s.slice(1) : s;
  return body.length <= n ? s : (edge ? EDGE : '') + body.slice(0, n);
}

/** The junction of suffixes and prefixes, both cut shorter until their product is small enough. */
function crossCut(a: Set<string>, b: Set<string>): Set<string> | null {
  const whole = cross(a, b);
  if (whole) return whole;
  for (const n of CUTS) {
    const r = cross(new Set([...a].map((s) => tail(s, n))), new Set([...b].map((s) => head(s, n))));
    if (r) return r;
  }
  return null;
}

/** A set of prefixes (or suffixes: `cut` = tail), cut shorter while it is too large. */
function shrink(set: Set<string>, cut: (s: string, n: number) => string): Set<string> {
  if (set.has('')) return UNKNOWN;
  if (set.size <= MAX_SET) return set;
  for (const n of CUTS) {
    const r = new Set([...set].map((s) => cut(s, n)));
    if (r.size <= MAX_SET) return r;
  }
  return UNKNOWN;
}

function union(a: Set<string>, b: Set<string>, cut: (s: string, n: number) => string): Set<string> {
  return shrink(new Set([...a, ...b]), cut);
}

function and(...fs: Formula[]): Formula {
  const parts = fs.filter((f) => f !== true);
  return parts.length === 0 ? true : parts.length === 1 ? parts[0]! : { and: parts };
}

function or(...fs: Formula[]): Formula {
  return fs.some((f) => f === true) ? true : fs.length === 1 ? fs[0]! : { or: fs };
}

/** The formula "one of these strings occurs". */
function oneOf(set: Set<string>): Formula {
  const facts = [...set].map(toFact);
  return facts.some((f) => f === '') ? true : or(...facts);
}

/** A node's whole knowledge as a formula. */
export function full(x: Info): Formula {
  if (x.exact) return and(x.req, oneOf(x.exact));
  return and(x.req, oneOf(x.prefix), oneOf(x.suffix));
}

function loosen(x: Info): Info {
  if (!x.exact) return x;
  return { exact: null, prefix: shrink(x.exact, head), suffix: shrink(x.exact, tail), req: x.req };
}


/** Whether every string x can end with ends with a unit that is no word unit (a space, `-`, a word edge). */
function endsOffWord(x: Info): boolean {
  const ends = x.exact ?? x.suffix;
  for (const s of ends) {
    if (s === '' || (s !== EDGE && isWordUnit(s.charCodeAt(s.length - 1)))) return false;
  }
  return true;
}

/** y, known to start where no word unit precedes. */
function afterEdge(y: Info): Info {
  if (y.exact) return { ...y, exact: new Set([...y.exact].map((s) => canon(EDGE + s))) };
  if (y.alts) return alternateAll(y.alts.map(afterEdge));
  return { ...y, prefix: new Set([...y.prefix].map((s) => canon(EDGE + s))) };
}

function alternateAll(list: Info[]): Info {
  return list.reduce((a, b) => alternate(a, b));
}

export function concat(x: Info, y: Info): Info {
  if (endsOffWord(x) && !(y.exact && [...y.exact].every((s) => s.startsWith(EDGE)))) y = afterEdge(y);
  // An alternation next to a few strings: each alternative joined to them.
  if (y.alts && x.exact && x.exact.size * y.alts.length <= MAX_ALTS) return alternateAll(y.alts.map((yi) => concat(x, yi)));
  if (x.alts && y.exact && y.exact.size * x.alts.length <= MAX_ALTS) return alternateAll(x.alts.map((xi) => concat(xi, y)));
  if (x.exact && y.exact) {
    const e = cross(x.exact, y.exact);
    if (e) return { exact: e, prefix: UNKNOWN, suffix: UNKNOWN, req: and(x.req, y.req) };
  }
  const xs = x.exact ?? x.suffix;
  const yp = y.exact ?? y.prefix;
  const junction = crossCut(xs, yp);
  const prefix = x.exact ? (cross(x.exact, y.prefix) ?? shrink(x.exact, head)) : x.prefix;
  const suffix = y.exact ? (cross(x.suffix, y.exact) ?? shrink(y.exact, tail)) : y.suffix;
  // x's prefix and y's suffix live on in the result; what x ends with and y starts with is the junction.
  return { exact: null, prefix, suffix, req: and(x.req, y.req, junction ? oneOf(junction) : and(oneOf(xs), oneOf(yp))) };
}

export function alternate(x: Info, y: Info): Info {
  if (x.exact && y.exact && x.exact.size + y.exact.size <= MAX_SET) return { exact: new Set([...x.exact, ...y.exact]), prefix: UNKNOWN, suffix: UNKNOWN, req: or(x.req, y.req) };
  const lx = loosen(x);
  const ly = loosen(y);
  const alts = [...(x.alts ?? [x]), ...(y.alts ?? [y])];
  return {
    exact: null,
    prefix: union(lx.prefix, ly.prefix, head),
    suffix: union(lx.suffix, ly.suffix, tail),
    req: or(full(x), full(y)),
    ...(alts.length <= MAX_ALTS ? { alts } : {}),
  };
}

export function repeat(x: Info, min: number, max: number): Info {
  if (max === 0) return exactly('');
  // A run of whitespace is one space in the prefilter form, however long.
  const space = x.exact !== null && x.exact.size === 1 && x.exact.has(' ');
  if (min === 0) {
    if (space) return exactly('', ' ');
    if (max > 3 || (max > 1 && !x.exact)) return anyText();
    // A few copies of a few strings: each count spelt out.
    let r = exactly('');
    let k: Info = exactly('');
    for (let i = 1; i <= max; i++) r = alternate(r, (k = concat(k, x)));
    return r;
  }
  if (space) return x;
  if (min === max && min <= 3) {
    let r = x;
    for (let i = 1; i < min; i++) r = concat(r, x);
    return r;
  }
  // At least one copy: its literals, its first and last strings.
  // (Not an alternation any more: two copies may be two different alternatives.)
  return { exact: null, prefix: loosen(x).prefix, suffix: loosen(x).suffix, req: full(x) };
}

/**
 * The fact a string gives: leading whitespace dropped (the prefilter form has none at the text's
 * start, so a space that opens a match is not sure to be there), EDGE read as a word start, and a
 * WORD_MARK before every unit that starts a word.
 */
function toFact(s: string): Fact {
  let edge = s.startsWith(EDGE);
  let body = edge ? s.slice(1) : s;
  if (body.startsWith(' ')) {
    body = body.slice(1);
    edge = true;
  }
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (isWordUnit(c) && (i === 0 ? edge : !isWordUnit(body.charCodeAt(i - 1)))) out += WORD_MARK;
    out += body[i];
  }
  return out;
}
