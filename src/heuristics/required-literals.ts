import { isWordUnit } from './keyword-index.js';
import { alternate, anyText, concat, EDGE, exactly, full, repeat, UNKNOWN, WORD_MARK, type Formula, type Info } from './literal-info.js';

export { WORD_MARK, type Fact, type Formula } from './literal-info.js';

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

/** A class with at most this many members (after case folding) is read as an alternation of them. */
const MAX_CLASS = 16;

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

/** Longest match head (see matchHeads). */
export const HEAD = 3;

/**
 * The lower-cased first units every match of `source` (under `flags`) starts with, one to HEAD of
 * them (a space for any whitespace unit), or null when the analysis cannot tell (a match may start
 * with whitespace or with anything).
 * A match starting at position p of a text whose lower case has the text's length holds one of
 * them at p in that lower case: the engine tries the pattern only there (match-heads.ts).
 *
 * A head is cut after a space: a space stands for a whitespace run, and as a head's last unit it is
 * the run's first unit (match-heads.ts reads every whitespace unit as a space), while the units
 * after it would be shifted by the run's length. A word shorter than HEAD ("失敗", "no") is a
 * shorter head: a two-unit word of Chinese or Korean no longer leaves a whole alternation
 * without heads.
 */
export function matchHeads(source: string, flags: string): string[] | null {
  const r = new Reader(source, flags);
  const body = r.disjunction();
  if (r.i !== source.length) return null;
  const heads = new Set<string>();
  for (const s of body.exact ?? body.prefix) {
    // The marks are zero-width (a word start, an edge): what follows them is the match's first unit.
    const units = s.replace(/[\u0001\u0002]/g, '');
    let h = units.slice(0, HEAD);
    const space = h.search(/\s/);
    if (space === 0 || h.length === 0 || /[\u0000-\u001f]/.test(h)) return null;
    if (space > 0) h = h.slice(0, space + 1);
    heads.add(h);
  }
  // A head of one unit that most texts hold everywhere (a letter) saves nothing and costs a try per letter.
  if ([...heads].filter((h) => h.length === 1).length > MAX_SINGLE_HEADS) return null;
  // A head that begins with a shorter one adds no position ("ab" already holds every "abc").
  const kept = [...heads].filter((h) => ![...heads].some((o) => o.length < h.length && h.startsWith(o)));
  return kept.length === 0 ? null : kept.sort();
}

/** One-unit heads allowed per pattern: digits, quotes and marks, not a run of letters. */
const MAX_SINGLE_HEADS = 12;

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
