import type { CompiledCue, CueSources, RegexSource } from './patterns.js';
import { parseKeyword } from './patterns.js';
import { keywordSpec, marked } from './keyword-index.js';
import { requiredLiterals, WORD_MARK, type Fact, type Formula } from './required-literals.js';

/**
 * Keywords are a prefilter, not a rule: a cue runs only on texts that hold one of them, so a
 * keyword narrower than the pattern silently drops matches (and moves precision out of the pattern,
 * where a reader of the rule cannot see it). This check proves, from the regexes alone, that every
 * text a cue can match holds one of its keywords: the literals every match must contain
 * (required-literals.ts) of the anchor, its `near` pattern and each `sentence` pattern together
 * imply a keyword.
 */

export interface KeywordGap {
  file: string;
  id: string;
  /**
   * A set of literals a match may hold with none of the keywords (as looked up: lower case, one
   * space per whitespace run, `^` where a word must start); empty when the analysis knows no
   * literal the pattern requires.
   */
  literals: string[];
}

const requirements = new WeakMap<CompiledCue, Formula>();

/** What a text must hold for `cueMatch` to find the cue in it (computed once per compiled cue). */
export function cueRequirement(cue: CompiledCue): Formula {
  let known = requirements.get(cue);
  if (known === undefined) requirements.set(cue, (known = requirementOf(cue)));
  return known;
}

function requirementOf(cue: CompiledCue): Formula {
  const src = (re: RegExp): RegexSource => [re.source, re.flags];
  return sourcesRequirement({ re: src(cue.re), near: cue.near && src(cue.near.re), sentence: cue.sentence && cue.sentence.map(src) }, cue.bounded);
}

/** What a text must hold for a cue with these sources to match (cueRequirement, from the build's sources). */
export function sourcesRequirement(s: Pick<CueSources, 're' | 'near' | 'sentence'>, bounded: boolean): Formula {
  const parts: Formula[] = [requiredLiterals(s.re[0], s.re[1], bounded)];
  // Near and sentence patterns are read word-bounded (firstMatch(…, true), allMatches).
  if (s.near) parts.push(requiredLiterals(s.near[0], s.near[1], true));
  for (const [source, flags] of s.sentence ?? []) parts.push(requiredLiterals(source, flags, true));
  // Not the precheck: like the keywords, it must follow from the patterns, not add to them.
  return { and: parts };
}

/**
 * The keywords of one cue, compiled for the proof: every distinct term (any of its atoms, marked as
 * the automaton holds them), each keyword as the indices of its terms, and per formula node which
 * terms it implies (memoised: the search below asks the same nodes again and again).
 */
class KeywordSet {
  readonly terms: string[][] = [];
  readonly keywords: number[][];
  private readonly ofFact = new Map<Fact, boolean[]>();
  private readonly ofNode = new WeakMap<object, { implied: boolean[]; touched: boolean }>();

  constructor(keywords: readonly string[]) {
    const ids = new Map<string, number>();
    this.keywords = keywords.map((k) =>
      parseKeyword(k).map((term) => {
        const atoms = term.map((atom) => {
          const { text, wordStart } = keywordSpec(atom);
          return marked(text, wordStart);
        });
        const key = atoms.join('\u0000');
        let id = ids.get(key);
        if (id === undefined) {
          ids.set(key, (id = this.terms.length));
          this.terms.push(atoms);
        }
        return id;
      }),
    );
  }

  /** Per term: whether every text satisfying f holds one of its atoms (exact: both sides are monotone). */
  implied(f: Formula): boolean[] {
    return this.node(f).implied;
  }

  /** Whether some fact of f holds an atom of some keyword (could help a keyword hold). */
  touched(f: Formula): boolean {
    return this.node(f).touched;
  }

  private node(f: Formula): { implied: boolean[]; touched: boolean } {
    if (f === true) return { implied: this.terms.map(() => false), touched: false };
    if (typeof f === 'string') {
      let implied = this.ofFact.get(f);
      if (!implied) this.ofFact.set(f, (implied = this.terms.map((t) => t.some((m) => f.includes(m)))));
      return { implied, touched: implied.some(Boolean) };
    }
    let known = this.ofNode.get(f);
    if (known) return known;
    const kids = ('and' in f ? f.and : f.or).map((g) => this.node(g));
    const isAnd = 'and' in f;
    const implied = this.terms.map((_, t) => (isAnd ? kids.some((k) => k.implied[t]) : kids.every((k) => k.implied[t])));
    known = { implied, touched: kids.some((k) => k.touched) };
    this.ofNode.set(f, known);
    return known;
  }
}

/** The facts of one case of f (the first of each disjunction), to show in a report. */
function someCase(f: Formula): Fact[] {
  if (f === true) return [];
  if (typeof f === 'string') return [f];
  return 'and' in f ? f.and.flatMap(someCase) : someCase(f.or[0]!);
}

/** Disjunctions split in the search below before a cue is reported as too complex to prove. */
const MAX_SPLITS = 20_000;

/**
 * Proves that texts satisfying every formula of `conj` hold a keyword, splitting a disjunction
 * into its cases when no keyword follows from the whole (keywords `a&&c`, `b&&c` against a pattern
 * `(?:a|b) c`). Returns null when proved, or the facts of a case that holds no keyword.
 */
function disprove(conj: Formula[], ks: KeywordSet, budget: { left: number }): Fact[] | null {
  const flat: Formula[] = [];
  const add = (f: Formula): void => {
    if (f === true) return;
    if (typeof f !== 'string' && 'and' in f) f.and.forEach(add);
    else flat.push(f);
  };
  conj.forEach(add);
  const implied = ks.terms.map((_, t) => flat.some((f) => ks.implied(f)[t]));
  if (ks.keywords.some((k) => k.every((t) => implied[t]))) return null;
  const ors: Array<{ or: Formula[] }> = [];
  const facts: Fact[] = [];
  for (const f of flat) {
    if (typeof f === 'string') facts.push(f);
    else if (f !== true && 'or' in f) {
      // A disjunction with a case that cannot help any keyword is no better than that case.
      const idle = f.or.find((g) => !ks.touched(g));
      if (idle === undefined) ors.push(f);
      else facts.push(...someCase(idle));
    }
  }
  if (ors.length === 0) return facts;
  if (--budget.left < 0) return [...facts, '(too many cases to prove)'];
  const split = ors.reduce((a, b) => (b.or.length < a.or.length ? b : a));
  const rest: Formula[] = [...facts, ...ors.filter((f) => f !== split)];
  for (const c of split.or) {
    const w = disprove([...rest, c], ks, budget);
    if (w) return w;
  }
  return null;
}

/** The facts of a kind of match that holds none of the keywords, or null when every match holds one. */
export function uncovered(cue: CompiledCue, keywords: readonly string[] = cue.def.keywords): Fact[] | null {
  return disprove([cueRequirement(cue)], new KeywordSet(keywords), { left: MAX_SPLITS });
}

/** The cues whose keywords do not cover their pattern, each with literals a match may hold with none of them. */
export function keywordGaps(cues: readonly CompiledCue[]): KeywordGap[] {
  const out: KeywordGap[] = [];
  for (const cue of cues) {
    const w = uncovered(cue);
    if (w) out.push({ file: cue.file, id: cue.def.id, literals: w.map(readable) });
  }
  return out;
}

/** A fact for people: the word-start mark shown as `^`. */
function readable(f: Fact): string {
  return f.split(WORD_MARK).join('^');
}
