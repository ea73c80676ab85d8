import { Checker } from './check.js';
import type { ContextCueDef, ContextData } from './data.js';
import { overlaps, type Range } from './patterns.js';

/**
 * Cues that read the manifest, not just the text: a description that names one of its own
 * tool's parameters (parameter poisoning) or another tool of the scan (shadowing) next to a
 * directive. Names are found by token lookup in a Set, so thousands of session tools cost
 * one pass over the text.
 */

/** Identifier-ish runs; a trailing dot or dash is sentence punctuation, not part of the name. */
const TOKEN = /[A-Za-z0-9_][A-Za-z0-9_.\-]*/g;
/** A name that cannot be an ordinary word: snake_case, kebab-case, dotted, digits, camelCase. */
const IDENTIFIER_LIKE = /[_\-.0-9]|[a-z][A-Z]/;
const QUOTES = new Set(['`', "'", '"', '‘', '’', '“', '”', '«', '»', '「', '」', '*']);

export interface CompiledContextCue {
  def: ContextCueDef;
  before: RegExp | null;
  after: RegExp | null;
}

export interface Mention {
  start: number;
  end: number;
  name: string;
  qualified: boolean;
}

export interface ContextHit {
  def: ContextCueDef;
  start: number;
  end: number;
  name: string;
}

export class ContextCues {
  private readonly qualifyBefore: RegExp;
  private readonly qualifyAfter: RegExp;
  private readonly cues: CompiledContextCue[];
  private readonly sets = new WeakMap<string[], Set<string>>();

  constructor(data: ContextData, expand: (source: string, c: Checker) => string) {
    const c = new Checker('context.json');
    this.qualifyBefore = c.regex(`(?:${expand(data.qualify.before, c)})$`, 'iu', 'qualify.before');
    this.qualifyAfter = c.regex(`^(?:${expand(data.qualify.after, c)})`, 'iu', 'qualify.after');
    this.cues = data.cues.map((def) => {
      const at = c.at(def.id);
      return {
        def,
        before: def.before === null ? null : at.regex(`(?:${expand(def.before, at)})$`, 'iu', 'before'),
        after: def.after === null ? null : at.regex(`^(?:${expand(def.after, at)})`, 'iu', 'after'),
      };
    });
  }

  get all(): readonly CompiledContextCue[] {
    return this.cues;
  }

  private setOf(names: string[], exclude: string | null): Set<string> {
    let s = this.sets.get(names);
    if (!s) {
      s = new Set(names.filter((n) => n.length >= 2));
      this.sets.set(names, s);
    }
    if (exclude !== null && s.has(exclude)) {
      const copy = new Set(s);
      copy.delete(exclude);
      return copy;
    }
    return s;
  }

  /**
   * Mentions of `names` in `text`; `qualified` when they stand as names (identifier-like, quoted,
   * or called a tool/parameter by the words around them).
   */
  mentions(text: string, names: string[], exclude: string | null, window: number): Mention[] {
    if (names.length === 0) return [];
    const set = this.setOf(names, exclude);
    if (set.size === 0) return [];
    const out: Mention[] = [];
    const check = (s: number, e: number, name: string): void => {
      let qualified = IDENTIFIER_LIKE.test(name) || QUOTES.has(text[s - 1] ?? '') || QUOTES.has(text[e] ?? '');
      if (!qualified) {
        const pre = text.slice(Math.max(0, s - window), s);
        const post = text.slice(e, e + window);
        qualified = this.qualifyBefore.test(pre) || this.qualifyAfter.test(post);
      }
      out.push({ start: s, end: e, name, qualified });
    };
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
      let tok = m[0];
      while (tok.length > 0 && (tok.endsWith('.') || tok.endsWith('-'))) tok = tok.slice(0, -1);
      if (set.has(tok)) check(m.index, m.index + tok.length, tok);
    }
    // Names outside the ASCII token alphabet (rare) are searched for directly.
    for (const name of set) {
      if (/^[A-Za-z0-9_.\-]+$/.test(name)) continue;
      for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) check(i, i + name.length, name);
    }
    return out;
  }

  /** Every context cue that fires, with its first qualifying mention (overlapping `added` when given). */
  run(text: string, ownParams: string[], otherTools: string[], ownTool: string | null, added: Range[] | null): ContextHit[] {
    const hits: ContextHit[] = [];
    const bySubject = {
      'own-param': this.cues.some((c) => c.def.subject === 'own-param') ? this.mentions(text, ownParams, null, 40) : [],
      'other-tool': this.cues.some((c) => c.def.subject === 'other-tool') ? this.mentions(text, otherTools, ownTool, 40) : [],
    };
    for (const cue of this.cues) {
      const list = bySubject[cue.def.subject];
      // A bare mention must stand as a name; a directive next to it (before/after) is qualification enough.
      const bare = cue.before === null && cue.after === null;
      for (const { start: s, end: e, name, qualified } of list) {
        if (bare && !qualified) continue;
        const hit = this.judge(cue, text, s, e);
        if (hit === null) continue;
        if (added !== null && !overlaps(hit[0], hit[1], added)) continue;
        hits.push({ def: cue.def, start: hit[0], end: hit[1], name });
        break;
      }
    }
    return hits;
  }

  /** The span the cue covers (mention plus the directive next to it), or null. */
  private judge(cue: CompiledContextCue, text: string, s: number, e: number): Range | null {
    const w = cue.def.window;
    if (cue.before === null && cue.after === null) return [s, e];
    if (cue.before) {
      const pre = text.slice(Math.max(0, s - w), s);
      const m = cue.before.exec(pre);
      if (m) return [s - pre.length + m.index, e];
    }
    if (cue.after) {
      const post = text.slice(e, e + w);
      const m = cue.after.exec(post);
      if (m) return [s, e + m[0].length];
    }
    return null;
  }
}
