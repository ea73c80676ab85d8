import type { TextKind } from '../diff/types.js';
import { Checker } from './check.js';
import type { CueDef, CueFile, MacroDef } from './data.js';

/**
 * Cue patterns: macro expansion, compilation (once, at load), and matching. JavaScript's \b only
 * knows ASCII, so `bounded` cues get Unicode-aware word edges wrapped around them at compile time.
 */

const MACRO = /\{([a-z][a-z0-9]*)(?::(\d{1,3}))?\}/g;
const W = '[\\p{L}\\p{N}\\p{M}_]';
/** A word edge: not a word character on both sides (zero-width, so alternatives still backtrack). */
const EDGE = `(?:(?<!${W})|(?!${W}))`;

/**
 * Expands `{name}` (a macro of macros.json), `{gap:N}` (up to N characters of one line, lazily) and
 * `{words:N}` (up to N further words, lazily).
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
      // Up to N whole words (separator and word classes are disjoint: no ambiguous backtracking).
      return `(?:[\\s,]+[\\p{L}\\p{N}\\p{M}'’_\\-]+){0,${n}}?`;
    }
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
  kinds: Set<TextKind> | null;
}

export function compileCue(def: CueDef, file: string, macros: Map<string, string>): CompiledCue {
  const c = new Checker(file, def.id);
  const body = expandMacros(def.pattern, macros, c);
  const source = def.bounded ? `${EDGE}(?:${body})${EDGE}` : body;
  const flags = 'gu' + (def.caseSensitive ? '' : 'i') + (def.multiline ? 'm' : '');
  return { def, file, re: c.regex(source, flags, 'pattern'), kinds: def.kinds ? new Set(def.kinds) : null };
}

export function compileCueFiles(files: CueFile[], macros: Map<string, string>): CompiledCue[] {
  return files.flatMap((f) => f.cues.map((d) => compileCue(d, f.file, macros)));
}

export type Range = [number, number];

/** True when [s, e) shares at least one unit with one of the (sorted, disjoint) ranges. */
export function overlaps(s: number, e: number, ranges: Range[]): boolean {
  for (const [a, b] of ranges) {
    if (a >= e) return false;
    if (b > s && a < e) return true;
  }
  return false;
}

/**
 * The first match of `re` in `text` that overlaps `added` (when given). A match outside the added
 * words is retried one unit further on, so it never hides a later match that overlaps them.
 */
export function firstMatch(re: RegExp, text: string, added: Range[] | null): Range | null {
  re.lastIndex = 0;
  for (;;) {
    const m = re.exec(text);
    if (m === null) return null;
    const s = m.index;
    const e = s + m[0].length;
    if (e === s) {
      re.lastIndex = s + 1;
      continue;
    }
    if (added === null || overlaps(s, e, added)) return [s, e];
    re.lastIndex = s + 1;
  }
}

/**
 * Keyword prefilter: every distinct keyword is looked up once per text (`includes` on the
 * lower-cased text is far cheaper than running a regex), and only cues with a keyword present run.
 */
export class Prefilter {
  private readonly keywords: string[];
  private readonly cuesOf: number[][];

  constructor(cues: CompiledCue[]) {
    const index = new Map<string, number[]>();
    cues.forEach((cue, i) => {
      for (const k of cue.def.keywords) {
        const list = index.get(k) ?? [];
        if (!list.includes(i)) list.push(i);
        index.set(k, list);
      }
    });
    this.keywords = [...index.keys()];
    this.cuesOf = this.keywords.map((k) => index.get(k)!);
  }

  /** Indices of the cues worth running on a text whose lower-case form is `lower`, ascending. */
  candidates(lower: string): number[] {
    const hit = new Set<number>();
    for (let k = 0; k < this.keywords.length; k++) {
      if (lower.includes(this.keywords[k]!)) for (const i of this.cuesOf[k]!) hit.add(i);
    }
    return [...hit].sort((a, b) => a - b);
  }
}
