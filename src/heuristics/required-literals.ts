import { isWordUnit } from './keyword-index.js';

/**
 * What every match of a regular expression must contain, as the keyword prefilter sees a text
 * (lower-cased, whitespace runs folded to one space, leading whitespace dropped): a formula over
 * literal strings, each string as a keyword would be looked up in it (see `Fact`). The analysis is
 * conservative: a construct it does not follow is read as "any text", which can only weaken the
 * formula, never claim a literal a match may lack. It follows the syntax the data uses (groups,
 * alternation, bounded and unbounded repetition, classes, escapes, look-arounds, anchors).
 *
 * The method is the one of Russ Cox's code search index (the literals of a regex as exact sets,
 * prefixes, suffixes and a required query), with whole strings instead of trigrams.
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
const EDGE = '\u0002';
/** Largest set of strings kept exact (or as prefixes, suffixes); past it the node is read more loosely. */
const MAX_SET = 128;
/** Most alternatives an alternation keeps apart (see Info.alts). */
const MAX_ALTS = 512;
/** A class with at most this many members (after case folding) is read as an alternation of them. */
const MAX_CLASS = 16;

interface Info {
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

const UNKNOWN: Set<string> = new Set(['']);
const anyText = (): Info => ({ exact: null, prefix: UNKNOWN, suffix: UNKNOWN, req: true });
const exactly = (...s: string[]): Info => ({ exact: new Set(s.map(canon)), prefix: UNKNOWN, suffix: UNKNOWN, req: true });

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
function full(x: Info): Formula {
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

function concat(x: Info, y: Info): Info {
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

function alternate(x: Info, y: Info): Info {
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

function repeat(x: Info, min: number, max: number): Info {
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

// ---------------------------------------------------------------------------------------------
// Parsing: a small recursive-descent reader of JavaScript regex syntax, straight to Info.

/** The prefilter form of one character matched under these flags: its lower case, and its case variants'. */
type Folder = (ch: string) => Set<string>;

const WHITESPACE = /^\s$/;
/** Characters whose case differs from themselves: the only candidates for a case-insensitive variant. */
let cased: string[] | null = null;
function casedUnits(): string[] {
  if (cased === null) {
    cased = [];
    for (let u = 0; u < 0x10000; u++) {
      if (u >= 0xd800 && u <= 0xdfff) continue;
      const c = String.fromCharCode(u);
      if (c.toLowerCase() !== c || c.toUpperCase() !== c) cased.push(c);
    }
  }
  return cased;
}

const folders = new Map<string, Folder>();
/** How the regex engine folds case under `flags`, asked of the engine itself (cached per character). */
function folderFor(flags: string): Folder {
  const key = (flags.includes('i') ? 'i' : '') + (flags.includes('u') ? 'u' : '');
  let f = folders.get(key);
  if (f) return f;
  const cache = new Map<string, Set<string>>();
  f = (ch: string): Set<string> => {
    let s = cache.get(ch);
    if (s) return s;
    if (WHITESPACE.test(ch)) s = new Set([' ']);
    else if (!key.includes('i')) s = new Set([ch.toLowerCase()]);
    else {
      const re = new RegExp(`^${ch.length > 1 && !key.includes('u') ? ch : escapeChar(ch)}$`, key);
      s = new Set([ch.toLowerCase()]);
      for (const c of casedUnits()) if (re.test(c)) s.add(c.toLowerCase());
      // Final sigma: a capital sigma lower-cases by context.
      if (s.has('σ')) s.add('ς');
    }
    cache.set(ch, s);
    return s;
  };
  folders.set(key, f);
  return f;
}

/** A character as a regex escape, valid with or without the u flag. */
function escapeChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}

const lookbehinds = new Map<string, boolean>();

class Reader {
  i = 0;
  private readonly fold: Folder;
  private readonly unicode: boolean;
  private readonly multiline: boolean;

  constructor(
    private readonly src: string,
    private readonly flags: string,
  ) {
    this.fold = folderFor(flags);
    this.unicode = flags.includes('u');
    this.multiline = flags.includes('m');
  }

  fail(what: string): never {
    throw new SyntaxError(`${what} at ${this.i} in /${this.src}/`);
  }

  peek(): string {
    return this.src[this.i] ?? '';
  }

  disjunction(): Info {
    let x = this.alternative();
    while (this.peek() === '|') {
      this.i++;
      x = alternate(x, this.alternative());
    }
    return x;
  }

  alternative(): Info {
    let x = exactly('');
    while (this.i < this.src.length && this.peek() !== '|' && this.peek() !== ')') x = concat(x, this.quantified());
    return x;
  }

  quantified(): Info {
    const atom = this.atom();
    const q = /^(?:\*|\+|\?|\{(\d+)(?:(,)(\d*))?\})\??/.exec(this.src.slice(this.i));
    if (!q || (q[0].startsWith('{') && q[1] === undefined)) return atom;
    this.i += q[0].length;
    const c = q[0][0];
    if (c === '*') return repeat(atom, 0, Infinity);
    if (c === '+') return repeat(atom, 1, Infinity);
    if (c === '?') return repeat(atom, 0, 1);
    const min = Number(q[1]);
    const max = q[2] === undefined ? min : q[3] === '' ? Infinity : Number(q[3]);
    return repeat(atom, min, max);
  }

  atom(): Info {
    const c = this.peek();
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '.') {
      this.i++;
      return anyText();
    }
    if (c === '^') {
      this.i++;
      // The text's start, or (multiline) a line's: either way no word unit before.
      return exactly(EDGE);
    }
    if (c === '$') {
      this.i++;
      return exactly('');
    }
    if (c === '\\') return this.escape();
    const ch = this.unicode ? String.fromCodePoint(this.src.codePointAt(this.i)!) : c;
    this.i += ch.length;
    return this.chars(ch);
  }

  private chars(ch: string): Info {
    return { exact: new Set(this.fold(ch)), prefix: UNKNOWN, suffix: UNKNOWN, req: true };
  }

  group(): Info {
    const rest = this.src.slice(this.i);
    const look = /^\(\?(<?)([=!])/.exec(rest);
    if (look) {
      const bodyStart = this.i + look[0].length;
      this.i = bodyStart;
      this.disjunction();
      if (this.peek() !== ')') this.fail('unclosed look-around');
      const body = this.src.slice(bodyStart, this.i);
      this.i++;
      return look[1] === '<' && this.noWordBefore(body, look[2] === '!') ? exactly(EDGE) : exactly('');
    }
    const named = /^\(\?<[A-Za-z_$][\w$]*>|^\(\?:|^\(/.exec(rest)!;
    this.i += named[0].length;
    const x = this.disjunction();
    if (this.peek() !== ')') this.fail('unclosed group');
    this.i++;
    return x;
  }

  /**
   * Whether a look-behind proves that no word unit precedes: a negative one over a class holding
   * every word unit (`(?<![\w\u00C0-…])`), or a positive one over a class holding none (`(?<=\s)`).
   * Asked of the engine, unit by unit.
   */
  private noWordBefore(body: string, negative: boolean): boolean {
    if (!/^(?:\[(?:\\.|[^\]\\])*\]|\\[sSwWdD])$/.test(body)) return false;
    const key = `${negative ? '!' : '='}${this.flags}${body}`;
    let known = lookbehinds.get(key);
    if (known === undefined) lookbehinds.set(key, (known = this.testNoWordBefore(body, negative)));
    return known;
  }

  private testNoWordBefore(body: string, negative: boolean): boolean {
    const re = new RegExp(`^${body}$`, this.flags.replace(/[gmy]/g, ''));
    for (let u = 0; u < 0x530; u++) {
      if (!isWordUnit(u)) continue;
      if (re.test(String.fromCharCode(u)) !== negative) return false;
    }
    return true;
  }

  escape(): Info {
    const rest = this.src.slice(this.i + 1);
    const c = rest[0];
    if (c === undefined) this.fail('lone backslash');
    this.i += 2;
    switch (c) {
      case 'b':
      case 'B':
        return exactly('');
      case 's':
        return exactly(' ');
      case 'd':
        return exactly(...'0123456789');
      case 'S':
      case 'W':
      case 'D':
      case 'w':
        return anyText();
      case 'p':
      case 'P':
        return this.skipProperty();
      case 'k': {
        const m = /^k<[^>]*>/.exec(rest);
        if (!m) return this.chars('k');
        this.i += m[0].length - 1;
        return anyText();
      }
    }
    if (/[1-9]/.test(c)) {
      this.i += /^\d*/.exec(rest.slice(1))![0].length;
      return anyText();
    }
    return this.chars(this.escapedChar(c, rest));
  }

  private skipProperty(): Info {
    const m = /^\{[^}]*\}/.exec(this.src.slice(this.i));
    if (m) this.i += m[0].length;
    return anyText();
  }

  /** The character of an escape other than a class or an assertion (the reader is past `\c`). */
  private escapedChar(c: string, rest: string): string {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', v: '\v', f: '\f', '0': '\0' };
    if (c in simple) return simple[c]!;
    if (c === 'x') {
      const m = /^x([0-9A-Fa-f]{2})/.exec(rest);
      if (!m) return 'x';
      this.i += 2;
      return String.fromCharCode(parseInt(m[1]!, 16));
    }
    if (c === 'u') {
      const m = /^u(?:([0-9A-Fa-f]{4})|\{([0-9A-Fa-f]+)\})/.exec(rest);
      if (!m) return 'u';
      this.i += m[0].length - 1;
      return String.fromCodePoint(parseInt(m[1] ?? m[2]!, 16));
    }
    if (c === 'c') {
      const m = /^c([A-Za-z])/.exec(rest);
      if (!m) return '\\';
      this.i += 1;
      return String.fromCharCode(m[1]!.charCodeAt(0) % 32);
    }
    return c;
  }

  /** A class: the set of its members' prefilter forms when small, otherwise any text. */
  charClass(): Info {
    this.i++;
    // `[^…]` is as good as any unit; `[]` matches nothing (read as anything, which is weaker).
    let big = this.peek() === '^' || this.peek() === ']';
    if (this.peek() === '^') this.i++;
    const members = new Set<string>();
    while (this.peek() !== ']') {
      if (this.i >= this.src.length) this.fail('unclosed class');
      const lo = this.classAtom();
      if (typeof lo !== 'string') {
        if (lo === null) big = true;
        else for (const m of lo.set) members.add(m);
        continue;
      }
      if (this.peek() === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        this.i++;
        const hi = this.classAtom();
        if (typeof hi !== 'string') {
          // `[a-\d]`: the dash is a character (outside the u flag).
          members.add(lo).add('-');
          if (hi === null) big = true;
          else for (const m of hi.set) members.add(m);
          continue;
        }
        const a = lo.codePointAt(0)!;
        const b = hi.codePointAt(0)!;
        if (b - a >= MAX_CLASS) big = true;
        else for (let u = a; u <= b; u++) members.add(String.fromCodePoint(u));
        continue;
      }
      members.add(lo);
    }
    this.i++;
    if (big) return anyText();
    const forms = new Set<string>();
    for (const m of members) for (const f of this.fold(m)) forms.add(f);
    return forms.size > MAX_CLASS ? anyText() : { exact: forms, prefix: UNKNOWN, suffix: UNKNOWN, req: true };
  }

  /** One member of a class: a character, a small set (`\\d`, `\\s`), or null for a large one (`\\w`, `\\S`, `\\p{…}`). */
  private classAtom(): string | { set: string[] } | null {
    const c = this.peek();
    if (c !== '\\') {
      const ch = this.unicode ? String.fromCodePoint(this.src.codePointAt(this.i)!) : c;
      this.i += ch.length;
      return ch;
    }
    const e = this.src[this.i + 1];
    const rest = this.src.slice(this.i + 1);
    this.i += 2;
    if (e === undefined) this.fail('lone backslash');
    if (e === 's') return { set: [' '] };
    if (e === 'd') return { set: [...'0123456789'] };
    if ('wWSD'.includes(e)) return null;
    if (e === 'p' || e === 'P') {
      this.skipProperty();
      return null;
    }
    if (e === 'b') return '\b';
    return this.escapedChar(e, rest);
  }
}

/**
 * What every match of `source` (compiled with `flags`) must hold in the prefilter form of the text
 * it is found in. `wordStart`: the match is known to start at a word edge (a bounded cue).
 */
export function requiredLiterals(source: string, flags: string, wordStart: boolean): Formula {
  const r = new Reader(source, flags);
  const body = r.disjunction();
  if (r.i !== source.length) r.fail('unbalanced parenthesis');
  return full(wordStart ? concat(exactly(EDGE), body) : body);
}

/** A text's prefilter form with a WORD_MARK before every unit that starts a word: where facts are looked up. */
export function markedForm(form: string): string {
  let out = '';
  for (let i = 0; i < form.length; i++) {
    const c = form.charCodeAt(i);
    if (isWordUnit(c) && (i === 0 || !isWordUnit(form.charCodeAt(i - 1)))) out += WORD_MARK;
    out += form[i];
  }
  return out;
}

/** Whether a text (its markedForm) satisfies the formula. */
export function holds(f: Formula, marked: string): boolean {
  if (f === true) return true;
  if (typeof f === 'string') return marked.includes(f);
  return 'and' in f ? f.and.every((g) => holds(g, marked)) : f.or.some((g) => holds(g, marked));
}
